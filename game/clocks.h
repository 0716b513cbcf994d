// Time used by each side, from a millisecond time source the caller passes in
// (so tests need no real clock).
#pragma once

#include <wuzi/types.h>

#include <cstdint>
#include <optional>

namespace wuzi::game {

// Clocks. Invariants: at most one side's clock runs; used() of a stopped side
// never changes; time only accumulates forward (a `now` earlier than the last
// update adds nothing).
class Clocks {
  public:
    // update: charge the time since the last update to the running side,
    // then let `running` (or nobody) run from `now` on.
    void update(std::optional<Color> running, int64_t now_ms);
    // used: milliseconds `c` has used up to `now_ms`.
    int64_t used(Color c, int64_t now_ms) const;
    std::optional<Color> running() const { return running_; }
    void reset();

  private:
    int64_t used_[2] = {0, 0};
    std::optional<Color> running_;
    int64_t since_ = 0;
};

// format_clock: "m:ss" (or "h:mm:ss" past an hour).
const char* format_clock(int64_t ms, char* buffer, int size);

}  // namespace wuzi::game
