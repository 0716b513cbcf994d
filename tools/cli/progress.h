// A progress line on standard error: redrawn in place on a terminal, printed
// now and then (every 10% or 10 s) when standard error is a file or pipe.
#pragma once

#include <chrono>
#include <mutex>
#include <string>

namespace wuzi::cli {

// A progress line. Invariant: thread-safe; after `finish` nothing is drawn.
class Progress {
  public:
    Progress(int total, bool quiet);
    // update: `done` of `total` finished; `text` describes the state.
    void update(int done, const std::string& text);
    // note: a line of its own (even when quiet), above the progress line on
    // a terminal (which the next update redraws).
    void note(const std::string& text);
    // finish: end the line on a terminal.
    void finish();

  private:
    int total_;
    bool quiet_, tty_;
    bool finished_ = false;
    int last_printed_ = -1;
    std::chrono::steady_clock::time_point last_time_;
    std::mutex mutex_;
};

}  // namespace wuzi::cli
