#include "ai_worker.h"

namespace wuzi::gui {

AiWorker::AiWorker() {
    engine_.set_hash_mb(64);
    engine_.on_iteration([this](const SearchInfo& info) {
        std::lock_guard lock(mutex_);
        if (wanted_) progress_ = info;
    });
    engine_.on_best_move([this](const SearchInfo& info) {
        std::lock_guard lock(mutex_);
        if (wanted_) result_ = info;
    });
}

AiWorker::~AiWorker() {
    cancel();
    // engine_'s destructor stops and joins the search thread.
}

bool AiWorker::start(const SearchTicket& ticket, const BoardConfig& config,
                     const std::vector<Move>& moves, const Limits& limits) {
    cancel();
    // set_position stops and joins any previous (already cancelled) search.
    if (!engine_.set_position(config, moves)) return false;
    {
        std::lock_guard lock(mutex_);
        wanted_ = ticket;
        progress_.reset();
        result_.reset();
        started_ = Clock::now();
    }
    engine_.go(limits);
    return true;
}

void AiWorker::cancel() {
    {
        std::lock_guard lock(mutex_);
        wanted_.reset();
        progress_.reset();
        result_.reset();
    }
    engine_.stop();
}

std::optional<SearchTicket> AiWorker::current() const {
    std::lock_guard lock(mutex_);
    return wanted_;
}

std::optional<AiWorker::Report> AiWorker::poll() {
    std::lock_guard lock(mutex_);
    if (!wanted_) return std::nullopt;
    Report report{
        *wanted_, progress_, result_,
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started_).count()};
    if (result_) {
        wanted_.reset();
        progress_.reset();
        result_.reset();
    }
    return report;
}

}  // namespace wuzi::gui
