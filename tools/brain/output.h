// Where the brain's answers go. The protocol thread and the search thread
// (progress MESSAGE lines) both write, so lines are written whole under a
// lock, straight to standard output (no buffering to forget to flush).
#pragma once

#include <mutex>
#include <string_view>

namespace wuzi::brain {

// A line writer. Invariant: every call to `line` writes exactly one complete
// line ending in LF, never interleaved with another thread's line. Write
// errors (a closed pipe) are ignored: the manager is gone.
class LineWriter {
  public:
    void line(std::string_view text);

  private:
    std::mutex mutex_;
};

}  // namespace wuzi::brain
