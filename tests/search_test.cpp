#include "search.h"

#include <gtest/gtest.h>
#include <wuzi/engine.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <vector>

#include "test_util.h"
#include "tt.h"

namespace wuzi {
namespace {

using test::mv;

SearchInfo analyse(const std::string& moves, Limits limits, BoardConfig config = {}) {
    const MoveListParse parsed = parse_move_list(moves, config.size);
    EXPECT_TRUE(parsed.ok()) << parsed.error;
    Engine engine;
    EXPECT_TRUE(engine.set_position(config, parsed.moves));
    return engine.search(limits);
}

Limits depth(int d) {
    Limits limits;
    limits.depth = d;
    return limits;
}

TEST(SearchTest, WinsInOne) {
    const SearchInfo info = analyse("h8,a1,i8,a2,j8,a3,k8,a4", depth(4));
    EXPECT_TRUE(info.best_move == mv("g8") || info.best_move == mv("l8"));
    EXPECT_EQ(info.mate_plies(), 1);
}

// Black has two double-three points (f6, l11) and White, to move, cannot
// make a four: whatever White plays, Black wins five plies later.
TEST(SearchTest, StaticWinsSeeADoubleThreeAtTheLeaves) {
    const std::string moves = "d6,a1,e6,a15,f7,o1,f8,o15,j11,h1,k11,h15,l12,a8,l13";
    Limits limits = depth(1);
    limits.params.static_wins = 1;
    EXPECT_EQ(analyse(moves, limits).score, mated_in(6));
    // A depth-1 search does not see it without them; a deeper one agrees.
    Limits without = depth(1);
    without.params.static_wins = 0;
    EXPECT_FALSE(is_mate_score(analyse(moves, without).score));
    without.depth = 7;
    EXPECT_EQ(analyse(moves, without).score, mated_in(6));
    // With a four to make (White's a1-c1 three against the edge) the
    // opponent may defend by fours: no static win.
    const std::string with_four = "d6,a1,e6,b1,f7,c1,f8,o15,j11,h1,k11,h15,l12,a8,l13";
    EXPECT_FALSE(is_mate_score(analyse(with_four, limits).score));
}

TEST(SearchTest, BlocksAFour) {
    // Black h8-k8 is blocked at g8; white must take l8.
    const SearchInfo info = analyse("h8,g8,i8,a1,j8,a2,k8", depth(6));
    EXPECT_EQ(info.best_move, mv("l8"));
}

TEST(SearchTest, AnswersAnOpenThree) {
    // Black h8-j8 is an open three; white's two stones make no four.
    const SearchInfo info = analyse("h8,h9,i8,i9,j8", depth(6));
    const Move m = info.best_move;
    EXPECT_TRUE(m == mv("g8") || m == mv("k8") || m == mv("f8") || m == mv("l8"))
        << move_to_text(m, 15);
}

TEST(SearchTest, TakesTheWinBeforeBlocking) {
    // Both sides have a four; the side to move wins rather than blocks.
    const SearchInfo info = analyse("h8,h9,i8,i9,j8,j9,k8,k9,a1", depth(4));
    EXPECT_EQ(info.mate_plies(), 1);
    EXPECT_TRUE(info.best_move == mv("g9") || info.best_move == mv("l9"));
}

TEST(SearchTest, FindsAWinByContinuousFours) {
    // Black: row 5 b5-d5 (a5 white), column e7-e8 (e9 white), row 6 g6-h6 (d6
    // white), diagonal c3-d4 (b2 white). e5, e6 and f6 chain into a double four.
    const std::string start = "b5,a5,c5,e9,d5,d6,e7,b2,e8,o15,g6,m15,h6,k15,c3,o13,d4,m13";
    const SearchInfo info = analyse(start, depth(8));
    ASSERT_GT(info.mate_plies(), 0) << "no forced win found";
    EXPECT_GE(info.mate_plies(), 7) << "the position has no win faster than 7 plies";
    EXPECT_LE(info.mate_plies(), 9);
    Board board;
    test::play_text(board, start);
    test::expect_vcf_line(board, info.pv);
}

TEST(SearchTest, TheFourQuiescenceSeesWinsThatStartWithAPlainFour) {
    // Black to move is lost (mated in 8): after any move white wins by fours
    // that start with a plain four, which the leaf threat search (it needs a
    // four with more) does not look at. A depth-1 search sees the loss only
    // through the quiescence over fours.
    const std::string position = "g9,k8,g5,k11,e8,k9,k10,l10,l9,j11,l11,j12,m9,j8,i7,i8";
    Limits limits = depth(1);
    EXPECT_GT(analyse(position, limits).score, -kMateBound);
    limits.params.qsearch_plies = 6;
    EXPECT_LE(analyse(position, limits).score, -kMateBound);
}

TEST(SearchTest, TimeLimitAloneEndsTheSearch) {
    // Only a time limit: the search must end by itself. The node cap is a
    // guard that turns an ignored time limit into a failure instead of a hang;
    // it is far beyond what a 50 ms search visits, however slow the build.
    constexpr uint64_t kCap = 5'000'000;
    Engine engine;
    ASSERT_TRUE(engine.set_position({}, parse_move_list("h8,i9,j10,g7,h10,h9,i10,g10", 15).moves));
    Limits limits;
    limits.time_ms = 50;
    limits.nodes = kCap;
    const SearchInfo info = engine.search(limits);
    EXPECT_NE(info.best_move, kNoMove);
    EXPECT_FALSE(info.pv.empty());
    EXPECT_LT(info.nodes, kCap) << "the search ran to the node cap: the time limit was ignored";
}

TEST(SearchTest, TheTimeLimitCountsFromTheRequestNotFromTheThreadStart) {
    // A search thread that starts late (a busy machine) has less time left:
    // asked 300 ms ago with 100 ms to spend, the search is already late. It
    // still answers with a move, and its reported time counts from the request.
    TranspositionTable tt;
    Searcher searcher(tt);
    Board board;
    for (Move m : parse_move_list("h8,i9,j10,g7,h10,h9,i10,g10", 15).moves) board.make(m);
    Limits limits;
    limits.time_ms = 100;
    const std::atomic<bool> stop{false};
    const auto asked = std::chrono::steady_clock::now() - std::chrono::milliseconds(300);
    const SearchInfo info = searcher.run(board, limits, stop, nullptr, false, asked);
    EXPECT_NE(info.best_move, kNoMove);
    EXPECT_GE(info.time_ms, 300);
    EXPECT_EQ(board.move_count(), 8);
}

TEST(SearchTest, TimeLimitedSearchPlaysASingleReplyAfterOneIteration) {
    // White has one legal answer (black threatens five at l8): with a clock
    // running and forced_reply_time_percent 0 it is played at once.
    Limits limits;
    limits.time_ms = 10'000;
    limits.params.forced_reply_time_percent = 0;
    const SearchInfo info = analyse("h8,g8,i8,a1,j8,a2,k8", limits);
    EXPECT_EQ(info.best_move, mv("l8"));
    EXPECT_EQ(info.depth, 1);
    // Without a clock the depth limit is honoured as usual.
    EXPECT_EQ(analyse("h8,g8,i8,a1,j8,a2,k8", depth(3)).depth, 3);
}

TEST(SearchTest, ForcedReplyTimeKeepsSearchingASingleReply) {
    // The same single reply, with forced_reply_time_percent: the search goes
    // on for the table's sake, here up to the depth limit, far inside the time.
    Limits limits;
    limits.time_ms = 10'000;
    limits.depth = 4;
    limits.params.forced_reply_time_percent = 50;
    const SearchInfo info = analyse("h8,g8,i8,a1,j8,a2,k8", limits);
    EXPECT_EQ(info.best_move, mv("l8"));
    EXPECT_EQ(info.depth, 4);
}

TEST(SearchTest, DecidedStopSaysWhetherATimedSearchEndsAtAProvenResult) {
    // Black's open four: White is mated in two plies whatever it plays. By
    // default a timed search stops at the proof (two plies past the mate's
    // distance); decided_stop 1 stops only at a win of the side to move and
    // 0 never, so both search on (here to the depth limit) for a defence the
    // pruning may have cut. Without a clock the proof always ends it.
    const std::string lost = "h8,a1,i8,a2,j8,a3,k8";
    Limits limits;
    limits.time_ms = 10'000;
    limits.depth = 8;
    EXPECT_EQ(analyse(lost, limits).depth, 4);
    limits.params.decided_stop = 1;
    EXPECT_EQ(analyse(lost, limits).depth, 8);
    limits.params.decided_stop = 0;
    const SearchInfo searched_on = analyse(lost, limits);
    EXPECT_EQ(searched_on.depth, 8);
    EXPECT_LE(searched_on.score, -kMateBound);
    Limits no_clock = depth(8);
    no_clock.params.decided_stop = 0;
    EXPECT_EQ(analyse(lost, no_clock).depth, 4);

    // Black to move wins by the double three h8 (no four to make, so no VCF
    // answers first): 2 and 1 stop at the proof, 0 searches on.
    const std::string won = "f8,a1,g8,a15,h6,o1,h7,o15";
    limits.depth = 11;
    limits.params.decided_stop = 2;
    const SearchInfo stopped = analyse(won, limits);
    EXPECT_GE(stopped.score, kMateBound);
    EXPECT_LT(stopped.depth, 11);
    limits.params.decided_stop = 1;
    EXPECT_EQ(analyse(won, limits).depth, stopped.depth);
    limits.params.decided_stop = 0;
    EXPECT_EQ(analyse(won, limits).depth, 11);
}

TEST(SearchTest, NodeLimitStopsTheSearch) {
    Limits limits;
    limits.nodes = 5000;
    limits.depth = 12;  // a guard, reached after some 300000 nodes: an ignored node limit fails
    const SearchInfo info = analyse("h8,i9,j10,g7", limits);
    EXPECT_NE(info.best_move, kNoMove);
    // The limit is looked at every 512 nodes (threat-search nodes included).
    EXPECT_GE(info.nodes, 5000u);
    EXPECT_LT(info.nodes, 5000u + 2000u);
    // And the stop point is deterministic.
    const SearchInfo again = analyse("h8,i9,j10,g7", limits);
    EXPECT_EQ(again.nodes, info.nodes);
    EXPECT_EQ(again.best_move, info.best_move);
    EXPECT_EQ(again.depth, info.depth);
}

TEST(SearchTest, DeterministicForFixedDepth) {
    const SearchInfo a = analyse("h8,i9,j10,g7,h10,h9", depth(7));
    const SearchInfo b = analyse("h8,i9,j10,g7,h10,h9", depth(7));
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.best_move, b.best_move);
    EXPECT_EQ(a.score, b.score);
}

TEST(SearchTest, SeedChoosesAmongNearBestMovesReproducibly) {
    // After h8 i9 many black moves score within 100 of the best at depth 3.
    // Different seeds must pick different moves (a seed that is ignored picks
    // one move for all), and the same seed always the same move.
    const std::vector<Move> start = parse_move_list("h8,i9", 15).moves;
    Engine engine;
    auto pick = [&](uint64_t seed, int margin) {
        engine.clear();  // each search independent of the ones before
        EXPECT_TRUE(engine.set_position({}, start));
        Limits limits = depth(3);
        limits.seed = seed;
        limits.random_margin = margin;
        return engine.search(limits);
    };
    std::set<Move> chosen;
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        const SearchInfo a = pick(seed, 100);
        const SearchInfo b = pick(seed, 100);
        ASSERT_NE(a.best_move, kNoMove);
        EXPECT_EQ(a.best_move, b.best_move) << "seed " << seed;
        EXPECT_EQ(a.score, b.score) << "seed " << seed;
        ASSERT_FALSE(a.pv.empty());
        EXPECT_EQ(a.pv[0], a.best_move);
        chosen.insert(a.best_move);
    }
    EXPECT_GE(chosen.size(), 2u) << "every seed chose the same move";

    // Every pick lies within the margin of the best, so within the margin of
    // each other (the root moves here spread over more than 10).
    Score lowest = kInfinite, highest = -kInfinite;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        const Score score = pick(seed, 10).score;
        lowest = std::min(lowest, score);
        highest = std::max(highest, score);
    }
    EXPECT_LE(highest - lowest, 10);

    // No margin, or no seed: the plain search's move.
    const SearchInfo plain = pick(0, 0);
    EXPECT_EQ(pick(5, 0).best_move, plain.best_move);
    EXPECT_EQ(pick(0, 100).best_move, plain.best_move);
}

TEST(SearchTest, StandardRuleDoesNotPlayAnOverline) {
    // Black: a four with a gap that would make six (c8 d8 e8 _ g8 h8 -> f8 is six).
    const std::string moves = "c8,a1,d8,a3,e8,a5,g8,a7,h8,a9";
    BoardConfig standard = BoardConfig::gomoku(15, Rule::Standard);
    const SearchInfo info = analyse(moves, depth(4), standard);
    EXPECT_NE(info.best_move, mv("f8"));
    EXPECT_NE(info.mate_plies(), 1);
    BoardConfig freestyle = BoardConfig::gomoku(15, Rule::Freestyle);
    EXPECT_EQ(analyse(moves, depth(4), freestyle).mate_plies(), 1);
}

}  // namespace
}  // namespace wuzi
