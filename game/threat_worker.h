// Threat search on request (VCF or VCT, wuzi/threat_search.h) off the
// window's thread: the window starts one, polls it each frame and never
// waits for it, except to stop it (the search checks its stop flag every
// 256 nodes, so that is prompt).
#pragma once

#include <wuzi/threat_search.h>

#include <atomic>
#include <cstdint>
#include <optional>
#include <thread>
#include <vector>

namespace wuzi::game {

// What was asked and what came of it. Invariant: `version` is the session
// version of the position searched, so a result for another is stale.
struct ThreatResult {
    uint64_t version = 0;
    ThreatKind kind = ThreatKind::Vcf;
    ThreatAnswer answer;
    bool stopped = false;  // cancelled by the player (then Unknown)
};

// ThreatWorker. Invariants: at most one search runs, on `thread_`; `result_`
// is written by that thread only before `done_` is set (release) and read
// by the owner only after seeing it set (acquire); a result is handed over
// once; the destructor stops and joins the search.
class ThreatWorker {
  public:
    ThreatWorker() = default;
    ~ThreatWorker();
    ThreatWorker(const ThreatWorker&) = delete;
    ThreatWorker& operator=(const ThreatWorker&) = delete;

    // start: search `moves` on `config` for a `kind` win of the side to
    // move, for session `version`; a search already running is stopped first.
    void start(uint64_t version, ThreatKind kind, const BoardConfig& config,
               std::vector<Move> moves, const ThreatLimits& limits);
    // cancel: stop the running search and wait for its thread; its result
    // (Unknown, `stopped`) is still handed over by poll(). False if none ran.
    bool cancel();
    bool running() const { return thread_.joinable() && !handed_over_; }
    // asked: what the running (or last) search was asked: its kind and version.
    ThreatKind kind() const { return result_.kind; }
    uint64_t version() const { return result_.version; }
    // poll: the finished search's result, once.
    std::optional<ThreatResult> poll();

  private:
    void join();

    std::thread thread_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> done_{false};
    bool handed_over_ = true;
    ThreatResult result_;
};

}  // namespace wuzi::game
