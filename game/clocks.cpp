#include "clocks.h"

#include <algorithm>
#include <cstdio>

namespace wuzi::game {

void Clocks::update(std::optional<Color> running, int64_t now_ms) {
    if (running_) used_[*running_] += std::max<int64_t>(0, now_ms - since_);
    running_ = running;
    since_ = std::max(since_, now_ms);
}

int64_t Clocks::used(Color c, int64_t now_ms) const {
    int64_t t = used_[c];
    if (running_ == c) t += std::max<int64_t>(0, now_ms - since_);
    return t;
}

void Clocks::reset() {
    used_[0] = used_[1] = 0;
    running_.reset();
}

const char* format_clock(int64_t ms, char* buffer, int size) {
    const int64_t s = std::max<int64_t>(0, ms) / 1000;
    if (s >= 3600)
        std::snprintf(buffer, size_t(size), "%lld:%02lld:%02lld", (long long)(s / 3600),
                      (long long)(s / 60 % 60), (long long)(s % 60));
    else
        std::snprintf(buffer, size_t(size), "%lld:%02lld", (long long)(s / 60),
                      (long long)(s % 60));
    return buffer;
}

}  // namespace wuzi::game
