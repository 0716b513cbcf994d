#include "position_editor.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {
using wuzi::test::mv;
}  // namespace

TEST(PositionEditor, StartsFromTheBoardAndPlacesAndRemovesStones) {
    Game g;
    for (const char* m : {"h8", "i9", "h9"}) ASSERT_EQ(g.play(mv(m)), PlayError::None);
    PositionEditor e(g.board());
    EXPECT_EQ(e.black().size(), 2u);
    EXPECT_EQ(e.white().size(), 1u);
    EXPECT_EQ(e.to_move(), White);
    EXPECT_FALSE(e.changed());
    EXPECT_EQ(e.click(mv("a1")), "");  // the tool: black
    EXPECT_EQ(e.game().board().at(mv("a1")), Black);
    EXPECT_EQ(e.click(mv("a2"), true), "");  // right-click: the other colour
    EXPECT_EQ(e.game().board().at(mv("a2")), White);
    EXPECT_EQ(e.click(mv("h8")), "");  // a stone: removed
    EXPECT_EQ(e.game().board().at(mv("h8")), Empty);
    e.set_tool(EditTool::White);
    EXPECT_EQ(e.click(mv("o15")), "");
    EXPECT_EQ(e.game().board().at(mv("o15")), White);
    e.set_tool(EditTool::Erase);
    EXPECT_EQ(e.click(mv("o14")), "");  // nothing to erase: nothing happens
    EXPECT_EQ(e.game().board().at(mv("o14")), Empty);
    EXPECT_TRUE(e.changed());
    // The stones as the session's set-up moves, with the side to move.
    Game replay;
    ASSERT_FALSE(replay.set_moves(e.moves(), Replay::AsPosition));
    EXPECT_EQ(replay.side_to_move(), White);
    EXPECT_EQ(replay.board().at(mv("o15")), White);
    e.set_to_move(Black);
    ASSERT_FALSE(replay.set_moves(e.moves(), Replay::AsPosition));
    EXPECT_EQ(replay.side_to_move(), Black);
}

TEST(PositionEditor, RefusesFiveInARowAndKeepsThePosition) {
    PositionEditor e(Board(BoardConfig::gomoku(15, Rule::Freestyle)));
    for (const char* m : {"a1", "b1", "c1", "d1"}) ASSERT_EQ(e.click(mv(m)), "") << m;
    const std::vector<Move> before = e.moves();
    const std::string why = e.click(mv("e1"));
    EXPECT_NE(why.find("Black would have five in a row"), std::string::npos) << why;
    EXPECT_EQ(e.moves(), before);
    EXPECT_EQ(e.game().board().at(mv("e1")), Empty);
    EXPECT_FALSE(e.decided());
    // Six under the standard rule is no five: allowed.
    PositionEditor st(Board(BoardConfig::gomoku(15, Rule::Standard)));
    for (const char* m : {"a1", "b1", "c1", "d1", "f1", "g1"}) ASSERT_EQ(st.click(mv(m)), "");
    EXPECT_EQ(st.click(mv("e1")), "");
    // White's five is refused too.
    e.set_tool(EditTool::White);
    for (const char* m : {"a5", "b5", "c5", "d5"}) ASSERT_EQ(e.click(mv(m)), "") << m;
    EXPECT_NE(e.click(mv("e5")).find("White would have five"), std::string::npos);
}

TEST(PositionEditor, RenjuForbiddenShapesAreNoReasonToRefuse) {
    PositionEditor e(Board(BoardConfig::gomoku(15, Rule::Renju)));
    for (const char* m : {"h8", "i8", "j9", "j10"}) ASSERT_EQ(e.click(mv(m)), "") << m;
    EXPECT_EQ(e.click(mv("j8")), "");  // Black's double three, as a set-up stone
    EXPECT_FALSE(e.decided());
    EXPECT_FALSE(e.game().foul());
    // An overline of Black is no win under renju: allowed, and no five.
    for (const char* m : {"a1", "b1", "c1", "d1", "f1", "g1", "e1"})
        ASSERT_EQ(e.click(mv(m)), "") << m;
    EXPECT_FALSE(e.decided());
}

TEST(PositionEditor, ClearUndoAndTicTacToe) {
    Game g;
    for (const char* m : {"h8", "i9"}) ASSERT_EQ(g.play(mv(m)), PlayError::None);
    PositionEditor e(g.board());
    EXPECT_FALSE(e.can_undo());
    EXPECT_TRUE(e.clear());
    EXPECT_TRUE(e.black().empty());
    EXPECT_FALSE(e.clear());  // already empty
    e.set_to_move(White);
    ASSERT_TRUE(e.undo());  // the side to move
    ASSERT_TRUE(e.undo());  // the stones
    EXPECT_EQ(e.black(), std::vector<Move>{mv("h8")});
    EXPECT_FALSE(e.changed());
    EXPECT_FALSE(e.undo());
    // Off the board and bad moves are refused, never a crash.
    EXPECT_FALSE(e.click(kNoMove).empty());
    EXPECT_FALSE(e.click(kPass).empty());
    EXPECT_FALSE(e.set(make_move(15, 0), Black).empty());
    // Tic-tac-toe: three in a row is refused, a full board too.
    PositionEditor t(Board(BoardConfig::tictactoe()));
    ASSERT_EQ(t.click(make_move(0, 0)), "");
    ASSERT_EQ(t.click(make_move(1, 0)), "");
    EXPECT_NE(t.click(make_move(2, 0)).find("X would have three in a row"), std::string::npos);
}
