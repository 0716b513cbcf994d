#include "level.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>

#include "lower_case.h"

namespace wuzi::game {

namespace {

constexpr std::array<LevelPreset, 4> kPresets = {{
    {Level::Beginner, "Beginner", 2, 300, 250},
    {Level::Casual, "Casual", 4, 800, 60},
    {Level::Strong, "Strong", 12, 2000, 0},
    {Level::Max, "Max", 40, 8000, 0},
}};

}  // namespace

std::optional<LevelPreset> preset(Level level) {
    for (const auto& p : kPresets)
        if (p.level == level) return p;
    return std::nullopt;
}

std::string level_name(Level level) {
    if (auto p = preset(level)) return p->name;
    return "Custom";
}

std::optional<Level> parse_level(std::string_view name) {
    const std::string wanted = lower_case(name);
    for (const auto& p : kPresets)
        if (lower_case(p.name) == wanted) return p.level;
    if (wanted == "custom") return Level::Custom;
    return std::nullopt;
}

Level next_level(Level level) {
    switch (level) {
        case Level::Beginner:
            return Level::Casual;
        case Level::Casual:
            return Level::Strong;
        case Level::Strong:
            return Level::Max;
        case Level::Max:
        case Level::Custom:
            return Level::Beginner;
    }
    return Level::Beginner;
}

Level level_for(int depth, int64_t time_ms) {
    for (const auto& p : kPresets)
        if (p.depth == depth && p.time_ms == time_ms) return p.level;
    return Level::Custom;
}

int random_margin(Level level, bool tictactoe) {
    (void)tictactoe;
    if (auto p = preset(level)) return p->random_margin;
    return 0;
}

namespace {

std::string seconds_text(int64_t ms) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g s", double(ms) / 1000.0);
    return buffer;
}

}  // namespace

std::string level_description(Level level, int depth, int64_t time_ms) {
    const auto p = preset(level);
    const int d = p ? p->depth : depth;
    const int64_t t = p ? p->time_ms : time_ms;
    std::string text = level_name(level) + ": searches up to " + std::to_string(d) +
                       " plies deep and " + seconds_text(t) + " a move";
    if (p && p->random_margin > 0) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, ", then picks at random among moves within %.2f",
                      p->random_margin / 100.0);
        return text + buffer + " of the best.";
    }
    return text + ", and plays the best move it found.";
}

std::string depth_description(int depth) {
    return "Depth " + std::to_string(depth) +
           ": how many moves ahead (plies) the AI may look. More is stronger and slower.";
}

std::string depth_message(int depth, int64_t time_ms, Level level, int max_depth) {
    const std::string plies = std::to_string(depth) + (depth == 1 ? " ply" : " plies");
    return "Depth " + std::to_string(depth) + ": the AI looks up to " + plies + " ahead" +
           (depth >= max_depth ? " (no limit: the time is)" : "") + " and thinks up to " +
           seconds_text(time_ms) + " a move (" + level_name(level) + ").";
}

std::string time_message(int depth, int64_t time_ms, Level level, int max_depth) {
    std::string text = "Time " + seconds_text(time_ms) + " a move: the AI thinks up to that long";
    if (depth < max_depth)
        text += ", and at most " + std::to_string(depth) + (depth == 1 ? " ply" : " plies") +
                " deep (+ raises the depth)";
    return text + " (" + level_name(level) + ").";
}

std::string threads_description(int threads, int cores) {
    return "Threads " + std::to_string(threads) + " (this machine has " + std::to_string(cores) +
           (cores == 1 ? " core" : " cores") +
           "): the engine's search threads. More search deeper in the same time (. and ,).";
}

std::string time_description(int64_t time_ms) {
    return "Time " + seconds_text(time_ms) +
           ": the most the AI thinks per move (a timed game plans from the clock instead).";
}

}  // namespace wuzi::game
