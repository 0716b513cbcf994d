#include "tt.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>

namespace wuzi {
namespace {

// The default table is 16 MB: 2^18 buckets of five entries, chosen by the low
// bits of the key; the high 32 bits are the entry's check. key(b, c) is a key
// for bucket `b` with check `c`.
constexpr uint64_t key(uint64_t bucket, uint32_t check) { return uint64_t(check) << 32 | bucket; }

constexpr uint64_t kBucket = 12345;

TEST(TTTest, StoreThenProbeGivesTheEntryBack) {
    TranspositionTable tt;
    const uint64_t k = key(kBucket, 0xDEADBEEF);
    tt.store(k, -1234, 567, make_move(3, 4), 9, kBoundLower);
    const auto e = tt.probe(k);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->value, -1234);
    EXPECT_EQ(e->eval, 567);
    EXPECT_EQ(e->move, make_move(3, 4));
    EXPECT_EQ(e->depth, 9);
    EXPECT_EQ(e->bound(), kBoundLower);
}

// The PV mark is kept beside the depth, which the table holds up to 127.
TEST(TTTest, KeepsThePvMarkBesideTheDepth) {
    TranspositionTable tt;
    const uint64_t k = key(kBucket, 0xBEEF);
    tt.store(k, 10, 0, make_move(1, 2), 127, kBoundExact, true);
    EXPECT_EQ(tt.probe(k)->depth, 127);
    EXPECT_TRUE(tt.probe(k)->pv);
    tt.store(k, 10, 0, make_move(1, 2), 200, kBoundExact, false);
    EXPECT_EQ(tt.probe(k)->depth, 127);
    EXPECT_FALSE(tt.probe(k)->pv);
    tt.store(k, 10, 0, make_move(1, 2), 3, kBoundExact);
    EXPECT_EQ(tt.probe(k)->depth, 3);
    EXPECT_FALSE(tt.probe(k)->pv);
}

TEST(TTTest, ProbeOfAnAbsentKeyIsNull) {
    TranspositionTable tt;
    EXPECT_FALSE(tt.probe(key(kBucket, 1)));
    EXPECT_FALSE(tt.probe(0));  // an empty entry's check is 0 too
    tt.store(key(kBucket, 1), 10, 0, make_move(1, 1), 3, kBoundExact);
    EXPECT_FALSE(tt.probe(key(kBucket, 2)));      // same bucket, other check
    EXPECT_FALSE(tt.probe(key(kBucket + 1, 1)));  // same check, other bucket
    EXPECT_TRUE(tt.probe(key(kBucket, 1)));
}

TEST(TTTest, SamePositionIsOverwritten) {
    TranspositionTable tt;
    const uint64_t k = key(kBucket, 7);
    tt.store(k, 100, 1, make_move(2, 2), 4, kBoundUpper);
    tt.store(k, 200, 2, make_move(5, 5), 6, kBoundLower);
    const auto e = tt.probe(k);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->value, 200);
    EXPECT_EQ(e->move, make_move(5, 5));
    EXPECT_EQ(e->depth, 6);
    EXPECT_EQ(e->bound(), kBoundLower);
    // Only one entry holds the position: the other four slots of the bucket
    // still take four more positions without evicting it.
    for (uint32_t c = 100; c < 104; ++c) tt.store(key(kBucket, c), 0, 0, kNoMove, 1, kBoundExact);
    EXPECT_TRUE(tt.probe(k));
    for (uint32_t c = 100; c < 104; ++c) EXPECT_TRUE(tt.probe(key(kBucket, c))) << c;
}

TEST(TTTest, StoreWithoutAMoveKeepsTheStoredMove) {
    TranspositionTable tt;
    const uint64_t k = key(kBucket, 7);
    tt.store(k, 100, 1, make_move(2, 2), 4, kBoundLower);
    tt.store(k, 50, 1, kNoMove, 5, kBoundUpper);
    ASSERT_TRUE(tt.probe(k));
    EXPECT_EQ(tt.probe(k)->move, make_move(2, 2));
    EXPECT_EQ(tt.probe(k)->value, 50);
}

TEST(TTTest, MuchShallowerBoundDoesNotOverwriteADeepEntry) {
    TranspositionTable tt;
    const uint64_t k = key(kBucket, 7);
    tt.store(k, 100, 1, make_move(2, 2), 10, kBoundLower);
    tt.store(k, 50, 1, make_move(3, 3), 7, kBoundUpper);  // 7 + 2 < 10: kept
    EXPECT_EQ(tt.probe(k)->depth, 10);
    EXPECT_EQ(tt.probe(k)->value, 100);
    tt.store(k, 60, 1, make_move(3, 3), 8, kBoundUpper);  // 8 + 2 >= 10: replaces
    EXPECT_EQ(tt.probe(k)->depth, 8);
    tt.store(k, 70, 1, make_move(4, 4), 1, kBoundExact);  // exact always replaces
    EXPECT_EQ(tt.probe(k)->depth, 1);
    EXPECT_EQ(tt.probe(k)->value, 70);
    EXPECT_EQ(tt.probe(k)->bound(), kBoundExact);
}

TEST(TTTest, FullBucketReplacesTheShallowestOfAnOlderGeneration) {
    // Search 1 leaves two entries; search 2 adds three shallower ones. (No
    // probe before the first replacement: a probe refreshes an entry's age.)
    TranspositionTable tt;
    tt.store(key(kBucket, 1), 0, 0, kNoMove, 4, kBoundExact);
    tt.store(key(kBucket, 2), 0, 0, kNoMove, 6, kBoundExact);
    tt.new_search();
    tt.store(key(kBucket, 3), 0, 0, kNoMove, 2, kBoundExact);
    tt.store(key(kBucket, 4), 0, 0, kNoMove, 3, kBoundExact);
    tt.store(key(kBucket, 5), 0, 0, kNoMove, 5, kBoundExact);

    // The old depth-4 entry goes first, though the current ones are shallower.
    tt.store(key(kBucket, 6), 0, 0, kNoMove, 10, kBoundExact);
    EXPECT_FALSE(tt.probe(key(kBucket, 1)));
    for (uint32_t c : {3u, 4u, 5u, 6u}) EXPECT_TRUE(tt.probe(key(kBucket, c))) << c;
    // Probing refreshed 3..6; the old depth-6 entry is the next to go.
    tt.store(key(kBucket, 7), 0, 0, kNoMove, 10, kBoundExact);
    EXPECT_FALSE(tt.probe(key(kBucket, 2)));
    // All current now: the shallowest (depth 2) goes, the deeper ones stay.
    tt.store(key(kBucket, 8), 0, 0, kNoMove, 10, kBoundExact);
    EXPECT_FALSE(tt.probe(key(kBucket, 3)));
    for (uint32_t c : {4u, 5u, 6u, 7u, 8u}) EXPECT_TRUE(tt.probe(key(kBucket, c))) << c;
}

TEST(TTTest, ProbeRefreshesTheAgeOfAnEntry) {
    TranspositionTable tt;
    tt.store(key(kBucket, 1), 0, 0, kNoMove, 4, kBoundExact);
    tt.store(key(kBucket, 2), 0, 0, kNoMove, 6, kBoundExact);
    tt.new_search();
    for (uint32_t c = 3; c <= 5; ++c) tt.store(key(kBucket, c), 0, 0, kNoMove, 8, kBoundExact);
    ASSERT_TRUE(tt.probe(key(kBucket, 1)));  // used in this search: current again
    tt.store(key(kBucket, 6), 0, 0, kNoMove, 8, kBoundExact);
    EXPECT_TRUE(tt.probe(key(kBucket, 1)));
    EXPECT_FALSE(tt.probe(key(kBucket, 2)));  // the deeper but stale entry went
}

TEST(TTTest, EachNewSearchAgesTheEntriesFurther) {
    TranspositionTable tt;
    // Two searches ago at depth 12, one search ago at depth 5.
    tt.store(key(kBucket, 1), 0, 0, kNoMove, 12, kBoundExact);
    tt.new_search();
    tt.store(key(kBucket, 2), 0, 0, kNoMove, 5, kBoundExact);
    tt.new_search();
    for (uint32_t c = 3; c <= 5; ++c) tt.store(key(kBucket, c), 0, 0, kNoMove, 1, kBoundExact);
    tt.store(key(kBucket, 6), 0, 0, kNoMove, 1, kBoundExact);
    EXPECT_FALSE(tt.probe(key(kBucket, 1)));  // 12 - 2 * 8 < 5 - 8
    EXPECT_TRUE(tt.probe(key(kBucket, 2)));
    EXPECT_TRUE(tt.probe(key(kBucket, 6)));
}

TEST(TTTest, MateScoresAreStoredRelativeToTheNode) {
    // A win 7 plies after a node found at ply 5 is a win 7 plies after the same
    // node reached at ply 9; likewise a loss. Other scores are unchanged.
    for (int after : {1, 3, 7, 40}) {
        EXPECT_EQ(value_from_tt(value_to_tt(mate_in(5 + after), 5), 9), mate_in(9 + after));
        EXPECT_EQ(value_from_tt(value_to_tt(mated_in(5 + after), 5), 9), mated_in(9 + after));
        EXPECT_EQ(value_from_tt(value_to_tt(mate_in(9 + after), 9), 5), mate_in(5 + after));
        EXPECT_EQ(value_to_tt(mate_in(5 + after), 5), mate_in(after));
        EXPECT_EQ(value_to_tt(mated_in(5 + after), 5), mated_in(after));
    }
    for (Score v : {0, 1, -1, 1234, -1234, kMateBound - 1, -kMateBound + 1}) {
        EXPECT_EQ(value_to_tt(v, 5), v);
        EXPECT_EQ(value_from_tt(v, 9), v);
    }
    // Through the table's 16-bit field.
    TranspositionTable tt;
    const uint64_t k = key(kBucket, 9);
    tt.store(k, value_to_tt(mated_in(5 + 6), 5), 0, kNoMove, 3, kBoundExact);
    EXPECT_EQ(value_from_tt(tt.probe(k)->value, 9), mated_in(9 + 6));
    tt.store(k, value_to_tt(mate_in(5 + 6), 5), 0, kNoMove, 3, kBoundExact);
    EXPECT_EQ(value_from_tt(tt.probe(k)->value, 9), mate_in(9 + 6));
}

TEST(TTTest, ClearEmptiesTheTable) {
    TranspositionTable tt;
    for (uint32_t c = 1; c <= 5; ++c) tt.store(key(kBucket, c), 0, 0, kNoMove, 3, kBoundExact);
    tt.store(key(777, 1), 0, 0, kNoMove, 3, kBoundExact);
    tt.clear();
    for (uint32_t c = 1; c <= 5; ++c) EXPECT_FALSE(tt.probe(key(kBucket, c)));
    EXPECT_FALSE(tt.probe(key(777, 1)));
}

TEST(TTTest, ResizeChangesTheBucketCountAndClears) {
    // Six positions whose keys agree in the low 14 bits only: in a 16 MB
    // table (2^18 buckets) they fall in six buckets and all stay; in a 1 MB
    // table (2^14 buckets) they share one bucket of five and one is lost.
    auto store_six = [](TranspositionTable& tt) {
        for (uint32_t i = 0; i < 6; ++i)
            tt.store(key(kBucket % (1 << 14) + (uint64_t(i) << 14), i + 1), 0, 0, kNoMove, 3,
                     kBoundExact);
    };
    auto count_six = [](const TranspositionTable& tt) {
        int found = 0;
        for (uint32_t i = 0; i < 6; ++i)
            found += tt.probe(key(kBucket % (1 << 14) + (uint64_t(i) << 14), i + 1)).has_value();
        return found;
    };
    TranspositionTable tt;
    store_six(tt);
    EXPECT_EQ(count_six(tt), 6);
    tt.resize(1);
    EXPECT_EQ(count_six(tt), 0) << "resize clears";
    store_six(tt);
    EXPECT_EQ(count_six(tt), 5);
    tt.resize(16);
    EXPECT_EQ(count_six(tt), 0);
    store_six(tt);
    EXPECT_EQ(count_six(tt), 6);
    tt.resize(0);  // taken as the minimum, 1 MB
    store_six(tt);
    EXPECT_EQ(count_six(tt), 5);
}

// A table sized for tic-tac-toe holds its 3^9 positions in kilobytes; a
// gomoku board gets what was asked for.
TEST(TTTest, ATicTacToeTableIsKilobytes) {
    EXPECT_LE(TranspositionTable::buckets_for(64, 9) * 64, size_t(256) << 10);
    EXPECT_GE(TranspositionTable::buckets_for(64, 9) * 5, size_t(19683) / 2);
    EXPECT_EQ(TranspositionTable::buckets_for(64, 225), size_t(1) << 20);
    EXPECT_EQ(TranspositionTable::buckets_for(64), size_t(1) << 20);
    TranspositionTable tt;
    tt.resize(64, 9);
    EXPECT_EQ(tt.bucket_count(), TranspositionTable::buckets_for(64, 9));
    tt.store(key(kBucket, 3), 42, 0, kNoMove, 3, kBoundExact);
    EXPECT_EQ(tt.probe(key(kBucket, 3))->value, 42);
}

// Touching the pages ahead of a search changes no entry, and stops when told.
TEST(TTTest, TouchingThePagesKeepsTheEntries) {
    TranspositionTable tt;
    for (uint32_t c = 1; c <= 5; ++c)
        tt.store(key(c * 64, c), Score(c), 0, kNoMove, 3, kBoundExact);
    std::atomic<bool> stop{false};
    tt.touch_pages(stop);
    for (uint32_t c = 1; c <= 5; ++c) EXPECT_EQ(tt.probe(key(c * 64, c))->value, Score(c));
    stop = true;
    tt.touch_pages(stop);
    EXPECT_EQ(tt.probe(key(64, 1))->value, 1);
}

}  // namespace
}  // namespace wuzi
