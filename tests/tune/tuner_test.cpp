// The tuner (tools/cli/tuner.h): it recovers known weights from positions
// labelled by an evaluation with those weights, and K from the labels.
#include "tuner.h"

#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/weights.h>

#include <cmath>
#include <random>
#include <vector>

namespace wuzi::cli {
namespace {

// positions: `count` random positions of 15x15 freestyle (random moves near
// the centre, none winning), as features.
std::vector<EvalFeatures> positions(int count, uint32_t seed) {
    std::mt19937 rng(seed);
    std::vector<EvalFeatures> out;
    while (int(out.size()) < count) {
        Board board(BoardConfig::gomoku(15));
        const int length = 4 + int(rng() % 50);
        for (int i = 0; i < length; ++i) {
            Move m;
            do m = make_move(2 + int(rng() % 11), 2 + int(rng() % 11));
            while (!board.is_empty(m));
            if (board.is_winning_move(m)) break;
            board.make(m);
        }
        out.push_back(eval_features(board));
    }
    return out;
}

double sigmoid(double z) { return 1 / (1 + std::exp(-z)); }

// labelled: the positions with the expected result sigmoid(k * eval) that
// an evaluation with `truth` predicts: the labels it would fit perfectly.
std::vector<TuneSample> labelled(const std::vector<EvalFeatures>& features,
                                 const EvalWeights& truth, double k) {
    std::vector<TuneSample> out;
    for (const EvalFeatures& f : features)
        out.push_back({f, sigmoid(k * evaluate_features(f, truth)), 0, int(out.size())});
    return out;
}

// The known weights: the hand-set ones with the scalars, pattern values and
// two initiative entries changed.
EvalWeights truth() {
    EvalWeights w;
    w.tempo = 40;
    w.attack = 200;
    w.defend = 150;
    w.position = 4;
    w.cell = {0, 2, 5, 9, 25, 12, 90, 50, 260, 600};
    w.stone = {0, 1, 6, 1, 20, 8, 30, 60, 150, 300};
    w.initiative[initiative_index(kThreatFourThree, kThreatFourThree)] = 120;
    w.initiative[initiative_index(kThreatLiveFour, kThreatFourThree)] = -90;
    return w;
}

TEST(TunerTest, FitKRecoversTheScale) {
    const EvalWeights w;
    const std::vector<TuneSample> samples = labelled(positions(1500, 1), w, 0.004);
    EXPECT_NEAR(fit_k(samples, w), 0.004, 0.0002);
}

TEST(TunerTest, RecoversKnownWeights) {
    const EvalWeights known = truth();
    const double k = 0.004;
    const std::vector<TuneSample> train = labelled(positions(4000, 2), known, k);
    const std::vector<TuneSample> valid = labelled(positions(500, 3), known, k);
    TuneSettings settings;
    settings.combos = false;
    settings.prior = 0.01;  // almost no pull towards the (wrong) start
    settings.epochs = 30;
    settings.tolerance = 1e-12;
    // The threat bonuses are held: a threat class and the patterns that make
    // it are partly the same feature, so only their sum would be determined.
    for (int t = 1; t < kThreatCount; ++t)
        settings.fixed.push_back("threat." + std::string(threat_name(Threat(t))));
    // So are the pressure tables: where a count is never 0 in the data, a
    // table's entries sum to one in every position, as the tempo does.
    for (int i = find_weight(pressure_name(kThrees, true, 0)); i < weight_count(); ++i)
        settings.fixed.push_back(weight_info(i).name);
    const EvalWeights start;  // the hand-set weights
    Tuner tuner(start, train, valid, settings, k);
    std::vector<double> losses;
    const EvalWeights fitted = tuner.run([&](const EpochReport& r) {
        losses.push_back(r.train.cross_entropy);
        if (r.epoch > 0) {
            EXPECT_LE(r.train.cross_entropy, losses[losses.size() - 2] + 1e-12);
        }
    });
    ASSERT_GE(losses.size(), 2u);
    EXPECT_LT(losses.back(), losses.front());

    // Every scalar and pattern weight comes back to within rounding (the
    // rare five and live-four points to within a little more).
    for (int i = 0; i < find_weight("threat.two"); ++i) {
        const WeightInfo& info = weight_info(i);
        const bool rare = info.name == "cell.F4" || info.name == "cell.F5";
        EXPECT_NEAR(get_weight(fitted, i), get_weight(known, i), rare ? 3 : 1) << info.name;
    }
    // And the initiative of the common threat classes.
    for (auto [own, their] :
         {std::pair{kThreatFourThree, kThreatFourThree}, {kThreatLiveFour, kThreatFourThree}})
        EXPECT_NEAR(fitted.initiative[initiative_index(own, their)],
                    known.initiative[initiative_index(own, their)], 2)
            << threat_name(own) << " against " << threat_name(their);
    // So every evaluation of the held-out positions is that of the known
    // weights to within the rounding of the integer weights and sums.
    int worst = 0;
    for (const TuneSample& s : valid)
        worst = std::max(worst, std::abs(evaluate_features(s.features, fitted) -
                                         evaluate_features(s.features, known)));
    EXPECT_LE(worst, 4);
    // And the tuned loss on held-out positions is below the starting one.
    EXPECT_LT(tuner.loss(fitted, true).cross_entropy, tuner.loss(start, true).cross_entropy);
}

TEST(TunerTest, HeldWeightsStayAndAStrongPriorMovesNothing) {
    const EvalWeights known = truth();
    const std::vector<TuneSample> train = labelled(positions(800, 4), known, 0.004);
    TuneSettings settings;
    settings.fixed = {"tempo"};
    settings.prior = 1e12;
    const EvalWeights start;
    Tuner tuner(start, train, {}, settings, 0.004);
    const EvalWeights fitted = tuner.run([](const EpochReport&) {});
    EXPECT_EQ(fitted, start);
}

}  // namespace
}  // namespace wuzi::cli
