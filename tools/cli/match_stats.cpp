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

double MatchStats::llr(double elo0, double elo1, bool pentanomial) const {
    if (games() == 0) return 0;
    const Moments m = game_moments(*this, pentanomial, 1e-3);
    if (m.var <= 0) return 0;
    const double s0 = elo_to_score(elo0), s1 = elo_to_score(elo1);
    return m.n * (s1 - s0) * (2 * m.mean - s0 - s1) / (2 * m.var);
}

}  // namespace wuzi::cli
