#include "engine_player.h"

#include <chrono>

namespace wuzi::cli {

EnginePlayer::EnginePlayer(const EngineSpec& spec) : spec_(spec) {
    if (spec_.hash_mb > 0) engine_.set_hash_mb(size_t(spec_.hash_mb));
    engine_.on_best_move([this](const SearchInfo& info) {
        std::lock_guard lock(mutex_);
        result_ = info;
        done_ = true;
        done_cv_.notify_all();
    });
}

std::string EnginePlayer::new_game(const BoardConfig& config) {
    if (!config.valid()) return "invalid board configuration";
    config_ = config;
    engine_.clear();
    return {};
}

MoveReply EnginePlayer::move(const std::vector<Move>& moves, const brain::TimeControl& clock,
                             int64_t wait_ms) {
    MoveReply reply;
    if (!engine_.set_position(config_, moves)) {
        reply.error = "engine refused the position";
        return reply;
    }
    const bool timed = clock.turn_ms < brain::TimeControl::kNoLimit || clock.game_limited();
    brain::TimeBudget budget = brain::allocate(clock, int(moves.size() / 2));
    Limits limits;
    limits.depth = spec_.depth;
    limits.nodes = spec_.nodes;
    limits.threads = spec_.threads;
    if (timed) {
        budget.think_ms = std::max<int64_t>(1, int64_t(double(budget.think_ms) * spec_.time_scale));
        budget.hard_ms = std::max<int64_t>(1, int64_t(double(budget.hard_ms) * spec_.time_scale));
        limits.time_ms = budget.think_ms;
    }
    const auto start = std::chrono::steady_clock::now();
    {
        std::lock_guard lock(mutex_);
        done_ = false;
    }
    engine_.go(limits);
    std::unique_lock lock(mutex_);
    const int64_t hard = timed ? budget.hard_ms : wait_ms;
    if (!done_cv_.wait_until(lock, start + std::chrono::milliseconds(hard),
                             [this] { return done_; })) {
        lock.unlock();
        engine_.stop();
        lock.lock();
        done_cv_.wait(lock, [this] { return done_; });
    }
    lock.unlock();
    engine_.wait();
    reply.move = result_.best_move;
    reply.info = result_;
    if (reply.move == kNoMove) reply.error = "the engine returned no move";
    return reply;
}

}  // namespace wuzi::cli
