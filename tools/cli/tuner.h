// The evaluation tuner behind `wuzi-cli tune`: Texel-style logistic
// regression of game results on the features Board::evaluate() sums
// (wuzi/weights.h), so the fitted model is the evaluation itself.
//
// A position's evaluation is linear in the weights: eval = x . w, where x_j
// is how much weight j contributes (counts of combination classes, patterns
// and threats over empty cells divided by the cell divisor, over stones, the
// centre weights, 1 for the tempo, the attack and defend indicators). The
// model predicts the side to move's expected score as sigmoid(K * eval) and
// minimises the cross-entropy against a target
//   t = (1 - lambda) * result + lambda * sigmoid(K * search score)
// plus a Gaussian prior pulling every weight towards its starting value with
// the strength of `prior` positions: sum_i CE_i + prior * K^2 / 4 * |w - w0|^2.
// K is fitted first, to the starting weights, and then held, so the tuned
// evaluation keeps the scale the search's margins were set for. Each epoch is
// one Newton step (Eigen: sparse design matrix, dense Cholesky solve) with a
// backtracking line search; the problem is convex, so a few epochs converge.
#pragma once

#include <wuzi/weights.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace wuzi::cli {

// One training position. Invariant: result in [0, 1] (side to move's view).
struct TuneSample {
    EvalFeatures features;
    double result = 0.5;
    Score search_score = 0;
    int game = 0;
};

struct TuneSettings {
    double lambda = 0;        // share of the search score in the target
    double prior = 100;       // strength of the pull to the starting weights, in positions
    bool combos = true;       // fit the per-class corrections too
    int epochs = 8;           // Newton steps at most
    double tolerance = 1e-6;  // stop when an epoch improves the training loss less
    // Names of weights held at their starting value (cell_divisor always is).
    std::vector<std::string> fixed;
};

// Losses of one evaluation over a set of positions: the cross-entropy that is
// minimised (without the prior) and Texel's mean squared error, both per
// position, against the targets.
struct TuneLoss {
    double cross_entropy = 0, mse = 0;
};

// What one epoch did.
struct EpochReport {
    int epoch = 0;
    TuneLoss train, valid;
    double step = 0;  // the line search's step (1: the full Newton step)
};

// The fit. Invariants: the weights outside `free` keep the start's values;
// k > 0 after construction.
class Tuner {
  public:
    // Tuner: samples split into training and validation sets; K is fitted to
    // `start` on the training set unless `k` > 0 is given.
    Tuner(const EvalWeights& start, std::vector<TuneSample> train, std::vector<TuneSample> valid,
          const TuneSettings& settings, double k = 0);
    ~Tuner();

    double k() const { return k_; }
    int free_weights() const { return int(free_.size()); }
    // run: the epochs, reporting each; `progress` gets (done, total) rows
    // within an epoch's passes. Returns the fitted weights, rounded and
    // clamped to their ranges.
    EvalWeights run(const std::function<void(const EpochReport&)>& report,
                    const std::function<void(long, long)>& progress = {});
    // loss: the losses of `w` evaluated exactly as Board::evaluate() does
    // (integer sums, the divisor's rounding) on the training or validation
    // set, against the targets or (`results_only`) the game results alone.
    TuneLoss loss(const EvalWeights& w, bool valid, bool results_only = false) const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
    double k_ = 0;
    std::vector<int> free_;
};

// fit_k: the K that minimises the cross-entropy of sigmoid(K * eval) against
// the game results of `samples` evaluated with `w`.
double fit_k(const std::vector<TuneSample>& samples, const EvalWeights& w);

}  // namespace wuzi::cli
