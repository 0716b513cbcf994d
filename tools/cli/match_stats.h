// Match statistics from the first engine's point of view: W-L-D, the
// pentanomial counts of game pairs (each opening played with both colours),
// the Elo estimate with its 95% interval and the SPRT log-likelihood ratio.
#pragma once

#include <array>
#include <string>

namespace wuzi::cli {

// Logistic Elo, as fishtest's classic SPRT and cutechess-cli use it.
struct EloEstimate {
    double elo = 0;
    double error95 = 0;  // half-width of the 95% interval (infinite when undecided)
};

// The SPRT thresholds: stop for H1 (elo >= elo1) when LLR >= upper, for H0
// (elo <= elo0) when LLR <= lower.
struct SprtBounds {
    double lower = 0, upper = 0;
};
SprtBounds sprt_bounds(double alpha, double beta);

// The counts. Invariants: wins + losses + draws is the number of games;
// pairs[k] counts pairs where the first engine scored k/2 points (0..2), and
// 2 * sum(pairs) <= games (games of an unfinished pair are counted in W-L-D
// but not in pairs).
struct MatchStats {
    int wins = 0, losses = 0, draws = 0;
    std::array<int, 5> pairs{};

    int games() const { return wins + losses + draws; }
    int pair_count() const;
    double score() const;  // the first engine's mean points per game

    // add_game: one result, 1 (win), 0.5 (draw) or 0 (loss).
    void add_game(double points);
    // add_pair: the points (0..2) of a finished pair; the games themselves
    // are added with add_game.
    void add_pair(double points);

    // elo: the estimate; from the pentanomial counts when `pentanomial` and
    // there are pairs, otherwise from W-L-D.
    EloEstimate elo(bool pentanomial) const;
    // llr: the SPRT log-likelihood ratio of H1 (elo1) against H0 (elo0): for
    // each hypothesis, the maximum-likelihood outcome distribution with that
    // expected score, over the outcomes of games (trinomial) or game pairs
    // (pentanomial), as fishtest computes it. Unlike the normal approximation
    // it stays small after a handful of identical results.
    double llr(double elo0, double elo1, bool pentanomial) const;
};

// elo_to_score, score_to_elo: the logistic conversion.
double elo_to_score(double elo);
double score_to_elo(double score);

}  // namespace wuzi::cli
