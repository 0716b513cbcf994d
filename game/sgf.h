// SGF for gomoku (`GM[4]`): the board size in SZ, the rule in RU
// (freestyle, standard, or tictactoe on a 3x3 board), moves as B[..]/W[..]
// with SGF's letters (x then y, `a` at the top left).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "board.h"
#include "game.h"

namespace wuzi::gui {

// What a game file holds. Invariant after a successful parse: `config` is
// valid and `moves` replay legally from the empty board.
struct GameRecord {
    BoardConfig config;
    std::vector<Move> moves;
    std::string black_name, white_name;
};

// A parse: the record or the reason it was refused. Invariant: `record` is
// meaningful only when `error` is empty.
struct RecordParse {
    GameRecord record;
    std::string error;  // empty on success
    bool ok() const { return error.empty(); }
};

// write_sgf: the record as an SGF game tree with the result `result`.
std::string write_sgf(const GameRecord& record, GameResult result, bool resigned);

// parse_sgf: the main line of the first game tree. Refuses other games
// (GM other than 4), sizes and rules Wuzi does not play, setup stones,
// passes and illegal moves, naming the problem.
RecordParse parse_sgf(std::string_view text);

// validate_moves: "" if `moves` replay legally on `config`, else the reason
// ("move 7 (h8): that point is occupied").
std::string validate_moves(const BoardConfig& config, const std::vector<Move>& moves);

}  // namespace wuzi::gui
