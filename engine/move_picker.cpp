#include "move_picker.h"

#include <wuzi/policy.h>

#include <algorithm>
#include <limits>
#include <utility>

namespace wuzi {

namespace {

// Ordering bonuses added to the threat score of a move (a killer's: without a policy).
constexpr int kTTMoveBonus = 1 << 24;
constexpr int kKillerBonus = 700;
constexpr int kMinScore = std::numeric_limits<int>::min();

}  // namespace

OrderingWeights OrderingWeights::from(const SearchParams& p, const EvalWeights& rule_weights) {
    OrderingWeights w;
    w.cell_weight = p.order_cell_weight;
    w.counter_bonus = p.counter_move_bonus;
    w.history_divisor = p.history_order_divisor;
    w.history_max = p.history_order_max;
    w.policy = p.order_policy && rule_weights.has_policy() ? &rule_weights : nullptr;
    w.policy_scale = p.order_policy;
    w.killer_bonus = p.policy_killer_bonus;
    return w;
}

MovePicker::MovePicker(const Board& board, GenMode mode, Move tt_move, const Move killers[2],
                       const int* history, Move counter, const OrderingWeights& weights)
    : board_(board),
      mode_(mode),
      tt_move_(tt_move),
      killers_(killers),
      history_(history),
      counter_(counter),
      weights_(weights) {}

void MovePicker::generate_rest() {
    generate(board_, mode_, moves_);
    if (moves_.empty() && !tt_move_given_) generate(board_, GenMode::All, moves_);
    const Color us = board_.side_to_move(), them = opponent(us);
    const OrderingWeights& w = weights_;
    const int killer_bonus = w.policy ? w.killer_bonus : kKillerBonus;
    int top = kMinScore;
    for (ScoredMove& sm : moves_) {
        const Move m = sm.move;
        if (w.policy)
            sm.score = policy_score(policy_features(board_, m), *w.policy) * w.policy_scale / 100;
        if (w.cell_weight)
            sm.score +=
                (board_.cell_score(us, m) + board_.cell_score(them, m)) * w.cell_weight / 100;
        if (m == tt_move_)
            sm.score += kTTMoveBonus;
        else if (m == killers_[0] || m == killers_[1])
            sm.score += killer_bonus;
        else if (m == counter_)
            sm.score += w.counter_bonus;
        sm.score += std::clamp(history_[m] / w.history_divisor, -w.history_max, w.history_max);
        if (m != tt_move_) top = std::max(top, sm.score);
    }
    top_score_ = top == kMinScore ? 0 : top;
}

ScoredMove MovePicker::next() {
    switch (stage_) {
        case Stage::TTMove:
            stage_ = Stage::Generate;
            if (board_.stone_count() > 0 && generates(board_, mode_, tt_move_)) {
                tt_move_given_ = true;
                return {tt_move_, kTTMoveBonus};
            }
            [[fallthrough]];
        case Stage::Generate:
            stage_ = Stage::Rest;
            generate_rest();
            [[fallthrough]];
        case Stage::Rest:
            while (next_ < moves_.size()) {
                // Selection sort: the best remaining move first.
                size_t top = next_;
                for (size_t j = next_ + 1; j < moves_.size(); ++j)
                    if (moves_[j].score > moves_[top].score) top = j;
                std::swap(moves_[next_], moves_[top]);
                const ScoredMove sm = moves_[next_++];
                if (tt_move_given_ && sm.move == tt_move_) continue;
                return sm;
            }
            return {kNoMove, 0};
    }
    return {kNoMove, 0};
}

}  // namespace wuzi
