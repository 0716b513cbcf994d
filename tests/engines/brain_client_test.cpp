// protocol::BrainClient against tests/engines/fake_engine.py: the dialogue
// with a brain that behaves, and each way one can misbehave (hang, flood, a
// line without end, garbage, exit, crash), which must end in an error text
// within the wait, never a hang; and the process always ends.
#include "brain_client.h"

#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <thread>

using namespace wuzi;
using namespace wuzi::protocol;

namespace {

using Clock = std::chrono::steady_clock;

std::string fake(const std::string& mode) {
    return shell_quote(WUZI_PYTHON3) + " " + shell_quote(FAKE_ENGINE) + " " + mode;
}

int64_t ms_since(Clock::time_point t) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count();
}

bool alive(pid_t pid) { return pid > 0 && ::kill(pid, 0) == 0; }

TimeControl quick() {
    TimeControl c;
    c.turn_ms = 200;
    return c;
}

}  // namespace

TEST(BrainClient, PlaysAndReportsItsThinking) {
    BrainClient client(fake("normal"));
    std::vector<std::string> said;
    client.set_message_sink([&](std::string_view line) { said.emplace_back(line); });
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    EXPECT_EQ(client.about_name(5000), "Fake-normal");
    const BrainMove first = client.move({}, quick(), 5000);
    ASSERT_EQ(first.error, "");
    EXPECT_EQ(first.move, make_move(7, 7));
    ASSERT_TRUE(first.info.has_value());
    EXPECT_EQ(first.info->depth, 3);
    EXPECT_EQ(first.info->score, 42);
    ASSERT_EQ(said.size(), 4u);  // three MESSAGE lines and a DEBUG line
    EXPECT_EQ(said[0], "MESSAGE depth 3-5 ev 42 n 1234 n/ms 10 tm 5 pv h8");
    EXPECT_EQ(said[3], "DEBUG not shown");
    const BrainMove second = client.move({make_move(7, 7), make_move(6, 6)}, quick(), 5000);
    ASSERT_EQ(second.error, "");
    EXPECT_NE(second.move, make_move(7, 7));
    EXPECT_NE(second.move, make_move(6, 6));
    const pid_t pid = client.pid();
    EXPECT_TRUE(alive(pid));
    client.end();
    EXPECT_FALSE(client.running());
    EXPECT_FALSE(alive(pid));
}

TEST(BrainClient, SilenceToAboutIsNoName) {
    BrainClient client(fake("quiet"));
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    EXPECT_EQ(client.about_name(300), "");
    const BrainMove m = client.move({}, quick(), 5000);
    EXPECT_EQ(m.error, "");
    EXPECT_EQ(m.move, make_move(7, 7));
}

TEST(BrainClient, HangTimesOutAndIsKilled) {
    BrainClient client(fake("hang"));
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    const auto t = Clock::now();
    const BrainMove m = client.move({}, quick(), 400);
    EXPECT_GE(ms_since(t), 390);
    EXPECT_LT(ms_since(t), 2000);
    EXPECT_TRUE(m.error.starts_with("lost on time")) << m.error;
    const pid_t pid = client.pid();
    const auto e = Clock::now();
    client.end(200);  // it ignores END: killed after the grace period
    EXPECT_LT(ms_since(e), 1000);
    EXPECT_FALSE(alive(pid));
}

TEST(BrainClient, FloodTimesOut) {
    BrainClient client(fake("flood"));
    size_t lines = 0;
    client.set_message_sink([&](std::string_view) { ++lines; });
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    const auto t = Clock::now();
    const BrainMove m = client.move({}, quick(), 500);
    EXPECT_LT(ms_since(t), 2000);
    EXPECT_TRUE(m.error.starts_with("lost on time")) << m.error;
    EXPECT_GT(lines, 100u);
}

TEST(BrainClient, EndlessLineIsAnError) {
    BrainClient client(fake("longline"));
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    const BrainMove m = client.move({}, quick(), 5000);
    EXPECT_TRUE(m.error.starts_with("sent a line longer than")) << m.error;
}

TEST(BrainClient, GarbageIsNotAMove) {
    BrainClient client(fake("garbage"));
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    const BrainMove m = client.move({}, quick(), 5000);
    EXPECT_NE(m.error.find("instead of a move"), std::string::npos) << m.error;
    EXPECT_NE(m.error.find("\\x01"), std::string::npos) << m.error;  // escaped, not raw
}

TEST(BrainClient, ExitAndCrashAreReported) {
    BrainClient exits(fake("exit"));
    ASSERT_EQ(exits.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    EXPECT_EQ(exits.move({}, quick(), 5000).error, "exited with status 3");
    BrainClient crashes(fake("crash"));
    ASSERT_EQ(crashes.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    EXPECT_EQ(crashes.move({}, quick(), 5000).error, "crashed (Segmentation fault)");
}

TEST(BrainClient, IllegalMoveIsReturnedForTheCallerToJudge) {
    BrainClient client(fake("illegal"));
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    const BrainMove m = client.move({make_move(3, 4)}, quick(), 5000);
    EXPECT_EQ(m.error, "");
    EXPECT_EQ(m.move, make_move(3, 4));  // the occupied point: the window refuses it
}

TEST(BrainClient, CancelEndsTheWaitAtOnce) {
    BrainClient client(fake("hang"));
    std::atomic<bool> cancel{false};
    client.set_cancel(&cancel);
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        cancel = true;
    });
    const auto t = Clock::now();
    const BrainMove m = client.move({}, quick(), 60000);
    canceller.join();
    EXPECT_TRUE(m.cancelled);
    EXPECT_EQ(m.error, "cancelled");
    EXPECT_LT(ms_since(t), 1000);
}

TEST(BrainClient, MissingProgramIsAnError) {
    BrainClient client(shell_quote("/nonexistent/pbrain-none"));
    const std::string error = client.new_game(BoardConfig::gomoku(15, Rule::Freestyle));
    EXPECT_NE(error, "");
    EXPECT_FALSE(client.running());
}

TEST(BrainClient, TicTacToeIsRefused) {
    BrainClient client(fake("normal"));
    EXPECT_EQ(client.new_game(BoardConfig::tictactoe()), "external brains play gomoku only");
}

TEST(BrainClient, ShellQuoteKeepsOneWord) {
    EXPECT_EQ(shell_quote("a b"), "'a b'");
    EXPECT_EQ(shell_quote("it's"), "'it'\\''s'");
}

TEST(BrainClient, ProgressInfoReadsTheNumbers) {
    const auto info = progress_info("MESSAGE depth 8-14 ev +M5 n 100");
    ASSERT_TRUE(info.has_value());
    EXPECT_EQ(info->depth, 8);
    EXPECT_EQ(info->seldepth, 14);
    EXPECT_EQ(info->score, mate_in(5));
    EXPECT_FALSE(progress_info("MESSAGE hello").has_value());
}

namespace {

// cancelled_search: a move() of `client` (a fake engine in a mode that
// thinks) cancelled after 200 ms, then the cancel flag cleared again.
void cancelled_search(BrainClient& client, std::atomic<bool>& cancel) {
    TimeControl slow;
    // The fakes think 30 s: an answer within a stop's grace (below) is the
    // stop's, however busy the machine.
    slow.turn_ms = 60000;
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        cancel = true;
    });
    const BrainMove m = client.move({make_move(7, 7)}, slow, 60000);
    canceller.join();
    EXPECT_TRUE(m.cancelled);
    cancel = false;
}

}  // namespace

TEST(BrainClient, YxstopEndsASearchAndTheBrainPlaysOn) {
    BrainClient client(fake("stoppable"));
    std::atomic<bool> cancel{false};
    client.set_cancel(&cancel);
    ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
    const pid_t pid = client.pid();
    cancelled_search(client, cancel);
    EXPECT_TRUE(client.stop_search(5000));  // answered at once, within the grace
    // The same process answers the next position (sent as BOARD).
    const BrainMove m = client.move({make_move(7, 7), make_move(8, 8)}, quick(), 5000);
    EXPECT_EQ(m.error, "");
    EXPECT_EQ(m.move, make_move(6, 7));  // the free point nearest the centre
    EXPECT_EQ(client.pid(), pid);
}

TEST(BrainClient, ABrainWithoutYxstopIsNotStopped) {
    for (const char* mode : {"slow", "nostop"}) {
        BrainClient client(fake(mode));
        std::atomic<bool> cancel{false};
        client.set_cancel(&cancel);
        ASSERT_EQ(client.new_game(BoardConfig::gomoku(15, Rule::Freestyle)), "");
        cancelled_search(client, cancel);
        EXPECT_FALSE(client.stop_search(300)) << mode;  // the grace ran out
        client.end(100);
        EXPECT_FALSE(client.running()) << mode;
    }
}
