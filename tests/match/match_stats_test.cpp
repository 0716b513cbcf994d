// tools/cli/match_stats.h: Elo and SPRT arithmetic.
#include "match_stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace wuzi::cli {
namespace {

MatchStats trinomial(int w, int l, int d) {
    MatchStats s;
    for (int i = 0; i < w; ++i) s.add_game(1);
    for (int i = 0; i < l; ++i) s.add_game(0);
    for (int i = 0; i < d; ++i) s.add_game(0.5);
    return s;
}

TEST(MatchStats, EloFromScore) {
    EXPECT_NEAR(score_to_elo(0.75), 190.85, 0.01);
    EXPECT_NEAR(elo_to_score(score_to_elo(0.3)), 0.3, 1e-12);
    const MatchStats s = trinomial(75, 25, 0);
    const EloEstimate e = s.elo(false);
    EXPECT_NEAR(e.elo, 190.85, 0.01);
    // 95% of a score with sd sqrt(0.1875/100): about +-0.085 in score.
    EXPECT_GT(e.error95, 60);
    EXPECT_LT(e.error95, 90);
    EXPECT_NEAR(trinomial(10, 10, 5).elo(false).elo, 0, 1e-9);
}

TEST(MatchStats, LlrSignAndGrowth) {
    // Midway between H0 and H1 the evidence is balanced.
    const double mid = (elo_to_score(0) + elo_to_score(20)) / 2;
    EXPECT_NEAR(mid, 0.5144, 1e-3);
    EXPECT_GT(trinomial(60, 40, 100).llr(0, 10, false), 0);
    EXPECT_LT(trinomial(40, 60, 100).llr(0, 10, false), 0);
    const double small = trinomial(60, 40, 100).llr(0, 10, false);
    const double large = trinomial(600, 400, 1000).llr(0, 10, false);
    EXPECT_NEAR(large, 10 * small, 1e-4 * std::abs(large));  // up to the tiny prior
    // GSPRT: N (s1-s0)(2s-s0-s1) / (2 var) with s = 0.55, var = 0.2475 - ... computed here.
    const double s0 = 0.5, s1 = elo_to_score(10), s = 0.55,
                 var = (60 * 0.2025 + 40 * 0.3025 + 100 * 0.0025) / 200;
    // For a large sample the exact LLR is close to the normal approximation
    // N (s1-s0)(2s-s0-s1) / (2 var).
    EXPECT_NEAR(small, 200 * (s1 - s0) * (2 * s - s0 - s1) / (2 * var), 0.02 * std::abs(small));
}

TEST(MatchStats, FewIdenticalResultsAreWeakEvidence) {
    MatchStats s;
    s.add_game(1), s.add_game(1), s.add_pair(2);
    const double llr = s.llr(0, 50, true);
    EXPECT_GT(llr, 0);
    EXPECT_LT(llr, 1.0);  // far from the 2.94 bound after one pair
    EXPECT_LT(trinomial(2, 0, 0).llr(0, 50, false), 1.0);
}

TEST(MatchStats, PentanomialUsesPairs) {
    MatchStats s;
    for (int i = 0; i < 30; ++i) s.add_pair(1.5), s.add_game(1), s.add_game(0.5);
    for (int i = 0; i < 10; ++i) s.add_pair(0.5), s.add_game(0), s.add_game(0.5);
    for (int i = 0; i < 60; ++i) s.add_pair(1), s.add_game(1), s.add_game(0);
    EXPECT_EQ(s.pair_count(), 100);
    EXPECT_EQ(s.games(), 200);
    EXPECT_EQ(s.pairs[3], 30);
    // Same mean score either way, but pairs that split 1-1 carry no noise:
    // the pentanomial interval is narrower.
    EXPECT_NEAR(s.elo(true).elo, s.elo(false).elo, 1e-9);
    EXPECT_LT(s.elo(true).error95, s.elo(false).error95);
    EXPECT_GT(s.llr(0, 10, true), s.llr(0, 10, false));
}

TEST(MatchStats, OneSidedRecordsStillMoveTheLlr) {
    const MatchStats s = trinomial(40, 0, 0);
    EXPECT_GT(s.llr(0, 50, false), sprt_bounds(0.05, 0.05).upper);
    const SprtBounds b = sprt_bounds(0.05, 0.05);
    EXPECT_NEAR(b.upper, 2.944, 1e-3);
    EXPECT_NEAR(b.lower, -2.944, 1e-3);
}

}  // namespace
}  // namespace wuzi::cli
