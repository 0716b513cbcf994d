#include "threat_worker.h"

namespace wuzi::game {

ThreatWorker::~ThreatWorker() {
    stop_ = true;
    join();
}

void ThreatWorker::join() {
    if (thread_.joinable()) thread_.join();
}

void ThreatWorker::start(uint64_t version, ThreatKind kind, const BoardConfig& config,
                         std::vector<Move> moves, const ThreatLimits& limits) {
    stop_ = true;
    join();
    stop_ = false;
    done_ = false;
    handed_over_ = false;
    result_ = ThreatResult{version, kind, {}, false};
    ThreatLimits own = limits;
    own.stop = &stop_;
    thread_ = std::thread([this, kind, config, moves = std::move(moves), own] {
        ThreatAnswer answer = find_threat_win(config, moves, kind, own);
        result_.answer = std::move(answer);
        result_.stopped = stop_.load();
        done_.store(true, std::memory_order_release);
    });
}

bool ThreatWorker::cancel() {
    if (!running()) return false;
    stop_ = true;
    join();
    return true;
}

std::optional<ThreatResult> ThreatWorker::poll() {
    if (handed_over_ || !done_.load(std::memory_order_acquire)) return std::nullopt;
    join();
    handed_over_ = true;
    return result_;
}

}  // namespace wuzi::game
