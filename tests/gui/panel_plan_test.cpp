#include "panel_plan.h"

#include <gtest/gtest.h>

#include "layout.h"

using namespace wuzi::game;

namespace {

void expect_no_overlap(const std::vector<SectionPlace>& plan, float height) {
    for (size_t i = 0; i < plan.size(); ++i) {
        EXPECT_GE(plan[i].y, 0);
        EXPECT_LE(plan[i].y + plan[i].h, height + 0.01f);
        if (i > 0) {
            EXPECT_GE(plan[i].y, plan[i - 1].y + plan[i - 1].h);
        }
    }
}

}  // namespace

TEST(PanelPlan, TheDesignSizeHoldsEverything) {
    const auto plan = plan_panel(708, {});
    expect_no_overlap(plan, 708);
    for (Section s : {Section::Header, Section::Turn, Section::Players, Section::GameRow,
                      Section::AiRow, Section::Engine, Section::EvalBar, Section::Graph,
                      Section::MoveList, Section::Buttons, Section::Status, Section::Footer})
        EXPECT_TRUE(find_section(plan, s)) << int(s);
    EXPECT_FALSE(find_section(plan, Section::Review));
    EXPECT_GE(find_section(plan, Section::MoveList)->h, 80);
}

TEST(PanelPlan, TheSmallestWindowKeepsTheEssentials) {
    // The minimum window: the panel at its smallest scale, the full height.
    const Layout l = Layout::compute(kMinWindowWidth, kMinWindowHeight, 15, false);
    const float height = l.panel_height() - 12;
    const auto plan = plan_panel(height, {true, 1});
    expect_no_overlap(plan, height);
    for (Section s : {Section::Turn, Section::Players, Section::Buttons, Section::Review,
                      Section::EvalBar, Section::Status})
        EXPECT_TRUE(find_section(plan, s)) << int(s);
    EXPECT_FALSE(find_section(plan, Section::Graph));
}

TEST(PanelPlan, AnalysisLinesMakeTheEngineSectionTaller) {
    const auto one = plan_panel(708, {false, 1});
    const auto five = plan_panel(708, {false, 5});
    EXPECT_GT(find_section(five, Section::Engine)->h, find_section(one, Section::Engine)->h);
    expect_no_overlap(five, 708);
}

TEST(PanelPlan, FirstListRowFollowsTheCurrentMove) {
    EXPECT_EQ(first_list_row(10, 4, 0, true, 0), 0);
    EXPECT_EQ(first_list_row(10, 4, 0, true, 7), 4);
    EXPECT_EQ(first_list_row(10, 4, 6, true, 2), 2);
    EXPECT_EQ(first_list_row(10, 4, 9, false, 0), 6);  // clamped, not following
    EXPECT_EQ(first_list_row(2, 4, 3, false, 0), 0);
}
