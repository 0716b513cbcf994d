#include "layout.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace wuzi::game;

TEST(Layout, DesignSizeFillsTheWindow) {
    const Layout l = Layout::compute(1000, 720, 15, false);
    EXPECT_FLOAT_EQ(l.scale, 1.f);
    EXPECT_FLOAT_EQ(l.board.w, 720.f);
    EXPECT_FLOAT_EQ(l.board.w, l.board.h);
    EXPECT_FLOAT_EQ(l.panel.x, 720.f);
    EXPECT_FLOAT_EQ(l.panel.x + l.panel.w, 1000.f);
    // Every point lies inside the board with a margin for the coordinates.
    EXPECT_GT(l.px(0) - l.board.x, l.cell);
    EXPECT_LT(l.px(14), l.board.x + l.board.w - l.cell);
}

TEST(Layout, KeepsTheAspectWhenResized) {
    const Layout wide = Layout::compute(2000, 720, 15, false);
    EXPECT_FLOAT_EQ(wide.scale, 1.f);
    EXPECT_FLOAT_EQ(wide.board.x, 500.f);  // centred, bands on both sides
    const Layout tall = Layout::compute(500, 900, 15, false);
    EXPECT_FLOAT_EQ(tall.pscale, kMinPanelScale);  // narrow: the panel stays readable
    EXPECT_FLOAT_EQ(tall.board.w, tall.board.h);
    EXPECT_FLOAT_EQ(tall.board.w, 500.f - std::floor(kPanelDesignWidth * kMinPanelScale));
    EXPECT_GE(tall.board.y, 0.f);
    EXPECT_LE(tall.panel.x + tall.panel.w, 500.f);
}

TEST(Layout, PointAtFindsIntersections) {
    const Layout l = Layout::compute(1000, 720, 15, false);
    auto p = l.point_at(l.px(7), l.py(3));
    ASSERT_TRUE(p);
    EXPECT_EQ(p->x, 7);
    EXPECT_EQ(p->y, 3);
    p = l.point_at(l.px(7) + 0.4f * l.cell, l.py(3) - 0.4f * l.cell);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->x, 7);
    EXPECT_FALSE(l.point_at(l.px(7) + 0.5f * l.cell, l.py(3)));  // between two points
    EXPECT_FALSE(l.point_at(l.px(0) - l.cell, l.py(0)));         // off the board
    EXPECT_FALSE(l.point_at(l.panel.x + 10, l.panel.y + 10));
    EXPECT_FALSE(l.point_at(-1, -1));
}

TEST(Layout, TicTacToeCellsTakeClicksAnywhereInside) {
    const Layout l = Layout::compute(1000, 720, 3, true);
    auto p = l.point_at(l.px(2) + 0.49f * l.cell, l.py(0) - 0.49f * l.cell);
    ASSERT_TRUE(p);
    EXPECT_EQ(p->x, 2);
    EXPECT_EQ(p->y, 0);
    EXPECT_FALSE(l.point_at(l.px(2) + 0.6f * l.cell, l.py(0)));
}

TEST(Layout, SmallWindowsKeepThePanelReadable) {
    const Layout l = Layout::compute(kMinWindowWidth, kMinWindowHeight, 15, false);
    EXPECT_FLOAT_EQ(l.pscale, kMinPanelScale);
    EXPECT_FLOAT_EQ(l.board.w, l.board.h);
    EXPECT_LE(l.board.x + l.board.w, l.panel.x + 0.01f);  // side by side, no overlap
    EXPECT_LE(l.panel.x + l.panel.w, float(kMinWindowWidth));
    EXPECT_FLOAT_EQ(l.panel.h, float(kMinWindowHeight));
    EXPECT_GE(l.board.y, 0.f);
    EXPECT_GT(l.cell, 10.f);
    // At and above 80% of the design size everything scales together, as before.
    const Layout big = Layout::compute(800, 576, 15, false);
    EXPECT_FLOAT_EQ(big.pscale, big.scale);
    EXPECT_FLOAT_EQ(big.panel.x, big.board.x + big.board.w);
}
