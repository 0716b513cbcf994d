#include "engine_player.h"

#include <chrono>

namespace wuzi::cli {

EnginePlayer::EnginePlayer(const EngineSpec& spec) : spec_(spec) {
    if (spec_.hash_mb > 0) engine_.set_hash_mb(size_t(spec_.hash_mb));
}

std::string EnginePlayer::new_game(const BoardConfig& config) {
    if (!config.valid()) return "invalid board configuration";
    config_ = config;
    config_.eval = spec_.eval;
    engine_.clear();
    return {};
}

MoveReply EnginePlayer::move(const std::vector<Move>& moves, const TimeControl& clock,
                             int64_t wait_ms) {
    MoveReply reply;
    if (!engine_.set_position(config_, moves)) {
        reply.error = "engine refused the position";
        return reply;
    }
    const bool timed = clock.turn_ms < TimeControl::kNoLimit || clock.game_limited();
    TimeBudget budget = allocate(clock, int(moves.size() / 2));
    Limits limits;
    limits.depth = spec_.depth;
    limits.nodes = spec_.nodes;
    limits.threads = std::max(1, spec_.threads);
    limits.params = spec_.search;
    if (timed) {
        budget.think_ms = std::max<int64_t>(1, int64_t(double(budget.think_ms) * spec_.time_scale));
        budget.hard_ms = std::max<int64_t>(1, int64_t(double(budget.hard_ms) * spec_.time_scale));
        limits.time_ms = budget.think_ms;
    }
    const auto start = std::chrono::steady_clock::now();
    const SearchHandle search = engine_.go(limits);
    const int64_t hard = timed ? budget.hard_ms : wait_ms;
    if (!search.wait_until(start + std::chrono::milliseconds(hard))) search.stop();
    const SearchInfo result = search.wait();
    reply.move = result.best_move;
    reply.info = result;
    if (reply.move == kNoMove) reply.error = "the engine returned no move";
    return reply;
}

}  // namespace wuzi::cli
