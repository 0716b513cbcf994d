// tools/brain/time_manager.h: the time plan never runs out the clock.
#include <gtest/gtest.h>
#include <wuzi/time_manager.h>

namespace wuzi::brain {
namespace {

TEST(TimeManager, PerMoveLimitKeepsAMargin) {
    TimeControl clock;
    for (int64_t turn : {30, 100, 1000, 5000, 30000}) {
        clock.turn_ms = turn;
        const TimeBudget b = allocate(clock, 0);
        EXPECT_LT(b.hard_ms, turn) << turn;
        EXPECT_GE(turn - b.hard_ms, 15) << turn;
        EXPECT_LE(b.think_ms, b.hard_ms);
        EXPECT_GE(b.think_ms, 1);
    }
    clock.turn_ms = 0;  // as fast as possible
    EXPECT_EQ(allocate(clock, 3).hard_ms, 1);
}

// Plays out a game where every move takes its whole hard limit plus `overhead`
// and checks that the game clock never goes below zero.
void expect_clock_survives(int64_t turn, int64_t match, int64_t increment, int64_t overhead,
                           int own_moves) {
    TimeControl clock;
    clock.turn_ms = turn;
    clock.match_ms = match;
    clock.left_ms = match;
    clock.increment_ms = increment;
    for (int i = 0; i < own_moves; ++i) {
        const TimeBudget b = allocate(clock, i);
        EXPECT_LE(b.hard_ms + overhead, turn) << "move " << i;
        clock.left_ms -= b.hard_ms + overhead;
        ASSERT_GE(clock.left_ms, 0) << "move " << i << " of " << turn << "/" << match;
        clock.left_ms += increment;
    }
}

TEST(TimeManager, HundredMoveGamesNeverExceedTheMatchClock) {
    expect_clock_survives(5000, 120000, 0, 5, 50);  // Gomocup fast league
    expect_clock_survives(1000, 10000, 0, 5, 50);
    expect_clock_survives(1000, 3000, 0, 2, 50);
    expect_clock_survives(100000, 1000, 0, 1, 50);
    expect_clock_survives(1000, 2000, 100, 5, 100);
}

TEST(TimeManager, UsesMoreTimeEarlyWithAGameClock) {
    TimeControl clock;
    clock.turn_ms = 100000;
    clock.match_ms = clock.left_ms = 60000;
    const int64_t first = allocate(clock, 0).hard_ms;
    EXPECT_GT(first, 1000);
    EXPECT_LT(first, 60000 / 10);
    clock.left_ms = 10;
    EXPECT_EQ(allocate(clock, 40).hard_ms, 1);
    clock.left_ms = -500;  // already late: move at once
    EXPECT_EQ(allocate(clock, 40).hard_ms, 1);
}

}  // namespace
}  // namespace wuzi::brain
