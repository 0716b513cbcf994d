// How long one move may think, from the Gomocup clock (timeout_turn,
// timeout_match, time_left, time_increment). Shared by the brain and by
// `wuzi-cli match` so the built-in engine plans its time the same way in both.
#pragma once

#include <cstdint>

namespace wuzi {

// The clock as the manager last described it. Invariants: `turn_ms` 0 means
// "as fast as possible"; `match_ms` 0 and `left_ms` >= kNoLimit mean no game
// limit. Values are milliseconds as sent (left_ms may be negative).
struct TimeControl {
    static constexpr int64_t kNoLimit = 2147483647;
    int64_t turn_ms = 5000;
    int64_t match_ms = 0;
    int64_t left_ms = kNoLimit;
    int64_t increment_ms = 0;

    bool game_limited() const { return left_ms < kNoLimit; }
};

// The plan for one move. Invariant: 1 <= think_ms <= hard_ms, and hard_ms is
// below every limit of the clock by a safety margin (the time the brain
// needs to stop a search, print its move and for the pipe to deliver it).
struct TimeBudget {
    int64_t think_ms = 1;  // what the search is given
    int64_t hard_ms = 1;   // the brain's own watchdog stops the search here
};

// allocate: the budget for a move when `own_moves` of the brain's own moves
// have been played in this game.
TimeBudget allocate(const TimeControl& clock, int own_moves);

// turn_margin: the part of a per-move limit kept back for stopping and I/O.
int64_t turn_margin(int64_t turn_ms);

}  // namespace wuzi
