// The built-in engine as a match player, in the same process. It plans its
// time with the brain's time manager, so it plays as pbrain-wuzi would.
#pragma once

#include "engine_spec.h"
#include "player.h"

namespace wuzi::cli {

// An in-process engine. Invariants: one search at a time; `move` returns only
// after the search has finished; the search is stopped at the time plan's
// hard limit even if the engine overran its own.
class EnginePlayer : public Player {
  public:
    explicit EnginePlayer(const EngineSpec& spec);
    const std::string& name() const override { return spec_.name; }
    std::string new_game(const BoardConfig& config) override;
    MoveReply move(const std::vector<Move>& moves, const TimeControl& clock,
                   int64_t wait_ms) override;

  private:
    EngineSpec spec_;
    BoardConfig config_;
    Engine engine_;
};

}  // namespace wuzi::cli
