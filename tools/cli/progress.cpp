#include "progress.h"

#include <unistd.h>

#include <cstdio>

namespace wuzi::cli {

Progress::Progress(int total, bool quiet)
    : total_(total),
      quiet_(quiet),
      tty_(::isatty(STDERR_FILENO)),
      last_time_(std::chrono::steady_clock::now()) {}

void Progress::update(int done, const std::string& text) {
    if (quiet_) return;
    std::lock_guard lock(mutex_);
    if (finished_) return;
    if (tty_) {
        const int width = 20, filled = total_ > 0 ? done * width / total_ : 0;
        std::string bar(size_t(filled), '#');
        bar.resize(size_t(width), '.');
        std::fprintf(stderr, "\r[%s] %s\033[K", bar.c_str(), text.c_str());
        std::fflush(stderr);
        return;
    }
    const auto now = std::chrono::steady_clock::now();
    const int step = total_ >= 10 ? total_ / 10 : 1;
    if (done == total_ || done / step != last_printed_ / step ||
        now - last_time_ > std::chrono::seconds(10)) {
        std::fprintf(stderr, "%s\n", text.c_str());
        last_printed_ = done;
        last_time_ = now;
    }
}

void Progress::note(const std::string& text) {
    std::lock_guard lock(mutex_);
    std::fprintf(stderr, tty_ && !quiet_ && !finished_ ? "\r%s\033[K\n" : "%s\n", text.c_str());
    std::fflush(stderr);
}

void Progress::finish() {
    std::lock_guard lock(mutex_);
    if (!quiet_ && tty_ && !finished_) std::fprintf(stderr, "\n");
    finished_ = true;
}

}  // namespace wuzi::cli
