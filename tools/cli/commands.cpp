#include "commands.h"

#include <iostream>

namespace wuzi::cli {

void fail(const std::string& message, int code) {
    std::cerr << "error: " << message << std::endl;
    throw CLI::RuntimeError(code);
}

void GameOptions::add_to(CLI::App& command) {
    command.add_option("--game", game, "gomoku or tictactoe")
        ->check(CLI::IsMember({"gomoku", "tictactoe"}));
    command.add_option("--size", size, "board size for gomoku (5..20)")->check(CLI::Range(5, 20));
    command.add_option("--rule", rule, "freestyle (five or more wins) or standard (exactly five)")
        ->check(CLI::IsMember({"freestyle", "standard"}));
}

BoardConfig GameOptions::config() const {
    if (game == "tictactoe") return BoardConfig::tictactoe();
    return BoardConfig::gomoku(size, rule == "standard" ? Rule::Standard : Rule::Freestyle);
}

}  // namespace wuzi::cli
