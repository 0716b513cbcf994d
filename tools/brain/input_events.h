// What the brain's protocol loop waits for: bytes from the manager, the end
// of its input, a wake-up from the search thread, or the running search's
// deadline. Standard input is read on a thread of its own (blocking in
// platform::read_input), so the loop is the same on every system: Windows
// has no poll() on pipes, and this needs none.
#pragma once

#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>

namespace wuzi::brain {

// What one wait brought. `bytes` is input in arrival order (maybe empty);
// `input_ended` is set once, with the last bytes; `woken` when wake() was
// called since the last wait.
struct InputEvent {
    std::string bytes;
    bool input_ended = false;
    bool woken = false;
};

// The event source. Invariants: bytes are handed out exactly once, in the
// order read; at most kMaxQueued bytes (plus one read's worth) wait
// unhandled, the reader pausing until the loop takes them, so no input can
// make the brain use unbounded memory; after the end of input is handed out,
// no more bytes come. The reader thread shares only `State` with this
// object and is detached: it may stay blocked in a read when the program
// exits, which ends it.
class InputEvents {
  public:
    static constexpr size_t kMaxQueued = 1 << 20;

    // Starts the reader thread.
    InputEvents();
    // wake: from any thread; makes the current or next wait() return.
    void wake();
    // wait: until something happened or `timeout_ms` passed (negative: no
    // limit); returns what happened (nothing on a timeout).
    InputEvent wait(int timeout_ms);

  private:
    struct State {
        std::mutex mutex;
        std::condition_variable changed;  // bytes, end of input, a wake-up, or room
        std::string queued;
        bool ended = false;
        bool ended_reported = false;
        bool woken = false;
    };
    static void read_loop(std::shared_ptr<State> state);

    std::shared_ptr<State> state_;
};

}  // namespace wuzi::brain
