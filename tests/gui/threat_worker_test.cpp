#include "threat_worker.h"

#include <gtest/gtest.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <chrono>
#include <thread>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {

using wuzi::test::mv;

// wait: poll until the worker hands over its result (at most 20 s).
std::optional<ThreatResult> wait(ThreatWorker& w) {
    for (int i = 0; i < 2000; ++i) {
        if (auto r = w.poll()) return r;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return std::nullopt;
}

}  // namespace

TEST(ThreatWorker, FindsAWinOffTheCallersThreadAndHandsItOverOnce) {
    // Black's open three f8-h8 with White far away: f8 g8 h8 + e8 or i8 is a
    // live four, a VCF of 3 plies.
    const std::vector<Move> moves = test::moves("f8,a1,g8,a3,h8,a5");
    ThreatWorker w;
    EXPECT_FALSE(w.running());
    w.start(7, ThreatKind::Vcf, BoardConfig{}, moves, {});
    EXPECT_EQ(w.version(), 7u);
    const auto r = wait(w);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->version, 7u);
    EXPECT_EQ(r->answer.outcome, ThreatOutcome::Win);
    EXPECT_EQ(r->answer.plies, 3);
    EXPECT_FALSE(r->stopped);
    EXPECT_FALSE(w.running());
    EXPECT_FALSE(w.poll().has_value());  // once
}

TEST(ThreatWorker, CancelStopsTheSearchAndSaysSo) {
    // An empty board's VCT with no ply limit to speak of: it runs until stopped.
    ThreatWorker w;
    ThreatLimits limits;
    limits.max_plies = kMaxThreatPlies;
    limits.max_nodes = 1'000'000'000;
    w.start(1, ThreatKind::Vct, BoardConfig{}, test::moves("h8,a1,i9,a15,j10,o1,h10,o15"), limits);
    EXPECT_TRUE(w.cancel() || !w.running());
    const auto r = w.poll();
    ASSERT_TRUE(r.has_value());
    // Either it was stopped, or it had finished before the stop came.
    if (r->stopped) {
        EXPECT_EQ(r->answer.outcome, ThreatOutcome::Unknown);
    }
    EXPECT_FALSE(w.cancel());  // nothing runs now
}

TEST(ThreatWorker, ABadPositionIsAnAnswerNotACrash) {
    ThreatWorker w;
    w.start(2, ThreatKind::Vcf, BoardConfig{}, {mv("h8"), mv("h8")}, {});
    const auto r = wait(w);
    ASSERT_TRUE(r.has_value());
    EXPECT_EQ(r->answer.outcome, ThreatOutcome::BadPosition);
    // A new start while one runs replaces it.
    w.start(3, ThreatKind::Vct, BoardConfig{}, test::moves("h8"), {});
    w.start(4, ThreatKind::Vcf, BoardConfig{}, test::moves("h8"), {});
    const auto last = wait(w);
    ASSERT_TRUE(last.has_value());
    EXPECT_EQ(last->version, 4u);
}
