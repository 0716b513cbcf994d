// The search driver with the real engine: tic-tac-toe and small gomoku
// positions keep these fast.
#include "search_driver.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include <chrono>
#include <cstdio>
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
    // The evaluation before the move, and after it (a draw either way).
    ASSERT_EQ(e.evals.size(), 2u);
    EXPECT_EQ(e.evals[0].first, 1);
    EXPECT_EQ(e.evals[1].first, 2);
    EXPECT_FALSE(driver.thinking().active);
    EXPECT_GT(driver.thinking().depth, 0);
    // The view still belongs to the position it was played into.
    EXPECT_TRUE(driver.current_for(session));
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

TEST(SearchDriver, PonderingThinksUnseenOnTheHumansTimeAndYieldsToTheAiMove) {
    Session session(BoardConfig::gomoku(15));
    Settings settings = strong(GameKind::Gomoku);
    settings.time_ms = kMinTimeMs;
    SearchDriver driver(0);
    // Off (the default): nothing runs while the human is to move.
    EXPECT_FALSE(settings.ponder);
    EXPECT_FALSE(driver.update(session, settings, 0).started);
    EXPECT_FALSE(driver.searching());
    // On: the AI searches the human's position, without showing it.
    settings.ponder = true;
    auto e = driver.update(session, settings, 0);
    ASSERT_EQ(e.started, SearchPurpose::Ponder);
    e = run_until(
        driver, session, settings, [](auto&) { return false; }, 150);
    EXPECT_TRUE(driver.searching());
    EXPECT_FALSE(e.ai_move);
    EXPECT_TRUE(e.evals.empty());
    EXPECT_FALSE(driver.thinking().active);
    EXPECT_EQ(driver.thinking().depth, 0);
    // The human's move replaces it with the AI's search, which plays.
    ASSERT_EQ(session.play(*parse_move("h8", 15)), PlayError::None);
    EXPECT_EQ(driver.update(session, settings, 0).started, SearchPurpose::Move);
    e = run_until(driver, session, settings, [](auto& e) { return e.ai_move.has_value(); });
    ASSERT_TRUE(e.ai_move);
    // Then, in the same update, it ponders the human's new position.
    EXPECT_EQ(e.started, SearchPurpose::Ponder);
    EXPECT_TRUE(driver.searching());
    // Not while paused, nor away from the latest move, nor in analysis.
    session.set_paused(true);
    EXPECT_FALSE(driver.update(session, settings, 0).started);
    EXPECT_FALSE(driver.searching());
    session.set_paused(false);
    ASSERT_TRUE(session.step_to(1));
    EXPECT_FALSE(driver.update(session, settings, 0).started);
    EXPECT_FALSE(driver.searching());
    driver.cancel();
}

TEST(SearchDriver, AiVersusAiFinishesATicTacToeGameDrawn) {
    Session session(BoardConfig::tictactoe());
    session.set_player(Black, PlayerKind::Ai);
    SearchDriver driver(0);
    run_until(
        driver, session, strong(), [&](auto&) { return session.over(); }, 10000);
    EXPECT_EQ(session.result(), GameResult::Draw);
}

TEST(SearchDriver, CancelForgetsWhatTheLastSearchShowed) {
    Session session(BoardConfig::tictactoe());
    SearchDriver driver(0);
    ASSERT_EQ(session.play(*parse_move("b2", 3)), PlayError::None);
    run_until(driver, session, strong(), [](auto& e) { return e.ai_move.has_value(); });
    ASSERT_FALSE(driver.thinking().pv.empty());
    driver.cancel();
    EXPECT_TRUE(driver.thinking().pv.empty());
    EXPECT_EQ(driver.thinking().depth, 0);
    session.new_game(BoardConfig::gomoku(15));
    EXPECT_FALSE(driver.current_for(session));
}

TEST(SearchDriver, AnalysisShowsTheBestMovesAndNeverPlays) {
    Session session(BoardConfig::gomoku(15));
    session.set_mode(Mode::Analysis);
    for (const char* m : {"h8", "i9", "h9"})
        ASSERT_EQ(session.play(*parse_move(m, 15)), PlayError::None);
    Settings settings = strong(GameKind::Gomoku);
    settings.analysis_lines = 3;
    SearchDriver driver(0);
    run_until(
        driver, session, settings, [&](auto&) { return driver.thinking().depth >= 3; }, 10000);
    const ThinkingView& th = driver.thinking();
    EXPECT_TRUE(th.active);  // no time limit: it goes on
    EXPECT_EQ(th.purpose, SearchPurpose::Analysis);
    ASSERT_EQ(th.lines.size(), 3u);
    EXPECT_NE(th.lines[0].move, th.lines[1].move);
    EXPECT_EQ(session.moves().size(), 3u);
    // Stepping back restarts it for the shown position.
    ASSERT_TRUE(session.step_to(2));
    const auto e = driver.update(session, settings, 0);
    EXPECT_EQ(e.started, SearchPurpose::Analysis);
    driver.cancel();
}

TEST(SearchDriver, AReviewSearchesEveryPositionOnce) {
    Session session(BoardConfig::tictactoe());
    session.set_player(White, PlayerKind::Human);
    for (const char* m : {"b2", "a2", "a1", "c3", "c1"})  // O's a2 loses to the fork
        ASSERT_EQ(session.play(*parse_move(m, 3)), PlayError::None);
    Settings settings = strong();
    settings.review_ms = 100;
    Review review;
    review.start(session.config(), session.line(), settings.review_ms);
    SearchDriver driver(0);
    SearchDriver::Input input;
    input.review = &review;
    const auto start = Clock::now();
    int searched = 0;
    while (review.running() && ms_since(start) < 10000) {
        if (driver.update(session, settings, ms_since(start), input).reviewed) ++searched;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    EXPECT_FALSE(review.running());
    EXPECT_EQ(searched, 6);  // positions 0..5; none is over
    const auto verdict = review.move(1);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->verdict, Verdict::Blunder);  // a2 turns a draw into a loss
    EXPECT_EQ(session.moves().size(), 5u);          // a review plays nothing
}

namespace {

// A naive tic-tac-toe player: it wins when it can, blocks when `blocks`, and
// otherwise takes the first free cell of the first line still open for it.
Move naive_move(const Game& g, bool blocks) {
    static const int kLines[8][3][2] = {{{0, 0}, {1, 0}, {2, 0}}, {{0, 1}, {1, 1}, {2, 1}},
                                        {{0, 2}, {1, 2}, {2, 2}}, {{0, 0}, {0, 1}, {0, 2}},
                                        {{1, 0}, {1, 1}, {1, 2}}, {{2, 0}, {2, 1}, {2, 2}},
                                        {{0, 0}, {1, 1}, {2, 2}}, {{2, 0}, {1, 1}, {0, 2}}};
    const Board& b = g.board();
    const Color me = g.side_to_move();
    // A line holding two of `c`'s stones and a free cell: that cell.
    auto two_of = [&](Color c) -> Move {
        for (const auto& line : kLines) {
            int count = 0;
            Move free = kNoMove;
            for (const auto& p : line) {
                const Move m = make_move(p[0], p[1]);
                if (b.at(m) == c) ++count;
                if (b.at(m) == Empty) free = m;
            }
            if (count == 2 && free != kNoMove) return free;
        }
        return kNoMove;
    };
    if (Move m = two_of(me)) return m;
    if (blocks)
        if (Move m = two_of(opponent(me))) return m;
    for (const auto& line : kLines) {
        bool open = true;
        Move free = kNoMove;
        for (const auto& p : line) {
            const Move m = make_move(p[0], p[1]);
            if (b.at(m) == opponent(me)) open = false;
            if (b.at(m) == Empty && free == kNoMove) free = m;
        }
        if (open && free != kNoMove) return free;
    }
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 3; ++x)
            if (b.is_empty(make_move(x, y))) return make_move(x, y);
    return kNoMove;
}

}  // namespace

TEST(SearchDriver, BeginnerBlundersSometimesButNotAlwaysAtTicTacToe) {
    Settings settings;
    settings.kind = GameKind::TicTacToe;
    settings.apply_level(Level::Beginner);
    Engine engine;
    for (bool blocks : {false, true}) {
        int wins = 0, losses = 0, games = 0;
        for (int seed = 1; seed <= 20; ++seed)
            for (Color naive : {Black, White}) {
                Game g(BoardConfig::tictactoe());
                while (!g.over()) {
                    Move m = kNoMove;
                    if (g.side_to_move() == naive) {
                        m = naive_move(g, blocks);
                    } else {
                        ASSERT_TRUE(engine.set_position(g.config(), g.moves()));
                        m = engine
                                .search(limits_for(settings, SearchPurpose::Move,
                                                   uint64_t(seed * 7919 + g.moves().size())))
                                .best_move;
                    }
                    ASSERT_EQ(g.play(m), PlayError::None);
                }
                ++games;
                if (g.result() == GameResult::Draw) continue;
                ((g.result() == GameResult::BlackWins) == (naive == Black) ? losses : wins)++;
            }
        std::printf("Beginner against a naive player%s: %d wins, %d draws, %d losses\n",
                    blocks ? " who blocks" : "", wins, games - wins - losses, losses);
        EXPECT_GE(wins, games / 8) << "blocking naive player: " << blocks;
        EXPECT_LE(losses, games / 2) << "blocking naive player: " << blocks;
    }
}

TEST(SearchDriver, ANewLevelRestartsTheAisSearchWithItsLimits) {
    // Defect #39.6: the running search went on at the old level's depth.
    Session session(BoardConfig::gomoku(15));
    Settings settings = strong(GameKind::Gomoku);
    settings.depth = kMaxDepth;
    settings.time_ms = kMaxTimeMs;
    settings.threads = 1;
    SearchDriver driver(0);
    ASSERT_EQ(session.play(*parse_move("h8", 15)), PlayError::None);
    auto e = driver.update(session, settings, 0);
    ASSERT_EQ(e.started, SearchPurpose::Move);
    settings.apply_level(Level::Beginner);
    EXPECT_TRUE(driver.limits_changed());
    int starts = 0;
    e = run_until(
        driver, session, settings,
        [&](auto& e) {
            starts += e.started == SearchPurpose::Move;
            return e.ai_move.has_value();
        },
        30000);
    ASSERT_TRUE(e.ai_move) << "the old search (depth 40, 60 s) went on";
    EXPECT_EQ(starts, 1);  // started again once, under Beginner's limits
    EXPECT_LE(driver.thinking().depth, settings.depth);
    // Nothing to restart when no move or hint is searched.
    EXPECT_FALSE(driver.limits_changed());
}

TEST(SearchDriver, TheFirstMovesEvaluationIsNotAOnePlyGuess) {
    // Defect #39.10: Black's first move (the only move the engine considers on
    // an empty board, played after one ply) was shown as "+0.10 for White".
    Session session(BoardConfig::gomoku(15));
    session.set_player(Black, PlayerKind::Ai);
    session.set_player(White, PlayerKind::Human);
    Settings settings;
    settings.depth = kMaxDepth;
    settings.time_ms = 1500;
    settings.threads = 1;
    SearchDriver driver(0);
    const auto e = run_until(
        driver, session, settings, [](auto& e) { return e.ai_move.has_value(); }, 10000);
    ASSERT_TRUE(e.ai_move);
    for (const auto& [ply, eval] : e.evals)
        EXPECT_GE(eval.score, 0) << "ply " << ply << ": " << eval_text(eval, false);
    if (driver.thinking().eval) {
        EXPECT_GE(driver.thinking().eval->score, 0) << eval_text(*driver.thinking().eval, false);
    }
}

TEST(SearchDriver, TicTacToeEvaluationsAreWonLostOrDrawn) {
    // Defect #39.11: a drawn tic-tac-toe position showed "+0.13 for X".
    for (const Level level : {Level::Beginner, Level::Casual, Level::Strong}) {
        Session session(BoardConfig::tictactoe());
        session.set_player(Black, PlayerKind::Ai);
        Settings settings;
        settings.kind = GameKind::TicTacToe;
        settings.apply_level(level);
        settings.threads = 1;
        SearchDriver driver(0);
        while (!session.over()) {
            const auto e = run_until(
                driver, session, settings, [](auto& e) { return e.ai_move.has_value(); }, 10000);
            ASSERT_TRUE(e.ai_move) << level_name(level);
            for (const auto& [ply, eval] : e.evals) {
                const std::string text = eval_text(eval, true);
                EXPECT_TRUE(text == "draw" || text.find(" wins in ") != std::string::npos)
                    << level_name(level) << ", ply " << ply << ": " << text;
            }
            if (driver.thinking().eval) {
                const std::string text = eval_text(*driver.thinking().eval, true);
                EXPECT_TRUE(text == "draw" || text.find(" wins in ") != std::string::npos) << text;
            }
        }
    }
}
