// Wins that the threat classes show before any search: a four-three or a
// double three against an opponent who cannot answer by fours.
#pragma once

#include <wuzi/board.h>

namespace wuzi {

// static_win: a move by which the side to move, with no five of the
// opponent to block, wins in five plies, or kNoMove. A double three or a
// four-three wins when the opponent cannot make a four at all (it could
// answer by fours); with `blocks`, also a four-three whose four's forced
// block makes the opponent no four. Never under renju, where Black's
// straight four may be forbidden and Black's threat classes leave out
// points that may be. The board is left as it was found (a four-three is
// tried with a threat move).
Move static_win(Board& board, bool blocks);

}  // namespace wuzi
