#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/game.h>

#include <random>
#include <tuple>

#include "test_util.h"

namespace wuzi {
namespace {

using test::mv;
using test::play_text;

// Plays `own` stones for black with white replies far away, then checks
// whether black's `last` completes a winning line.
bool black_wins_with(const BoardConfig& config, const std::vector<std::pair<int, int>>& own,
                     std::pair<int, int> last) {
    Board board(config);
    // White answers on cells that touch nothing black plays: the far corner rows.
    int wx = 0, wy = config.size - 1;
    auto next_white = [&] {
        while (true) {
            Move m = make_move(wx, wy);
            bool used = !board.is_empty(m) || make_move(last.first, last.second) == m;
            for (auto [x, y] : own) used = used || make_move(x, y) == m;
            if (++wx == config.size) wx = 0, --wy;
            if (!used) return m;
        }
    };
    for (auto [x, y] : own) {
        board.make(make_move(x, y));
        board.make(next_white());
    }
    EXPECT_TRUE(board.is_consistent());
    return board.is_winning_move(make_move(last.first, last.second));
}

TEST(BoardTest, FiveWinsInAllDirectionsAndAtEdges) {
    const BoardConfig config = BoardConfig::gomoku(15);
    // Horizontal at the left edge, vertical at the top edge, both diagonals into corners.
    EXPECT_TRUE(black_wins_with(config, {{0, 7}, {1, 7}, {2, 7}, {3, 7}}, {4, 7}));
    EXPECT_TRUE(black_wins_with(config, {{7, 1}, {7, 2}, {7, 3}, {7, 4}}, {7, 0}));
    EXPECT_TRUE(black_wins_with(config, {{10, 10}, {11, 11}, {12, 12}, {13, 13}}, {14, 14}));
    EXPECT_TRUE(black_wins_with(config, {{4, 10}, {3, 11}, {2, 12}, {1, 13}}, {0, 14}));
    // Four with a gap filled in the middle.
    EXPECT_TRUE(black_wins_with(config, {{5, 5}, {6, 5}, {8, 5}, {9, 5}}, {7, 5}));
    // Four alone does not win.
    EXPECT_FALSE(black_wins_with(config, {{5, 5}, {6, 5}, {8, 5}}, {7, 5}));
}

TEST(BoardTest, OverlineWinsOnlyInFreestyle) {
    const std::vector<std::pair<int, int>> five_plus = {{2, 3}, {3, 3}, {4, 3}, {6, 3}, {7, 3}};
    EXPECT_TRUE(black_wins_with(BoardConfig::gomoku(15, Rule::Freestyle), five_plus, {5, 3}));
    EXPECT_FALSE(black_wins_with(BoardConfig::gomoku(15, Rule::Standard), five_plus, {5, 3}));
    // Exactly five still wins under the standard rule, also at the edge.
    EXPECT_TRUE(black_wins_with(BoardConfig::gomoku(15, Rule::Standard),
                                {{0, 0}, {1, 1}, {2, 2}, {3, 3}}, {4, 4}));
    EXPECT_TRUE(black_wins_with(BoardConfig::gomoku(15, Rule::Standard),
                                {{14, 0}, {14, 1}, {14, 2}, {14, 3}}, {14, 4}));
}

TEST(BoardTest, SmallAndLargeBoards) {
    EXPECT_TRUE(black_wins_with(BoardConfig::gomoku(5), {{0, 0}, {1, 0}, {2, 0}, {3, 0}}, {4, 0}));
    EXPECT_TRUE(black_wins_with(BoardConfig::gomoku(20), {{15, 19}, {16, 19}, {17, 19}, {18, 19}},
                                {19, 19}));
    EXPECT_TRUE(black_wins_with(BoardConfig::tictactoe(), {{0, 2}, {1, 1}}, {2, 0}));
}

TEST(BoardTest, ThreatsFollowTheStones) {
    Board board;
    play_text(board, "h8,a1,i8,a2,j8,a3");  // black: open three h8-j8
    EXPECT_EQ(board.side_to_move(), Black);
    EXPECT_EQ(board.threat(Black, mv("k8")), kThreatLiveFour);
    EXPECT_EQ(board.threat(Black, mv("g8")), kThreatLiveFour);
    EXPECT_GE(board.threat_count(Black, kThreatLiveFour), 2);
    EXPECT_EQ(board.threat(White, mv("k8")), kThreatNone);
    board.make(mv("k8"));  // live four
    EXPECT_EQ(board.threat_count(Black, kThreatFive), 2);
    EXPECT_TRUE(board.is_consistent());
}

TEST(BoardTest, UndoRestoresHashAndEvaluation) {
    std::mt19937 rng(12345);
    for (const BoardConfig& config :
         {BoardConfig::gomoku(15), BoardConfig::gomoku(15, Rule::Standard), BoardConfig::gomoku(20),
          BoardConfig::gomoku(7), BoardConfig::tictactoe()}) {
        Board board(config);
        for (int round = 0; round < 40; ++round) {
            std::vector<uint64_t> hashes{board.hash()};
            std::vector<Score> evals{board.evaluate()};
            const int length = int(rng() % std::min(60, board.cell_count()));
            int made = 0;
            for (int i = 0; i < length && !board.is_full(); ++i) {
                Move m;
                do m = make_move(int(rng() % config.size), int(rng() % config.size));
                while (!board.is_empty(m));
                board.make(m);
                ++made;
                hashes.push_back(board.hash());
                evals.push_back(board.evaluate());
                ASSERT_TRUE(board.is_consistent()) << "after make " << i;
            }
            for (; made > 0; --made) {
                board.unmake();
                hashes.pop_back();
                evals.pop_back();
                ASSERT_EQ(board.hash(), hashes.back());
                ASSERT_EQ(board.evaluate(), evals.back());
            }
            ASSERT_TRUE(board.is_consistent());
        }
    }
}

// The threat searches' moves (make_threat_move) must leave everything they
// read as make() would: compared cell by cell with a board of full moves,
// then taken back to the position they started from.
TEST(BoardTest, ThreatMovesKeepWhatTheThreatSearchesRead) {
    std::mt19937 rng(2026);
    for (const BoardConfig& config :
         {BoardConfig::gomoku(15), BoardConfig::gomoku(15, Rule::Standard),
          BoardConfig::gomoku(15, Rule::Renju), BoardConfig::gomoku(20), BoardConfig::gomoku(7)}) {
        for (int round = 0; round < 30; ++round) {
            Board threats(config), full(config);
            auto random_empty = [&] {
                Move m;
                do m = make_move(int(rng() % config.size), int(rng() % config.size));
                while (!full.is_empty(m));
                return m;
            };
            const int prefix = int(rng() % std::min(30, full.cell_count() / 2));
            for (int i = 0; i < prefix; ++i) {
                const Move m = random_empty();
                threats.make(m);
                full.make(m);
            }
            const Score eval = threats.evaluate();
            const int length = 1 + int(rng() % std::min(12, full.cell_count() - prefix - 1));
            for (int i = 0; i < length; ++i) {
                const Move m = random_empty();
                threats.make_threat_move(m);
                full.make(m);
                ASSERT_EQ(threats.hash(), full.hash());
                const Board::Area a = threats.candidate_area(), b = full.candidate_area();
                ASSERT_EQ(std::tie(a.x0, a.y0, a.x1, a.y1), std::tie(b.x0, b.y0, b.x1, b.y1));
                for (int c = 0; c < 2; ++c)
                    for (int t = 0; t < kThreatCount; ++t)
                        ASSERT_EQ(threats.threat_count(Color(c), Threat(t)),
                                  full.threat_count(Color(c), Threat(t)));
                for (int y = 0; y < config.size; ++y)
                    for (int x = 0; x < config.size; ++x) {
                        const Move n = make_move(x, y);
                        ASSERT_EQ(threats.at(n), full.at(n));
                        ASSERT_EQ(threats.is_candidate(n), full.is_candidate(n));
                        if (!full.is_empty(n)) continue;
                        ASSERT_EQ(threats.is_forbidden(n), full.is_forbidden(n));
                        for (int c = 0; c < 2; ++c) {
                            ASSERT_EQ(threats.threat(Color(c), n), full.threat(Color(c), n));
                            for (int d = 0; d < kDirections; ++d)
                                ASSERT_EQ(threats.pattern(Color(c), n, d),
                                          full.pattern(Color(c), n, d));
                        }
                    }
            }
            for (int i = 0; i < length; ++i) threats.unmake();
            ASSERT_TRUE(threats.is_consistent());
            ASSERT_EQ(threats.evaluate(), eval);
        }
    }
}

TEST(BoardTest, CandidatesAreNearStones) {
    Board board;
    Board::Area area = board.candidate_area();
    EXPECT_EQ(area.x0, 7);
    EXPECT_EQ(area.x1, 7);
    board.make(mv("a1"));
    EXPECT_TRUE(board.is_candidate(mv("c3")));
    EXPECT_FALSE(board.is_candidate(mv("d1")));
    EXPECT_FALSE(board.is_candidate(mv("a1")));  // occupied
    area = board.candidate_area();
    EXPECT_EQ(area.x0, 0);
    EXPECT_EQ(area.x1, 2);
    board.unmake();
    EXPECT_FALSE(board.is_candidate(mv("c3")));
}

TEST(BoardTest, HashDependsOnStonesNotOrder) {
    Board a, b;
    play_text(a, "h8,i9,j10,g7");
    play_text(b, "j10,g7,h8,i9");
    EXPECT_EQ(a.hash(), b.hash());
    EXPECT_EQ(a.evaluate(), b.evaluate());
}

}  // namespace
}  // namespace wuzi
