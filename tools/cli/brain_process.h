// An external Gomocup brain as a match player: a BrainClient (the child
// process and the protocol dialogue, tools/protocol/brain_client.h) behind
// the Player interface. Whatever the brain does (crash, silence, garbage,
// ERROR) becomes an error text for the runner, never a hang.
#pragma once

#include <string>
#include <vector>

#include "brain_client.h"
#include "engine_spec.h"
#include "player.h"

namespace wuzi::cli {

// A child brain. Invariants: `client_` runs the command of `spec_`; the
// spec's depth, nodes, threads and info.* go to the brain as INFO lines at
// each new game.
class BrainProcess : public Player {
  public:
    explicit BrainProcess(const EngineSpec& spec);

    const std::string& name() const override { return spec_.name; }
    std::string new_game(const BoardConfig& config) override;
    MoveReply move(const std::vector<Move>& moves, const TimeControl& clock,
                   int64_t wait_ms) override;

  private:
    EngineSpec spec_;
    protocol::BrainClient client_;
};

}  // namespace wuzi::cli
