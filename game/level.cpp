#include "level.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace wuzi::game {

namespace {

constexpr std::array<LevelPreset, 4> kPresets = {{
    {Level::Beginner, "Beginner", 2, 300, 250},
    {Level::Casual, "Casual", 4, 800, 60},
    {Level::Strong, "Strong", 12, 2000, 0},
    {Level::Max, "Max", 40, 8000, 0},
}};

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

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
    const std::string wanted = lower(name);
    for (const auto& p : kPresets)
        if (lower(p.name) == wanted) return p.level;
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

int random_margin(Level level) {
    if (auto p = preset(level)) return p->random_margin;
    return 0;
}

}  // namespace wuzi::game
