#include "session.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {

using wuzi::test::mv;

void play_all(Session& s, std::initializer_list<const char*> moves) {
    for (const char* m : moves) ASSERT_EQ(s.play(mv(m, s.config().size)), PlayError::None) << m;
}

}  // namespace

TEST(Session, StartsWithHumanBlackAgainstAi) {
    Session s;
    EXPECT_EQ(s.player(Black), PlayerKind::Human);
    EXPECT_EQ(s.player(White), PlayerKind::Ai);
    EXPECT_TRUE(s.human_to_move());
    EXPECT_FALSE(s.ai_to_move());
    EXPECT_FALSE(s.can_undo());
}

TEST(Session, TurnAlternatesBetweenHumanAndAi) {
    Session s;
    play_all(s, {"h8"});
    EXPECT_TRUE(s.ai_to_move());
    EXPECT_FALSE(s.human_to_move());
    play_all(s, {"i9"});
    EXPECT_TRUE(s.human_to_move());
}

TEST(Session, RefusedMoveChangesNothing) {
    Session s;
    play_all(s, {"h8"});
    const uint64_t v = s.version();
    EXPECT_EQ(s.play(mv("h8")), PlayError::Occupied);
    EXPECT_EQ(s.version(), v);
    EXPECT_EQ(s.moves().size(), 1u);
}

TEST(Session, UndoGoesBackToTheHumansLastMove) {
    Session s;  // human black, AI white
    play_all(s, {"h8", "i9", "h9", "h10"});
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.moves().size(), 2u);  // the AI's h10 and the human's h9 are gone
    EXPECT_TRUE(s.human_to_move());
    EXPECT_EQ(s.line().size(), 4u);  // both stay in the line, to redo
    EXPECT_FALSE(s.at_end());
    EXPECT_FALSE(s.ai_to_move());  // the AI waits at an earlier point
}

TEST(Session, UndoWhileTheAiThinksTakesBackOnlyTheHumansMove) {
    Session s;
    play_all(s, {"h8", "i9", "h9"});
    ASSERT_TRUE(s.ai_to_move());
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.moves().size(), 2u);
    EXPECT_TRUE(s.human_to_move());
}

TEST(Session, UndoWithAiPlayingBlackAndNoHumanMoveDoesNothing) {
    Session s;
    s.set_player(Black, PlayerKind::Ai);
    s.set_player(White, PlayerKind::Human);
    play_all(s, {"h8"});
    EXPECT_FALSE(s.can_undo());
    EXPECT_FALSE(s.undo());
    play_all(s, {"i9", "h9"});
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.moves().size(), 1u);
    EXPECT_TRUE(s.human_to_move());
}

TEST(Session, RedoReplaysUntilTheHumanMovesAgain) {
    Session s;
    play_all(s, {"h8", "i9", "h9", "h10"});
    ASSERT_TRUE(s.undo());
    ASSERT_TRUE(s.redo());
    EXPECT_EQ(s.moves().size(), 4u);
    EXPECT_TRUE(s.human_to_move());
    EXPECT_FALSE(s.can_redo());
}

TEST(Session, TheLinesOwnMoveStepsOnAnotherStartsANewLine) {
    Session s;
    play_all(s, {"h8", "i9", "h9", "h10"});
    ASSERT_TRUE(s.undo());
    play_all(s, {"h9"});  // same as the undone move: the AI's reply stays redoable
    EXPECT_EQ(s.line().size(), 4u);
    EXPECT_EQ(s.cursor(), 3);
    ASSERT_TRUE(s.undo());
    play_all(s, {"a1"});
    EXPECT_EQ(s.line().size(), 3u);
    EXPECT_TRUE(s.at_end());
    EXPECT_TRUE(s.ai_to_move());
}

TEST(Session, UndoOfANewLineBringsTheOldLineBack) {
    Session s;
    s.set_player(White, PlayerKind::Human);
    play_all(s, {"h8", "i9", "h9", "h10", "h11"});
    ASSERT_TRUE(s.step_to(2));
    play_all(s, {"a1"});  // a new line from move 3
    EXPECT_EQ(s.line(), (std::vector<Move>{mv("h8"), mv("i9"), mv("a1")}));
    ASSERT_TRUE(s.undo());  // back over a1: the old line returns
    EXPECT_EQ(s.cursor(), 2);
    EXPECT_EQ(s.line().size(), 5u);
    EXPECT_EQ(s.line()[2], mv("h9"));
    ASSERT_TRUE(s.redo());
    EXPECT_EQ(s.moves().back(), mv("h9"));
}

TEST(Session, SteppingKeepsTheLine) {
    Session s;
    s.set_player(White, PlayerKind::Human);
    play_all(s, {"h8", "i9", "h9"});
    const uint64_t v = s.version();
    EXPECT_TRUE(s.step_to(1));
    EXPECT_GT(s.version(), v);
    EXPECT_EQ(s.moves().size(), 1u);
    EXPECT_EQ(s.side_to_move(), White);
    EXPECT_FALSE(s.step_to(1));
    EXPECT_TRUE(s.step_to(99));  // clamped to the end
    EXPECT_TRUE(s.at_end());
    EXPECT_EQ(s.moves().size(), 3u);
    EXPECT_TRUE(s.step_to(-5));
    EXPECT_EQ(s.cursor(), 0);
}

TEST(Session, AnEarlierPositionWithTheAiToMoveWaitsUntilContinued) {
    Session s;  // human black, AI white
    play_all(s, {"h8", "i9", "h9", "h10"});
    ASSERT_TRUE(s.step_to(1));
    EXPECT_TRUE(s.ai_waits());
    EXPECT_FALSE(s.ai_to_move());
    EXPECT_FALSE(s.human_to_move());
    ASSERT_TRUE(s.continue_here());
    EXPECT_TRUE(s.ai_to_move());
    EXPECT_EQ(s.line().size(), 1u);
    ASSERT_TRUE(s.undo());  // the undo of continue_here restores the line
    EXPECT_EQ(s.line().size(), 4u);
}

TEST(Session, NewGameAndReplaceAreUndoable) {
    Session s;
    play_all(s, {"h8", "i9"});
    s.new_game(BoardConfig::tictactoe());
    EXPECT_TRUE(s.moves().empty());
    EXPECT_TRUE(s.can_undo());
    EXPECT_TRUE(s.can_restore());
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.config(), BoardConfig::gomoku(15));
    EXPECT_EQ(s.moves().size(), 2u);
    ASSERT_TRUE(s.replace(BoardConfig::gomoku(9), {mv("e5", 9)}));
    ASSERT_TRUE(s.undo());  // the human's move e5 (black) first
    EXPECT_EQ(s.cursor(), 0);
    EXPECT_EQ(s.config().size, 9);
    ASSERT_TRUE(s.undo());  // then the game before the load
    EXPECT_EQ(s.config().size, 15);
    EXPECT_EQ(s.moves().size(), 2u);
}

TEST(Session, AnEmptyNewGameOfTheSameKindIsNotSaved) {
    Session s;
    s.new_game();
    EXPECT_FALSE(s.can_undo());
}

TEST(Session, LossOnTime) {
    Session s;
    s.set_player(White, PlayerKind::Human);
    play_all(s, {"h8"});
    ASSERT_TRUE(s.flag(White));
    EXPECT_EQ(s.result(), GameResult::BlackWins);
    EXPECT_EQ(result_text(s), "Black wins on time");
    EXPECT_FALSE(s.human_to_move());
    ASSERT_TRUE(s.step_to(0));  // an earlier position has no ending
    EXPECT_EQ(s.result(), GameResult::Ongoing);
    ASSERT_TRUE(s.step_to(1));
    EXPECT_TRUE(s.over());
    ASSERT_TRUE(s.undo());  // the flag goes first
    EXPECT_FALSE(s.over());
}

TEST(Session, AnalysisPlaysBothColoursAndTheAiNeverMoves) {
    Session s;  // human black, AI white
    s.set_mode(Mode::Analysis);
    play_all(s, {"h8"});
    EXPECT_TRUE(s.human_to_move());
    EXPECT_FALSE(s.ai_to_move());
    play_all(s, {"i9"});
    ASSERT_TRUE(s.undo());  // one move at a time
    EXPECT_EQ(s.moves().size(), 1u);
}

TEST(Session, AnalysisPlacesStonesOfEitherColour) {
    Session s;
    s.set_mode(Mode::Analysis);
    play_all(s, {"h8"});
    // Two more white stones while White is to move, then a black one.
    ASSERT_EQ(s.place(mv("i9"), White), PlayError::None);
    EXPECT_EQ(s.side_to_move(), Black);
    ASSERT_EQ(s.place(mv("j10"), White), PlayError::None);
    EXPECT_EQ(s.side_to_move(), Black) << "placing the other colour keeps the side to move";
    ASSERT_EQ(s.place(mv("g7"), Black), PlayError::None);
    EXPECT_EQ(s.game().board().at(mv("j10")), White);
    EXPECT_EQ(s.game().board().at(mv("g7")), Black);
    EXPECT_EQ(s.line(), (std::vector<Move>{mv("h8"), mv("i9"), kPass, mv("j10"), mv("g7")}));
    // A refused stone changes nothing: no pass is left behind.
    EXPECT_EQ(s.place(mv("h8"), Black), PlayError::Occupied);
    EXPECT_EQ(s.place(make_move(20, 3), Black), PlayError::OffBoard);
    EXPECT_EQ(s.line().size(), 5u);
    // Undo takes a placed stone back with its pass; redo puts both back.
    ASSERT_TRUE(s.undo());
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.moves(), (std::vector<Move>{mv("h8"), mv("i9")}));
    ASSERT_TRUE(s.redo());
    EXPECT_EQ(s.cursor(), 4);
    EXPECT_EQ(s.game().board().at(mv("j10")), White);
}

TEST(Session, HumanVersusHumanUndoesOneMove) {
    Session s;
    s.set_player(White, PlayerKind::Human);
    play_all(s, {"h8", "i9"});
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.moves().size(), 1u);
}

TEST(Session, AiVersusAiUndoPausesTheAi) {
    Session s;
    s.set_player(Black, PlayerKind::Ai);
    play_all(s, {"h8", "i9"});
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.moves().size(), 1u);
    EXPECT_TRUE(s.paused());
    EXPECT_FALSE(s.ai_to_move());
    s.set_paused(false);
    EXPECT_FALSE(s.ai_to_move());  // an earlier move is shown: the AI waits
    ASSERT_TRUE(s.continue_here());
    EXPECT_TRUE(s.ai_to_move());
}

TEST(Session, FiveInARowEndsTheGame) {
    Session s;
    s.set_player(White, PlayerKind::Human);
    play_all(s, {"a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"});
    EXPECT_EQ(s.result(), GameResult::BlackWins);
    EXPECT_FALSE(s.human_to_move());
    EXPECT_EQ(s.play(mv("h8")), PlayError::GameOver);
    EXPECT_EQ(s.game().winning_line().size(), 5u);
    EXPECT_EQ(result_text(s), "Black wins: five in a row");
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.result(), GameResult::Ongoing);
}

TEST(Session, ResignationByTheHuman) {
    Session s;
    play_all(s, {"h8", "i9"});
    ASSERT_TRUE(s.resign());
    EXPECT_EQ(s.result(), GameResult::WhiteWins);
    EXPECT_EQ(s.resigned(), Black);
    EXPECT_EQ(result_text(s), "White wins: Black resigned");
    EXPECT_FALSE(s.can_resign());
    ASSERT_TRUE(s.undo());  // takes the resignation back
    EXPECT_EQ(s.result(), GameResult::Ongoing);
    EXPECT_EQ(s.moves().size(), 2u);
}

TEST(Session, HumanCanResignWhileTheAiThinks) {
    Session s;
    play_all(s, {"h8"});
    ASSERT_TRUE(s.resign());
    EXPECT_EQ(s.resigned(), Black);
}

TEST(Session, NoResignationWithoutAHuman) {
    Session s;
    s.set_player(Black, PlayerKind::Ai);
    EXPECT_FALSE(s.resign());
}

TEST(Session, SwapSidesExchangesPlayersAndBumpsTheVersion) {
    Session s;
    const uint64_t v = s.version();
    s.swap_sides();
    EXPECT_EQ(s.player(Black), PlayerKind::Ai);
    EXPECT_EQ(s.player(White), PlayerKind::Human);
    EXPECT_GT(s.version(), v);
    EXPECT_TRUE(s.ai_to_move());
}

TEST(Session, TicTacToeDrawOnAFullBoard) {
    Session s(BoardConfig::tictactoe());
    s.set_player(White, PlayerKind::Human);
    play_all(s, {"b2", "a1", "a3", "c1", "b1", "b3", "a2", "c2", "c3"});
    EXPECT_EQ(s.result(), GameResult::Draw);
    EXPECT_EQ(result_text(s), "Draw: the board is full");
    EXPECT_TRUE(s.game().winning_line().empty());
}

TEST(Session, NewGameKeepsPlayersAndClearsEverythingElse) {
    Session s;
    play_all(s, {"h8", "i9"});
    ASSERT_TRUE(s.resign());
    s.new_game(BoardConfig::tictactoe());
    EXPECT_TRUE(s.moves().empty());
    EXPECT_EQ(s.result(), GameResult::Ongoing);
    EXPECT_TRUE(s.config().is_tictactoe());
    EXPECT_EQ(s.player(White), PlayerKind::Ai);
}

TEST(Session, ReplaceRefusesIllegalRecordsAndKeepsTheGame) {
    Session s;
    play_all(s, {"h8"});
    EXPECT_FALSE(s.replace(BoardConfig::gomoku(15), {mv("a1"), mv("a1")}));
    EXPECT_EQ(s.moves().size(), 1u);
    EXPECT_FALSE(s.replace(BoardConfig{7, 4, Rule::Freestyle}, {}));
    EXPECT_TRUE(s.replace(BoardConfig::gomoku(9), {mv("e5", 9), mv("d4", 9)}));
    EXPECT_EQ(s.config().size, 9);
    EXPECT_EQ(s.moves().size(), 2u);
}

// A set-up position (the editor's, a file's AB/AW): the cursor never goes
// below it, undo takes it back as a whole to the game it replaced.
TEST(Session, SetupPositionStandsTogetherAndUndoesAsAWhole) {
    Session s;
    s.set_player(White, PlayerKind::Human);
    play_all(s, {"a1", "a2"});
    const std::vector<Move> setup = setup_moves(std::vector<Move>{mv("h8"), mv("i9"), mv("j10")},
                                                std::vector<Move>{mv("h9")}, White);
    ASSERT_TRUE(s.replace(s.config(), setup, std::nullopt, int(setup.size())));
    EXPECT_EQ(s.setup(), int(setup.size()));
    EXPECT_EQ(s.side_to_move(), White);
    EXPECT_FALSE(s.step_to(0));  // nothing below the set-up position
    EXPECT_EQ(s.cursor(), int(setup.size()));
    play_all(s, {"k11", "g7"});  // White blocks, Black plays on
    EXPECT_TRUE(s.step_to(0));
    EXPECT_EQ(s.cursor(), int(setup.size()));
    ASSERT_TRUE(s.step_to(99));
    ASSERT_TRUE(s.undo());
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.cursor(), int(setup.size()));
    ASSERT_TRUE(s.can_undo());
    ASSERT_TRUE(s.undo());  // the game before the set-up comes back
    EXPECT_EQ(s.setup(), 0);
    EXPECT_EQ(s.line(), (std::vector<Move>{mv("a1"), mv("a2")}));
    ASSERT_TRUE(s.undo());
    ASSERT_TRUE(s.undo());
    EXPECT_TRUE(s.moves().empty());
}

TEST(Session, RenjuSetupWithAForbiddenShapeIsNoFoul) {
    // j8 would be Black's double three if played last; as set-up stones the
    // position is simply Black's and White's stones, and the game goes on.
    Session s(BoardConfig::gomoku(15, Rule::Renju));
    s.set_player(White, PlayerKind::Human);
    const std::vector<Move> black{mv("h8"), mv("i8"), mv("j9"), mv("j10"), mv("j8")};
    const std::vector<Move> white{mv("a1"), mv("a3"), mv("a5"), mv("a7")};
    const std::vector<Move> setup = setup_moves(black, white, White);
    ASSERT_TRUE(s.replace(s.config(), setup, std::nullopt, int(setup.size())));
    EXPECT_FALSE(s.over());
    EXPECT_FALSE(s.game().foul());
    EXPECT_EQ(s.side_to_move(), White);
    ASSERT_EQ(s.play(mv("o15")), PlayError::None);
    ASSERT_TRUE(s.undo());
    EXPECT_FALSE(s.over());
    // A set-up position that is already won is refused.
    const std::vector<Move> five =
        setup_moves(std::vector<Move>{mv("a1"), mv("b1"), mv("c1"), mv("d1"), mv("e1")},
                    std::vector<Move>{}, White);
    EXPECT_FALSE(s.replace(s.config(), five, std::nullopt, int(five.size())));
    EXPECT_EQ(s.moves(), setup);
}
