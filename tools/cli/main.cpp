// wuzi-cli: the Wuzi engine on the command line.
#include <CLI/CLI.hpp>
#include <iostream>

#include "brain_commands.h"
#include "commands.h"

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

int main(int argc, char** argv) {
    CLI::App app{"wuzi-cli: the Wuzi gomoku engine on the command line"};
    app.require_subcommand(1);
    wuzi::cli::register_analyse(app);
    wuzi::cli::register_bench(app);
    wuzi::cli::register_play(app);
    wuzi::cli::register_match(app);
    wuzi::cli::register_selfplay(app);
    wuzi::cli::register_openings(app);
    CLI11_PARSE(app, argc, argv);
    return 0;
}
