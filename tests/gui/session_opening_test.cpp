// The window's session under the opening rules (swap, swap2): who places,
// who chooses, the seats a choice exchanges, undo and redo over choices, a
// new game, a loaded game; then the AI's choice through the search driver,
// and the opening's words.
#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include <chrono>
#include <thread>

#include "../test_util.h"
#include "opening_text.h"
#include "search_driver.h"
#include "session.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {

using wuzi::test::mv;

void place_stones(Session& s, std::initializer_list<const char*> moves) {
    for (const char* m : moves) ASSERT_EQ(s.play(mv(m)), PlayError::None) << m;
}

// A swap2 game: Black's seat (the first player) and White's seat as given.
Session swap2_session(PlayerKind first, PlayerKind second, OpeningRule rule = OpeningRule::Swap2) {
    Session s;
    s.set_player(Black, first);
    s.set_player(White, second);
    s.set_opening_rule(rule);
    return s;
}

}  // namespace

TEST(SessionOpening, TheFirstPlayerPlacesAllThreeStonesThenTheSecondChooses) {
    Session s = swap2_session(PlayerKind::Human, PlayerKind::Ai);
    EXPECT_EQ(s.opening_step(), OpeningStep::FirstPlaces);
    place_stones(s, {"h8"});
    // The white stone is the first player's too: the AI does not move.
    EXPECT_EQ(s.acting(), Black);
    EXPECT_TRUE(s.human_to_move());
    EXPECT_FALSE(s.ai_to_move());
    EXPECT_FALSE(s.opening_machine_to_move());
    place_stones(s, {"i9", "h9"});
    EXPECT_EQ(s.opening_step(), OpeningStep::SecondChooses);
    EXPECT_EQ(s.acting(), White);
    EXPECT_TRUE(s.opening_machine_to_move());
    EXPECT_FALSE(s.ai_to_move());
    EXPECT_FALSE(s.human_to_move());
}

TEST(SessionOpening, TakingBlackExchangesTheSeats) {
    Session s = swap2_session(PlayerKind::Human, PlayerKind::Ai);
    place_stones(s, {"h8", "i9", "h9"});
    ASSERT_TRUE(s.choose(SwapChoice::TakeBlack));
    EXPECT_EQ(s.opening_step(), OpeningStep::Settled);
    EXPECT_EQ(s.player(Black), PlayerKind::Ai);
    EXPECT_EQ(s.player(White), PlayerKind::Human);
    EXPECT_TRUE(s.human_to_move());  // White, the first player, moves
    EXPECT_EQ(s.seat(Black), White);
    place_stones(s, {"h10"});
    EXPECT_TRUE(s.ai_to_move());
    // A side button names the colour as it is now played.
    s.set_player(Black, PlayerKind::Human);
    EXPECT_EQ(s.player(Black), PlayerKind::Human);
    EXPECT_EQ(s.player(White), PlayerKind::Human);
    EXPECT_FALSE(s.ai_to_move());
}

TEST(SessionOpening, PlaceTwoThenTheFirstPlayerChoosesWhiteAndMoves) {
    Session s = swap2_session(PlayerKind::Ai, PlayerKind::Human);
    place_stones(s, {"h8", "i9", "h9"});
    ASSERT_TRUE(s.choose(SwapChoice::PlaceTwo));
    EXPECT_EQ(s.opening_step(), OpeningStep::SecondPlaces);
    EXPECT_TRUE(s.human_to_move());
    place_stones(s, {"h10"});
    EXPECT_TRUE(s.human_to_move());  // the black stone 5 is the second player's too
    place_stones(s, {"j10"});
    EXPECT_EQ(s.opening_step(), OpeningStep::FirstChooses);
    EXPECT_TRUE(s.opening_machine_to_move());
    EXPECT_FALSE(s.choose(SwapChoice::PlaceTwo));
    ASSERT_TRUE(s.choose(SwapChoice::TakeWhite));
    EXPECT_EQ(s.player(White), PlayerKind::Ai);
    EXPECT_EQ(s.player(Black), PlayerKind::Human);
    EXPECT_TRUE(s.ai_to_move());
}

TEST(SessionOpening, Swap1RefusesPlaceTwoAndChangesNothing) {
    Session s = swap2_session(PlayerKind::Ai, PlayerKind::Human, OpeningRule::Swap);
    place_stones(s, {"h8", "i9", "h9"});
    const uint64_t version = s.version();
    EXPECT_FALSE(s.choose(SwapChoice::PlaceTwo));
    EXPECT_EQ(s.version(), version);
    EXPECT_EQ(s.opening_step(), OpeningStep::SecondChooses);
}

TEST(SessionOpening, UndoTakesBackTheAisChoiceWithTheHumansLastStone) {
    Session s = swap2_session(PlayerKind::Human, PlayerKind::Ai);
    place_stones(s, {"h8", "i9", "h9"});
    ASSERT_TRUE(s.choose(SwapChoice::TakeBlack));
    ASSERT_TRUE(s.undo());
    EXPECT_EQ(s.cursor(), 2);
    EXPECT_EQ(s.player(Black), PlayerKind::Human);
    EXPECT_EQ(s.opening_step(), OpeningStep::FirstPlaces);
    EXPECT_TRUE(s.human_to_move());
}

TEST(SessionOpening, UndoAndRedoAHumansChoice) {
    Session s = swap2_session(PlayerKind::Ai, PlayerKind::Human);
    place_stones(s, {"h8", "i9", "h9"});
    ASSERT_TRUE(s.choose(SwapChoice::TakeBlack));
    EXPECT_EQ(s.player(Black), PlayerKind::Human);
    ASSERT_TRUE(s.undo());  // the choice only: the stones were the AI's
    EXPECT_EQ(s.cursor(), 3);
    EXPECT_EQ(s.opening_step(), OpeningStep::SecondChooses);
    EXPECT_EQ(s.player(White), PlayerKind::Human);
    ASSERT_TRUE(s.can_redo());
    ASSERT_TRUE(s.redo());
    EXPECT_EQ(s.opening_step(), OpeningStep::Settled);
    EXPECT_EQ(s.player(Black), PlayerKind::Human);
}

TEST(SessionOpening, ANewLineFromBeforeAChoiceForgetsIt) {
    Session s = swap2_session(PlayerKind::Human, PlayerKind::Human);
    place_stones(s, {"h8", "i9", "h9"});
    ASSERT_TRUE(s.choose(SwapChoice::TakeWhite));
    place_stones(s, {"h10", "h7"});
    ASSERT_TRUE(s.step_to(2));
    place_stones(s, {"g8"});
    EXPECT_EQ(s.opening_step(), OpeningStep::SecondChooses);
    ASSERT_TRUE(s.undo());  // the old line comes back, with its choice
    EXPECT_EQ(s.line().size(), 5u);
    ASSERT_TRUE(s.step_to(5));
    EXPECT_EQ(s.opening_step(), OpeningStep::Settled);
}

TEST(SessionOpening, ANewGameRestartsTheOpeningWithTheFirstSeats) {
    Session s = swap2_session(PlayerKind::Human, PlayerKind::Ai);
    place_stones(s, {"h8", "i9", "h9"});
    ASSERT_TRUE(s.choose(SwapChoice::TakeBlack));
    s.new_game();
    EXPECT_EQ(s.opening_step(), OpeningStep::FirstPlaces);
    EXPECT_EQ(s.player(Black), PlayerKind::Human);
    ASSERT_TRUE(s.undo());  // the old game, its choice included
    EXPECT_EQ(s.player(Black), PlayerKind::Ai);
}

TEST(SessionOpening, ALoadedGameAndAnalysisHaveNoOpening) {
    Session s = swap2_session(PlayerKind::Human, PlayerKind::Ai);
    ASSERT_TRUE(s.replace(s.config(), {mv("h8"), mv("i9"), mv("h9")}));
    EXPECT_EQ(s.opening_step(), OpeningStep::Settled);
    EXPECT_TRUE(s.ai_to_move());
    s.new_game();
    EXPECT_EQ(s.opening_step(), OpeningStep::FirstPlaces);
    s.set_mode(Mode::Analysis);
    EXPECT_EQ(s.opening_step(), OpeningStep::Settled);
}

TEST(SessionOpening, TheAiAsSecondPlayerTakesBlackAgainstAStrongBlackOpening) {
    Session s = swap2_session(PlayerKind::Human, PlayerKind::Ai);
    place_stones(s, {"h8", "a1", "h9"});
    Settings settings;
    settings.depth = 4;
    settings.time_ms = 2000;
    settings.threads = 1;
    SearchDriver driver(0);
    std::optional<SwapDecision> decided;
    for (int i = 0; i < 5000 && !decided; ++i) {
        decided = driver.update(s, settings, i).opening;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->action, SwapDecision::Action::TakeBlack);
    EXPECT_EQ(s.player(Black), PlayerKind::Ai);
    EXPECT_TRUE(s.human_to_move());  // White, the first player, moves next
    EXPECT_EQ(s.cursor(), 3);
}

TEST(SessionOpening, TheAiAsFirstPlayerPlacesThreeStonesAndTheHumanChooses) {
    Session s = swap2_session(PlayerKind::Ai, PlayerKind::Human);
    Settings settings;
    settings.depth = 2;
    settings.time_ms = 1000;
    settings.threads = 1;
    SearchDriver driver(0);
    std::optional<SwapDecision> decided;
    for (int i = 0; i < 5000 && !decided; ++i) {
        decided = driver.update(s, settings, i).opening;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    ASSERT_TRUE(decided);
    EXPECT_EQ(decided->action, SwapDecision::Action::Propose);
    EXPECT_EQ(s.cursor(), 3);
    EXPECT_EQ(s.opening_step(), OpeningStep::SecondChooses);
    EXPECT_TRUE(s.human_to_move());
    EXPECT_FALSE(driver.update(s, settings, 6000).started);  // the AI waits for the choice
}

TEST(OpeningText, SaysWhoIsExpectedToDoWhat) {
    EXPECT_EQ(opening_expectation(OpeningRule::Swap2, OpeningStep::FirstPlaces, 1, "Black (you)"),
              "Swap2: Black (you) places stone 2 of 3 (white).");
    EXPECT_EQ(opening_expectation(OpeningRule::Swap2, OpeningStep::SecondChooses, 3, "White (AI)"),
              "Swap2: White (AI) chooses: Take Black, Take White or Place two more.");
    EXPECT_EQ(opening_expectation(OpeningRule::Swap, OpeningStep::SecondChooses, 3, "White (you)"),
              "Swap: White (you) chooses: Take Black or Take White.");
    EXPECT_EQ(opening_expectation(OpeningRule::Swap2, OpeningStep::Settled, 6, "x"), "");
    EXPECT_TRUE(opening_refusal(OpeningRule::Swap2, OpeningStep::FirstChooses));
    EXPECT_FALSE(opening_refusal(OpeningRule::Swap2, OpeningStep::SecondPlaces));
}

TEST(OpeningText, ADecisionNamesTheScoresItRestsOn) {
    SwapDecision d;
    d.action = SwapDecision::Action::TakeBlack;
    d.score = d.three_score = -125;
    EXPECT_EQ(decision_text(d, 3, "White (AI)"),
              "White (AI) took Black: after three stones White to move scores -1.25.");
    d.action = SwapDecision::Action::PlaceTwo;
    d.three_score = 15;
    d.score = 6;
    EXPECT_EQ(decision_text(d, 3, "White (AI)"),
              "White (AI) placed two more stones: after three stones White to move scores +0.15, "
              "too close to call; after five +0.06.");
}
