// The subcommands of wuzi-cli. Each register_* adds a subcommand whose callback
// runs it. A failing command prints `error: <reason>` on stderr and throws
// CLI::RuntimeError with a non-zero code, which main turns into the exit code.
#pragma once

#include <wuzi/board.h>
#include <wuzi/game.h>

#include <CLI/CLI.hpp>
#include <string>

namespace wuzi::cli {

void register_analyse(CLI::App& app);
void register_bench(CLI::App& app);
void register_play(CLI::App& app);
void register_forbidden(CLI::App& app);
void register_mistakes(CLI::App& app);

// fail: report `message` and end the command with exit code `code`.
[[noreturn]] void fail(const std::string& message, int code = 1);

// replay_moves: the moves (e.g. "h8,i9") played from the start; fails with a
// message naming the first bad move.
Game replay_moves(const BoardConfig& config, const std::string& text);
// replay_into: plays the moves onto `game`; the reason if one cannot be
// played (the game then holds the moves before it), else empty.
std::string replay_into(Game& game, const std::string& text);

// rule_choice: a --rule check accepting the engine's rule names (rule_name).
CLI::IsMember rule_choice();

// The game options several commands share: --game, --size, --rule.
struct GameOptions {
    std::string game = "gomoku";
    int size = 15;
    std::string rule = "freestyle";

    void add_to(CLI::App& command);
    // config: the board configuration; fails with a clear message if invalid.
    BoardConfig config() const;
};

}  // namespace wuzi::cli
