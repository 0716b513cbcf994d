// Move text at the edges of the program: `h8` style (column letter from `a`
// at the left, row number from 1 at the bottom) and Gomocup `x,y` (0-based,
// y from the top). Inside the engine a move is a cell index (types.h), with
// y counted from the top.
#pragma once

#include <wuzi/types.h>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wuzi {

// rule_name: "freestyle", "standard" or "renju". parse_rule: the rule of
// such a name (any case), or nothing.
std::string_view rule_name(Rule rule);
std::optional<Rule> parse_rule(std::string_view name);

// move_to_text: `h8` style name of a move on a board of `size` ("pass" for
// kPass).
std::string move_to_text(Move m, int size);

// parse_move: the move named by `text` (`h8`, case-insensitive), or nothing if
// the text is malformed or off a board of `size`.
std::optional<Move> parse_move(std::string_view text, int size);

// A parsed list of moves, or the reason it could not be parsed.
struct MoveListParse {
    std::vector<Move> moves;
    std::string error;  // empty on success
    bool ok() const { return error.empty(); }
};

// parse_move_list: `h8,i9,h10` (commas and/or spaces; empty text is an empty
// list; `pass` is kPass). Checks the syntax and the board bounds, not legality.
MoveListParse parse_move_list(std::string_view text, int size);

// moves_to_text: `h8,i9,h10`.
std::string moves_to_text(std::span<const Move> moves, int size);

}  // namespace wuzi
