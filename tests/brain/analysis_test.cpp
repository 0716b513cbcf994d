// tools/brain/analysis.h and search_message.h: what the Yixin analysis
// commands make of multi-PV lines, and how the lines are printed.
#include "analysis.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "../test_util.h"
#include "search_message.h"

namespace wuzi::brain {
namespace {

using test::mv;

RootLine line(Score score, std::initializer_list<const char*> moves) {
    RootLine l;
    l.score = score;
    for (const char* m : moves) l.pv.push_back(mv(m));
    return l;
}

TEST(Analysis, BalancedLineIsClosestToTheBiasWithoutForcedResults) {
    const std::vector<RootLine> lines = {line(mate_in(5), {"h8"}), line(120, {"i9"}),
                                         line(-40, {"j10"}), line(35, {"g7"}),
                                         line(-mate_in(4), {"a1"})};
    EXPECT_EQ(balanced_line(lines, 0), 3);    // 35 is nearer 0 than -40
    EXPECT_EQ(balanced_line(lines, -30), 2);  // -40
    EXPECT_EQ(balanced_line(lines, 500), 1);  // 120: a forced win is not a balance
    EXPECT_EQ(balanced_line(lines, -5000), 2);
    // Ties go to the better-ranked line; forced results only when nothing else is left.
    EXPECT_EQ(balanced_line({line(10, {"h8"}), line(-10, {"i9"})}, 0), 0);
    EXPECT_EQ(balanced_line({line(mate_in(3), {"h8"}), line(-mate_in(2), {"i9"})}, 0), 0);
    EXPECT_EQ(balanced_line({}, 0), -1);
}

TEST(Analysis, DefendingMovesAreTheLinesThatDoNotLose) {
    const std::vector<RootLine> lines = {line(-20, {"h8", "i9"}), line(-kMateBound + 1, {"i9"}),
                                         line(-kMate + 6, {"j10"}), line(-300, {"g7"})};
    EXPECT_EQ(defending_moves(lines), (std::vector<Move>{mv("h8"), mv("i9"), mv("g7")}));
    EXPECT_TRUE(defending_moves({line(-kMate + 3, {"h8"})}).empty());
}

TEST(Analysis, RankLinesSortsAndTakesTheBest) {
    SearchInfo info;
    info.best_move = mv("h8");
    info.lines = {line(-57, {"h8", "i9"}), line(-52, {"g8"}), line(-158, {"k9"}),
                  line(-52, {"j8"})};
    rank_lines(info);
    ASSERT_EQ(info.lines.size(), 4u);
    EXPECT_EQ(info.lines[0].pv.front(), mv("g8"));  // stable: g8 before j8
    EXPECT_EQ(info.lines[1].pv.front(), mv("j8"));
    EXPECT_EQ(info.lines[2].pv.front(), mv("h8"));
    EXPECT_EQ(info.best_move, mv("g8"));
    EXPECT_EQ(info.score, -52);
}

TEST(Analysis, BalanceTwoPlanSearchesRoundsAndComparesOneDepth) {
    BalanceTwoPlan plan({mv("h8"), mv("i9")}, 0, 3);
    ASSERT_FALSE(plan.finished());
    EXPECT_EQ(plan.first(), mv("h8"));
    EXPECT_EQ(plan.depth(), BalanceTwoPlan::kFirstDepth);
    EXPECT_FALSE(plan.best());
    // Replies are scored from the opponent's side: -(-30) = 30 for the first mover.
    plan.record({line(90, {"a1"}), line(-30, {"b2"})}, 2);
    EXPECT_EQ(plan.first(), mv("i9"));
    auto best = plan.best();  // partial first round
    ASSERT_TRUE(best);
    EXPECT_EQ(best->first, mv("h8"));
    EXPECT_EQ(best->second, mv("b2"));
    EXPECT_EQ(best->score, 30);
    plan.record({line(5, {"c3"}), line(200, {"d4"})}, 2);
    EXPECT_EQ(plan.rounds_done(), 1);
    EXPECT_EQ(plan.depth(), 3);
    EXPECT_EQ(plan.first(), mv("h8"));
    best = plan.best();
    ASSERT_TRUE(best);
    EXPECT_EQ(best->first, mv("i9"));
    EXPECT_EQ(best->second, mv("c3"));
    EXPECT_EQ(best->score, -5);
    EXPECT_EQ(best->depth, 2);
    // A deeper partial round does not count until it is complete.
    plan.record({line(0, {"e5"})}, 3);
    EXPECT_EQ(plan.best()->second, mv("c3"));
    plan.record({line(400, {"f6"})}, 3);
    EXPECT_TRUE(plan.finished());
    best = plan.best();
    EXPECT_EQ(best->first, mv("h8"));
    EXPECT_EQ(best->second, mv("e5"));
    EXPECT_EQ(best->depth, 3);
}

TEST(Analysis, BalanceTwoPlanEdges) {
    EXPECT_TRUE(BalanceTwoPlan().finished());
    EXPECT_TRUE(BalanceTwoPlan({}, 0, 10).finished());
    BalanceTwoPlan shallow({mv("h8")}, 0, 1);  // max_depth below the first depth
    ASSERT_FALSE(shallow.finished());
    EXPECT_EQ(shallow.depth(), 1);
    shallow.record({}, 1);  // no reply at all: no pair
    EXPECT_TRUE(shallow.finished());
    EXPECT_FALSE(shallow.best());
}

TEST(SearchMessage, MultiPvLinesHaveRapfisLayout) {
    SearchInfo info;
    info.depth = 8;
    info.seldepth = 14;
    info.lines = {line(35, {"h8", "i9", "j10"}), line(-kMate + 7, {"a1"})};
    EXPECT_EQ(format_line(info, 0, 15), "(1) 35 | 8-14 | h8 i9 j10");
    EXPECT_EQ(format_line(info, 1, 15), "(2) -M7 | 8-14 | a1");
    EXPECT_EQ(format_score(mate_in(3)), "+M3");
    EXPECT_EQ(format_score(Score(-12)), "-12");
}

}  // namespace
}  // namespace wuzi::brain
