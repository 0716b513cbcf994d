// The moves of one search node in stages, best first.
#pragma once

#include <wuzi/board.h>
#include <wuzi/search_params.h>

#include <algorithm>

#include "movegen.h"

namespace wuzi {

// OrderingWeights: how the picker scores a generated move. Its base score is
// the learned policy's (wuzi/policy.h) times policy_scale percent when
// `policy` is set, else its fixed threat score (movegen.h); to that come the
// killer bonus (killer_bonus with a policy, 700 without), the counter move's
// bonus, the history (divided by history_divisor, at most +-history_max) and
// the cell scores of both sides (what the move makes and what it takes from
// the opponent) weighted by cell_weight percent.
struct OrderingWeights {
    int cell_weight = 0;
    int counter_bonus = 0;
    int history_divisor = SearchParams{}.history_order_divisor;
    int history_max = SearchParams{}.history_order_max;
    const EvalWeights* policy = nullptr;
    int policy_scale = SearchParams{}.order_policy;
    int killer_bonus = SearchParams{}.policy_killer_bonus;

    // from: the search's weights; `policy` only if the rule's weights have one
    // and the parameters ask for it.
    static OrderingWeights from(const SearchParams& p, const EvalWeights& rule_weights);
};

// MovePicker. Stages: (1) the transposition table's move, when it is a move
// this node would generate, before any generation (a cut-off there costs no
// generation at all); (2) every other move, generated once and scored as
// OrderingWeights says (fives, fours and blocks of the opponent's threats
// lead either way), one selection step per move asked for. If the mode
// generates nothing at all, every candidate is tried instead. Invariant:
// next() returns each move of the node at most once.
class MovePicker {
  public:
    // `history`: the side to move's history score per cell; `counter`: the
    // counter move (the last quiet cut-off against the opponent's previous move).
    MovePicker(const Board& board, GenMode mode, Move tt_move, const Move killers[2],
               const int* history, Move counter = kNoMove, const OrderingWeights& weights = {});

    // next: the next move with its ordering score, or {kNoMove, 0} when none is left.
    ScoredMove next();
    // top_score: the best ordering score among the generated moves (the
    // table move's bonus aside), once next() has generated them; 0 before.
    int top_score() const { return top_score_; }
    // by_policy: the scores are the learned policy's.
    bool by_policy() const { return weights_.policy != nullptr; }
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
    Move counter_;
    OrderingWeights weights_;
    Stage stage_ = Stage::TTMove;
    bool tt_move_given_ = false;
    MoveList moves_;
    size_t next_ = 0;
    int top_score_ = 0;
};

}  // namespace wuzi
