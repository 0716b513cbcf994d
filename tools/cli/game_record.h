// Writing finished games: SGF (GM[4], one game tree per game, the file a
// collection) and one JSON object per line with the result and its reason;
// reading such a line back to count its game again (a resumed match).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "game_runner.h"

namespace wuzi::cli {

// to_sgf: one SGF game tree `(;GM[4]FF[4]SZ[..]...;B[hh];W[ii]...)`.
std::string to_sgf(const PlayedGame& game);

// to_json_line: one line of JSON (no newline): game number, players, opening,
// moves in our move text, result, reason, forfeit, the renju foul (`{"ply":
// 9, "move": "h8", "kind": "double three"}` or null), times, overruns.
std::string to_json_line(const PlayedGame& game, int index);

// What a match counts of a finished game: its number, players, opening (in
// move text), result and what went wrong. Invariant: max_overrun_ms is
// INT64_MIN where unknown (no per-move limit, or a line written before the
// field existed).
struct GameOutcome {
    int index = 0;
    std::string black, white, opening;
    GameResult result = GameResult::Draw;
    std::string reason;
    bool forfeit = false;
    bool foul = false;  // renju: Black lost by a forbidden move
    int64_t max_overrun_ms[2] = {INT64_MIN, INT64_MIN};
    int64_t max_move_ms[2] = {0, 0};
};

// outcome_of: the outcome of a game just played as game number `index`.
GameOutcome outcome_of(const PlayedGame& game, int index);

// from_json_line: the outcome a line of to_json_line records; nullopt, with
// the reason in `error`, if `line` is not such a line.
std::optional<GameOutcome> from_json_line(const std::string& line, std::string& error);

}  // namespace wuzi::cli
