// EngineDriver with tests/engines/fake_engine.py as the external engine:
// it plays, its thinking is shown, and each failure (exit, crash, garbage,
// hang, illegal move) ends the game with its reason; stopping is prompt.
#include "engine_driver.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <thread>

using namespace wuzi;
using namespace wuzi::game;

namespace {

using Clock = std::chrono::steady_clock;

// engine: an executable that runs the fake engine in `mode` (the window
// runs an engine by its path alone, without arguments).
// With `log`, the fake engine appends every line it receives to that file.
std::string engine(const std::string& mode, const std::string& log = {}) {
    const auto dir =
        std::filesystem::temp_directory_path() / ("wuzi-engine-test-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / ("pbrain-fake-" + mode);
    std::ofstream(path) << "#!/bin/sh\nexec '" WUZI_PYTHON3 "' '" FAKE_ENGINE "' " << mode
                        << (log.empty() ? "" : " '" + log + "'") << "\n";
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    return path.string();
}

// engine_log: a fresh file for a fake engine's log; log_count: how many of
// its lines start with `word`.
std::string engine_log(const std::string& name) {
    const auto path = std::filesystem::temp_directory_path() /
                      ("wuzi-engine-test-" + std::to_string(::getpid())) / (name + ".log");
    std::filesystem::create_directories(path.parent_path());
    std::filesystem::remove(path);
    return path.string();
}
int log_count(const std::string& log, const std::string& word) {
    std::ifstream in(log);
    int n = 0;
    for (std::string line; std::getline(in, line);) n += line.starts_with(word);
    return n;
}

int64_t now_ms() {
    static const auto start = Clock::now();
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
}

// run: update until `done` (true) or 15 s pass (false); events gathered.
bool run(EngineDriver& d, Session& s, const Settings& st, const std::function<bool()>& done,
         std::vector<EngineDriver::Events>* events = nullptr) {
    const int64_t until = now_ms() + 15000;
    while (now_ms() < until) {
        const EngineDriver::Events e = d.update(s, st, now_ms(), std::nullopt);
        if (events) events->push_back(e);
        if (done()) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return false;
}

struct Table {
    Settings settings;
    Session session{BoardConfig::gomoku(15, Rule::Freestyle)};
    EngineDriver driver;
    Table(PlayerKind black, const std::string& black_engine, PlayerKind white,
          const std::string& white_engine) {
        settings.black = black;
        settings.black_engine = black_engine;
        settings.white = white;
        settings.white_engine = white_engine;
        settings.time_ms = 300;
        settings.clamp();
        session.set_player(Black, settings.black);
        session.set_player(White, settings.white);
    }
};

}  // namespace

TEST(EngineDriver, AnEnginePlaysAndShowsItsThinking) {
    Table g(PlayerKind::Engine, engine("normal"), PlayerKind::Human, "");
    std::vector<EngineDriver::Events> events;
    ASSERT_TRUE(run(
        g.driver, g.session, g.settings, [&] { return g.session.cursor() == 1; }, &events));
    EXPECT_EQ(g.session.moves()[0], make_move(7, 7));
    EXPECT_FALSE(g.session.over());
    const ThinkingView& th = g.driver.thinking();
    EXPECT_FALSE(th.active);
    EXPECT_EQ(th.who, "Black (Fake-normal)");
    EXPECT_EQ(g.driver.name(Black, g.session, g.settings), "Fake-normal");
    EXPECT_TRUE(g.driver.current_for(g.session));
    // The last message before the move: words, after the numbers.
    EXPECT_EQ(th.note, "the fake engine likes h8");
    EXPECT_EQ(th.depth, 3);
    ASSERT_TRUE(th.eval.has_value());
    EXPECT_EQ(th.eval->score, 42);
    int asked = 0, moved = 0;
    for (const auto& e : events) asked += e.asked, moved += e.move.has_value();
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(moved, 1);
    // The human answers; the engine answers that (TURN).
    ASSERT_EQ(g.session.play(make_move(6, 6)), PlayError::None);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 3; }));
    EXPECT_FALSE(g.session.over());
}

TEST(EngineDriver, EngineAgainstEngine) {
    Table g(PlayerKind::Engine, engine("normal"), PlayerKind::Engine, engine("quiet"));
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() >= 6; }));
    EXPECT_FALSE(g.session.ending().has_value());
    EXPECT_EQ(g.driver.name(White, g.session, g.settings),
              "pbrain-fake-quiet");  // no ABOUT: its file
    EXPECT_EQ(g.driver.running(), 2u);
    // Humans take over: both processes end (END, then a kill at the latest).
    g.session.set_player(Black, PlayerKind::Human);
    g.session.set_player(White, PlayerKind::Human);
    EXPECT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.driver.running() == 0; }));
}

TEST(EngineDriver, FailuresEndTheGameWithTheirReason) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"exit", "Black (Fake-exit) exited with status 3"},
        {"crash", "Black (Fake-crash) crashed (Segmentation fault)"},
        {"garbage", "Black (Fake-garbage) answered '"},
        {"hang", "Black (Fake-hang) timed out: no answer within 1300 ms"},
        {"longline", "Black (Fake-longline) sent a line longer than"},
        {"flood", "Black (Fake-flood) timed out"},
    };
    for (const auto& [mode, reason] : cases) {
        Table g(PlayerKind::Engine, engine(mode), PlayerKind::Human, "");
        std::string failure;
        ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.over(); })) << mode;
        ASSERT_TRUE(g.session.ending().has_value()) << mode;
        EXPECT_EQ(g.session.ending()->kind, EndKind::Failure);
        EXPECT_EQ(g.session.ending()->loser, Black);
        EXPECT_TRUE(g.session.ending()->reason.starts_with(reason))
            << mode << ": " << g.session.ending()->reason;
        EXPECT_EQ(result_text(g.session), "White wins: " + g.session.ending()->reason);
        EXPECT_EQ(g.session.cursor(), 0);
    }
}

TEST(EngineDriver, AnIllegalMoveEndsTheGame) {
    Table g(PlayerKind::Human, "", PlayerKind::Engine, engine("illegal"));
    ASSERT_EQ(g.session.play(make_move(7, 7)), PlayError::None);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.over(); }));
    ASSERT_TRUE(g.session.ending().has_value());
    EXPECT_EQ(g.session.ending()->loser, White);
    EXPECT_EQ(g.session.ending()->reason,
              "White (Fake-illegal) played an illegal move h8 (that point is occupied)");
    EXPECT_EQ(g.session.cursor(), 1);  // the move was refused
}

TEST(EngineDriver, StoppingAThinkingEngineIsPrompt) {
    Table g(PlayerKind::Engine, engine("hang"), PlayerKind::Human, "");
    g.settings.time_ms = 60000;
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.driver.thinking_now(); }));
    std::this_thread::sleep_for(std::chrono::milliseconds(300));  // it has started and hangs
    const auto t = Clock::now();
    g.driver.finish();  // as the window does when it closes
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
    EXPECT_LT(ms, 1000);
    EXPECT_EQ(g.driver.running(), 0u);
}

TEST(EngineDriver, AChangedPositionCancelsTheRequest) {
    Table g(PlayerKind::Human, "", PlayerKind::Engine, engine("slow"));
    ASSERT_EQ(g.session.play(make_move(7, 7)), PlayError::None);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.driver.thinking_now(); }));
    ASSERT_TRUE(g.session.undo());  // back to the human's move: the slow answer is not wanted
    g.driver.update(g.session, g.settings, now_ms(), std::nullopt);
    EXPECT_FALSE(g.driver.thinking_now());
    EXPECT_FALSE(g.driver.thinking().active);
    // Past the slow engine's answer (3 s): a late answer must not be played.
    const int64_t until = now_ms() + 3500;
    while (now_ms() < until) {
        g.driver.update(g.session, g.settings, now_ms(), std::nullopt);
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    EXPECT_EQ(g.session.cursor(), 0);
}

TEST(EngineDriver, Clocks) {
    Settings s;
    s.time_ms = 800;
    TimeControl c = engine_clock(s, std::nullopt);
    EXPECT_EQ(c.turn_ms, 800);
    EXPECT_FALSE(c.game_limited());
    EXPECT_EQ(engine_wait_ms(c), 1800);
    s.clock = *parse_clock("10s");
    c = engine_clock(s, std::nullopt);
    EXPECT_EQ(c.turn_ms, 10000);
    s.clock = *parse_clock("5+3");
    c = engine_clock(s, 120000);
    EXPECT_EQ(c.match_ms, 300000);
    EXPECT_EQ(c.left_ms, 120000);
    EXPECT_EQ(c.increment_ms, 3000);
    EXPECT_TRUE(c.game_limited());
    EXPECT_EQ(engine_wait_ms(c), 121000);
    EXPECT_EQ(failure_text("Black (x)", "lost on time: no answer within 9 ms"),
              "Black (x) timed out: no answer within 9 ms");
}

namespace {

// stops / restarts: the cancelled searches of `c` that `events` report ended.
int driver_stops(const std::vector<EngineDriver::Events>& events, Color c) {
    int n = 0;
    for (const auto& e : events) n += e.stopped[c];
    return n;
}
int driver_restarts(const std::vector<EngineDriver::Events>& events, Color c) {
    int n = 0;
    for (const auto& e : events) n += e.restarted[c];
    return n;
}

}  // namespace

TEST(EngineDriver, UndoAndPauseStopAStaleSearchWithYxstop) {
    const std::string log = engine_log("stoppable");
    Table g(PlayerKind::Human, "", PlayerKind::Engine, engine("stoppable", log));
    // The fake thinks 30 s unless stopped: a stop within run's 15 s is
    // YXSTOP's doing, however busy the machine (no timed assertion).
    g.settings.time_ms = 60000;
    ASSERT_EQ(g.session.play(make_move(7, 7)), PlayError::None);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return log_count(log, "DONE") == 1; }));
    // Undo while it thinks: YXSTOP, answered at once; the same process stays.
    ASSERT_TRUE(g.session.undo());
    std::vector<EngineDriver::Events> events;
    ASSERT_TRUE(run(
        g.driver, g.session, g.settings, [&] { return driver_stops(events, White) == 1; },
        &events));
    EXPECT_EQ(log_count(log, "YXSTOP"), 1);
    EXPECT_EQ(g.session.cursor(), 0);  // its answer to the stale position is dropped
    // The next position: the same process thinks again; a pause stops it too.
    ASSERT_EQ(g.session.play(make_move(7, 7)), PlayError::None);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return log_count(log, "DONE") == 2; }));
    g.session.set_paused(true);
    events.clear();
    ASSERT_TRUE(run(
        g.driver, g.session, g.settings, [&] { return driver_stops(events, White) == 1; },
        &events));
    EXPECT_EQ(log_count(log, "YXSTOP"), 2);
    g.settings.time_ms = 4000;  // resumed, it thinks 2 s and plays
    g.session.set_paused(false);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 2; }));
    EXPECT_EQ(log_count(log, "START"), 1);
    EXPECT_EQ(driver_restarts(events, White), 0);
    EXPECT_FALSE(g.session.over());
}

TEST(EngineDriver, AnEngineWithoutYxstopIsRestartedAtOnce) {
    for (const std::string mode : {"nostop", "slow"}) {
        const std::string log = engine_log(mode);
        Table g(PlayerKind::Human, "", PlayerKind::Engine, engine(mode, log));
        // Both think 30 s: a restart within run's 15 s did not wait for the
        // stale answer, however busy the machine (no timed assertion; it
        // takes YXSTOP's grace of 300 ms, END, a kill after 100 ms, START).
        g.settings.time_ms = 60000;
        ASSERT_EQ(g.session.play(make_move(7, 7)), PlayError::None);
        ASSERT_TRUE(
            run(g.driver, g.session, g.settings, [&] { return log_count(log, "DONE") == 1; }));
        ASSERT_TRUE(g.session.undo());
        std::vector<EngineDriver::Events> events;
        ASSERT_TRUE(run(
            g.driver, g.session, g.settings, [&] { return driver_restarts(events, White) == 1; },
            &events))
            << mode;
        EXPECT_EQ(driver_stops(events, White), 0) << mode;
        EXPECT_EQ(log_count(log, "START"), 2) << mode;  // started again before it is asked
        // The fresh process gets the position whole and plays (nostop
        // thinks 2 s, slow 3 s).
        g.settings.time_ms = 4000;
        ASSERT_EQ(g.session.play(make_move(7, 7)), PlayError::None);
        ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 2; }))
            << mode;
        EXPECT_EQ(log_count(log, "BOARD"), 2) << mode;
        EXPECT_FALSE(g.session.over()) << mode;
    }
}

namespace {

// swap2_table: a game under `rule` with Black's seat `black` and White's `white`.
void open_with(Table& g, OpeningRule rule) {
    g.session.set_opening_rule(rule);
    ASSERT_EQ(g.session.game_opening(), rule);
}

// human_three: the first player (a human) places three stones.
void human_three(Session& s) {
    for (const Move m : {make_move(7, 7), make_move(8, 8), make_move(9, 7)})
        ASSERT_EQ(s.play(m), PlayError::None);
    ASSERT_EQ(s.opening_step(), OpeningStep::SecondChooses);
}

}  // namespace

TEST(EngineDriver, AnEngineProposesTheSwap2OpeningThenPlays) {
    Table g(PlayerKind::Engine, engine("swap2-swap"), PlayerKind::Human, "");
    open_with(g, OpeningRule::Swap2);
    std::vector<EngineDriver::Events> events;
    ASSERT_TRUE(run(
        g.driver, g.session, g.settings, [&] { return g.session.cursor() == 3; }, &events));
    EXPECT_EQ(g.session.moves(),
              (std::vector<Move>{make_move(7, 7), make_move(6, 7), make_move(7, 6)}));
    std::string opening;
    for (const auto& e : events) opening += e.opening;
    EXPECT_EQ(opening, "placed h8,g8,h9");
    EXPECT_EQ(g.session.opening_step(), OpeningStep::SecondChooses);
    // The human takes White and plays; the engine plays on as Black.
    ASSERT_TRUE(g.session.choose(SwapChoice::TakeWhite));
    ASSERT_EQ(g.session.play(make_move(8, 7)), PlayError::None);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 5; }));
    EXPECT_FALSE(g.session.over());
}

TEST(EngineDriver, AnEngineAnswersSwap2AfterThreeStones) {
    // SWAP: it takes Black (the seats change) and plays Black's moves.
    {
        Table g(PlayerKind::Human, "", PlayerKind::Engine, engine("swap2-swap"));
        open_with(g, OpeningRule::Swap2);
        human_three(g.session);
        ASSERT_TRUE(run(g.driver, g.session, g.settings,
                        [&] { return g.session.opening_step() == OpeningStep::Settled; }));
        EXPECT_EQ(g.session.player(Black), PlayerKind::Engine);
        EXPECT_EQ(g.session.player(White), PlayerKind::Human);
        EXPECT_EQ(g.driver.name(Black, g.session, g.settings), "Fake-swap2-swap");
        ASSERT_EQ(g.session.play(make_move(8, 7)), PlayError::None);
        ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 5; }));
        EXPECT_FALSE(g.session.over());
    }
    // One move: it takes White and plays it.
    {
        Table g(PlayerKind::Human, "", PlayerKind::Engine, engine("swap2-move"));
        open_with(g, OpeningRule::Swap2);
        human_three(g.session);
        ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 4; }));
        EXPECT_EQ(g.session.choices().after_three, SwapChoice::TakeWhite);
        EXPECT_EQ(g.session.player(White), PlayerKind::Engine);
        EXPECT_EQ(g.session.moves()[3], make_move(6, 7));
    }
    // Two stones: it places two more; the human (first player) chooses.
    {
        Table g(PlayerKind::Human, "", PlayerKind::Engine, engine("swap2-two"));
        open_with(g, OpeningRule::Swap2);
        human_three(g.session);
        ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 5; }));
        EXPECT_EQ(g.session.choices().after_three, SwapChoice::PlaceTwo);
        EXPECT_EQ(g.session.opening_step(), OpeningStep::FirstChooses);
        EXPECT_FALSE(g.driver.thinking_now());
    }
}

TEST(EngineDriver, AnEngineChoosesAfterFiveStones) {
    Table g(PlayerKind::Engine, engine("swap2-move"), PlayerKind::Human, "");
    open_with(g, OpeningRule::Swap2);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 3; }));
    ASSERT_TRUE(g.session.choose(SwapChoice::PlaceTwo));
    ASSERT_EQ(g.session.play(make_move(3, 3)), PlayError::None);
    ASSERT_EQ(g.session.play(make_move(11, 11)), PlayError::None);
    ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.cursor() == 6; }));
    EXPECT_EQ(g.session.choices().after_five, SwapChoice::TakeWhite);
    EXPECT_EQ(g.session.player(White), PlayerKind::Engine);
    EXPECT_FALSE(g.session.over());
}

TEST(EngineDriver, ABadSwap2AnswerEndsTheGame) {
    struct Case {
        std::string mode;
        OpeningRule rule;
        std::string reason;
    };
    const std::vector<Case> cases = {
        {"swap2-garbage", OpeningRule::Swap2,
         "White (Fake-swap2-garbage) answered 'maybe later' to SWAP2BOARD instead of SWAP or "
         "stones"},
        {"normal", OpeningRule::Swap2,
         "White (Fake-normal) answered 'UNKNOWN SWAP2BOARD is not supported' to SWAP2BOARD"},
        {"swap2-two", OpeningRule::Swap,
         "White (Fake-swap2-two) answered 2 stones to SWAP2BOARD after 3 stones (SWAP or one "
         "move expected)"},
        {"hang", OpeningRule::Swap2, "White (Fake-hang) timed out: no answer within 1300 ms"},
    };
    for (const Case& c : cases) {
        Table g(PlayerKind::Human, "", PlayerKind::Engine, engine(c.mode));
        open_with(g, c.rule);
        human_three(g.session);
        ASSERT_TRUE(run(g.driver, g.session, g.settings, [&] { return g.session.over(); }))
            << c.mode;
        ASSERT_TRUE(g.session.ending().has_value()) << c.mode;
        EXPECT_EQ(g.session.ending()->loser, White) << c.mode;
        EXPECT_TRUE(g.session.ending()->reason.starts_with(c.reason))
            << c.mode << ": " << g.session.ending()->reason;
    }
}
