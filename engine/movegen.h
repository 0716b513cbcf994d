// Move generation with threat-based pruning and ordering scores.
#pragma once

#include <wuzi/board.h>

#include <boost/container/static_vector.hpp>

namespace wuzi {

struct ScoredMove {
    Move move;
    int score;
};

// What to generate.
// - All: every candidate cell (empty, within two steps of a stone).
// - Defend: the opponent threatens a live four next move (it has a live
//   three): our own fours and every cell where the opponent would make a four.
// - Fours: cells where the side to move makes a four or better (threat search).
// - DefendFourThree: the opponent has a four-three point (a four and a live
//   three at once) and no live three: our own fours, each such point, and on
//   the point's four lines, up to four steps away and short of our stones,
//   every cell where the opponent's pattern on that line is a sleeping three
//   or better (the cells that take the four or the three away: a superset).
enum class GenMode { All, Defend, Fours, DefendFourThree };

// kMaxMoves: enough for every cell of the largest board.
constexpr int kMaxMoves = kMaxSize * kMaxSize;
using MoveList = boost::container::static_vector<ScoredMove, kMaxMoves>;

// generate: fills `out` with moves and their ordering scores (threats
// first). When the opponent has a five-point, only the blocks are generated
// (whatever the mode). Black's forbidden points under renju never are. The order of equal scores is
// the board scan order, so generation is deterministic.
void generate(const Board& board, GenMode mode, MoveList& out);

// generates: `m` is one of the moves generate() gives in `mode` (on a
// board with stones: the empty board's centre is a special case of generate).
bool generates(const Board& board, GenMode mode, Move m);

// sort_by_score: best ordering score first; equal scores keep their order
// (generation order), so the result is deterministic.
void sort_by_score(MoveList& moves);

// three_defences: the threat searches' answers to a live three (vct.h,
// vct_proof.h): every empty cell where the opponent of the side to move
// would make a four (which includes every point that stops its live four)
// and every cell of the side to move's own fours, less Black's forbidden
// points under renju, in board scan order.
void three_defences(const Board& board, CellList& out);

// threat_score: the ordering score of a cell from the two sides' threats there.
int threat_score(const Board& board, Move m);

// gen_mode: the mode a full-width node should use (Defend when the opponent
// has a live three and we cannot simply win; with `four_three`,
// DefendFourThree when it has a four-three point), honouring `exact` (no
// pruning).
GenMode gen_mode(const Board& board, bool exact, bool four_three = false);

}  // namespace wuzi
