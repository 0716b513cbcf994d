// Writing finished games: SGF (GM[4], one game tree per game, the file a
// collection) and one JSON object per line with the result and its reason.
#pragma once

#include <string>

#include "game_runner.h"

namespace wuzi::cli {

// to_sgf: one SGF game tree `(;GM[4]FF[4]SZ[..]...;B[hh];W[ii]...)`.
std::string to_sgf(const PlayedGame& game);

// to_json_line: one line of JSON (no newline): game number, players, opening,
// moves in our move text, result, reason, forfeit, the renju foul (`{"ply":
// 9, "move": "h8", "kind": "double three"}` or null), times, overruns.
std::string to_json_line(const PlayedGame& game, int index);

}  // namespace wuzi::cli
