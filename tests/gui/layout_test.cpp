#include "layout.h"

#include <gtest/gtest.h>

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
    EXPECT_FLOAT_EQ(tall.scale, 0.5f);
    EXPECT_FLOAT_EQ(tall.board.w, tall.board.h);
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
