#include "iteration_clock.h"

#include <algorithm>

namespace wuzi {

void IterationClock::start(int64_t time_ms, const SearchParams& params) {
    params_ = &params;
    hard_ = time_ms > 0 ? std::max<int64_t>(1, time_ms - stop_latency_ms_) : 0;
    target_ = hard_ * params.time_target_percent / 100;
    last_load_margin_ms_ = load_margin_ms_ * 3 / 4;
    load_margin_ms_ = std::min(last_load_margin_ms_, hard_ / 3);
    last_best_ = kNoMove;
    instability_ = 0;
    iterations_ = 0;
}

bool IterationClock::next_iteration(int64_t elapsed_ms, Move best, Score score) {
    const SearchParams& p = *params_;
    instability_ *= p.time_instability_decay / 100.0;
    if (iterations_++ > 0 && best != last_best_) instability_ += p.time_change_weight / 100.0;
    double factor = std::min(1.0 + instability_, p.time_max_factor / 100.0);
    if (iterations_ > 1 && score < last_score_ - p.time_fall_margin)
        factor *= p.time_fall_factor / 100.0;
    last_best_ = best;
    last_score_ = score;
    if (hard_ == 0) return true;
    return double(elapsed_ms) < double(target_) * factor && elapsed_ms < hard_;
}

void IterationClock::observe_load(int64_t elapsed_ms, double cpu_ms) {
    // Below a few milliseconds the shares are noise.
    constexpr int64_t kMinElapsedMs = 8;
    if (hard_ == 0 || elapsed_ms < kMinElapsedMs || cpu_ms < 0) return;
    const double share = std::clamp(cpu_ms / double(elapsed_ms), 0.05, 1.0);
    const auto margin = int64_t((1 / share - 1) * params_->time_load_margin);
    load_margin_ms_ = std::min(std::max(margin, last_load_margin_ms_), hard_ / 3);
}

void IterationClock::record_stop(int64_t elapsed_ms) {
    const int64_t late = std::max<int64_t>(0, elapsed_ms - hard_ms());
    // Decay toward what is seen now, but let a late stop raise it at once.
    stop_latency_ms_ = std::max(late, stop_latency_ms_ * 3 / 4);
}

}  // namespace wuzi
