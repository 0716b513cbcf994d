#include <gtest/gtest.h>

#include "game.h"
#include "test_util.h"

namespace wuzi {
namespace {

using test::mv;

TEST(GameTest, RefusesBadMovesAndKeepsState) {
    Game game;
    EXPECT_EQ(game.play(mv("h8")), PlayError::None);
    EXPECT_EQ(game.play(mv("h8")), PlayError::Occupied);
    EXPECT_EQ(game.play_xy(15, 3), PlayError::OffBoard);
    EXPECT_EQ(game.play_xy(-1, 3), PlayError::OffBoard);
    EXPECT_EQ(game.play(kNoMove), PlayError::OffBoard);
    EXPECT_EQ(game.moves().size(), 1u);
    EXPECT_EQ(game.side_to_move(), White);
}

TEST(GameTest, WinEndsTheGameWithItsLine) {
    Game game;
    for (const char* m : {"a1", "a15", "b2", "b15", "c3", "c15", "d4", "d15"}) ASSERT_EQ(game.play(mv(m)), PlayError::None);
    EXPECT_EQ(game.play(mv("e5")), PlayError::None);
    EXPECT_EQ(game.result(), GameResult::BlackWins);
    EXPECT_EQ(game.winning_line().size(), 5u);
    EXPECT_EQ(game.play(mv("e15")), PlayError::GameOver);
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.result(), GameResult::Ongoing);
    EXPECT_TRUE(game.winning_line().empty());
}

TEST(GameTest, FullBoardIsADraw) {
    Game game(BoardConfig::tictactoe());
    // X O X / X O O / O X X : no line, board full.
    for (const char* m : {"a3", "b3", "c3", "b2", "a2", "c2", "b1", "a1", "c1"}) {
        ASSERT_EQ(game.play(*parse_move(m, 3)), PlayError::None) << m;
    }
    EXPECT_EQ(game.result(), GameResult::Draw);
}

TEST(GameTest, ResetWithAnotherConfig) {
    Game game;
    ASSERT_EQ(game.play(mv("h8")), PlayError::None);
    game.reset(BoardConfig::tictactoe());
    EXPECT_EQ(game.board().size(), 3);
    EXPECT_TRUE(game.moves().empty());
}

}  // namespace
}  // namespace wuzi
