#include "movegen.h"

#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <iterator>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "move_picker.h"
#include "test_util.h"

namespace wuzi {
namespace {

using test::mv;
using test::play_text;

std::vector<Move> generated(const Board& board, GenMode mode) {
    MoveList out;
    generate(board, mode, out);
    std::vector<Move> moves;
    for (const ScoredMove& sm : out) moves.push_back(sm.move);
    return moves;
}

std::set<Move> as_set(const std::vector<Move>& moves) { return {moves.begin(), moves.end()}; }

std::set<Move> cells(std::initializer_list<const char*> names) {
    std::set<Move> s;
    for (const char* name : names) s.insert(mv(name));
    return s;
}

std::string names(const std::vector<Move>& moves) { return moves_to_text(moves, 15); }

TEST(MovegenTest, EmptyBoardGivesTheCentreOnly) {
    for (int size : {5, 7, 15, 19}) {
        Board board(BoardConfig::gomoku(size));
        EXPECT_EQ(generated(board, GenMode::All), std::vector<Move>{make_move(size / 2, size / 2)})
            << size;
    }
    Board even(BoardConfig::gomoku(20));
    const std::vector<Move> moves = generated(even, GenMode::All);
    ASSERT_EQ(moves.size(), 1u);
    EXPECT_TRUE(move_x(moves[0]) >= 9 && move_x(moves[0]) <= 10 && move_y(moves[0]) >= 9 &&
                move_y(moves[0]) <= 10);
}

TEST(MovegenTest, OpponentsFivePointLeavesOnlyTheBlock) {
    Board board;
    play_text(board, "h8,g8,i8,a1,j8,a2,k8");  // black h8-k8, blocked at g8; white to move
    ASSERT_EQ(board.side_to_move(), White);
    for (GenMode mode : {GenMode::All, GenMode::Defend, GenMode::Fours})
        EXPECT_EQ(generated(board, mode), std::vector<Move>{mv("l8")}) << int(mode);

    // With a five-point of its own, white gets that one too (and nothing else).
    Board both;
    play_text(both, "h8,g8,i8,a1,j8,a2,k8,a3,o15,a4,o13");  // white a1-a4: five-point a5
    ASSERT_EQ(both.side_to_move(), White);
    for (GenMode mode : {GenMode::All, GenMode::Defend, GenMode::Fours})
        EXPECT_EQ(generated(both, mode), (std::vector<Move>{mv("l8"), mv("a5")})) << int(mode);
}

TEST(MovegenTest, DefendAgainstALiveThreeGivesBlocksAndOwnFours) {
    Board board;
    // Black: the open three h8-j8, the live two c12-d12 (whose threes are no
    // answer to the open three) and a spare stone o15. White: a1-a3 up the
    // edge, so a4 and a5 make white fours, and m1, o1.
    play_text(board, "h8,a1,i8,a2,j8,a3,c12,m1,d12,o1,o15");
    ASSERT_EQ(board.side_to_move(), White);
    ASSERT_EQ(board.threat(Black, mv("e12")), kThreatThree);
    EXPECT_EQ(gen_mode(board, false), GenMode::Defend);
    EXPECT_EQ(gen_mode(board, true), GenMode::All);  // exact: no pruning
    const std::vector<Move> defend = generated(board, GenMode::Defend);
    // g8 and k8 would give black a live four, f8 and l8 a four.
    EXPECT_EQ(as_set(defend), cells({"f8", "g8", "k8", "l8", "a4", "a5"})) << names(defend);
    const std::set<Move> all = as_set(generated(board, GenMode::All));
    EXPECT_GT(all.size(), defend.size());
    for (Move m : defend) EXPECT_TRUE(all.count(m)) << move_to_text(m, 15);
}

TEST(MovegenTest, GenModeIsAllWithoutALiveThreeToAnswer) {
    Board board;
    play_text(board, "h8,a1,i8,a2");  // a black two: nothing to answer yet
    EXPECT_EQ(gen_mode(board, false), GenMode::All);
    board.make(mv("j8"));  // now an open three, and white is to move
    EXPECT_EQ(gen_mode(board, false), GenMode::Defend);
    board.make(mv("g8"));  // blocked: black to move has no three to fear
    EXPECT_EQ(gen_mode(board, false), GenMode::All);
}

TEST(MovegenTest, DefendFourThreeGivesTheCellsAroundTheFourThreePointAndOwnFours) {
    Board board;
    // Black: h8-j8 blocked by white's g8 (k8 and l8 make fours) and k9-k10,
    // so k8 makes a four and a live three at once. White: a1, o1, a15.
    play_text(board, "h8,g8,i8,a1,j8,o1,k10,a15,k9");
    ASSERT_EQ(board.side_to_move(), White);
    ASSERT_EQ(board.threat(Black, mv("k8")), kThreatFourThree);
    ASSERT_EQ(board.threat_count(Black, kThreatLiveFour), 0);
    EXPECT_EQ(gen_mode(board, false), GenMode::All);
    EXPECT_EQ(gen_mode(board, false, true), GenMode::DefendFourThree);
    EXPECT_EQ(gen_mode(board, true, true), GenMode::All);  // exact: no pruning
    const std::vector<Move> defend = generated(board, GenMode::DefendFourThree);
    // The point; l8 and m8 on the four's line; k6, k7, k11 and k12 on the
    // three's. g8 is white's: the line stops there.
    EXPECT_EQ(as_set(defend), cells({"k8", "l8", "m8", "k6", "k7", "k11", "k12"})) << names(defend);
    for (Move m : defend) EXPECT_TRUE(generates(board, GenMode::DefendFourThree, m));
    EXPECT_FALSE(generates(board, GenMode::DefendFourThree, mv("j9")));
    // White's own fours are kept too.
    Board with_fours;
    play_text(with_fours, "h8,g8,i8,a1,j8,a2,k10,a3,k9");
    const std::set<Move> kept = as_set(generated(with_fours, GenMode::DefendFourThree));
    EXPECT_TRUE(kept.count(mv("a4")) && kept.count(mv("a5")))
        << names(generated(with_fours, GenMode::DefendFourThree));
}

TEST(MovegenTest, FoursGivesOnlyTheSidesFours) {
    Board board;
    // Black to move: the open three h8-j8 and the live two c12-d12.
    play_text(board, "h8,a1,i8,a2,j8,a3,c12,m1,d12,o1");
    ASSERT_EQ(board.side_to_move(), Black);
    ASSERT_EQ(board.threat(Black, mv("e12")), kThreatThree);  // a three is not a four
    const std::vector<Move> fours = generated(board, GenMode::Fours);
    EXPECT_EQ(as_set(fours), cells({"f8", "g8", "k8", "l8"})) << names(fours);
    // White's fours (a4, a5) are white's to make.
    board.make(mv("o15"));
    EXPECT_EQ(as_set(generated(board, GenMode::Fours)), cells({"a4", "a5"}));
}

// random_position: `count` random moves near the centre of a 15x15 board,
// stopping early before a five would appear.
void random_position(Board& board, std::mt19937& rng, int count) {
    for (int i = 0; i < count; ++i) {
        Move m;
        do m = make_move(3 + int(rng() % 9), 3 + int(rng() % 9));
        while (!board.is_empty(m));
        if (board.is_winning_move(m)) return;
        board.make(m);
    }
}

// candidates_by_scan: every candidate cell of a 15x15 board where the side
// to move's threat is at least `own`, found by looking at each cell.
std::set<Move> candidates_by_scan(const Board& board, Threat own = kThreatNone) {
    std::set<Move> out;
    for (int y = 0; y < 15; ++y)
        for (int x = 0; x < 15; ++x) {
            const Move m = make_move(x, y);
            if (board.is_candidate(m) && board.threat(board.side_to_move(), m) >= own)
                out.insert(m);
        }
    return out;
}

TEST(MovegenTest, MovesAreEmptyCandidatesInScanOrderWithTheirScores) {
    std::mt19937 rng(2024);
    int complete_checks = 0;
    for (int round = 0; round < 200; ++round) {
        Board board;
        random_position(board, rng, 1 + int(rng() % 40));
        const Color them = opponent(board.side_to_move());
        for (GenMode mode : {GenMode::All, GenMode::Defend, GenMode::Fours}) {
            MoveList out;
            generate(board, mode, out);
            const int n = int(out.size());
            for (int i = 0; i < n; ++i) {
                const Move m = out[i].move;
                ASSERT_TRUE(board.is_empty(m)) << move_to_text(m, 15);
                ASSERT_TRUE(board.is_candidate(m)) << move_to_text(m, 15);
                EXPECT_EQ(out[i].score, threat_score(board, m));
                // What each mode keeps (movegen.h).
                const Threat own = board.threat(board.side_to_move(), m);
                const Threat their = board.threat(them, m);
                if (board.threat_count(them, kThreatFive)) {
                    EXPECT_TRUE(own == kThreatFive || their == kThreatFive);
                } else if (mode == GenMode::Defend) {
                    EXPECT_TRUE(own >= kThreatFour || their >= kThreatFour);
                } else if (mode == GenMode::Fours) {
                    EXPECT_GE(own, kThreatFour);
                }
                // Board scan order, so strictly increasing cell indices.
                if (i > 0) {
                    ASSERT_LT(out[i - 1].move, m);
                }
            }
            // Deterministic: the same list again.
            MoveList again = out;  // generate() clears what it is given
            generate(board, mode, again);
            ASSERT_EQ(int(again.size()), n);
            for (int i = 0; i < n; ++i) ASSERT_EQ(again[i].move, out[i].move);
        }
        // Without a five-point to block, All is every candidate cell.
        if (board.threat_count(them, kThreatFive) == 0) {
            EXPECT_EQ(as_set(generated(board, GenMode::All)), candidates_by_scan(board));
            ++complete_checks;
        }
    }
    EXPECT_GT(complete_checks, 100);
}

// Fours ends its scan once it has met as many cells as the threat counts
// give: a stone's stale threat class must not count among them, and threat
// moves (which keep the counts of empty cells) must not upset it.
TEST(MovegenTest, FoursAreEveryCellWhereTheSideToMoveMakesAFour) {
    std::mt19937 rng(77);
    int positions_with_fours = 0;
    for (int round = 0; round < 300; ++round) {
        Board board;
        random_position(board, rng, 6 + int(rng() % 40));
        // Then up to three threat moves, each a four and its block.
        for (int step = 0; step <= 3; ++step) {
            if (board.threat_count(opponent(board.side_to_move()), kThreatFive)) break;
            const std::set<Move> expected = candidates_by_scan(board, kThreatFour);
            ASSERT_EQ(as_set(generated(board, GenMode::Fours)), expected);
            if (expected.empty()) break;
            ++positions_with_fours;
            const Move four = *std::next(expected.begin(), int(rng() % expected.size()));
            if (board.is_winning_move(four)) break;
            board.make_threat_move(four);
            const Color attacker = opponent(board.side_to_move());
            const Move block = board.first_threat(attacker, kThreatFive);
            if (block == kNoMove || board.threat_count(attacker, kThreatFive) > 1) break;
            board.make_threat_move(block);
        }
    }
    EXPECT_GT(positions_with_fours, 100);
}

TEST(MovegenTest, SameStonesInAnotherOrderGiveTheSameList) {
    Board a, b;
    play_text(a, "h8,i9,j10,g7,h10,h9,i10,g10");
    play_text(b, "i10,g10,h10,h9,j10,g7,h8,i9");
    EXPECT_EQ(generated(a, GenMode::All), generated(b, GenMode::All));
    EXPECT_EQ(generated(a, GenMode::Fours), generated(b, GenMode::Fours));
}

}  // namespace
}  // namespace wuzi

namespace wuzi {
namespace {

std::vector<Move> picked(MovePicker& picker) {
    std::vector<Move> out;
    for (ScoredMove sm = picker.next(); sm.move != kNoMove; sm = picker.next())
        out.push_back(sm.move);
    return out;
}

// The picker gives every generated move once: the table's move first, then
// by threat class, with the killers, the counter move and (when weighted)
// the cell scores raising a quiet move among its equals.
TEST(MovePickerTest, TableMoveFirstThenKillersAndTheCounterMoveAmongQuietMoves) {
    Board board;
    test::play_text(board, "h8,i9,j10");
    const int history[kCells] = {};
    const Move none[2] = {kNoMove, kNoMove};
    MovePicker plain(board, GenMode::All, kNoMove, none, history);
    const std::vector<Move> base = picked(plain);
    ASSERT_GT(base.size(), 10u);
    EXPECT_EQ(std::set<Move>(base.begin(), base.end()).size(), base.size());

    const Move last = base.back(), second_last = base[base.size() - 2];
    const Move killers[2] = {last, kNoMove};
    MovePicker with_tt(board, GenMode::All, second_last, killers, history, base[5],
                       {.counter_bonus = 5000});
    const std::vector<Move> order = picked(with_tt);
    EXPECT_EQ(std::set<Move>(order.begin(), order.end()), std::set<Move>(base.begin(), base.end()));
    EXPECT_EQ(order[0], second_last);
    // The counter move's bonus is above the killer's; both beat quiet moves.
    EXPECT_EQ(order[1], base[5]);
    EXPECT_LT(std::find(order.begin(), order.end(), last) - order.begin(), 5);

    // Without the bonus the counter move keeps its place.
    MovePicker no_bonus(board, GenMode::All, kNoMove, none, history, base[5]);
    EXPECT_EQ(picked(no_bonus), base);
}

// With a cell weight, of two cells of one threat class the one whose cell
// scores (ours and theirs) are higher comes first.
TEST(MovePickerTest, CellScoresOrderMovesOfOneThreatClass) {
    Board board;
    test::play_text(board, "h8,i9,j10,g7,h6");
    const int history[kCells] = {};
    const Move none[2] = {kNoMove, kNoMove};
    MovePicker picker(board, GenMode::All, kNoMove, none, history, kNoMove, {.cell_weight = 100});
    const std::vector<Move> order = picked(picker);
    const Color us = board.side_to_move(), them = opponent(us);
    auto cell = [&](Move m) { return board.cell_score(us, m) + board.cell_score(them, m); };
    bool some_pair = false;
    for (size_t i = 0; i + 1 < order.size(); ++i) {
        const Move a = order[i], b = order[i + 1];
        if (threat_score(board, a) != threat_score(board, b)) continue;
        EXPECT_GE(cell(a), cell(b)) << move_to_text(a, 15) << " before " << move_to_text(b, 15);
        some_pair = some_pair || cell(a) > cell(b);
    }
    EXPECT_TRUE(some_pair);
}

// Dropping moves the node will prune: next() gives the rest of the moves in
// the order it would have, less those, and no move twice.
TEST(MovePickerTest, DroppedMovesAreNeverGivenAndTheRestKeepTheirOrder) {
    Board board;
    test::play_text(board, "h8,i9,j10,g7,h6");
    const int history[kCells] = {};
    const Move none[2] = {kNoMove, kNoMove};
    MovePicker full(board, GenMode::All, kNoMove, none, history);
    const std::vector<Move> base = picked(full);
    ASSERT_GT(base.size(), 12u);
    auto dropped = [](Move m) { return move_x(m) % 2 == 0; };

    MovePicker picker(board, GenMode::All, kNoMove, none, history);
    std::vector<Move> order;
    for (int i = 0; i < 3; ++i) order.push_back(picker.next().move);
    picker.drop_later(dropped);
    for (ScoredMove sm = picker.next(); sm.move != kNoMove; sm = picker.next())
        order.push_back(sm.move);

    std::vector<Move> expected(base.begin(), base.begin() + 3);
    std::copy_if(base.begin() + 3, base.end(), std::back_inserter(expected),
                 [&](Move m) { return !dropped(m); });
    // Moves of equal score may come in another order: compare scores then sets.
    ASSERT_EQ(order.size(), expected.size());
    for (size_t i = 0; i < order.size(); ++i)
        EXPECT_EQ(threat_score(board, order[i]), threat_score(board, expected[i])) << i;
    EXPECT_EQ(std::set<Move>(order.begin(), order.end()),
              std::set<Move>(expected.begin(), expected.end()));
}

}  // namespace
}  // namespace wuzi
