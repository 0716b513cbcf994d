// The built-in engine as a match player, in the same process. It plans its
// time with the brain's time manager, so it plays as pbrain-wuzi would.
#pragma once

#include <condition_variable>
#include <mutex>

#include "engine_spec.h"
#include "player.h"

namespace wuzi::cli {

// An in-process engine. Invariants: one search at a time; `move` returns only
// after the search has finished and reported; the search is stopped at the
// time plan's hard limit even if the engine overran its own.
class EnginePlayer : public Player {
  public:
    explicit EnginePlayer(const EngineSpec& spec);
    const std::string& name() const override { return spec_.name; }
    std::string new_game(const BoardConfig& config) override;
    MoveReply move(const std::vector<Move>& moves, const brain::TimeControl& clock,
                   int64_t wait_ms) override;

  private:
    EngineSpec spec_;
    BoardConfig config_;
    Engine engine_;
    std::mutex mutex_;
    std::condition_variable done_cv_;
    bool done_ = false;
    SearchInfo result_;
};

}  // namespace wuzi::cli
