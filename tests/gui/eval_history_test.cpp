#include "eval_history.h"

#include <gtest/gtest.h>

using namespace wuzi;
using namespace wuzi::game;

TEST(EvalHistory, ConvertsToBlacksViewpoint) {
    SearchInfo info;
    info.score = 150;
    EXPECT_EQ(from_search(info, Black).score, 150);
    EXPECT_EQ(from_search(info, White).score, -150);
    info.score = mate_in(3);
    EXPECT_EQ(from_search(info, White).mate_plies, -3);
}

TEST(EvalHistory, RecordsTruncatesAndFindsTheLatest) {
    EvalHistory h;
    h.record(1, {100, 0});
    h.record(3, {-50, 0});
    EXPECT_FALSE(h.at(2));
    EXPECT_EQ(h.latest(2)->score, 100);
    EXPECT_EQ(h.latest(9)->score, -50);
    h.truncate(2);
    EXPECT_FALSE(h.at(3));
    EXPECT_FALSE(h.latest(0));
}

TEST(EvalHistory, TextAndBar) {
    EXPECT_EQ(eval_text({125, 0}, false), "+1.25");
    EXPECT_EQ(eval_text({-40, 0}, false), "-0.40");
    EXPECT_EQ(eval_text({0, 5}, false), "Black wins in 3");
    EXPECT_EQ(eval_text({0, -1}, true), "O wins in 1");
    EXPECT_DOUBLE_EQ(bar_fraction({0, 0}), 0.5);
    EXPECT_DOUBLE_EQ(bar_fraction({0, 3}), 1.0);
    EXPECT_DOUBLE_EQ(bar_fraction({0, -3}), 0.0);
    EXPECT_GT(bar_fraction({300, 0}), 0.5);
    EXPECT_LT(bar_fraction({-300, 0}), 0.5);
}
