#include "commands.h"

#include <wuzi/notation.h>

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
    command
        .add_option("--rule", rule,
                    "freestyle (five or more wins), standard (exactly five) or renju (exactly "
                    "five for Black, who may not make a double three, double four or overline)")
        ->check(rule_choice());
}

std::string replay_into(Game& game, const std::string& text) {
    const BoardConfig& config = game.config();
    const MoveListParse parsed = parse_move_list(text, config.size);
    if (!parsed.ok()) return parsed.error;
    for (size_t i = 0; i < parsed.moves.size(); ++i) {
        const PlayError error = game.play(parsed.moves[i]);
        if (error != PlayError::None)
            return "move " + std::to_string(i + 1) + " (" +
                   move_to_text(parsed.moves[i], config.size) + "): " + describe(error) +
                   (game.foul() ? " (" + game.foul()->message(config.size) + ")" : "");
    }
    return {};
}

Game replay_moves(const BoardConfig& config, const std::string& text) {
    Game game(config);
    if (const std::string error = replay_into(game, text); !error.empty()) fail(error);
    return game;
}

CLI::IsMember rule_choice() {
    std::vector<std::string> names;
    for (Rule r : kRules) names.emplace_back(rule_name(r));
    return CLI::IsMember(names);
}

BoardConfig GameOptions::config() const {
    if (game == "tictactoe") return BoardConfig::tictactoe();
    const auto parsed = parse_rule(rule);
    if (!parsed) fail("unknown rule '" + rule + "' (freestyle, standard or renju)", 2);
    return BoardConfig::gomoku(size, *parsed);
}

}  // namespace wuzi::cli
