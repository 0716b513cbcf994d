// The learned move-ordering policy: how likely a search is to choose a move,
// from the move's shape features, as Rapfi's classical move scores are.
//
// A move's features are the side to move's combination class at the cell
// (what the stone makes), the opponent's (what the stone takes from it), the
// two threat classes together, and how far the move lies from each side's
// last move. Its score, in hundredths of a logit, is the sum of one weight
// per feature (EvalWeights' policy tables, per rule); `wuzi-cli tune-policy`
// fits them to the moves deeper searches chose. The search's move picker
// orders by it (SearchParams::order_policy) where the rule's weights have a
// policy.
#pragma once

#include <wuzi/board.h>
#include <wuzi/weights.h>

#include <cstdint>

namespace wuzi {

// A move's policy features. Invariants: classes < kComboClasses, threats <
// kThreatCount, nearness buckets < kPolicyNear.
struct PolicyFeatures {
    uint16_t own_class = 0, their_class = 0;
    Threat own_threat = kThreatNone, their_threat = kThreatNone;
    uint8_t near_their = 0, near_own = 0;
};

// policy_near_bucket: the nearness bucket of `m` to `last` (kNoMove or a
// pass: 0; else the king-step distance, at most 5).
constexpr int policy_near_bucket(Move m, Move last) {
    if (last <= kPass) return 0;
    const int d = distance(m, last);
    return d < kPolicyNear - 1 ? d : kPolicyNear - 1;
}

// policy_features: the features of the side to move playing the empty cell `m`.
inline PolicyFeatures policy_features(const Board& board, Move m) {
    const Color us = board.side_to_move(), them = opponent(us);
    const int n = board.move_count();
    PolicyFeatures f;
    f.own_class = uint16_t(combo_class(board.combo(us, m), board.rule(), us));
    f.their_class = uint16_t(combo_class(board.combo(them, m), board.rule(), them));
    f.own_threat = board.threat(us, m);
    f.their_threat = board.threat(them, m);
    f.near_their = uint8_t(policy_near_bucket(m, n >= 1 ? board.move_at(n - 1) : kNoMove));
    f.near_own = uint8_t(policy_near_bucket(m, n >= 2 ? board.move_at(n - 2) : kNoMove));
    return f;
}

// policy_score: the features' score under `w`, in hundredths of a logit.
inline int policy_score(const PolicyFeatures& f, const EvalWeights& w) {
    return w.policy_own[f.own_class] + w.policy_their[f.their_class] +
           w.policy_threat[initiative_index(f.own_threat, f.their_threat)] +
           w.policy_near[policy_near_index(false, f.near_their)] +
           w.policy_near[policy_near_index(true, f.near_own)];
}

// threat_order_score: the fixed ordering score of the side to move's `m`
// that the search uses without a policy (its own and the opponent's threat
// classes there), for comparisons.
int threat_order_score(const Board& board, Move m);

}  // namespace wuzi
