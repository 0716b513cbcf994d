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

TEST(GameTest, SetupMovesInterleaveColoursAndSetTheSideToMove) {
    const std::vector<Move> black{mv("h8"), mv("i9"), mv("j10")}, white{mv("a1")};
    EXPECT_EQ(setup_moves(black, white, White),
              (std::vector<Move>{mv("h8"), mv("a1"), mv("i9"), kPass, mv("j10")}));
    EXPECT_EQ(setup_moves(black, white, Black),
              (std::vector<Move>{mv("h8"), mv("a1"), mv("i9"), kPass, mv("j10"), kPass}));
    EXPECT_EQ(setup_moves({}, {}, Black), std::vector<Move>{});
    EXPECT_EQ(setup_moves({}, {}, White), std::vector<Move>{kPass});
    EXPECT_EQ(setup_moves({}, white, Black), (std::vector<Move>{kPass, mv("a1")}));
    Game g;
    ASSERT_FALSE(g.set_moves(setup_moves(black, white, White), 5));
    EXPECT_EQ(g.side_to_move(), White);
}

TEST(GameTest, SetMovesWithSetupPlaysTheRestInOrder) {
    Game g;
    const std::vector<Move> moves{mv("h8"), mv("a1"), mv("i9"), mv("a1")};
    const auto bad = g.set_moves(moves, 2);
    ASSERT_TRUE(bad.has_value());
    EXPECT_EQ(bad->index, 3);
    EXPECT_EQ(bad->reason, PlayError::Occupied);
    EXPECT_TRUE(g.moves().empty());  // unchanged
    // A set-up five ends the game: nothing may follow.
    const std::vector<Move> five{mv("a1"), mv("a3"), mv("b1"), mv("b3"), mv("c1"),
                                 mv("c3"), mv("d1"), mv("d3"), mv("e1"), mv("h8")};
    EXPECT_TRUE(g.set_moves(five, 9).has_value());
    ASSERT_FALSE(g.set_moves(std::span(five).first(9), 9));
    EXPECT_EQ(g.result(), GameResult::BlackWins);
}

TEST(GameTest, APassSkipsATurnAndUndoes) {
    Game game;
    ASSERT_EQ(game.play(mv("h8")), PlayError::None);
    ASSERT_EQ(game.play(kPass), PlayError::None);
    EXPECT_EQ(game.side_to_move(), Black);
    ASSERT_EQ(game.play(mv("h9")), PlayError::None);
    EXPECT_EQ(game.board().at(mv("h9")), Black);
    EXPECT_EQ(game.moves(), (std::vector<Move>{mv("h8"), kPass, mv("h9")}));
    EXPECT_TRUE(game.board().is_consistent());
    EXPECT_TRUE(game.undo());
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.side_to_move(), White);
    EXPECT_EQ(game.moves().size(), 1u);
    EXPECT_TRUE(game.board().is_consistent());
    // A pass cannot follow the end of a game.
    Game won;
    ASSERT_FALSE(won.set_moves(std::vector<Move>{mv("a1"), kPass, mv("a2"), kPass, mv("a3"), kPass,
                                                 mv("a4"), kPass, mv("a5")},
                               Replay::InOrder));
    EXPECT_EQ(won.result(), GameResult::BlackWins);
    EXPECT_EQ(won.play(kPass), PlayError::GameOver);
}

TEST(GameTest, SetMovesTakesPassesEitherWay) {
    const std::vector<Move> moves = {mv("h8"), kPass, mv("h9"), kPass, mv("h10")};
    for (const Replay how : {Replay::InOrder, Replay::AsPosition}) {
        Game game;
        ASSERT_FALSE(game.set_moves(moves, how).has_value());
        EXPECT_EQ(game.side_to_move(), White);
        // The three black stones make a live three: Black can make a four.
        EXPECT_TRUE(game.board().has_threat_at_least(Black, kThreatFour));
        EXPECT_TRUE(game.board().is_consistent());
    }
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
