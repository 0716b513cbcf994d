// Reading the training positions of the data pipeline (`selfplay
// --positions`, `data merge`'s gzip files) for the tuners: each line's JSON
// with its moves replayed on a board.
#pragma once

#include <wuzi/board.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

namespace wuzi::cli {

// One position as read. Invariant: `board` holds the line's moves, of the
// line's size and the reader's rule; `group` is the position's game number,
// or for merged files (which have none) a hash of its moves, so that a
// split by group keeps a game's positions together.
struct ReadPosition {
    const nlohmann::json& json;
    const Board& board;
    const std::string& path;
    long line_no = 0;
    uint64_t group = 0;
    bool new_game = false;  // the first position of its game number in this file
};

// What reading counted besides the positions given.
struct ReadCounts {
    long lines = 0, other_rule = 0, games = 0;
};

// read_positions: every position of `rule` in `path` (plain or gzip) to
// `visit`, which returns false to stop reading. A bad line (not JSON, a
// missing field, a bad size or move) ends the program with "PATH:LINE:
// reason" (exit 2), as does a damaged file; a last line cut off mid-write is
// left out with a note. `visit` may call `bad(why)` through the same path.
// `keep(json)`, if given, is asked before the replay: false skips the line.
void read_positions(const std::string& path, Rule rule, bool quiet, ReadCounts& counts,
                    const std::function<bool(const nlohmann::json&)>& keep,
                    const std::function<bool(const ReadPosition&)>& visit);

// in_validation: position group `g` (ReadPosition::group) is held out for
// validation: a hash of the seed and g, so the split is the same whatever
// the order of the files.
bool in_validation(uint64_t seed, uint64_t g, int percent);

// bad_position: ends the program for a bad line: "PATH:LINE: why", exit 2.
[[noreturn]] void bad_position(const std::string& path, long line_no, const std::string& why);

}  // namespace wuzi::cli
