// Turning the stones of a Gomocup `BOARD` command into the move list the
// engine and the game record take.
#pragma once

#include <wuzi/board.h>
#include <wuzi/types.h>

#include <string>
#include <vector>

namespace wuzi::brain {

// One `x,y,f` line of a BOARD command: f = 1 the brain's stone, 2 the
// opponent's, 3 a stone of a continuous game.
struct SetupStone {
    int x = 0, y = 0, owner = 0;
};

// The outcome of setting up a position. Invariant: on success (`error`
// empty) `moves` alternate colours from Black, replay without a refusal on a
// board of the config, leave the game undecided with an empty cell, and put
// the brain (the owner of the `1` stones) on move.
struct SetupResult {
    std::vector<Move> moves;
    std::string error;
    bool ok() const { return error.empty(); }
};

// order_stones: the stones interleaved into a game. Each side's stones keep
// their order (the manager sends them in move order where that matters).
SetupResult order_stones(const std::vector<SetupStone>& stones, const BoardConfig& config);

// xy: a move as Gomocup writes it, "x,y" (0-based, y from the top).
std::string xy(Move m);

// check_moves: the same checks for a plain move list (SWAP2BOARD); `error`
// is empty if the moves replay and the game is still undecided.
std::string check_moves(const std::vector<Move>& moves, const BoardConfig& config);

}  // namespace wuzi::brain
