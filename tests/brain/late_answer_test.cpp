// tools/brain/brain.h: a move is answered by its deadline even when the
// search thread does not end (stalled by the system, or a long step between
// its clock checks). The search is held in its first progress report, the
// way a descheduled thread would be, and never reaches its own time limit.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "brain.h"

namespace wuzi::brain {
namespace {

using namespace std::chrono_literals;

// StdoutFile: while alive, the process's standard output (where LineWriter
// writes) goes to a file, which lines() reads back at any time.
class StdoutFile {
  public:
    StdoutFile()
        : path_(std::filesystem::temp_directory_path() /
                ("wuzi_late_answer_" + std::to_string(::getpid()) + ".txt")) {
        std::fflush(stdout);
        saved_ = ::dup(STDOUT_FILENO);
        const int fd = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        ::dup2(fd, STDOUT_FILENO);
        ::close(fd);
    }
    ~StdoutFile() {
        restore();
        std::filesystem::remove(path_);
    }
    void restore() {
        if (saved_ < 0) return;
        std::fflush(stdout);
        ::dup2(saved_, STDOUT_FILENO);
        ::close(saved_);
        saved_ = -1;
    }
    // answers: the lines written so far that are not MESSAGE or DEBUG.
    std::vector<std::string> answers() const {
        std::ifstream in(path_);
        std::vector<std::string> out;
        for (std::string line; std::getline(in, line);)
            if (line.rfind("MESSAGE", 0) != 0 && line.rfind("DEBUG", 0) != 0) out.push_back(line);
        return out;
    }

  private:
    std::filesystem::path path_;
    int saved_ = -1;
};

// Gate: the search thread's wake-up call. The first call (the first
// iteration's report) blocks until open() is called; later calls pass.
class Gate {
  public:
    void wake() {
        std::unique_lock lock(mutex_);
        if (calls_++ == 0) opened_.wait(lock, [this] { return open_; });
    }
    void open() {
        {
            std::lock_guard lock(mutex_);
            open_ = true;
        }
        opened_.notify_all();
    }

  private:
    std::mutex mutex_;
    std::condition_variable opened_;
    int calls_ = 0;
    bool open_ = false;
};

// pump: what pbrain-wuzi's loop does, until `done` or 20 s (a failure).
// `woken`: the search may have called its wake-up, so on_wake() runs too.
// While the gate holds that call, nothing wakes the loop; on_wake() then
// could find a search that ended without an iteration and wait for it
// behind the closed gate.
template <typename Done>
bool pump(Brain& brain, bool woken, Done done) {
    const auto give_up = std::chrono::steady_clock::now() + 20s;
    while (!done()) {
        if (std::chrono::steady_clock::now() > give_up) return false;
        const int ms = brain.poll_timeout_ms();
        std::this_thread::sleep_for(std::chrono::milliseconds(ms < 0 ? 1 : std::min(ms, 5)));
        if (woken) (void)brain.on_wake();
        brain.check_deadline();
    }
    return true;
}

TEST(BrainDeadline, AnswersFromTheLastIterationWhenTheSearchDoesNotEnd) {
    StdoutFile output;
    LineWriter out;
    Gate gate;
    std::vector<std::string> at_deadline, at_end;
    bool answered = false, finished = false;
    {
        Brain brain(out, [&gate] { gate.wake(); });
        // A 1 s turn: the first iteration (microseconds) is reported long
        // before the deadline, even in a sanitizer build on a busy machine.
        for (const char* line : {"START 15", "INFO timeout_turn 1000", "INFO timeout_match 0",
                                 "BOARD", "7,7,1", "8,8,2", "6,8,1", "8,6,2", "DONE"})
            brain.handle(line);
        // The search is held in its first report: only the deadline answers.
        answered = pump(brain, false, [&] { return output.answers().size() >= 2; });
        at_deadline = output.answers();
        // The next turn arrives while the stalled search still runs: it waits
        // for that search to end, then is searched and answered.
        brain.handle("TURN 0,0");
        gate.open();
        finished = pump(brain, true, [&] { return !brain.busy() && output.answers().size() >= 3; });
        at_end = output.answers();
    }
    output.restore();
    ASSERT_TRUE(answered) << "no move while the search was held";
    ASSERT_EQ(at_deadline.size(), 2u);
    EXPECT_EQ(at_deadline[0], "OK");
    EXPECT_NE(at_deadline[1].find(','), std::string::npos) << at_deadline[1];
    ASSERT_TRUE(finished) << "the TURN that came meanwhile was not answered";
    // The held search's own result is not sent a second time: OK, the move
    // at the deadline, the answer to the TURN.
    ASSERT_EQ(at_end.size(), 3u);
    EXPECT_NE(at_end[2].find(','), std::string::npos) << at_end[2];
}

}  // namespace
}  // namespace wuzi::brain
