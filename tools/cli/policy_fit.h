// The move-ordering policy's fit behind `wuzi-cli tune-policy`: a
// conditional logit model (softmax over a position's candidate moves) of
// which move the search chose, on the features of wuzi/policy.h.
//
// A move's logit is the sum of the weights of its five features; the model
// minimises the mean cross-entropy of the chosen moves plus an L2 penalty
// `l2 * |w|^2`, by Adam over shuffled mini-batches (the problem is convex
// and small: about 1600 weights). Weights are fitted in logits and stored
// in hundredths (EvalWeights' policy tables).
#pragma once

#include <wuzi/policy.h>

#include <cstdint>
#include <functional>
#include <vector>

namespace wuzi::cli {

// Positions as candidate lists. Invariants: offsets.size() == chosen.size()
// + 1, offsets ascending from 0 to moves.size(); chosen[i] indexes a move
// of position i (offsets[i] <= chosen[i] < offsets[i + 1]); `baseline[k]`
// is move k's score under the fixed threat ordering.
struct PolicySamples {
    std::vector<PolicyFeatures> moves;
    std::vector<int> baseline;
    std::vector<uint32_t> offsets{0};
    std::vector<uint32_t> chosen;

    size_t size() const { return chosen.size(); }
    // add: one position's candidates (`scores`: their fixed threat scores)
    // and the index among them of the chosen move.
    void add(const std::vector<PolicyFeatures>& candidates, const std::vector<int>& scores,
             size_t chosen_index);
};

struct PolicyFitSettings {
    int epochs = 12;
    int batch = 256;
    double learning_rate = 0.05;  // Adam's step, decayed linearly to a tenth
    double l2 = 1e-5;
    uint64_t seed = 1;
};

// How well one ordering predicts the chosen moves: the mean cross-entropy
// (the model only), the share ranked first, and the chosen move's mean rank
// (1 = first; ties share their ranks' mean, as a random tie-break would).
struct PolicyQuality {
    double cross_entropy = 0, top1 = 0, mean_rank = 0;
};

// The fit's parameters: one logit weight per feature value.
class PolicyModel {
  public:
    PolicyModel();
    // from_weights / to_weights: the policy tables of EvalWeights (hundredths
    // of a logit; to_weights rounds and clamps to the weights' ranges).
    static PolicyModel from_weights(const EvalWeights& w);
    void to_weights(EvalWeights& w) const;

    double logit(const PolicyFeatures& f) const;
    // fit: Adam epochs on `train`; `report(epoch, train, valid)` after each.
    void fit(const PolicySamples& train, const PolicySamples& valid,
             const PolicyFitSettings& settings,
             const std::function<void(int, const PolicyQuality&, const PolicyQuality&)>& report);
    PolicyQuality quality(const PolicySamples& s) const;

  private:
    std::vector<double> w_;
};

// baseline_quality: top-1 and mean rank of the fixed threat ordering (no
// cross-entropy: it is no probability model).
PolicyQuality baseline_quality(const PolicySamples& s);

}  // namespace wuzi::cli
