// tools/brain/board_setup.h and brain_settings.h: BOARD stones and INFO keys.
#include "board_setup.h"

#include <gtest/gtest.h>

#include "brain_settings.h"

namespace wuzi::brain {
namespace {

const BoardConfig kConfig = BoardConfig::gomoku(15);

TEST(BoardSetup, InterleavesStonesWithTheBrainToMove) {
    // Equal counts: the brain is Black.
    SetupResult s = order_stones({{7, 7, 1}, {8, 8, 2}, {6, 6, 1}, {9, 9, 2}}, kConfig);
    ASSERT_TRUE(s.ok()) << s.error;
    EXPECT_EQ(s.moves, (std::vector<Move>{make_move(7, 7), make_move(8, 8), make_move(6, 6),
                                          make_move(9, 9)}));
    // One stone fewer: the brain is White.
    s = order_stones({{7, 7, 2}, {8, 8, 1}, {6, 6, 2}}, kConfig);
    ASSERT_TRUE(s.ok()) << s.error;
    EXPECT_EQ(s.moves.front(), make_move(7, 7));
    EXPECT_EQ(s.moves.size(), 3u);
    EXPECT_TRUE(order_stones({}, kConfig).ok());
}

TEST(BoardSetup, RefusesBadPositions) {
    EXPECT_FALSE(order_stones({{7, 7, 1}, {8, 8, 1}, {6, 6, 2}}, kConfig).ok());  // counts
    EXPECT_FALSE(order_stones({{7, 7, 1}, {7, 7, 2}}, kConfig).ok());             // occupied
    EXPECT_FALSE(order_stones({{15, 7, 1}, {3, 3, 2}}, kConfig).ok());            // off board
    EXPECT_FALSE(order_stones({{7, 7, 3}, {3, 3, 2}}, kConfig).ok());             // continuous
    EXPECT_FALSE(order_stones({{7, 7, 0}, {3, 3, 2}}, kConfig).ok());
    std::vector<SetupStone> five;  // the opponent already has five in a row
    for (int i = 0; i < 5; ++i) five.push_back({i, 0, 2}), five.push_back({i, 5, 1});
    five.pop_back();
    const SetupResult s = order_stones(five, kConfig);
    EXPECT_FALSE(s.ok());
    EXPECT_NE(s.error.find("five"), std::string::npos) << s.error;
}

TEST(BrainSettings, AppliesKnownKeysAndRejectsBadValues) {
    BrainSettings s;
    EXPECT_FALSE(s.apply("timeout_turn", "1500"));
    EXPECT_EQ(s.clock.turn_ms, 1500);
    EXPECT_FALSE(s.apply("time_left", "-20"));
    EXPECT_EQ(s.clock.left_ms, -20);
    EXPECT_TRUE(s.apply("timeout_turn", "abc"));
    EXPECT_TRUE(s.apply("timeout_turn", "-5"));
    EXPECT_EQ(s.clock.turn_ms, 1500);
    EXPECT_FALSE(s.apply("something_new", "x"));  // unknown keys are ignored
    EXPECT_FALSE(s.rule_error());
    EXPECT_FALSE(s.apply("rule", "8"));  // caro
    EXPECT_TRUE(s.rule_error());
    EXPECT_FALSE(s.apply("rule", "4"));
    EXPECT_FALSE(s.rule_error());
    EXPECT_EQ(s.game_rule(), Rule::Renju);
    EXPECT_FALSE(s.apply("rule", "1"));
    EXPECT_FALSE(s.rule_error());
    EXPECT_EQ(s.game_rule(), Rule::Standard);
}

TEST(BrainSettings, ThreadsDefaultToTheCoresUntilThreadNum) {
    BrainSettings s;
    EXPECT_EQ(s.threads, default_threads());
    EXPECT_GE(s.threads, 1);
    EXPECT_FALSE(s.apply("thread_num", "1"));
    EXPECT_EQ(s.threads, 1);
}

TEST(BrainSettings, HashFitsMaxMemory) {
    BrainSettings s;
    EXPECT_EQ(s.hash_mb(), 64u);
    s.apply("max_memory", std::to_string(350 << 20));
    EXPECT_LE(s.hash_mb(), 350u - 24);
    s.apply("max_memory", std::to_string(40 << 20));
    EXPECT_LE(s.hash_mb(), 16u);
    EXPECT_GE(s.hash_mb(), 1u);
    s.apply("max_memory", "1000");
    EXPECT_EQ(s.hash_mb(), 1u);
}

}  // namespace
}  // namespace wuzi::brain
