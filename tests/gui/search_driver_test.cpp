// The search driver with the real engine: tic-tac-toe and small gomoku
// positions keep these fast.
#include "search_driver.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include <chrono>
#include <thread>

using namespace wuzi;
using namespace wuzi::game;

namespace {

using Clock = std::chrono::steady_clock;

int64_t ms_since(Clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
}

// run_until: update every 2 ms until `done(events)` or `limit_ms` pass; the
// events that satisfied `done` (or the last ones).
template <class Done>
SearchDriver::Events run_until(SearchDriver& d, Session& s, const Settings& settings, Done done,
                               int64_t limit_ms = 5000) {
    const auto start = Clock::now();
    SearchDriver::Events e;
    while (ms_since(start) < limit_ms) {
        e = d.update(s, settings, ms_since(start));
        if (done(e)) return e;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return e;
}

Settings strong(GameKind kind = GameKind::TicTacToe) {
    Settings s;
    s.kind = kind;
    s.apply_level(Level::Strong);
    return s;
}

}  // namespace

TEST(SearchDriver, LimitsFollowTheLevel) {
    Settings s;
    s.apply_level(Level::Beginner);
    const Limits beginner = limits_for(s, SearchPurpose::Move, 42);
    EXPECT_EQ(beginner.depth, s.depth);
    EXPECT_EQ(beginner.time_ms, s.time_ms);
    EXPECT_GT(beginner.random_margin, 0);
    EXPECT_NE(beginner.seed, 0u);
    EXPECT_EQ(limits_for(s, SearchPurpose::Hint, 42).random_margin, 0);
    s.apply_level(Level::Strong);
    EXPECT_EQ(limits_for(s, SearchPurpose::Move, 42).random_margin, 0);
}

TEST(SearchDriver, TheAiAnswersTheCentreWithACorner) {
    Session session(BoardConfig::tictactoe());
    SearchDriver driver(0);
    const Settings settings = strong();
    ASSERT_EQ(session.play(*parse_move("b2", 3)), PlayError::None);
    const auto e =
        run_until(driver, session, settings, [](auto& e) { return e.ai_move.has_value(); });
    ASSERT_TRUE(e.ai_move);
    EXPECT_EQ(e.ai_side, White);
    const std::string reply = move_to_text(*e.ai_move, 3);
    EXPECT_TRUE(reply == "a1" || reply == "a3" || reply == "c1" || reply == "c3") << reply;
    EXPECT_EQ(session.moves().size(), 2u);
    ASSERT_TRUE(e.eval);
    EXPECT_EQ(e.eval_ply, 1);
    EXPECT_FALSE(driver.thinking().active);
    EXPECT_GT(driver.thinking().depth, 0);
}

TEST(SearchDriver, FastMovesAreHeldForTheMinimumThinkingTime) {
    Session session(BoardConfig::tictactoe());
    SearchDriver driver(300);
    ASSERT_EQ(session.play(*parse_move("b2", 3)), PlayError::None);
    const auto start = Clock::now();
    run_until(driver, session, strong(), [](auto& e) { return e.ai_move.has_value(); });
    EXPECT_GE(ms_since(start), 290);
    EXPECT_EQ(session.moves().size(), 2u);
}

TEST(SearchDriver, HintIsForTheCurrentPositionOnly) {
    Session session(BoardConfig::tictactoe());
    session.set_player(White, PlayerKind::Human);
    SearchDriver driver(0);
    ASSERT_EQ(session.play(*parse_move("a1", 3)), PlayError::None);
    driver.request_hint(session);
    EXPECT_TRUE(driver.hint_pending());
    const auto e = run_until(driver, session, strong(), [](auto& e) { return e.hint.has_value(); });
    ASSERT_TRUE(e.hint);
    EXPECT_EQ(move_to_text(*e.hint, 3), "b2");  // the only move that does not lose
    EXPECT_EQ(driver.hint(session), e.hint);
    EXPECT_EQ(session.moves().size(), 1u);  // a hint plays nothing
    ASSERT_EQ(session.play(*e.hint), PlayError::None);
    EXPECT_FALSE(driver.hint(session));
}

TEST(SearchDriver, UndoDuringTheSearchCancelsItAndNoMoveArrives) {
    Session session(BoardConfig::gomoku(15));
    Settings settings = strong(GameKind::Gomoku);
    settings.depth = kMaxDepth;
    settings.time_ms = kMaxTimeMs;
    SearchDriver driver(0);
    ASSERT_EQ(session.play(*parse_move("h8", 15)), PlayError::None);
    auto e = driver.update(session, settings, 0);
    ASSERT_EQ(e.started, SearchPurpose::Move);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    ASSERT_TRUE(session.undo());
    const auto start = Clock::now();
    e = run_until(
        driver, session, settings, [](auto& e) { return e.ai_move.has_value(); }, 400);
    EXPECT_FALSE(e.ai_move);
    EXPECT_TRUE(session.moves().empty());
    EXPECT_FALSE(driver.thinking().active);
    // A new search starts at once: the old one stopped promptly.
    ASSERT_EQ(session.play(*parse_move("h8", 15)), PlayError::None);
    const auto restart = Clock::now();
    e = driver.update(session, settings, ms_since(start));
    EXPECT_EQ(e.started, SearchPurpose::Move);
    EXPECT_LT(ms_since(restart), 500);
    driver.cancel();
}

TEST(SearchDriver, PausedAiDoesNotSearch) {
    Session session(BoardConfig::tictactoe());
    session.set_player(Black, PlayerKind::Ai);
    session.set_paused(true);
    SearchDriver driver(0);
    const auto e = driver.update(session, strong(), 0);
    EXPECT_FALSE(e.started);
    session.set_paused(false);
    EXPECT_EQ(driver.update(session, strong(), 0).started, SearchPurpose::Move);
}

TEST(SearchDriver, AiVersusAiFinishesATicTacToeGameDrawn) {
    Session session(BoardConfig::tictactoe());
    session.set_player(Black, PlayerKind::Ai);
    SearchDriver driver(0);
    run_until(
        driver, session, strong(), [&](auto&) { return session.over(); }, 10000);
    EXPECT_EQ(session.result(), GameResult::Draw);
}
