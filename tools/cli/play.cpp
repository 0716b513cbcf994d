// wuzi-cli play: a game against the engine in the terminal. Under renju the
// points forbidden for Black are marked, and a human's move on one is refused.
#include <wuzi/engine.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <iostream>
#include <sstream>

#include "commands.h"

namespace wuzi::cli {

namespace {

struct PlayOptions {
    GameOptions game;
    std::string human = "black";
    int depth = 0;
    int64_t time_ms = 1000;
};

// draw: the board; under renju, with Black to move, '*' marks the points
// forbidden for Black.
void draw(const Game& game, std::ostream& out) {
    const Board& board = game.board();
    const int n = board.size();
    const Move last = game.moves().empty() ? kNoMove : game.moves().back();
    const bool show_forbidden = !game.over() && game.side_to_move() == Black;
    for (int y = 0; y < n; ++y) {
        out << (n - y < 10 ? " " : "") << n - y << ' ';
        for (int x = 0; x < n; ++x) {
            const Move m = make_move(x, y);
            const Color c = board.at(m);
            const char stone = c == Black                                ? 'X'
                               : c == White                              ? 'O'
                               : show_forbidden && board.is_forbidden(m) ? '*'
                                                                         : '.';
            out << (m == last ? '(' : ' ') << stone << (m == last ? ')' : ' ');
        }
        out << '\n';
    }
    out << "   ";
    for (int x = 0; x < n; ++x) out << ' ' << char('a' + x) << ' ';
    out << '\n';
    if (show_forbidden && !board.forbidden_points().empty())
        out << "(* forbidden for Black: a double three, double four or overline)\n";
}

std::string winner_text(GameResult result) {
    switch (result) {
        case GameResult::BlackWins:
            return "Black (X) wins.";
        case GameResult::WhiteWins:
            return "White (O) wins.";
        case GameResult::Draw:
            return "Draw: the board is full.";
        default:
            return "";
    }
}

void run(const PlayOptions& o) {
    const BoardConfig config = o.game.config();
    const Color human = o.human == "white" ? White : Black;
    Game game(config);
    Engine engine;
    Limits limits;
    limits.depth = o.depth;
    limits.time_ms = o.depth ? 0 : o.time_ms;
    std::cout << "Wuzi: you play " << (human == Black ? "Black (X)" : "White (O)")
              << ". Enter a move like "
              << move_to_text(make_move(config.size / 2, config.size / 2), config.size)
              << ", 'undo' or 'quit'.\n";
    while (!game.over()) {
        draw(game, std::cout);
        if (game.side_to_move() != human) {
            if (!engine.set_position(config, game.moves()))
                fail("internal error: position refused");
            const SearchInfo info = engine.search(limits);
            std::cout << "Wuzi plays " << move_to_text(info.best_move, config.size) << " (depth "
                      << info.depth << ", score " << info.score << ")\n";
            if (game.play(info.best_move) != PlayError::None)
                fail("internal error: illegal engine move");
            continue;
        }
        std::cout << "your move> " << std::flush;
        std::string line;
        if (!std::getline(std::cin, line)) return;
        std::istringstream words(line);
        std::string word;
        if (!(words >> word)) continue;
        if (word == "quit" || word == "exit") return;
        if (word == "undo") {
            game.undo();
            if (game.side_to_move() != human) game.undo();
            continue;
        }
        const auto move = parse_move(word, config.size);
        if (!move) {
            std::cout << "'" << word << "' is not a move on this board (e.g. "
                      << move_to_text(make_move(0, config.size - 1), config.size) << ").\n";
            continue;
        }
        // Renju: a forbidden point is refused with its reason (as the window
        // refuses it), rather than played and lost.
        if (const Forbidden why = game.board().is_empty(*move) && game.side_to_move() == Black
                                      ? game.board().forbidden(*move)
                                      : Forbidden::None;
            why != Forbidden::None) {
            std::cout << "Cannot play " << word << ": " << describe(why)
                      << " is forbidden for Black.\n";
            continue;
        }
        const PlayError error = game.play(*move);
        if (error != PlayError::None)
            std::cout << "Cannot play " << word << ": " << describe(error) << ".\n";
    }
    draw(game, std::cout);
    if (const auto& foul = game.foul()) std::cout << foul->message(config.size) << ".\n";
    std::cout << winner_text(game.result()) << '\n';
}

}  // namespace

void register_play(CLI::App& app) {
    auto options = std::make_shared<PlayOptions>();
    CLI::App* command =
        app.add_subcommand("play", "play a game against the engine in the terminal");
    options->game.add_to(*command);
    command->add_option("--human", options->human, "the colour you play: black or white")
        ->check(CLI::IsMember({"black", "white"}));
    command->add_option("--depth", options->depth, "engine depth limit (instead of time)")
        ->check(CLI::Range(1, 100));
    command->add_option("--time-ms", options->time_ms, "engine time per move in milliseconds")
        ->check(CLI::Range(int64_t(1), int64_t(1) << 40));
    command->callback([options] { run(*options); });
}

}  // namespace wuzi::cli
