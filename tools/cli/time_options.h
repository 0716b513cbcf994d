// The time-control and search-limit options `match` and `selfplay` share.
#pragma once

#include <wuzi/time_manager.h>

#include <CLI/CLI.hpp>
#include <cstdint>

namespace wuzi::cli {

// Options as given. Invariant after `add_to` has parsed them: all >= 0;
// `any_limit()` tells whether a game can end without waiting forever.
struct TimeOptions {
    int64_t move_ms = 0;       // per-move limit (timeout_turn), 0 = none
    int64_t game_ms = 0;       // per-game limit (timeout_match), 0 = none
    int64_t increment_ms = 0;  // added to the game clock after each move
    int depth = 0;             // search depth limit for every engine, 0 = none
    uint64_t nodes = 0;        // node limit for every engine, 0 = none

    void add_to(CLI::App& command);
    bool any_limit() const { return move_ms > 0 || game_ms > 0 || depth > 0 || nodes > 0; }
    // clock: the clock a game starts with (no per-move limit: kNoLimit).
    TimeControl clock() const;
};

}  // namespace wuzi::cli
