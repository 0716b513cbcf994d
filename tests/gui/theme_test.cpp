#include "theme.h"

#include <gtest/gtest.h>

using namespace wuzi::game;

TEST(Theme, ParsesColours) {
    Rgba c;
    ASSERT_TRUE(parse_color("#e2b878", c));
    EXPECT_EQ(c, (Rgba{0xe2, 0xb8, 0x78, 255}));
    ASSERT_TRUE(parse_color("#00000046", c));
    EXPECT_EQ(c.a, 0x46);
    EXPECT_FALSE(parse_color("e2b878", c));
    EXPECT_FALSE(parse_color("#e2b87", c));
    EXPECT_FALSE(parse_color("#e2b8zz", c));
}

TEST(Theme, FileOverridesDefaultsAndReportsBadLines) {
    const ThemeParse p = parse_theme(
        "# comment\n\ngrid = #010203\nboard_light=#ffffff80\nnonsense\nsparkle = #123456\n"
        "hint = blue\n");
    EXPECT_EQ(p.theme.grid, (Rgba{1, 2, 3, 255}));
    EXPECT_EQ(p.theme.board_light, (Rgba{255, 255, 255, 128}));
    EXPECT_EQ(p.theme.hint, Theme{}.hint);
    ASSERT_EQ(p.warnings.size(), 3u);
    EXPECT_NE(p.warnings[0].find("line 5"), std::string::npos);
    EXPECT_NE(p.warnings[1].find("sparkle"), std::string::npos);
    EXPECT_NE(p.warnings[2].find("blue"), std::string::npos);
}
