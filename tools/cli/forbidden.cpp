// wuzi-cli forbidden: the renju forbidden points of a position, one per line
// (`h8 double three`), in board scan order; nothing when there is none.
#include <wuzi/game.h>
#include <wuzi/notation.h>
#include <wuzi/record.h>

#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.h"

namespace wuzi::cli {

namespace {

// The command line as given. Invariant (checked in run()): exactly one of
// --moves and --file.
struct ForbiddenOptions {
    int size = 15;
    std::string moves;
    std::string file;
};

// position_moves: the moves of --moves or of the --file game (SGF or move
// text), and the board size they are on.
std::vector<Move> position_moves(const ForbiddenOptions& o, int& size, CLI::App& command) {
    const bool have_moves = command.count("--moves") > 0, have_file = !o.file.empty();
    if (have_moves == have_file) fail("give the position with --moves or --file (one of them)", 2);
    size = o.size;
    if (have_moves) {
        const MoveListParse parsed = parse_move_list(o.moves, size);
        if (!parsed.ok()) fail(parsed.error);
        return parsed.moves;
    }
    std::ifstream in(o.file, std::ios::binary);
    if (!in) fail("cannot read '" + o.file + "'");
    std::ostringstream text;
    text << in.rdbuf();
    const RecordParse parsed = parse_game_text(text.str(), BoardConfig::gomoku(size, Rule::Renju));
    if (!parsed.ok()) fail(o.file + ": " + parsed.error);
    if (parsed.record.config.is_tictactoe()) fail(o.file + ": a tic-tac-toe game has no renju");
    size = parsed.record.config.size;
    return parsed.record.moves;
}

void run(const ForbiddenOptions& o, CLI::App& command) {
    int size = 15;
    const std::vector<Move> moves = position_moves(o, size, command);
    // The moves in order, judged under renju whatever rule a file names: a
    // forbidden move among them ends the game.
    Game game(BoardConfig::gomoku(size, Rule::Renju));
    for (size_t i = 0; i < moves.size(); ++i) {
        const PlayError error = game.play(moves[i]);
        if (error == PlayError::None) continue;
        std::string why = MoveListError{int(i), moves[i], error}.message(size);
        if (game.foul()) why += " (" + game.foul()->message(size) + ")";
        fail(why);
    }
    if (const auto& foul = game.foul()) fail(foul->message(size) + ": the game is over");
    const Board& board = game.board();
    for (Move m : board.forbidden_points())
        std::cout << move_to_text(m, size) << ' ' << describe(board.forbidden(m)) << '\n';
}

}  // namespace

void register_forbidden(CLI::App& app) {
    auto options = std::make_shared<ForbiddenOptions>();
    CLI::App* command = app.add_subcommand(
        "forbidden",
        "list the renju forbidden points of a position: where a black stone would make a double "
        "three, a double four or an overline (one per line, e.g. 'h8 double three'; nothing when "
        "there is none)");
    command->add_option("--moves", options->moves, "the moves played, e.g. h8,h9,i8 (in order)");
    command->add_option("--file", options->file,
                        "a game file (SGF or move text) instead of --moves; its moves are judged "
                        "under renju");
    command->add_option("--size", options->size, "board size for --moves (5..20)")
        ->check(CLI::Range(5, 20));
    command->callback([options, command] { run(*options, *command); });
}

}  // namespace wuzi::cli
