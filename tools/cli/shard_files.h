// The output files of one self-play shard, as a cut-off run left them, and
// its manifest. Self-play writes each finished game under one lock: its
// positions lines first, then its line in the games file, so the games file
// says which games are complete, and at most one game's positions (whole or
// cut) follow the last complete game's in the positions file. Recovery cuts
// both files back to the games complete in both; a resumed run then plays
// only the other games, each exactly as an uninterrupted run would (game g
// depends only on the seed, g and the options).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace wuzi::cli {

// What a shard's files hold after recovery. Invariants: `done[i]` tells
// whether game first + i is complete; the counts are over complete games.
struct ShardState {
    std::vector<bool> done;
    int games = 0, black = 0, white = 0, draws = 0;
    int64_t plies = 0, positions = 0;
    int64_t games_cut = 0, positions_cut = 0;  // bytes removed from the files' ends
};

// recover_shard: reads the games file and (if `positions` is not empty) the
// positions file of the shard playing games [first, first + count), cuts
// their unfinished tails and returns what is left. A missing file counts as
// empty. Returns false with `error` (files untouched) when they do not fit:
// a game outside the shard or twice, a bad complete line, or positions of a
// complete game after those of an unfinished one.
bool recover_shard(const std::string& games, const std::string& positions, int first, int count,
                   ShardState& state, std::string& error);

// manifest_path: where a shard's manifest lives: beside its positions file
// (what `data merge` reads), or beside its games file without one.
std::string manifest_path(const std::string& games, const std::string& positions);

// read_manifest: the JSON in `path`, null if there is no file; false with
// `error` if it cannot be parsed.
bool read_manifest(const std::string& path, nlohmann::json& manifest, std::string& error);

// write_manifest: written to `path.tmp`, then renamed over `path`.
bool write_manifest(const std::string& path, const nlohmann::json& manifest, std::string& error);

// settings_differences: the keys whose values differ between two settings
// objects, "name: old -> new" each.
std::vector<std::string> settings_differences(const nlohmann::json& before,
                                              const nlohmann::json& now);

}  // namespace wuzi::cli
