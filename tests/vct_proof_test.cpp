// engine/vct_proof.h: wins by continuous threes and fours, by proof numbers.
#include "vct_proof.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "test_util.h"
#include "threat_positions.h"

namespace wuzi {
namespace {

TEST(ProofNumberVct, FindsADoubleThreeThatNoFourCanWin) {
    Board board;
    test::set_up(board, test::kTwoLiveThrees, Black);
    ProofNumberVct vct;
    uint64_t nodes = 0;
    MoveLine line;
    const int plies = vct.search(board, 9, nodes, 100000, &line);
    ASSERT_GT(plies, 0) << "the double three wins";
    // Not the shortest win (h8), but one within the plies allowed (2 more
    // for a live four at the end).
    EXPECT_LE(plies, 11);
    EXPECT_EQ(int(line.size()), plies);
    test::expect_threat_line(board, line);
    EXPECT_GT(nodes, 0u);
}

TEST(ProofNumberVct, OneThreeOrADefenderFourFirstIsNoWin) {
    Board one_three, defender_four;
    test::set_up(one_three, test::kOneThree, Black);
    test::set_up(defender_four, test::kDefenderFourFirst, Black);
    ProofNumberVct vct;
    uint64_t nodes = 0;
    EXPECT_EQ(vct.search(one_three, 15, nodes, 100000), 0);
    EXPECT_EQ(vct.search(defender_four, 15, nodes, 100000), 0);
}

TEST(ProofNumberVct, BudgetAndStopGiveNoWinAndCacheNothingFalse) {
    Board board;
    test::set_up(board, test::kTwoLiveThrees, Black);
    ProofNumberVct vct;
    uint64_t nodes = 0;
    EXPECT_EQ(vct.search(board, 9, nodes, 0), 0);
    const std::function<bool()> stop = [] { return true; };
    EXPECT_EQ(vct.search(board, 9, nodes, 65536, nullptr, &stop), 0);
    EXPECT_GT(vct.search(board, 9, nodes, 100000), 0);
}

TEST(ProofNumberVct, ADisproofWithFewerPliesDoesNotHoldForMore) {
    // The double three needs 5 plies and more (three, answer, live four,
    // block, five): within 3 it fails, and the table must not keep that
    // failure for a longer search of the same searcher.
    Board board;
    test::set_up(board, test::kTwoLiveThrees, Black);
    ProofNumberVct vct;
    uint64_t nodes = 0;
    EXPECT_EQ(vct.search(board, 3, nodes, 100000), 0);
    EXPECT_GT(vct.search(board, 9, nodes, 100000), 0);
}

// Self-play positions (side to move attacks) with a long win by threes and
// fours. Each is found, and its line is made of threats; on the last, the
// depth-first search needs about 3 million nodes (ProofNumberVct fewer than
// 100 000 when measured).
TEST(ProofNumberVct, FindsLongWinsOfSelfPlayGames) {
    const char* positions[] = {
        "f11,j6,g6,j7,e10,h5,d9,c8,h13,g12,k8",
        "e9,f6,e5,e7,d8,c7,d7,d9,d5,f5,f8,c6,d10,c11,e10,c8,c9,e11,f10,g10,g8,f11,d11,f9,h8,e8,"
        "h9,h10,h6,g7",
    };
    for (const char* text : positions) {
        SCOPED_TRACE(text);
        Board board;
        test::play_text(board, text);
        ProofNumberVct vct;
        uint64_t nodes = 0;
        MoveLine line;
        const int plies = vct.search(board, 41, nodes, 1'000'000, &line);
        ASSERT_GE(plies, 9);
        EXPECT_EQ(int(line.size()), plies);
        test::expect_threat_line(board, line);
    }
}

}  // namespace
}  // namespace wuzi
