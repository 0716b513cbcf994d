#include "forbidden_marks.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include <algorithm>

#include "../test_util.h"
#include "session.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {

using wuzi::test::mv;

std::vector<Move> moves(std::initializer_list<const char*> texts) {
    std::vector<Move> out;
    for (const char* t : texts) out.push_back(mv(t));
    return out;
}

Game renju_game(Rule rule, std::initializer_list<const char*> texts) {
    Game g(BoardConfig::gomoku(15, rule));
    EXPECT_FALSE(g.set_moves(moves(texts), Replay::InOrder));
    return g;
}

bool has(const std::vector<ForbiddenMark>& marks, const char* cell, Forbidden kind) {
    return std::find(marks.begin(), marks.end(), ForbiddenMark{mv(cell), kind}) != marks.end();
}

// Black g8 i8 h7 h9 (White in the corners): h8 makes two live threes.
constexpr std::initializer_list<const char*> kDoubleThree = {"g8", "a1",  "i8", "o1",
                                                             "h7", "a15", "h9", "o15"};

}  // namespace

TEST(ForbiddenMarks, DoubleThreeDoubleFourAndOverline) {
    const Game three = renju_game(Rule::Renju, kDoubleThree);
    EXPECT_TRUE(has(forbidden_marks(three), "h8", Forbidden::DoubleThree));
    // d8 f8 h8 j8: g8 makes two fours on one line (d8-h8 and f8-j8).
    const Game four = renju_game(Rule::Renju, {"d8", "a1", "f8", "o1", "h8", "a15", "j8", "o15"});
    EXPECT_TRUE(has(forbidden_marks(four), "g8", Forbidden::DoubleFour));
    // c8 d8 e8 g8 h8: f8 makes six.
    const Game six =
        renju_game(Rule::Renju, {"c8", "a1", "d8", "o1", "e8", "a15", "g8", "o15", "h8", "a3"});
    EXPECT_TRUE(has(forbidden_marks(six), "f8", Forbidden::Overline));
    for (const ForbiddenMark& f : forbidden_marks(six)) {
        EXPECT_TRUE(six.board().is_empty(f.cell));
        EXPECT_NE(f.kind, Forbidden::None);
    }
}

TEST(ForbiddenMarks, OnlyForBlackToMoveUnderRenju) {
    EXPECT_TRUE(forbidden_marks(renju_game(Rule::Freestyle, kDoubleThree)).empty());
    EXPECT_TRUE(forbidden_marks(renju_game(Rule::Standard, kDoubleThree)).empty());
    Game white_to_move = renju_game(Rule::Renju, kDoubleThree);
    ASSERT_EQ(white_to_move.play(mv("o8")), PlayError::None);
    EXPECT_TRUE(forbidden_marks(white_to_move).empty());
    EXPECT_FALSE(forbidden_refusal(white_to_move, mv("h8"), White));
    // A black stone placed in analysis while White is to move is refused too.
    EXPECT_TRUE(forbidden_refusal(white_to_move, mv("h8"), Black));
    EXPECT_TRUE(forbidden_marks(Game(BoardConfig::tictactoe())).empty());
}

TEST(ForbiddenMarks, RefusalNamesTheReasonAndThePoint) {
    const Game g = renju_game(Rule::Renju, kDoubleThree);
    EXPECT_EQ(forbidden_refusal(g, mv("h8"), Black).value_or("-"),
              "Double three at h8: Black may not play it under renju.");
    EXPECT_FALSE(forbidden_refusal(g, mv("k10"), Black));         // an ordinary move
    EXPECT_FALSE(forbidden_refusal(g, mv("g8"), Black));          // occupied: Game::play says so
    EXPECT_FALSE(forbidden_refusal(g, make_move(15, 3), Black));  // off the board
    EXPECT_FALSE(forbidden_refusal(renju_game(Rule::Freestyle, kDoubleThree), mv("h8"), Black));
}

TEST(ForbiddenMarks, TheCacheComputesOncePerPosition) {
    Game g = renju_game(Rule::Renju, kDoubleThree);
    ForbiddenCache cache;
    cache.update(g);
    cache.update(g);
    EXPECT_EQ(cache.computations(), 1);
    EXPECT_TRUE(has(cache.marks(), "h8", Forbidden::DoubleThree));
    ASSERT_EQ(g.play(mv("k12")), PlayError::None);  // White to move: none
    cache.update(g);
    EXPECT_EQ(cache.computations(), 2);
    EXPECT_TRUE(cache.marks().empty());
    ASSERT_TRUE(g.undo());
    cache.update(g);
    cache.update(g);
    EXPECT_EQ(cache.computations(), 3);
    EXPECT_TRUE(has(cache.marks(), "h8", Forbidden::DoubleThree));
    // The same moves under another rule are another position.
    cache.update(renju_game(Rule::Freestyle, kDoubleThree));
    EXPECT_EQ(cache.computations(), 4);
    EXPECT_TRUE(cache.marks().empty());
}

TEST(ForbiddenMarks, Report) {
    EXPECT_EQ(forbidden_report({}, 15), "-");
    EXPECT_EQ(
        forbidden_report({{mv("h8"), Forbidden::DoubleThree}, {mv("f8"), Forbidden::Overline}}, 15),
        "h8:double-three f8:overline");
}

TEST(ForbiddenMarks, AGameLostByAForbiddenMoveSaysWhy) {
    // A loaded renju game in which Black played the double three at h8.
    Session s;
    std::vector<Move> line = moves(kDoubleThree);
    line.push_back(mv("h8"));
    ASSERT_TRUE(s.replace(BoardConfig::gomoku(15, Rule::Renju), line));
    EXPECT_EQ(s.result(), GameResult::WhiteWins);
    EXPECT_EQ(result_text(s), "White wins: move 9 (h8): Black's double three is forbidden");
    EXPECT_TRUE(forbidden_marks(s.game()).empty());  // the game is over
    // One step back, the game goes on and h8 is marked.
    ASSERT_TRUE(s.step_to(8));
    EXPECT_EQ(s.result(), GameResult::Ongoing);
    EXPECT_TRUE(has(forbidden_marks(s.game()), "h8", Forbidden::DoubleThree));
}
