// The moves of one search node in stages, best first.
#pragma once

#include <wuzi/board.h>
#include <wuzi/search_params.h>

#include <algorithm>

#include "movegen.h"

namespace wuzi {

// MovePicker. Stages: (1) the transposition table's move, when it is a move
// this node would generate, before any generation (a cut-off there costs no
// generation at all); (2) every other move, generated once and ordered by
// threat score (fives, fours and blocks of the opponent's threats first),
// then killers, the counter move (bonus `counter_bonus`), history (divided by `history_divisor`, at
// most +-`history_max`) and the cell scores of both sides (what the move makes and what it takes
// from the opponent) weighted by `cell_weight` percent, one selection step per move asked for. If
// the mode generates nothing at all, every candidate is tried instead. Invariant: next() returns
// each move of the node at most once.
class MovePicker {
  public:
    // `history`: the side to move's history score per cell.
    MovePicker(const Board& board, GenMode mode, Move tt_move, const Move killers[2],
               const int* history, int cell_weight = 0, Move counter = kNoMove,
               int counter_bonus = 0, int history_divisor = SearchParams{}.history_order_divisor,
               int history_max = SearchParams{}.history_order_max);

    // next: the next move with its ordering score, or {kNoMove, 0} when none is left.
    ScoredMove next();
    // drop_later: the node will prune every move not yet returned for which
    // `pruned(move)` holds (a condition that, once true, stays true for the
    // rest of the node): they are dropped unseen, so that next() no longer
    // selects among them. Before the generated stage it does nothing.
    template <class Pruned>
    void drop_later(Pruned pruned) {
        if (stage_ != Stage::Rest) return;
        const auto kept =
            std::remove_if(moves_.begin() + std::ptrdiff_t(next_), moves_.end(),
                           [&pruned](const ScoredMove& sm) { return pruned(sm.move); });
        moves_.erase(kept, moves_.end());
    }

  private:
    enum class Stage { TTMove, Generate, Rest };
    void generate_rest();

    const Board& board_;
    GenMode mode_;
    Move tt_move_;
    const Move* killers_;
    const int* history_;
    int cell_weight_;
    Move counter_;
    int counter_bonus_;
    int history_divisor_, history_max_;
    Stage stage_ = Stage::TTMove;
    bool tt_move_given_ = false;
    MoveList moves_;
    size_t next_ = 0;
};

}  // namespace wuzi
