// Openings files: one opening per line in our move text (`h8,i9,h10`);
// blank lines and text after `#` are ignored.
#pragma once

#include <wuzi/board.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace wuzi::cli {

using Opening = std::vector<Move>;

// opening_error: why `opening` cannot start a game on `config` (a bad move,
// or a game already decided); empty if it can.
std::string opening_error(const Opening& opening, const BoardConfig& config);

// load_openings: every opening of the file, each checked to replay legally on
// `config` without a winner; on failure `error` names the file and line.
std::vector<Opening> load_openings(const std::string& path, const BoardConfig& config,
                                   std::string& error);

// random_opening: `plies` distinct stones (alternating colours) within
// `radius` of the centre, drawn from `rng`; an empty opening for 0 plies.
Opening random_opening(const BoardConfig& config, int plies, int radius, std::mt19937_64& rng);

// canonical_key: the same text for an opening and its 8 rotations and
// reflections, to keep a set of openings free of duplicates.
std::string canonical_key(const Opening& opening, int size);

}  // namespace wuzi::cli
