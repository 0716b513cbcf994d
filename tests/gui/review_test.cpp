#include "review.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {

using wuzi::test::mv;

SearchInfo result(Score score, Move best) {
    SearchInfo info;
    info.score = score;
    info.best_move = best;
    info.depth = 4;
    return info;
}

}  // namespace

TEST(Review, VerdictThresholds) {
    EXPECT_EQ(verdict_for(0.05), Verdict::Good);
    EXPECT_EQ(verdict_for(0.10), Verdict::Inaccuracy);
    EXPECT_EQ(verdict_for(0.25), Verdict::Mistake);
    EXPECT_EQ(verdict_for(0.9), Verdict::Blunder);
    EXPECT_EQ(verdict_mark(Verdict::Blunder), "??");
    EXPECT_EQ(verdict_mark(Verdict::Inaccuracy), "?!");
}

TEST(Review, JudgesEachMoveFromItsMoversView) {
    Review r;
    const std::vector<Move> line = {mv("h8"), mv("a1"), mv("h9")};
    r.start(BoardConfig::gomoku(15), line, 100);
    EXPECT_TRUE(r.running());
    EXPECT_EQ(r.total(), 4);
    EXPECT_EQ(r.next(), 0);
    r.record(0, result(30, mv("h8")));   // Black to move: +0.30 for Black, best h8
    r.record(1, result(-40, mv("i9")));  // White to move: -0.40 for White, best i9
    EXPECT_EQ(r.next(), 2);
    r.record(2, result(500, mv("h9")));  // Black to move: +5.00 after White's a1
    r.record(3, result(-520, mv("h10")));
    EXPECT_FALSE(r.running());
    EXPECT_EQ(r.searched(), 4);
    const auto first = r.move(0);  // the engine's own choice loses nothing
    ASSERT_TRUE(first);
    EXPECT_EQ(first->verdict, Verdict::Good);
    const auto second = r.move(1);  // a1 instead of i9: from +0.40 to +5.00 for Black
    ASSERT_TRUE(second);
    EXPECT_EQ(second->verdict, Verdict::Blunder);
    EXPECT_EQ(second->better, mv("i9"));
    EXPECT_GT(second->loss, 0.5);
    EXPECT_EQ(r.counts(White)[size_t(Verdict::Blunder)], 1);
    EXPECT_EQ(r.counts(Black)[size_t(Verdict::Blunder)], 0);
    EXPECT_EQ(r.eval(1)->score, 40);  // from Black's view
}

TEST(Review, APassIsNotJudged) {
    // White passes (a black stone placed in analysis): a huge swing, no verdict.
    Review r;
    r.start(BoardConfig::gomoku(15), {mv("h8"), kPass, mv("h9")}, 100);
    r.record(0, result(30, mv("h8")));
    r.record(1, result(-40, mv("i9")));
    r.record(2, result(900, mv("h10")));
    r.record(3, result(-950, mv("h10")));
    ASSERT_TRUE(r.move(1));
    EXPECT_EQ(r.move(1)->verdict, Verdict::Good);
    EXPECT_EQ(r.counts(White)[size_t(Verdict::Blunder)], 0);
}

TEST(Review, AWonLastPositionNeedsNoSearch) {
    Review r;
    std::vector<Move> line;
    for (const char* m : {"a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"})
        line.push_back(mv(m));
    r.start(BoardConfig::gomoku(15), line, 100);
    EXPECT_EQ(r.total(), 10);
    EXPECT_TRUE(r.eval(9));
    EXPECT_EQ(r.eval(9)->mate_plies, 1);
    EXPECT_EQ(r.searched(), 1);
}

TEST(Review, ANewLineDropsTheResultsPastIt) {
    Review r;
    r.start(BoardConfig::gomoku(15), {mv("h8"), mv("a1"), mv("h9")}, 100);
    for (int i = 0; i < 4; ++i) r.record(i, result(0, mv("h8")));
    r.sync({mv("h8"), mv("a1"), mv("h9")});
    EXPECT_EQ(r.total(), 4);
    r.sync({mv("h8"), mv("b2")});
    EXPECT_EQ(r.total(), 2);
    EXPECT_TRUE(r.eval(1));
    EXPECT_FALSE(r.move(1));
    r.cancel();
    EXPECT_FALSE(r.running());
    EXPECT_TRUE(r.shown());
    r.clear();
    EXPECT_FALSE(r.shown());
}

TEST(Review, ASetUpPositionIsNeitherSearchedNorJudged) {
    Review r;
    // Three set-up stones (h8, a1 and h9, with a pass: White to move) and one move.
    const std::vector<Move> line = {mv("h8"), mv("a1"), mv("h9"), kPass, mv("a2")};
    r.start(BoardConfig::gomoku(15), line, 100, 4);
    EXPECT_EQ(r.total(), 2);  // the set-up position and the one after a2
    EXPECT_EQ(r.searched(), 0);
    ASSERT_EQ(r.next(), 4);
    EXPECT_FALSE(r.eval(0).has_value());
    EXPECT_FALSE(r.move(2).has_value());
    r.record(2, result(0, mv("b2")));  // a set-up position: ignored
    EXPECT_EQ(r.searched(), 0);
    r.record(4, result(-100, mv("b1")));
    ASSERT_EQ(r.next(), 5);
    r.record(5, result(100, mv("h10")));
    EXPECT_FALSE(r.running());
    EXPECT_EQ(r.searched(), 2);
    ASSERT_TRUE(r.move(4).has_value());
    EXPECT_FALSE(r.move(3).has_value());
}
