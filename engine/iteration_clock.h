// When iterative deepening stops: the in-search half of the time manager
// (the other half, wuzi/time_manager.h, turns a clock into a per-move limit).
#pragma once

#include <wuzi/search_params.h>
#include <wuzi/types.h>

#include <cstdint>

namespace wuzi {

// IterationClock. The hard limit is Limits::time_ms less the stop latency
// measured on earlier searches, and is never passed: the search reads the
// clock every few hundred nodes and stops there. The soft target is a share
// of it; after each completed iteration the next one starts only while the
// elapsed time is below the target times a factor that grows when the best
// move changed in recent iterations or the score fell, so an unclear
// position gets more time and a settled one less (the shares and factors:
// SearchParams' time_* fields). Invariants: 0 <= target <= hard; hard 0
// means no time limit (then every iteration may start).
//
// Load: a search thread that gets less CPU time than wall time shares its
// core with other runnable threads, and after the stop every wake-up (the
// front end's thread, the manager's) may wait behind them as well. So the
// hard limit comes earlier by the load margin: time_load_margin ms for each
// thread it shares with (1 / share - 1, from the CPU and wall time the
// search has seen), at most a third of the limit. On an idle machine the
// margin is about zero. The margin of the last search decays by a quarter at
// each start and holds until the new search measures more.
class IterationClock {
  public:
    // start: a new search with `time_ms` (0: no limit) and the constants of
    // `params`, which must outlive the search.
    void start(int64_t time_ms, const SearchParams& params);
    // hard_ms: the hard limit, less the load margin.
    int64_t hard_ms() const { return hard_ - load_margin_ms_; }
    // observe_load: `elapsed_ms` into the search, its thread had used
    // `cpu_ms` of CPU time since the start (negative: unknown).
    void observe_load(int64_t elapsed_ms, double cpu_ms);
    // scale_target: the soft target becomes `percent` of what it was.
    void scale_target(int percent) { target_ = target_ * percent / 100; }
    // next_iteration: after a completed iteration that took the search to
    // `elapsed_ms` with best move `best` and score `score`: start another?
    bool next_iteration(int64_t elapsed_ms, Move best, Score score);
    // record_stop: the search stopped at the hard limit and returned at
    // `elapsed_ms`: remember how late, so the next hard limit comes earlier.
    void record_stop(int64_t elapsed_ms);

  private:
    const SearchParams* params_ = nullptr;
    int64_t hard_ = 0, target_ = 0;
    int64_t stop_latency_ms_ = 0;  // kept across searches, decays slowly
    int64_t load_margin_ms_ = 0;   // kept across searches, decays slowly
    int64_t last_load_margin_ms_ = 0;
    Move last_best_ = kNoMove;
    Score last_score_ = 0;
    double instability_ = 0;
    int iterations_ = 0;
};

}  // namespace wuzi
