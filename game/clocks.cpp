#include "clocks.h"

#include <wuzi/time_manager.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace wuzi::game {

namespace {

constexpr int64_t kMaxBaseMs = 3 * 3600 * 1000;
constexpr int64_t kMaxPerMoveMs = 3600 * 1000;
constexpr int64_t kTenthsBelowMs = 10000;

// The Clock button's presets, in order.
const std::vector<ClockSetting>& presets() {
    static const std::vector<ClockSetting> list = {
        {},
        {60'000, 0, 0},
        {180'000, 2'000, 0},
        {300'000, 3'000, 0},
        {600'000, 5'000, 0},
        {900'000, 10'000, 0},
        {0, 0, 5'000},
        {0, 0, 10'000},
        {0, 0, 30'000},
    };
    return list;
}

std::string number_text(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", v);
    return buffer;
}

std::optional<double> parse_number(std::string_view s) {
    if (s.empty() || s.size() > 12) return std::nullopt;
    std::string text(s);
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !std::isfinite(v) || v < 0) return std::nullopt;
    return v;
}

}  // namespace

std::string clock_text(const ClockSetting& c) {
    if (c.per_move()) return number_text(double(c.per_move_ms) / 1000) + " s/move";
    if (c.base_ms > 0)
        return number_text(double(c.base_ms) / 60000) + "+" +
               number_text(double(c.increment_ms) / 1000);
    return "no clock";
}

std::string clock_description(const ClockSetting& c) {
    if (c.per_move())
        return number_text(double(c.per_move_ms) / 1000) +
               " s for each move; running over loses. The AI plans its time.";
    if (c.base_ms > 0)
        return number_text(double(c.base_ms) / 60000) + " min each" +
               (c.increment_ms > 0
                    ? ", plus " + number_text(double(c.increment_ms) / 1000) + " s per move"
                    : std::string()) +
               "; the side whose time runs out loses. The AI plans its time.";
    return "No time limit: the clocks count the time used. The AI uses its level's time.";
}

std::optional<ClockSetting> parse_clock(std::string_view text) {
    std::string t;
    for (char ch : text)
        if (ch != ' ') t += char(std::tolower(static_cast<unsigned char>(ch)));
    if (t == "off" || t == "none" || t == "noclock" || t == "untimed" || t == "0")
        return ClockSetting{};
    for (std::string_view suffix : {"s/move", "s"})
        if (t.size() > suffix.size() && t.ends_with(suffix)) {
            const auto v = parse_number(std::string_view(t).substr(0, t.size() - suffix.size()));
            if (!v || *v <= 0 || *v * 1000 > double(kMaxPerMoveMs)) return std::nullopt;
            return ClockSetting{0, 0, std::max<int64_t>(1, int64_t(std::llround(*v * 1000)))};
        }
    const size_t plus = t.find('+');
    const auto minutes = parse_number(std::string_view(t).substr(0, plus));
    const auto inc = plus == std::string::npos ? std::optional<double>(0)
                                               : parse_number(std::string_view(t).substr(plus + 1));
    if (!minutes || !inc || *minutes <= 0 || *minutes * 60000 > double(kMaxBaseMs) || *inc > 600)
        return std::nullopt;
    return ClockSetting{std::max<int64_t>(1, int64_t(std::llround(*minutes * 60000))),
                        int64_t(std::llround(*inc * 1000)), 0};
}

ClockSetting next_clock(const ClockSetting& c) {
    const auto& list = presets();
    const auto it = std::find(list.begin(), list.end(), c);
    if (it == list.end() || it + 1 == list.end()) return list.front();
    return *(it + 1);
}

void GameClock::set_control(const ClockSetting& c) {
    control_ = c;
    reset();
}

void GameClock::reset() {
    line_.clear();
    spent_at_.assign(1, Pair{0, 0});
    spent_ = {0, 0};
    ply_ = 0;
    running_.reset();
}

void GameClock::update(const std::vector<Move>& line, int ply, std::optional<Color> running,
                       int64_t now_ms) {
    if (running_) spent_[*running_] += std::max<int64_t>(0, now_ms - since_);
    since_ = std::max(since_, now_ms);
    if (line != line_) {
        // Records past the first changed move belong to another line.
        size_t common = 0;
        while (common < line.size() && common < line_.size() && line[common] == line_[common])
            ++common;
        if (spent_at_.size() > common + 1) spent_at_.resize(common + 1);
        line_ = line;
    }
    if (ply != ply_) {
        if (size_t(ply) < spent_at_.size()) {
            spent_ = spent_at_[size_t(ply)];  // a position reached before
        } else {
            while (spent_at_.size() <= size_t(ply)) spent_at_.push_back(spent_);  // just played
        }
        ply_ = ply;
    }
    running_ = running;
}

int64_t GameClock::used(Color c, int64_t now_ms) const {
    int64_t t = spent_[c];
    if (running_ == c) t += std::max<int64_t>(0, now_ms - since_);
    return t;
}

std::optional<int64_t> GameClock::left(Color c, int64_t now_ms) const {
    if (control_.per_move()) {
        if (c != to_move()) return control_.per_move_ms;
        const int64_t at_start = spent_at_[std::min(size_t(ply_), spent_at_.size() - 1)][c];
        return control_.per_move_ms - (used(c, now_ms) - at_start);
    }
    if (control_.base_ms > 0) {
        const int own_moves = c == Black ? (ply_ + 1) / 2 : ply_ / 2;
        return control_.base_ms + control_.increment_ms * own_moves - used(c, now_ms);
    }
    return std::nullopt;
}

int64_t GameClock::shown(Color c, int64_t now_ms) const {
    if (const auto l = left(c, now_ms)) return *l;
    return used(c, now_ms);
}

std::optional<Color> GameClock::flagged(int64_t now_ms) const {
    if (!running_ || !control_.timed()) return std::nullopt;
    if (*left(*running_, now_ms) <= 0) return running_;
    return std::nullopt;
}

std::optional<int64_t> GameClock::next_change(int64_t now_ms) const {
    if (!running_) return std::nullopt;
    const int64_t v = shown(*running_, now_ms);
    if (!control_.timed()) return 1000 - v % 1000;
    if (v <= 0) return 0;
    const int64_t unit = v <= kTenthsBelowMs + 1000 ? 100 : 1000;
    return (v - 1) % unit + 1;
}

std::string GameClock::text(Color c, int64_t now_ms) const {
    const int64_t v = shown(c, now_ms);
    if (!control_.timed()) return format_clock(v);
    // A countdown rounds up, so it reads 0:00 only when the time is up.
    if (v < kTenthsBelowMs) return format_clock((std::max<int64_t>(0, v) + 99) / 100 * 100, true);
    return format_clock((v + 999) / 1000 * 1000);
}

std::string format_clock(int64_t ms, bool tenths) {
    const int64_t t = std::max<int64_t>(0, ms);
    const int64_t s = t / 1000;
    char buffer[32];
    if (s >= 3600)
        std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", (long long)(s / 3600),
                      (long long)(s / 60 % 60), (long long)(s % 60));
    else if (tenths)
        std::snprintf(buffer, sizeof buffer, "%lld:%02lld.%lld", (long long)(s / 60),
                      (long long)(s % 60), (long long)(t % 1000 / 100));
    else
        std::snprintf(buffer, sizeof buffer, "%lld:%02lld", (long long)(s / 60),
                      (long long)(s % 60));
    return buffer;
}

std::optional<int64_t> ai_think_ms(const ClockSetting& c, int64_t left_ms, int own_moves) {
    if (!c.timed()) return std::nullopt;
    TimeControl tc;
    if (c.per_move()) {
        tc.turn_ms = std::max<int64_t>(1, left_ms);
    } else {
        tc.turn_ms = TimeControl::kNoLimit;
        tc.match_ms = c.base_ms;
        tc.left_ms = std::max<int64_t>(0, left_ms);
        tc.increment_ms = c.increment_ms;
    }
    return allocate(tc, own_moves).think_ms;
}

}  // namespace wuzi::game
