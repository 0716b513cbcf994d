// What the manager told the brain with INFO lines, kept between moves.
#pragma once

#include <wuzi/engine.h>
#include <wuzi/time_manager.h>
#include <wuzi/types.h>

#include <cstdint>
#include <optional>
#include <string>

namespace wuzi::brain {

// The INFO state. Invariants: values are as validated by `apply` (never
// negative except `clock.left_ms`); `rule` is the Gomocup bitmask as sent
// (1 exactly five, 2 continuous game, 4 renju, 8 caro), checked only when a
// move is asked for (`rule_error`) and read as a rule by `game_rule`.
struct BrainSettings {
    TimeControl clock;
    int64_t max_memory = 0;  // bytes, 0 = no limit
    int64_t hash_kb = 0;     // Yixin's hash_size, 0 = not set
    int rule = 0;
    int game_type = 1;
    // INFO thread_num: search threads (the engine's Lazy SMP, at most
    // kMaxThreads); until then one per hardware thread, as Rapfi does
    // (two threads against one at equal time, 200 ms a move: +77.7 +/- 41.6
    // Elo here, 200 games).
    int threads = default_threads();
    int max_depth = 0;      // 0 = no limit
    int64_t max_nodes = 0;  // 0 = no limit (Yixin-Board sends -1 for that)
    bool debug = false;     // `INFO debug 1`: DEBUG lines about the time plan
    bool use_book = true;   // `INFO use_book 0`: never play from the opening book
    // `INFO pondering 1`: after each move it answers, the brain searches the
    // position after the reply it expects until the next command
    // (Brain::start_ponder).
    bool pondering = false;
    // Yixin-Board's keys, accepted and kept; Wuzi has no use for them yet:
    // its candidate moves come from threats (not a caution radius) and its
    // thinking lines are always shown.
    int caution_factor = 1;
    int show_detail = 0;
    std::string folder;

    // apply: one `INFO key value`. Returns the reason for an ERROR if the
    // value of a known key is malformed (and leaves the settings unchanged);
    // unknown keys are accepted and ignored.
    std::optional<std::string> apply(const std::string& key, const std::string& value);

    // rule_error: why the current rule cannot be played, if it cannot:
    // caro (8), bits above 8, or continuous game (2) with exactly five (1).
    std::optional<std::string> rule_error() const;
    // game_rule: the rule the bitmask asks for (meaningful when rule_error()
    // is none). Renju when bit 4 is set, whatever bits 1 and 2 say (renju is
    // exactly five for Black already, and a continuous game is not played),
    // and for 2 alone, which Yixin-Board sends for renju (Rapfi reads it so
    // too); else standard with bit 1; else freestyle.
    Rule game_rule() const;

    // hash_mb: the transposition table size that keeps the whole process
    // within max_memory (and within hash_size when both are sent).
    size_t hash_mb() const;

    // yixin_unlimited: the clock Yixin-Board sends for "no time limit"
    // (timeout_turn 2000000 with timeout_match 100000000), which Rapfi takes
    // to mean "think until YXSTOP" once the GUI has sent YXSHOWINFO.
    bool yixin_unlimited() const { return clock.turn_ms == 2000000 && clock.match_ms == 100000000; }
};

}  // namespace wuzi::brain
