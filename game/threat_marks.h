// The threat display for learners: where each side could make a five, a four
// or a live three with its next stone.
#pragma once

#include <wuzi/board.h>

#include <vector>

namespace wuzi::game {

// What a stone of `side` on `cell` would make. Invariant: `cell` is empty.
enum class ThreatLevel { Three, Four, Five };
struct ThreatMark {
    Move cell = kNoMove;
    Color side = Black;
    ThreatLevel level = ThreatLevel::Three;
    bool operator==(const ThreatMark&) const = default;
};

// threat_marks: every empty cell where either side would make a five, a four
// (any four, with or without more) or a live three (alone or with more), by
// the engine's threat classes; Black's first, each in board order.
// Tic-tac-toe has no such threats: nothing.
std::vector<ThreatMark> threat_marks(const Board& board);

}  // namespace wuzi::game
