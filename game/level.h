// Named strength levels of the AI: each sets a search depth, a time budget
// per move and how far from the best score a randomly chosen move may be.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wuzi::game {

// A level. `Custom` means the depth or time was set by hand and matches no
// preset; it keeps the player's numbers and plays the best move found.
enum class Level { Beginner, Casual, Strong, Max, Custom };

// What a preset sets. Invariants: depth >= 1, time_ms >= 1; random_margin is
// zero for the strong levels (they always play the best move).
struct LevelPreset {
    Level level;
    const char* name;
    int depth;
    int64_t time_ms;
    int random_margin;
};

// preset: the numbers of a named level; Custom has none.
std::optional<LevelPreset> preset(Level level);
// level_name: "Beginner", ..., "Custom".
std::string level_name(Level level);
// parse_level: the level called `name` (case-insensitive), or nothing.
std::optional<Level> parse_level(std::string_view name);
// next_level: the following named level, wrapping around (Custom -> Beginner).
Level next_level(Level level);
// level_for: the preset with exactly this depth and time, or Custom.
Level level_for(int depth, int64_t time_ms);
// random_margin: the margin a level allows (0 for Custom), in tic-tac-toe or
// gomoku.
int random_margin(Level level, bool tictactoe = false);
// level_description: what a level does, for its tooltip: "Casual: 4 plies
// deep, up to 0.8 s a move, ...". `depth` and `time_ms` describe Custom.
std::string level_description(Level level, int depth, int64_t time_ms);
// depth_description / time_description: the tooltips of the Depth and Time settings.
std::string depth_description(int depth);
std::string time_description(int64_t time_ms);
// depth_message / time_message: the status after the depth or the time
// changed: the new value, the other limit that still applies and the level
// ("Depth 5: up to 5 plies ahead and 0.8 s a move (Custom)."). A depth of
// `max_depth` is no limit: the time is.
std::string depth_message(int depth, int64_t time_ms, Level level, int max_depth);
std::string time_message(int depth, int64_t time_ms, Level level, int max_depth);
// threads_description: the tooltip of the Threads setting, on a machine of `cores`.
std::string threads_description(int threads, int cores);

}  // namespace wuzi::game
