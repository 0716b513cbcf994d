#include "clocks.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {
using wuzi::test::mv;
}  // namespace

TEST(GameClock, UntimedCountsTheRunningSideOnly) {
    GameClock c;
    std::vector<Move> line = {mv("h8")};
    c.update(line, 1, White, 0);
    c.update(line, 1, White, 1500);
    line.push_back(mv("i9"));
    c.update(line, 2, Black, 1500);
    EXPECT_EQ(c.used(White, 4000), 1500);
    EXPECT_EQ(c.used(Black, 4000), 2500);
    c.update(line, 2, std::nullopt, 5000);
    EXPECT_EQ(c.used(Black, 9000), 3500);
    EXPECT_FALSE(c.running());
    EXPECT_EQ(c.text(Black, 9000), "0:03");
    EXPECT_FALSE(c.flagged(9000));
}

TEST(GameClock, TimeNeverRunsBackwards) {
    GameClock c;
    c.update({}, 0, Black, 1000);
    c.update({}, 0, Black, 500);
    EXPECT_EQ(c.used(Black, 400), 0);
    EXPECT_EQ(c.used(Black, 1200), 200);
}

TEST(GameClock, GameClockWithIncrementAndFlag) {
    GameClock c;
    c.set_control(*parse_clock("1+2"));  // a minute each, 2 s per move
    std::vector<Move> line = {mv("h8")};
    c.update(line, 1, White, 0);  // Black's first move was free
    EXPECT_EQ(*c.left(Black, 0), 62000);
    EXPECT_EQ(*c.left(White, 10000), 50000);
    line.push_back(mv("i9"));
    c.update(line, 2, Black, 10000);
    EXPECT_EQ(*c.left(White, 20000), 52000);  // the increment after its move
    EXPECT_EQ(*c.left(Black, 20000), 52000);
    EXPECT_FALSE(c.flagged(71999));  // Black's 62 s run out 62 s after 10 s
    EXPECT_EQ(c.flagged(72001), Black);
    EXPECT_EQ(c.text(Black, 71000), "0:01.0");
    EXPECT_EQ(c.text(Black, 20000), "0:52");
}

TEST(GameClock, PerMoveLimitStartsAfreshEachMove) {
    GameClock c;
    c.set_control(*parse_clock("10s"));
    std::vector<Move> line = {mv("h8")};
    c.update(line, 1, White, 0);
    EXPECT_EQ(*c.left(White, 4000), 6000);
    line.push_back(mv("i9"));
    c.update(line, 2, Black, 4000);
    EXPECT_EQ(*c.left(Black, 5000), 9000);
    EXPECT_EQ(*c.left(White, 5000), 10000);
    EXPECT_EQ(c.flagged(14001), Black);
}

TEST(GameClock, SteppingBackRestoresThatPositionsTimes) {
    GameClock c;
    c.set_control(*parse_clock("1+0"));
    std::vector<Move> line = {mv("h8")};
    c.update(line, 1, White, 0);
    line.push_back(mv("i9"));
    c.update(line, 2, Black, 5000);
    c.update(line, 2, Black, 9000);
    c.update(line, 1, std::nullopt, 9000);  // undo i9
    EXPECT_EQ(*c.left(White, 9000), 60000);
    EXPECT_EQ(*c.left(Black, 9000), 60000);
    c.update(line, 2, std::nullopt, 9000);  // redo: the times after i9
    EXPECT_EQ(*c.left(White, 9000), 55000);
    line = {mv("h8"), mv("a1")};  // another line: the old records go
    c.update(line, 1, std::nullopt, 9000);
    c.update(line, 2, std::nullopt, 9000);
    EXPECT_EQ(*c.left(White, 9000), 60000);
}

TEST(GameClock, NextChangeFollowsTheShownText) {
    GameClock c;
    c.update({mv("h8")}, 1, White, 0);
    EXPECT_EQ(c.next_change(250), 750);
    c.set_control(*parse_clock("10s"));
    c.update({mv("h8")}, 1, White, 0);
    EXPECT_EQ(c.next_change(50), 50);  // tenths under ten seconds
    c.update({mv("h8")}, 1, std::nullopt, 100);
    EXPECT_FALSE(c.next_change(100));
}

TEST(Clock, ParseTextAndPresets) {
    EXPECT_EQ(parse_clock("5+3"), (ClockSetting{300000, 3000, 0}));
    EXPECT_EQ(parse_clock("0.05+0"), (ClockSetting{3000, 0, 0}));
    EXPECT_EQ(parse_clock("10s"), (ClockSetting{0, 0, 10000}));
    EXPECT_EQ(parse_clock("10 s/move"), (ClockSetting{0, 0, 10000}));
    EXPECT_EQ(parse_clock("off"), ClockSetting{});
    EXPECT_EQ(parse_clock("no clock"), ClockSetting{});
    EXPECT_FALSE(parse_clock("fast"));
    EXPECT_FALSE(parse_clock("-1+0"));
    EXPECT_FALSE(parse_clock("999+0"));
    for (const char* text : {"5+3", "0.5+0", "10 s/move", "no clock"})
        EXPECT_EQ(clock_text(*parse_clock(text)), text);
    ClockSetting c;
    for (int i = 0; i < 20 && (i == 0 || c.timed()); ++i) c = next_clock(c);
    EXPECT_FALSE(c.timed());  // the presets cycle back to no clock
    EXPECT_EQ(format_clock(3723000), "1:02:03");
    EXPECT_EQ(format_clock(9300, true), "0:09.3");
}

TEST(Clock, TheAiPlansItsTimeWithTheTimeManager) {
    EXPECT_FALSE(ai_think_ms({}, 0, 0));
    const int64_t first = *ai_think_ms(*parse_clock("5+3"), 300000, 0);
    EXPECT_GT(first, 1000);
    EXPECT_LT(first, 300000 / 10);
    EXPECT_LT(*ai_think_ms(*parse_clock("5+3"), 5000, 20), 5000 / 2);
    const int64_t per_move = *ai_think_ms(*parse_clock("10s"), 10000, 3);
    EXPECT_GT(per_move, 5000);
    EXPECT_LT(per_move, 10000);
}
