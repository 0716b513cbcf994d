// Splits bytes read from the manager into lines (LF or CR LF), so the
// protocol loop can read whatever `read` returns without blocking on a
// partial line.
#pragma once

#include <functional>
#include <string>
#include <string_view>

namespace wuzi::protocol {

// A line splitter. Invariants: `partial_` never holds a LF and never grows
// beyond kMaxLine bytes; a longer line is dropped and reported as `overlong`
// when its end arrives, so no input can make the brain use unbounded memory.
class LineReader {
  public:
    static constexpr size_t kMaxLine = 65536;

    // feed: hand over bytes; `on_line(line, overlong)` is called for each
    // complete line (without CR/LF). Stops early when on_line returns false,
    // returning false too.
    bool feed(std::string_view bytes,
              const std::function<bool(std::string_view line, bool overlong)>& on_line);
    // finish: at end of input, the last line if it had no line ending.
    bool finish(const std::function<bool(std::string_view line, bool overlong)>& on_line);

  private:
    std::string partial_;
    bool overlong_ = false;
};

}  // namespace wuzi::protocol
