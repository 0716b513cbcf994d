#include "match_stats.h"

#include <cmath>
#include <limits>
#include <vector>

namespace wuzi::cli {

namespace {

// Mean and variance of a discrete score distribution given by counts.
struct Moments {
    double n = 0, mean = 0, var = 0;
};

Moments moments(const std::vector<double>& values, const std::vector<double>& counts) {
    Moments m;
    for (size_t i = 0; i < values.size(); ++i) m.n += counts[i];
    if (m.n == 0) return m;
    for (size_t i = 0; i < values.size(); ++i) m.mean += values[i] * counts[i] / m.n;
    for (size_t i = 0; i < values.size(); ++i)
        m.var += counts[i] / m.n * (values[i] - m.mean) * (values[i] - m.mean);
    return m;
}

// `prior` is added to every count: a tiny regularisation (as fishtest does)
// so that a one-sided record still has a variance.
Moments game_moments(const MatchStats& s, bool pentanomial, double prior = 0) {
    if (pentanomial && s.pair_count() > 0) {
        std::vector<double> counts;
        for (int c : s.pairs) counts.push_back(c + prior);
        return moments({0, 0.25, 0.5, 0.75, 1}, counts);
    }
    return moments({0, 0.5, 1}, {s.losses + prior, s.draws + prior, s.wins + prior});
}

}  // namespace

double elo_to_score(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

double score_to_elo(double score) {
    if (score <= 0) return -std::numeric_limits<double>::infinity();
    if (score >= 1) return std::numeric_limits<double>::infinity();
    return -400 * std::log10(1 / score - 1);
}

SprtBounds sprt_bounds(double alpha, double beta) {
    return {std::log(beta / (1 - alpha)), std::log((1 - beta) / alpha)};
}

int MatchStats::pair_count() const {
    int n = 0;
    for (int c : pairs) n += c;
    return n;
}

double MatchStats::score() const { return games() ? (wins + 0.5 * draws) / games() : 0.5; }

void MatchStats::add_game(double points) {
    if (points > 0.75)
        ++wins;
    else if (points < 0.25)
        ++losses;
    else
        ++draws;
}

void MatchStats::add_pair(double points) {
    const int k = int(std::lround(points * 2));
    if (k >= 0 && k <= 4) ++pairs[size_t(k)];
}

EloEstimate MatchStats::elo(bool pentanomial) const {
    const Moments m = game_moments(*this, pentanomial);
    EloEstimate e;
    if (m.n == 0) return e;
    e.elo = score_to_elo(m.mean);
    const double half = 1.959964 * std::sqrt(m.var / m.n);
    e.error95 = (score_to_elo(m.mean + half) - score_to_elo(m.mean - half)) / 2;
    if (m.var == 0) e.error95 = std::numeric_limits<double>::infinity();
    return e;
}

namespace {

// The distribution closest (maximum likelihood) to the observed frequencies
// `p` whose mean is `target`: q_j = p_j / (1 + lambda (x_j - target)).
// Returns lambda, found by bisection (the mean is monotonic in lambda).
double tilt(const std::vector<double>& x, const std::vector<double>& p, double target) {
    double lo = -1e9, hi = 1e9;
    for (size_t j = 0; j < x.size(); ++j) {  // keep every 1 + lambda (x_j - target) > 0
        const double d = x[j] - target;
        if (d > 0) lo = std::max(lo, -1 / d);
        if (d < 0) hi = std::min(hi, -1 / d);
    }
    for (int i = 0; i < 200; ++i) {
        const double mid = (lo + hi) / 2;
        double f = 0;
        for (size_t j = 0; j < x.size(); ++j)
            f += p[j] * (x[j] - target) / (1 + mid * (x[j] - target));
        (f > 0 ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

}  // namespace

double MatchStats::llr(double elo0, double elo1, bool pentanomial) const {
    if (games() == 0) return 0;
    // Observed frequencies, each count raised by a tiny prior (as fishtest
    // regularises) so that an unseen outcome keeps a non-zero probability.
    std::vector<double> x, p;
    if (pentanomial && pair_count() > 0) {
        x = {0, 0.25, 0.5, 0.75, 1};
        for (int c : pairs) p.push_back(c + 1e-3);
    } else {
        x = {0, 0.5, 1};
        p = {losses + 1e-3, draws + 1e-3, wins + 1e-3};
    }
    double n = 0;
    for (double c : p) n += c;
    for (double& c : p) c /= n;
    const double s0 = elo_to_score(elo0), s1 = elo_to_score(elo1);
    const double l0 = tilt(x, p, s0), l1 = tilt(x, p, s1);
    // Log-likelihood ratio of the two maximum-likelihood distributions that
    // meet H1 and H0, for the observed sample (fishtest's method).
    double llr = 0;
    for (size_t j = 0; j < x.size(); ++j)
        llr += p[j] * (std::log(1 + l0 * (x[j] - s0)) - std::log(1 + l1 * (x[j] - s1)));
    return n * llr;
}

}  // namespace wuzi::cli
