// engine/vct.h: wins by continuous threes and fours.
#include "vct.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "test_util.h"
#include "threat_positions.h"
#include "vcf.h"

namespace wuzi {
namespace {

int vcf_plies(Board& board, int plies) {
    VcfSearch vcf;
    uint64_t nodes = 0;
    return vcf.search(board, plies, nodes, 1'000'000);
}

TEST(VctSearch, FindsADoubleThreeThatNoFourCanWin) {
    Board board;
    test::set_up(board, test::kTwoLiveThrees, Black);
    ASSERT_EQ(vcf_plies(board, 15), 0) << "the position must have no VCF";
    VctSearch vct;
    uint64_t nodes = 0;
    MoveLine line;
    const int plies = vct.search(board, 9, nodes, 100000, &line);
    ASSERT_GT(plies, 0) << "the double three wins";
    EXPECT_LE(plies, 7);
    ASSERT_FALSE(line.empty());
    test::expect_threat_line(board, line);
    EXPECT_GT(nodes, 0u);
}

TEST(VctSearch, OneThreeAloneDoesNotWin) {
    Board board;
    test::set_up(board, test::kOneThree, Black);
    VctSearch vct;
    uint64_t nodes = 0;
    EXPECT_EQ(vct.search(board, 15, nodes, 100000), 0);
}

TEST(VctSearch, ADefenderFiveComesFirst) {
    Board board;
    test::set_up(board, test::kDefenderFourFirst, Black);
    VctSearch vct;
    uint64_t nodes = 0;
    EXPECT_EQ(vct.search(board, 15, nodes, 100000), 0);
}

TEST(VctSearch, BudgetAndStopGiveNoWin) {
    Board board;
    test::set_up(board, test::kTwoLiveThrees, Black);
    VctSearch vct;
    uint64_t nodes = 0;
    EXPECT_EQ(vct.search(board, 9, nodes, 0), 0);
    // The stop is asked every 256 nodes of budget, so at once for a multiple of 256.
    const std::function<bool()> stop = [] { return true; };
    EXPECT_EQ(vct.search(board, 9, nodes, 65536, nullptr, &stop), 0);
    // Nothing false was cached: a full search still finds the win.
    EXPECT_GT(vct.search(board, 9, nodes, 100000), 0);
}

}  // namespace
}  // namespace wuzi
