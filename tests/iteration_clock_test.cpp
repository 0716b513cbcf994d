// The in-search time manager (engine/iteration_clock.h): when iterative
// deepening starts another iteration, from its SearchParams constants.
#include "iteration_clock.h"

#include <gtest/gtest.h>

namespace wuzi {
namespace {

constexpr Move kA = make_move(7, 7), kB = make_move(8, 8);

TEST(IterationClock, ASettledSearchStopsAtTheTargetShare) {
    SearchParams params;
    params.time_target_percent = 70;
    IterationClock clock;
    clock.start(1000, params);
    EXPECT_EQ(clock.hard_ms(), 1000);
    EXPECT_TRUE(clock.next_iteration(100, kA, 0));
    EXPECT_TRUE(clock.next_iteration(690, kA, 0));
    EXPECT_FALSE(clock.next_iteration(710, kA, 0));
    SearchParams short_target = params;
    short_target.time_target_percent = 30;
    clock.start(1000, short_target);
    EXPECT_TRUE(clock.next_iteration(100, kA, 0));
    EXPECT_FALSE(clock.next_iteration(310, kA, 0));
    // A scaled target (a forced reply): half of 700.
    clock.start(1000, params);
    clock.scale_target(50);
    EXPECT_TRUE(clock.next_iteration(100, kA, 0));
    EXPECT_FALSE(clock.next_iteration(360, kA, 0));
}

TEST(IterationClock, AChangingBestMoveOrAFallingScoreGetsMoreTime) {
    SearchParams params;
    params.time_target_percent = 70;
    IterationClock clock;
    clock.start(1000, params);
    ASSERT_TRUE(clock.next_iteration(100, kA, 0));
    // A new best move: the target grows by the change weight (x1.8).
    EXPECT_TRUE(clock.next_iteration(800, kB, 0));
    clock.start(1000, params);
    ASSERT_TRUE(clock.next_iteration(100, kA, 50));
    ASSERT_TRUE(clock.next_iteration(200, kA, 50));
    // A fall of more than 30 scales it by 1.4: 700 x 1.4 = 980.
    EXPECT_TRUE(clock.next_iteration(900, kA, 0));
    // Never past the hard limit.
    EXPECT_FALSE(clock.next_iteration(1000, kB, -500));
    SearchParams no_fall_bonus = params;
    no_fall_bonus.time_fall_factor = 100;
    clock.start(1000, no_fall_bonus);
    ASSERT_TRUE(clock.next_iteration(100, kA, 50));
    ASSERT_TRUE(clock.next_iteration(200, kA, 50));
    EXPECT_FALSE(clock.next_iteration(900, kA, 0));
}

TEST(IterationClock, NoLimitStartsEveryIteration) {
    IterationClock clock;
    const SearchParams params;
    clock.start(0, params);
    EXPECT_EQ(clock.hard_ms(), 0);
    EXPECT_TRUE(clock.next_iteration(1'000'000, kA, 0));
}

// A search thread that gets half of the wall time shares its core with one
// other thread: the hard limit comes time_load_margin (40 ms) earlier, at
// most a third of it; the margin decays over the next searches.
TEST(IterationClock, ALoadedMachineStopsEarlier) {
    const SearchParams params;
    IterationClock clock;
    clock.start(200, params);
    clock.observe_load(4, 1);  // too early to tell
    EXPECT_EQ(clock.hard_ms(), 200);
    clock.observe_load(50, 49.5);  // idle: a margin under a millisecond
    EXPECT_EQ(clock.hard_ms(), 200);
    clock.observe_load(50, 25);
    EXPECT_EQ(clock.hard_ms(), 160);
    clock.observe_load(100, 20);  // four threads to a core: at most a third
    EXPECT_EQ(clock.hard_ms(), 200 - 200 / 3);
    clock.observe_load(-1, -1);
    EXPECT_EQ(clock.hard_ms(), 200 - 200 / 3);
    // The next search starts with three quarters of it, and keeps that
    // until it measures more.
    clock.start(200, params);
    EXPECT_EQ(clock.hard_ms(), 200 - 66 * 3 / 4);
    clock.observe_load(50, 50);
    EXPECT_EQ(clock.hard_ms(), 200 - 66 * 3 / 4);
    // Unknown CPU time (negative) changes nothing.
    clock.observe_load(50, -1);
    EXPECT_EQ(clock.hard_ms(), 200 - 66 * 3 / 4);
    // Without a time limit there is nothing to stop.
    clock.start(0, params);
    clock.observe_load(50, 10);
    EXPECT_EQ(clock.hard_ms(), 0);
}

}  // namespace
}  // namespace wuzi
