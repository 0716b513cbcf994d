#include "text_prompt.h"

#include <gtest/gtest.h>

using namespace wuzi::game;

TEST(TextPrompt, TypesAtTheCursor) {
    TextPrompt p("Load", "game.sgf");
    EXPECT_EQ(p.cursor(), 8u);
    p.home();
    p.type('a');
    p.type('/');
    EXPECT_EQ(p.text(), "a/game.sgf");
    p.end();
    p.type(8);  // backspace
    EXPECT_EQ(p.text(), "a/game.sg");
    p.left();
    p.left();
    p.erase_forward();
    EXPECT_EQ(p.text(), "a/game.g");
}

TEST(TextPrompt, RefusesControlAndNonAsciiCharacters) {
    TextPrompt p;
    p.type(13);
    p.type(27);
    p.type(0x4E2D);
    p.backspace();
    p.left();
    EXPECT_EQ(p.text(), "");
    EXPECT_EQ(p.cursor(), 0u);
    for (int i = 0; i < 300; ++i) p.type('x');
    EXPECT_EQ(p.text().size(), TextPrompt::kMaxLength);
}
