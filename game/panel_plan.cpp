#include "panel_plan.h"

#include <algorithm>

namespace wuzi::game {

namespace {

struct Need {
    Section section;
    float h;
    int priority;  // 0 is always shown; higher numbers go first
};

constexpr float kMoveListMin = 52;
constexpr float kGap = 4;

}  // namespace

std::vector<SectionPlace> plan_panel(float height, const PanelNeeds& needs) {
    // The engine's box: its title, then a row of 17 for each line and the
    // search's own line, and a little room below.
    const float engine_h = 30 + 17 * float(std::clamp(needs.engine_lines, 1, 5) + 1);
    // In display order.
    std::vector<Need> all = {
        {Section::Header, 30, 5},       {Section::Turn, 44, 0},
        {Section::Players, 60, 0},      {Section::GameRow, 32, 2},
        {Section::AiRow, 90, 2},        {Section::Review, 40, 0},
        {Section::Engine, engine_h, 4}, {Section::EvalBar, 28, 1},
        {Section::Graph, 60, 5},        {Section::MoveList, kMoveListMin, 3},
        {Section::Buttons, 124, 0},     {Section::Status, 32, 1},
        {Section::Footer, 16, 6},
    };
    if (!needs.review)
        all.erase(std::remove_if(all.begin(), all.end(),
                                 [](const Need& n) { return n.section == Section::Review; }),
                  all.end());
    auto total = [&] {
        float t = 0;
        for (const Need& n : all) t += n.h + kGap;
        return t;
    };
    // Leave out the least needed sections until the rest fit.
    for (int p = 6; p > 0 && total() > height; --p)
        for (size_t i = all.size(); i-- > 0 && total() > height;)
            if (all[i].priority == p) all.erase(all.begin() + long(i));
    const float spare = std::max(0.f, height - total());
    std::vector<SectionPlace> plan;
    float y = 0;
    for (const Need& n : all) {
        const float h = n.section == Section::MoveList ? n.h + spare : n.h;
        plan.push_back({n.section, y, h});
        y += h + kGap;
    }
    // Without a move list, the spare height goes below the last section.
    return plan;
}

int first_list_row(int rows, int visible, int wanted, bool follow, int current) {
    visible = std::max(visible, 1);
    int first = std::clamp(wanted, 0, std::max(0, rows - visible));
    if (follow && current >= 0) {
        if (current < first) first = current;
        if (current >= first + visible) first = current - visible + 1;
    }
    return std::max(0, first);
}

const char* section_name(Section s) {
    static const char* names[] = {"Header",  "Turn",   "Players", "GameRow", "AiRow",
                                  "Review",  "Engine", "EvalBar", "Graph",   "MoveList",
                                  "Buttons", "Status", "Footer"};
    return names[int(s)];
}

const SectionPlace* find_section(const std::vector<SectionPlace>& plan, Section s) {
    for (const auto& p : plan)
        if (p.section == s) return &p;
    return nullptr;
}

}  // namespace wuzi::game
