#include <gtest/gtest.h>
#include <wuzi/engine.h>
#include <wuzi/notation.h>

#include <chrono>

#include "test_util.h"

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

// Replays a claimed win by continuous fours: every attacker move but the last
// threatens five, every defender move is the forced block, the last is a five.
void expect_vcf_line(const std::string& start, const MoveLine& line) {
    Board board;
    test::play_text(board, start);
    const Color attacker = board.side_to_move();
    ASSERT_EQ(line.size() % 2, 1u);
    for (size_t i = 0; i < line.size(); ++i) {
        ASSERT_TRUE(board.is_empty(line[i]));
        if (i + 1 == line.size()) {
            EXPECT_TRUE(board.is_winning_move(line[i])) << "last move is not a five";
            return;
        }
        if (i % 2 == 0) {
            EXPECT_EQ(board.threat_count(opponent(attacker), kThreatFive), 0);
            board.make(line[i]);
            EXPECT_GE(board.threat_count(attacker, kThreatFive), 1)
                << move_to_text(line[i], 15) << " does not threaten five";
        } else {
            EXPECT_EQ(board.threat(attacker, line[i]), kThreatFive) << "not the forced block";
            board.make(line[i]);
        }
    }
}

TEST(SearchTest, FindsAWinByContinuousFours) {
    // Black: row 5 b5-d5 (a5 white), column e7-e8 (e9 white), row 6 g6-h6 (d6
    // white), diagonal c3-d4 (b2 white). e5, e6 and f6 chain into a double four.
    const std::string start = "b5,a5,c5,e9,d5,d6,e7,b2,e8,o15,g6,m15,h6,k15,c3,o13,d4,m13";
    const SearchInfo info = analyse(start, depth(8));
    ASSERT_GT(info.mate_plies(), 0) << "no forced win found";
    EXPECT_GE(info.mate_plies(), 7) << "the position has no win faster than 7 plies";
    EXPECT_LE(info.mate_plies(), 9);
    expect_vcf_line(start, info.pv);
}

TEST(SearchTest, RespectsTheTimeLimit) {
    Engine engine;  // built (table allocated) before the clock starts
    ASSERT_TRUE(engine.set_position({}, parse_move_list("h8,i9,j10,g7,h10,h9,i10,g10", 15).moves));
    Limits limits;
    limits.time_ms = 150;
    const auto start = std::chrono::steady_clock::now();
    const SearchInfo info = engine.search(limits);
    const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - start)
                             .count();
    EXPECT_NE(info.best_move, kNoMove);
    EXPECT_LE(info.time_ms, 150 + 5);  // the search's own account
    // Wall time around go()/wait(): correctness, not speed; generous for sanitizer builds.
    EXPECT_LT(elapsed, 150 + 100);
}

TEST(SearchTest, NodeLimitStopsTheSearch) {
    Limits limits;
    limits.nodes = 5000;
    const SearchInfo info = analyse("h8,i9,j10,g7", limits);
    EXPECT_NE(info.best_move, kNoMove);
    EXPECT_LT(info.nodes, 5000u + 2000u);
}

TEST(SearchTest, DeterministicForFixedDepth) {
    const SearchInfo a = analyse("h8,i9,j10,g7,h10,h9", depth(7));
    const SearchInfo b = analyse("h8,i9,j10,g7,h10,h9", depth(7));
    EXPECT_EQ(a.nodes, b.nodes);
    EXPECT_EQ(a.best_move, b.best_move);
    EXPECT_EQ(a.score, b.score);
}

TEST(SearchTest, SeededRandomChoiceIsReproducible) {
    Limits limits = depth(3);
    limits.seed = 42;
    limits.random_margin = 100;
    const SearchInfo a = analyse("h8,i9", limits);
    const SearchInfo b = analyse("h8,i9", limits);
    EXPECT_EQ(a.best_move, b.best_move);
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
