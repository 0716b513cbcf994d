#include "eval_history.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {
using wuzi::test::mv;
}  // namespace

TEST(EvalHistory, ConvertsToBlacksViewpoint) {
    SearchInfo info;
    info.score = 150;
    EXPECT_EQ(from_search(info, Black).score, 150);
    EXPECT_EQ(from_search(info, White).score, -150);
    info.score = mate_in(3);
    EXPECT_EQ(from_search(info, White).mate_plies, -3);
    EXPECT_EQ(after_best_move({0, -3}).mate_plies, -2);
    EXPECT_EQ(after_best_move({0, 1}).mate_plies, 1);
    EXPECT_EQ(after_best_move({40, 0}).score, 40);
}

TEST(EvalHistory, TicTacToeIsWonLostOrDrawn) {
    // A search to the end without a forced result proves a draw; a shallower
    // one proves nothing.
    SearchInfo info;
    info.score = 13;
    info.depth = 5;
    const auto draw = judged_eval(info, Black, 0, 5);
    ASSERT_TRUE(draw);
    EXPECT_EQ(eval_text(*draw, true), "draw");
    EXPECT_EQ(win_chance(*draw), 0.0);
    info.depth = 4;
    EXPECT_FALSE(judged_eval(info, Black, 4, 5));
    info.score = mate_in(3);
    ASSERT_TRUE(judged_eval(info, White, 4, 5));
    EXPECT_EQ(eval_text(*judged_eval(info, White, 4, 5), true), "O wins in 2");
    // Gomoku: a one-ply result where deeper was allowed (one legal move) is no evaluation.
    info.score = -10;
    info.depth = 1;
    EXPECT_FALSE(judged_eval(info, Black, 0, -1));
    EXPECT_FALSE(judged_eval(info, Black, 40, -1));
    EXPECT_TRUE(judged_eval(info, Black, 1, -1));  // asked for one ply
    info.depth = 2;
    EXPECT_EQ(judged_eval(info, White, 0, -1)->score, 10);
}

TEST(EvalHistory, SteppingKeepsEvaluationsAndANewLineDropsThem) {
    EvalHistory h;
    const std::vector<Move> line = {mv("h8"), mv("i9"), mv("h9"), mv("h10")};
    h.sync(line);
    h.record(1, {100, 0});
    h.record(3, {-50, 0});
    h.record(4, {0, 3});
    EXPECT_FALSE(h.at(2));
    EXPECT_EQ(h.shown(2)->score, 100);  // the latest earlier one
    EXPECT_FALSE(h.shown(9));           // a forced result is never shown for another position
    EXPECT_EQ(h.shown(4)->mate_plies, 3);
    h.sync({mv("h8"), mv("i9"), mv("a1")});  // a new line after move 2
    EXPECT_TRUE(h.at(1));
    EXPECT_FALSE(h.at(3));
    EXPECT_FALSE(h.at(4));
    h.clear();
    EXPECT_FALSE(h.shown(1));
}

TEST(EvalHistory, TextNamesTheSideItFavours) {
    EXPECT_EQ(eval_text({125, 0}, false), "+1.25 for Black");
    EXPECT_EQ(eval_text({-40, 0}, false), "+0.40 for White");
    EXPECT_EQ(eval_text({-40, 0}, true), "+0.40 for O");
    EXPECT_EQ(eval_text({2, 0}, false), "even");
    EXPECT_EQ(eval_text({0, 5}, false), "Black wins in 3");
    EXPECT_EQ(eval_text({0, -1}, true), "O wins in 1");
    Color favours = Black;
    EXPECT_EQ(eval_short({-130, 0}, favours), "+1.3");
    EXPECT_EQ(favours, White);
    EXPECT_EQ(eval_short({0, 3}, favours), "win 2");
    EXPECT_EQ(favours, Black);
}

TEST(EvalHistory, BarAndWinChance) {
    EXPECT_DOUBLE_EQ(bar_fraction({0, 0}), 0.5);
    EXPECT_DOUBLE_EQ(bar_fraction({0, 3}), 1.0);
    EXPECT_DOUBLE_EQ(bar_fraction({0, -3}), 0.0);
    EXPECT_GT(bar_fraction({300, 0}), 0.5);
    EXPECT_LT(bar_fraction({-300, 0}), 0.5);
    EXPECT_DOUBLE_EQ(win_chance({0, -2}), -1.0);
    EXPECT_NEAR(win_chance({600, 0}), 0.7616, 1e-3);
}
