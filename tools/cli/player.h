// A player in an engine-vs-engine game: the built-in engine (EnginePlayer) or
// an external Gomocup brain (BrainProcess). The game runner owns the clock;
// a player only answers one move at a time.
#pragma once

#include <wuzi/board.h>
#include <wuzi/engine.h>
#include <wuzi/time_manager.h>

#include <optional>
#include <string>
#include <vector>

namespace wuzi::cli {

// One answer. Invariant: either `error` is empty and `move` is the move the
// player chose (not yet checked for legality: the runner does that), or
// `error` says why the player failed (crash, garbage, silence) and the runner
// scores the game as lost by this player.
struct MoveReply {
    Move move = kNoMove;
    std::string error;
    std::optional<SearchInfo> info;  // the search's report, when the player gives one
};

class Player {
  public:
    virtual ~Player() = default;
    virtual const std::string& name() const = 0;
    // new_game: get ready for a game on `config`; an error text if it cannot.
    virtual std::string new_game(const BoardConfig& config) = 0;
    // move: the move to play after `moves` (the side to move is the player),
    // with the clock as the manager would send it in INFO lines. `wait_ms`
    // is how long the runner waits before declaring the player lost on time.
    virtual MoveReply move(const std::vector<Move>& moves, const TimeControl& clock,
                           int64_t wait_ms) = 0;
};

}  // namespace wuzi::cli
