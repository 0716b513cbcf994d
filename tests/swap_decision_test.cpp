// wuzi/swap_decision.h: the swap openings' decisions, first from made-up
// search results (each rule in isolation), then with real searches.
#include <gtest/gtest.h>
#include <wuzi/swap_decision.h>

#include <algorithm>
#include <set>

#include "test_util.h"

namespace wuzi {
namespace {

using test::moves;
using test::mv;
using SwapAction = SwapDecision::Action;

// A search result with `lines` (move, score) best first.
SearchInfo swap_test_result(std::vector<std::pair<const char*, Score>> lines) {
    SearchInfo info;
    for (const auto& [m, s] : lines) {
        RootLine line;
        line.score = s;
        line.pv.push_back(mv(m));
        info.lines.push_back(line);
    }
    info.score = info.lines.front().score;
    info.best_move = info.lines.front().pv.front();
    info.depth = 8;
    return info;
}

const char* kSwapTestThree = "h8,i9,h9";

TEST(SwapPlanner, AfterThreeStonesClearlyForBlackTakesBlackAfterOneSearch) {
    SwapPlanner plan = SwapPlanner::reply(moves(kSwapTestThree), OpeningRule::Swap2);
    EXPECT_EQ(plan.next().moves, moves(kSwapTestThree));
    plan.record(swap_test_result({{"h10", -kSwapMargin - 1}, {"h7", -200}}));
    ASSERT_TRUE(plan.finished());
    EXPECT_EQ(plan.decision().action, SwapAction::TakeBlack);
    EXPECT_EQ(plan.decision().score, -kSwapMargin - 1);
    EXPECT_TRUE(plan.decision().stones.empty());
}

TEST(SwapPlanner, AfterThreeStonesClearlyForWhiteTakesWhiteWithTheBestMove) {
    SwapPlanner plan = SwapPlanner::reply(moves(kSwapTestThree), OpeningRule::Swap2);
    plan.record(swap_test_result({{"h10", kSwapMargin + 1}, {"h7", 0}}));
    ASSERT_TRUE(plan.finished());
    EXPECT_EQ(plan.decision().action, SwapAction::TakeWhite);
    EXPECT_EQ(plan.decision().stones, std::vector<Move>{mv("h10")});
}

TEST(SwapPlanner, Swap1TakesWhiteWhenItIsTooCloseToCall) {
    SwapPlanner plan = SwapPlanner::reply(moves(kSwapTestThree), OpeningRule::Swap);
    EXPECT_EQ(plan.next().multi_pv, 1);
    plan.record(swap_test_result({{"h10", -kSwapMargin}}));
    ASSERT_TRUE(plan.finished());
    EXPECT_EQ(plan.decision().action, SwapAction::TakeWhite);
}

TEST(SwapPlanner, Swap2PlacesTheTwoStonesThatLeaveFiveClosestToEven) {
    SwapPlanner plan = SwapPlanner::reply(moves(kSwapTestThree), OpeningRule::Swap2);
    EXPECT_EQ(plan.next().multi_pv, kPlaceTwoFirsts);
    plan.record(swap_test_result({{"h10", 10}, {"h7", 5}, {"g8", -20}}));
    // White's stones in the search's order, each followed by Black's replies.
    const char* firsts[] = {"h10", "h7", "g8"};
    const std::vector<std::pair<const char*, Score>> replies[] = {
        {{"h7", 90}, {"g9", 40}},    // Black's view: White's -90, -40
        {{"g9", 25}, {"j10", -12}},  // White's -25, +12: the closest to even
        {{"h10", 60}}};
    for (int i = 0; i < 3; ++i) {
        ASSERT_FALSE(plan.finished());
        std::vector<Move> expected = moves(kSwapTestThree);
        expected.push_back(mv(firsts[i]));
        EXPECT_EQ(plan.next().moves, expected);
        EXPECT_EQ(plan.next().multi_pv, kPlaceTwoReplies);
        plan.record(swap_test_result(replies[i]));
    }
    ASSERT_TRUE(plan.finished());
    EXPECT_EQ(plan.decision().action, SwapAction::PlaceTwo);
    EXPECT_EQ(plan.decision().stones, (std::vector<Move>{mv("h7"), mv("j10")}));
    EXPECT_EQ(plan.decision().score, 12);
    EXPECT_EQ(plan.decision().three_score, 10);
}

TEST(SwapPlanner, Swap2TakesWhiteWhenNoTwoStonesComeCloseToEven) {
    SwapPlanner plan = SwapPlanner::reply(moves(kSwapTestThree), OpeningRule::Swap2);
    plan.record(swap_test_result({{"h10", 10}}));
    ASSERT_FALSE(plan.finished());
    plan.record(swap_test_result({{"h7", kSwapMargin + 50}, {"g9", -kSwapMargin - 40}}));
    ASSERT_TRUE(plan.finished());
    EXPECT_EQ(plan.decision().action, SwapAction::TakeWhite);
    EXPECT_EQ(plan.decision().stones, std::vector<Move>{mv("h10")});
}

TEST(SwapPlanner, StoppedWhilePlacingTwoDecidesOnThePairsFound) {
    SwapPlanner plan = SwapPlanner::reply(moves(kSwapTestThree), OpeningRule::Swap2);
    plan.record(swap_test_result({{"h10", 0}, {"h7", -5}}));
    plan.record(swap_test_result({{"h7", 3}}));
    ASSERT_FALSE(plan.finished());
    plan.stop();
    ASSERT_TRUE(plan.finished());
    EXPECT_EQ(plan.decision().action, SwapAction::PlaceTwo);
    EXPECT_EQ(plan.decision().stones, (std::vector<Move>{mv("h10"), mv("h7")}));
}

TEST(SwapPlanner, AfterFiveStonesTheFirstPlayerTakesTheBetterColour) {
    const auto five = moves("h8,i9,h9,h10,j8");
    SwapPlanner black = SwapPlanner::reply(five, OpeningRule::Swap2);
    black.record(swap_test_result({{"g8", -1}}));
    EXPECT_EQ(black.decision().action, SwapAction::TakeBlack);
    SwapPlanner white = SwapPlanner::reply(five, OpeningRule::Swap2);
    white.record(swap_test_result({{"g8", 0}}));
    EXPECT_EQ(white.decision().action, SwapAction::TakeWhite);
    EXPECT_EQ(white.decision().stones, std::vector<Move>{mv("g8")});
}

TEST(SwapPlanner, ProposesTheMostEvenOfItsRandomOpeningsNearTheCentre) {
    SwapPlanner plan = SwapPlanner::propose(BoardConfig::gomoku(15), 7);
    const Score scores[kSwapProposals] = {300, -40, 25, -90};
    std::vector<std::vector<Move>> asked;
    for (Score s : scores) {
        ASSERT_FALSE(plan.finished());
        EXPECT_EQ(plan.next().share, kSwapProposals);
        asked.push_back(plan.next().moves);
        SearchInfo info;
        info.score = s;
        plan.record(info);
    }
    ASSERT_TRUE(plan.finished());
    EXPECT_EQ(plan.decision().action, SwapAction::Propose);
    EXPECT_EQ(plan.decision().stones, asked[2]);
    EXPECT_EQ(plan.decision().score, 25);
    for (const auto& stones : asked) {
        ASSERT_EQ(stones.size(), 3u);
        EXPECT_EQ(std::set<Move>(stones.begin(), stones.end()).size(), 3u);
        for (Move m : stones) EXPECT_LE(distance(m, mv("h8")), 2) << int(m);
    }
}

TEST(SwapPlanner, AProposalStoppedEarlyKeepsTheBestSoFar) {
    SwapPlanner plan = SwapPlanner::propose(BoardConfig::gomoku(15), 1);
    const auto first = plan.next().moves;
    SearchInfo info;
    info.score = 50;
    plan.record(info);
    plan.stop();
    EXPECT_EQ(plan.decision().stones, first);
    EXPECT_EQ(plan.searches_done(), 1);
}

TEST(SwapLimits, EachSearchGetsItsShareOfTheTimeAndItsLines) {
    Limits limits;
    limits.time_ms = 1000;
    limits.depth = 6;
    const Limits l = swap_limits(limits, SwapSearch{{}, 4, 8});
    EXPECT_EQ(l.time_ms, 125);
    EXPECT_EQ(l.multi_pv, 4);
    EXPECT_EQ(l.depth, 6);
    limits.time_ms = 0;  // no time limit stays none
    EXPECT_EQ(swap_limits(limits, SwapSearch{{}, 1, 8}).time_ms, 0);
}

// Real searches, at a fixed depth with one thread (deterministic).
Limits swap_test_limits() {
    Limits limits;
    limits.depth = 6;
    limits.threads = 1;
    return limits;
}

TEST(DecideSwap, TakesBlackWhenBlacksTwoStonesFaceAWhiteStoneInTheCorner) {
    Engine engine;
    const SwapDecision d =
        decide_swap(engine, BoardConfig::gomoku(15),
                    SwapPlanner::reply(moves("h8,a1,h9"), OpeningRule::Swap2), swap_test_limits());
    EXPECT_EQ(d.action, SwapAction::TakeBlack);
    EXPECT_LT(d.score, -kSwapMargin);
}

TEST(DecideSwap, TakesWhiteAfterFiveWhenBlacksStonesAreInTheCorners) {
    Engine engine;
    const SwapDecision d = decide_swap(
        engine, BoardConfig::gomoku(15),
        SwapPlanner::reply(moves("a1,h8,o15,i8,a15"), OpeningRule::Swap2), swap_test_limits());
    EXPECT_EQ(d.action, SwapAction::TakeWhite);
    ASSERT_EQ(d.stones.size(), 1u);
    EXPECT_LE(distance(d.stones[0], mv("h8")), 2);
}

TEST(DecideSwap, AProposalIsThreeDistinctStonesNearTheCentreNotLostByForce) {
    Engine engine;
    const BoardConfig config = BoardConfig::gomoku(15);
    const SwapDecision d =
        decide_swap(engine, config, SwapPlanner::propose(config, 3), swap_test_limits());
    EXPECT_EQ(d.action, SwapAction::Propose);
    ASSERT_EQ(d.stones.size(), 3u);
    EXPECT_EQ(std::set<Move>(d.stones.begin(), d.stones.end()).size(), 3u);
    for (Move m : d.stones) EXPECT_LE(distance(m, mv("h8")), 2);
    EXPECT_FALSE(is_mate_score(d.score));
}

}  // namespace
}  // namespace wuzi
