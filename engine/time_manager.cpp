#include <wuzi/time_manager.h>

#include <algorithm>

namespace wuzi {

namespace {

// Moves we plan for when the game clock runs: the brain expects to play at
// least this many more of its own moves, so one move takes at most a small
// share of what is left (a geometric series that never reaches zero).
constexpr int64_t kMinMovesToGo = 12;
constexpr int64_t kMaxMovesToGo = 30;
// Time kept back from the game clock, whatever happens.
constexpr int64_t kGameReserveMs = 30;

}  // namespace

// A fixed part for waking up and writing the answer, and a proportional part
// for the scheduler. The search itself measures how late it stops and keeps
// that much back (iteration_clock.h), so this margin covers only what comes
// after the search: printing the move and the pipe to the manager.
int64_t turn_margin(int64_t turn_ms) { return std::min<int64_t>(18 + turn_ms / 16, 300); }

TimeBudget allocate(const TimeControl& clock, int own_moves) {
    TimeBudget budget;
    if (clock.turn_ms <= 0) return budget;  // as fast as possible: 1 ms
    int64_t limit = clock.turn_ms >= TimeControl::kNoLimit
                        ? TimeControl::kNoLimit
                        : clock.turn_ms - turn_margin(clock.turn_ms);
    if (clock.game_limited()) {
        const int64_t moves_to_go = std::max(kMinMovesToGo, kMaxMovesToGo - own_moves / 2);
        const int64_t usable = clock.left_ms - kGameReserveMs - turn_margin(clock.left_ms / 4);
        const int64_t share = usable / moves_to_go + clock.increment_ms * 3 / 4;
        // Never more than a third of what is left, even with a large increment.
        limit = std::min({limit, share, usable / 3});
    }
    budget.hard_ms = std::max<int64_t>(limit, 1);
    // The search stops itself a little before the watchdog would.
    budget.think_ms =
        std::max<int64_t>(1, budget.hard_ms - std::min<int64_t>(5, budget.hard_ms / 20));
    return budget;
}

}  // namespace wuzi
