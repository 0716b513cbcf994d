#include "iteration_clock.h"

#include <algorithm>

namespace wuzi {

namespace {

// The share of the hard limit a settled search aims at.
constexpr double kTargetShare = 0.7;
// Each best-move change adds this to the instability, which decays by
// kInstabilityDecay per iteration; the target is scaled by 1 + instability.
constexpr double kChangeWeight = 0.8;
constexpr double kInstabilityDecay = 0.6;
constexpr double kMaxFactor = 2.2;
// A score drop of more than kFallMargin since the last iteration scales the
// target by kFallFactor.
constexpr Score kFallMargin = 30;
constexpr double kFallFactor = 1.4;

}  // namespace

void IterationClock::start(int64_t time_ms) {
    hard_ = time_ms > 0 ? std::max<int64_t>(1, time_ms - stop_latency_ms_) : 0;
    target_ = int64_t(double(hard_) * kTargetShare);
    last_best_ = kNoMove;
    instability_ = 0;
    iterations_ = 0;
}

bool IterationClock::next_iteration(int64_t elapsed_ms, Move best, Score score) {
    instability_ *= kInstabilityDecay;
    if (iterations_++ > 0 && best != last_best_) instability_ += kChangeWeight;
    double factor = std::min(1.0 + instability_, kMaxFactor);
    if (iterations_ > 1 && score < last_score_ - kFallMargin) factor *= kFallFactor;
    last_best_ = best;
    last_score_ = score;
    if (hard_ == 0) return true;
    return double(elapsed_ms) < double(target_) * factor && elapsed_ms < hard_;
}

void IterationClock::record_stop(int64_t elapsed_ms) {
    const int64_t late = std::max<int64_t>(0, elapsed_ms - hard_);
    // Decay toward what is seen now, but let a late stop raise it at once.
    stop_latency_ms_ = std::max(late, stop_latency_ms_ * 3 / 4);
}

}  // namespace wuzi
