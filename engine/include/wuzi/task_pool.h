// A pool that runs numbered tasks on a few threads: the one way the tools
// play games or search positions side by side (match, selfplay, openings).
#pragma once

#include <atomic>
#include <functional>

namespace wuzi {

// TaskPool. Invariants: run() hands out every index in [0, tasks) at most
// once, in increasing order, to whichever thread is free; after stop() no
// further index is handed out (tasks already running finish); run() returns
// only when every thread has joined. A thread's index (0..threads-1) lets a
// caller keep per-thread state (an engine, a pair of players) in a vector.
class TaskPool {
  public:
    explicit TaskPool(int threads) : threads_(threads < 1 ? 1 : threads) {}

    int threads() const { return threads_; }
    // run: call `body(thread, task)` for each task until all are done or stopped.
    void run(int tasks, const std::function<void(int thread, int task)>& body);
    // stop: hand out no further task (safe from any thread, also from a body).
    void stop() { stop_ = true; }
    bool stopped() const { return stop_; }

  private:
    int threads_;
    std::atomic<int> next_{0};
    std::atomic<bool> stop_{false};
};

}  // namespace wuzi
