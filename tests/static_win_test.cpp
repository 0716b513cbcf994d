#include "static_win.h"

#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/notation.h>

#include "test_util.h"

namespace wuzi {
namespace {

using test::mv;
using test::play_text;

// Black to move in each position. Black's double three at f6 (d6 e6 and
// f7 f8); White's stones make nothing.
TEST(StaticWinTest, DoubleThreeWinsWhenTheOpponentCannotMakeAFour) {
    Board board;
    play_text(board, "d6,a1,e6,a15,f7,o1,f8,o15");
    const Move win = static_win(board, false);
    ASSERT_NE(win, kNoMove);
    EXPECT_EQ(board.threat(Black, win), kThreatDoubleThree) << move_to_text(win, 15);
    EXPECT_EQ(static_win(board, true), win);
    EXPECT_TRUE(board.is_consistent());
}

TEST(StaticWinTest, NoStaticWinWhenTheOpponentCanAnswerByFours) {
    // White's a1-c1 against the edge makes a four at d1 or e1.
    Board board;
    play_text(board, "d6,a1,e6,b1,f7,c1,f8,o15");
    EXPECT_EQ(static_win(board, false), kNoMove);
    EXPECT_EQ(static_win(board, true), kNoMove);
}

TEST(StaticWinTest, FourThreeWinsWhenItsBlockMakesNoFour) {
    // k8 is Black's four-three: h8-k8 (g8 White's, five-point l8) and k8-k10.
    // White can make a four on the first row, but blocking at l8 makes none.
    Board board;
    play_text(board, "h8,g8,i8,a1,j8,b1,k9,c1,k10,o15");
    ASSERT_EQ(board.threat(Black, mv("k8")), kThreatFourThree);
    EXPECT_EQ(static_win(board, false), kNoMove);  // White can make a four
    EXPECT_EQ(static_win(board, true), mv("k8"));
    EXPECT_TRUE(board.is_consistent());  // the trial four is taken back
}

TEST(StaticWinTest, FourThreeDoesNotWinWhenItsBlockMakesAFour) {
    // As above, but White's l10-l12 make l8 a four for White (l8 _ l10 l11 l12).
    Board board;
    play_text(board, "h8,g8,i8,l10,j8,l11,k9,l12,k10,o15");
    ASSERT_EQ(board.threat(Black, mv("k8")), kThreatFourThree);
    ASSERT_GE(board.threat(White, mv("l8")), kThreatFour);
    EXPECT_EQ(static_win(board, true), kNoMove);
}

TEST(StaticWinTest, NeverUnderRenju) {
    Board board(BoardConfig::gomoku(15, Rule::Renju));
    play_text(board, "d6,a1,e6,a15,f7,o1,f8,o15");
    EXPECT_EQ(static_win(board, true), kNoMove);
}

}  // namespace
}  // namespace wuzi
