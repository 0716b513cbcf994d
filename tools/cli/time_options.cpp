#include "time_options.h"

namespace wuzi::cli {

void TimeOptions::add_to(CLI::App& command) {
    const auto non_negative = CLI::Range(int64_t(0), int64_t(1) << 40);
    command.add_option("--tc-move", move_ms, "time per move in ms (Gomocup timeout_turn)")
        ->check(non_negative);
    command.add_option("--tc-game", game_ms, "time per game in ms (Gomocup timeout_match)")
        ->check(non_negative);
    command.add_option("--inc", increment_ms, "increment per move in ms (with --tc-game)")
        ->check(non_negative);
    command.add_option("--depth", depth, "search depth limit")->check(CLI::Range(0, 200));
    command.add_option("--nodes", nodes, "search node limit");
}

TimeControl TimeOptions::clock() const {
    TimeControl clock;
    clock.turn_ms = move_ms > 0 ? move_ms : TimeControl::kNoLimit;
    clock.match_ms = game_ms;
    clock.left_ms = game_ms > 0 ? game_ms : TimeControl::kNoLimit;
    clock.increment_ms = increment_ms;
    return clock;
}

}  // namespace wuzi::cli
