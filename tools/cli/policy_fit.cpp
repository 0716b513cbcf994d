#include "policy_fit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <random>

namespace wuzi::cli {

namespace {

constexpr int kOwnBase = 0;
constexpr int kTheirBase = kOwnBase + kComboClasses;
constexpr int kThreatBase = kTheirBase + kComboClasses;
constexpr int kNearBase = kThreatBase + kThreatCount * kThreatCount;
constexpr int kParams = kNearBase + kPolicyNearSize;

// indices: the five weights a move's features select.
std::array<int, 5> indices(const PolicyFeatures& f) {
    return {kOwnBase + f.own_class, kTheirBase + f.their_class,
            kThreatBase + int(initiative_index(f.own_threat, f.their_threat)),
            kNearBase + int(policy_near_index(false, f.near_their)),
            kNearBase + int(policy_near_index(true, f.near_own))};
}

// rank_of: the chosen move's rank among `scores` (1 = first; ties share the
// mean of their ranks).
template <class T>
double rank_of(const T* scores, size_t n, size_t chosen) {
    double higher = 0, equal = 0;
    for (size_t k = 0; k < n; ++k)
        if (k != chosen) {
            if (scores[k] > scores[chosen]) ++higher;
            if (scores[k] == scores[chosen]) ++equal;
        }
    return 1 + higher + equal / 2;
}

}  // namespace

void PolicySamples::add(const std::vector<PolicyFeatures>& candidates,
                        const std::vector<int>& scores, size_t chosen_index) {
    chosen.push_back(uint32_t(moves.size() + chosen_index));
    moves.insert(moves.end(), candidates.begin(), candidates.end());
    baseline.insert(baseline.end(), scores.begin(), scores.end());
    offsets.push_back(uint32_t(moves.size()));
}

PolicyModel::PolicyModel() : w_(kParams, 0.0) {}

PolicyModel PolicyModel::from_weights(const EvalWeights& w) {
    PolicyModel m;
    for (int k = 0; k < kComboClasses; ++k) {
        m.w_[size_t(kOwnBase + k)] = w.policy_own[size_t(k)] / 100.0;
        m.w_[size_t(kTheirBase + k)] = w.policy_their[size_t(k)] / 100.0;
    }
    for (size_t k = 0; k < w.policy_threat.size(); ++k)
        m.w_[size_t(kThreatBase) + k] = w.policy_threat[k] / 100.0;
    for (size_t k = 0; k < w.policy_near.size(); ++k)
        m.w_[size_t(kNearBase) + k] = w.policy_near[k] / 100.0;
    return m;
}

void PolicyModel::to_weights(EvalWeights& w) const {
    auto centi = [this](int i) {
        return int(std::clamp(std::lround(w_[size_t(i)] * 100), -5000L, 5000L));
    };
    for (int k = 0; k < kComboClasses; ++k) {
        w.policy_own[size_t(k)] = centi(kOwnBase + k);
        w.policy_their[size_t(k)] = centi(kTheirBase + k);
    }
    for (size_t k = 0; k < w.policy_threat.size(); ++k)
        w.policy_threat[k] = centi(kThreatBase + int(k));
    for (size_t k = 0; k < w.policy_near.size(); ++k) w.policy_near[k] = centi(kNearBase + int(k));
}

double PolicyModel::logit(const PolicyFeatures& f) const {
    double v = 0;
    for (int i : indices(f)) v += w_[size_t(i)];
    return v;
}

PolicyQuality PolicyModel::quality(const PolicySamples& s) const {
    PolicyQuality q;
    std::vector<double> logits;
    for (size_t i = 0; i < s.size(); ++i) {
        const size_t begin = s.offsets[i], n = s.offsets[i + 1] - begin;
        logits.resize(n);
        for (size_t k = 0; k < n; ++k) logits[k] = logit(s.moves[begin + k]);
        const double top = *std::max_element(logits.begin(), logits.end());
        double sum = 0;
        for (double l : logits) sum += std::exp(l - top);
        const size_t c = s.chosen[i] - begin;
        q.cross_entropy += std::log(sum) + top - logits[c];
        const double rank = rank_of(logits.data(), n, c);
        q.mean_rank += rank;
        q.top1 += rank == 1;
    }
    const double n = double(std::max<size_t>(s.size(), 1));
    return {q.cross_entropy / n, q.top1 / n, q.mean_rank / n};
}

PolicyQuality baseline_quality(const PolicySamples& s) {
    PolicyQuality q;
    for (size_t i = 0; i < s.size(); ++i) {
        const size_t begin = s.offsets[i], n = s.offsets[i + 1] - begin;
        const double rank = rank_of(s.baseline.data() + begin, n, s.chosen[i] - begin);
        q.mean_rank += rank;
        q.top1 += rank == 1;
    }
    const double n = double(std::max<size_t>(s.size(), 1));
    return {0, q.top1 / n, q.mean_rank / n};
}

void PolicyModel::fit(
    const PolicySamples& train, const PolicySamples& valid, const PolicyFitSettings& settings,
    const std::function<void(int, const PolicyQuality&, const PolicyQuality&)>& report) {
    constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-8;
    std::vector<double> grad(kParams), m1(kParams, 0.0), m2(kParams, 0.0), logits;
    std::vector<size_t> order(train.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::mt19937_64 rng(settings.seed);
    const size_t batch = size_t(std::max(settings.batch, 1));
    const size_t steps_per_epoch = (train.size() + batch - 1) / batch;
    const double total_steps = double(steps_per_epoch * size_t(std::max(settings.epochs, 1)));
    long step = 0;
    for (int epoch = 1; epoch <= settings.epochs; ++epoch) {
        std::shuffle(order.begin(), order.end(), rng);
        for (size_t start = 0; start < order.size(); start += batch) {
            const size_t end = std::min(order.size(), start + batch);
            std::fill(grad.begin(), grad.end(), 0.0);
            for (size_t b = start; b < end; ++b) {
                const size_t i = order[b], begin = train.offsets[i];
                const size_t n = train.offsets[i + 1] - begin;
                logits.resize(n);
                for (size_t k = 0; k < n; ++k) logits[k] = logit(train.moves[begin + k]);
                const double top = *std::max_element(logits.begin(), logits.end());
                double sum = 0;
                for (double& l : logits) sum += (l = std::exp(l - top));
                for (size_t k = 0; k < n; ++k) {
                    const double g = logits[k] / sum - (begin + k == train.chosen[i] ? 1 : 0);
                    for (int f : indices(train.moves[begin + k])) grad[size_t(f)] += g;
                }
            }
            const double scale = 1.0 / double(end - start);
            ++step;
            const double rate = settings.learning_rate * (1 - 0.9 * double(step) / total_steps);
            const double c1 = 1 - std::pow(kBeta1, double(step));
            const double c2 = 1 - std::pow(kBeta2, double(step));
            for (size_t j = 0; j < size_t(kParams); ++j) {
                const double g = grad[j] * scale + 2 * settings.l2 * w_[j];
                m1[j] = kBeta1 * m1[j] + (1 - kBeta1) * g;
                m2[j] = kBeta2 * m2[j] + (1 - kBeta2) * g * g;
                w_[j] -= rate * (m1[j] / c1) / (std::sqrt(m2[j] / c2) + kEpsilon);
            }
        }
        if (report) report(epoch, quality(train), quality(valid));
    }
}

}  // namespace wuzi::cli
