// Game records and their two text forms, read and written here only:
// - SGF for gomoku (`GM[4]`): the board size in SZ, the rule in RU
//   (freestyle, standard, or tictactoe on a 3x3 board), the players in PB/PW,
//   the result in RE (`B+`, `W+R` resigned, `B+T` on time, `W+F` forfeit,
//   `0` a draw), the date in DT, a game comment in GC, per-move comments in
//   C, and moves as B[..]/W[..] with SGF's letters (x then y, `a` at the top),
//   a pass as an empty value; a set-up position as the root's AB, AW and PL;
// - Wuzi's move text: a line `h8,i9,h10`, optionally preceded by a header
//   `# wuzi gomoku 15 freestyle` (or `# wuzi tictactoe`) naming the board;
//   other lines starting with `#` are comments, but `# setup N` says that
//   the first N moves are set-up stones (GameRecord::setup).
#pragma once

#include <wuzi/board.h>
#include <wuzi/game.h>

#include <string>
#include <string_view>
#include <vector>

namespace wuzi {

// How a decided game ended, beside a line of five.
enum class Ending { Normal, Resignation, Time, Forfeit };

// A game as a file holds it. Invariant after a successful parse: `config`
// is valid, 0 <= `setup` <= moves.size(), and `moves` replay legally from
// the empty board, the first `setup` of them as a set-up position (in the
// order setup_moves() gives, judged as a position) and the rest in order;
// `move_comments` has at most one entry per move (empty strings for none).
struct GameRecord {
    BoardConfig config{};
    std::vector<Move> moves{};
    size_t setup = 0;  // leading moves that are set-up stones (SGF AB/AW)
    std::string black_name{}, white_name{};
    GameResult result = GameResult::Ongoing;  // as recorded; Ongoing when none is
    Ending ending = Ending::Normal;
    std::string date{};     // DT, e.g. "2026-11-30"; empty for none
    std::string comment{};  // GC
    std::vector<std::string> move_comments{};
};

// A parse: the record or the reason it was refused. Invariant: `record` is
// meaningful only when `error` is empty.
struct RecordParse {
    GameRecord record;
    std::string error;  // empty on success
    bool ok() const { return error.empty(); }
};

// write_sgf: the record as one SGF game tree (ends with a newline); its
// `setup` moves as the root's AB, AW and PL (the side to move after them).
std::string write_sgf(const GameRecord& record);

// parse_sgf: the main line of the first game tree. Passes (`B[]`) are kPass;
// the root's setup stones (AB/AW, with PL) become the record's `setup`
// moves and passes (setup_moves() in wuzi/game.h). Refuses other games (GM other than 4), sizes and
// rules Wuzi does not play, setup stones outside the root, AE and illegal
// moves, naming the problem.
RecordParse parse_sgf(std::string_view text);

// write_move_text: the header line and the moves.
std::string write_move_text(const GameRecord& record);
// parse_move_text: moves on the board the header names, else on `fallback`.
RecordParse parse_move_text(std::string_view text, const BoardConfig& fallback);
// parse_game_text: SGF if the text starts with '(', else move text.
RecordParse parse_game_text(std::string_view text, const BoardConfig& fallback);

// today: the local date as SGF's DT wants it ("2026-11-30").
std::string today();

}  // namespace wuzi
