#include <gtest/gtest.h>
#include <wuzi/game.h>

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
    for (const char* m : {"a1", "a15", "b2", "b15", "c3", "c15", "d4", "d15"})
        ASSERT_EQ(game.play(mv(m)), PlayError::None);
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

TEST(GameTest, SetMovesJudgesTheFinalPosition) {
    // Black a8-e8 is a five when e8 arrives; f8 then makes it six.
    const std::vector<Move> moves = {mv("a8"), mv("a1"), mv("b8"), mv("b1"), mv("c8"), mv("c1"),
                                     mv("d8"), mv("d1"), mv("e8"), mv("o1"), mv("f8")};
    Game standard(BoardConfig::gomoku(15, Rule::Standard));
    ASSERT_FALSE(standard.set_moves(moves).has_value());
    EXPECT_EQ(standard.result(), GameResult::Ongoing)
        << "an overline is no win under the standard rule";
    EXPECT_EQ(standard.moves().size(), moves.size());
    Game freestyle;
    ASSERT_FALSE(freestyle.set_moves(moves).has_value());
    EXPECT_EQ(freestyle.result(), GameResult::BlackWins);
    EXPECT_EQ(freestyle.winning_line().size(), 6u);
    // Played move by move, the standard game ends at e8 already.
    Game replay(BoardConfig::gomoku(15, Rule::Standard));
    for (size_t i = 0; i <= 8; ++i) ASSERT_EQ(replay.play(moves[i]), PlayError::None);  // to e8
    EXPECT_EQ(replay.result(), GameResult::BlackWins);
    // A refused list changes nothing.
    const std::vector<Move> twice = {mv("h8"), mv("h8")};
    EXPECT_EQ(freestyle.set_moves(twice)->reason, PlayError::Occupied);
    EXPECT_EQ(freestyle.moves().size(), moves.size());
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
