#include "vcf.h"

#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/notation.h>

#include <functional>
#include <random>
#include <string>
#include <vector>

#include "static_win.h"
#include "test_util.h"
#include "threat_positions.h"

namespace wuzi {
namespace {

using test::expect_vcf_line;
using test::kDeadFours;
using test::kLadder;
using test::mv;
using test::set_up;

// Diagrams are 15x15, row 15 at the top (see test::set_up); black to move.

// g10 makes two fours: d10-g10 (blocked at c10) and g10-g7 (blocked at g6).
const std::vector<std::string> kDoubleFour = {
    "o.............o",  // 15
    "...............",  // 14
    "...............",  // 13
    "...............",  // 12
    "...............",  // 11
    "..oxxx.........",  // 10
    "......x........",  // 9
    "......x........",  // 8
    "......x........",  // 7
    "......o........",  // 6
    "...............",  // 5
    "...............",  // 4
    "...............",  // 3
    "...............",  // 2
    "o.............o",  // 1
};

// h10 makes the four d10-f10,h10 (five-point g10) and the open three
// h10-h8; after the block, h11 or h7 is a live four. No win is shorter.
const std::vector<std::string> kFourThenLiveFour = {
    "o.............o",  // 15
    "...............",  // 14
    "...............",  // 13
    "...............",  // 12
    "...............",  // 11
    "..oxxx.........",  // 10
    ".......x.......",  // 9
    ".......x.......",  // 8
    "...............",  // 7
    "...............",  // 6
    "...............",  // 5
    "...............",  // 4
    "...............",  // 3
    "...............",  // 2
    "o.............o",  // 1
};

// search: one search with a large budget; checks that the board is left as it
// was found.
int search(VcfSearch& vcf, Board& board, int max_plies, MoveLine* line = nullptr) {
    uint64_t nodes = 0;
    const uint64_t key = board.hash();
    const int moves = board.move_count();
    const int plies = vcf.search(board, max_plies, nodes, 1'000'000, line);
    EXPECT_EQ(board.hash(), key);
    EXPECT_EQ(board.move_count(), moves);
    EXPECT_GT(nodes, 0u);
    return plies;
}

// search: the same with a fresh searcher (an empty proven-failure cache).
int search(Board& board, int max_plies, MoveLine* line = nullptr) {
    VcfSearch vcf;
    return search(vcf, board, max_plies, line);
}

// shortest: the shortest win by continuous fours, found as the engine's root
// does: one searcher, max_plies raised until a search succeeds (so the cache
// of positions proven lost at a lower max_plies must not hide a deeper win);
// 0 if none within 41.
int shortest(Board& board, MoveLine* line) {
    VcfSearch vcf;
    for (int plies = 1; plies <= 41; plies += 2)
        if (const int found = search(vcf, board, plies, line)) return found;
    return 0;
}

std::vector<Move> attacker_moves(const MoveLine& line) {
    std::vector<Move> moves;
    for (size_t i = 0; i < line.size(); i += 2) moves.push_back(line[i]);
    return moves;
}

TEST(VcfTest, FiveOnTheBoardIsOnePly) {
    Board board;
    set_up(board, kDoubleFour, Black);
    board.make(mv("g10"));
    board.make(mv("g11"));  // white blocks one five-point, h10 is left
    MoveLine line;
    EXPECT_EQ(search(board, 1, &line), 1);
    EXPECT_EQ(line, MoveLine{mv("h10")});
    EXPECT_EQ(search(board, 21, &line), 1);
    expect_vcf_line(board, line);
}

TEST(VcfTest, DoubleFourWinsInThreePlies) {
    Board board;
    set_up(board, kDoubleFour, Black);
    ASSERT_EQ(board.threat_count(Black, kThreatFive), 0);
    MoveLine line;
    EXPECT_EQ(shortest(board, &line), 3);
    ASSERT_EQ(line.size(), 3u);
    EXPECT_EQ(line[0], mv("g10"));
    expect_vcf_line(board, line);
    EXPECT_EQ(search(board, 21, &line), 3);
    expect_vcf_line(board, line);
}

TEST(VcfTest, FourThenLiveFourWinsInFivePlies) {
    Board board;
    set_up(board, kFourThenLiveFour, Black);
    MoveLine line;
    EXPECT_EQ(shortest(board, &line), 5);
    ASSERT_EQ(line.size(), 5u);
    EXPECT_EQ(line[0], mv("h10"));  // g10 also makes a four, but is then blocked at h10
    EXPECT_EQ(line[1], mv("g10"));
    expect_vcf_line(board, line);
    EXPECT_EQ(search(board, 21, &line), 5);
    expect_vcf_line(board, line);
}

TEST(VcfTest, LadderOfFoursWinsInNinePlies) {
    Board board;
    set_up(board, kLadder, Black);
    MoveLine line;
    EXPECT_EQ(search(board, 5, &line), 0) << "no win of 7 plies or fewer exists";
    EXPECT_TRUE(line.empty());
    ASSERT_EQ(shortest(board, &line), 9);
    ASSERT_EQ(line.size(), 9u);
    EXPECT_EQ(attacker_moves(line),
              (std::vector<Move>{mv("f13"), mv("f9"), mv("b9"), mv("b5"), line.back()}));
    expect_vcf_line(board, line);
    // With room to spare the search returns the first win it finds, which
    // need not be the shortest; the line must still hold and match the count.
    const int plies = search(board, 25, &line);
    EXPECT_GE(plies, 9);
    EXPECT_EQ(plies % 2, 1);
    EXPECT_EQ(int(line.size()), plies);
    expect_vcf_line(board, line);
}

TEST(VcfTest, FoursThatLeadNowhereAreNoWin) {
    Board board;
    set_up(board, kDeadFours, Black);
    ASSERT_GE(board.threat_count(Black, kThreatFour), 2);  // there are fours to try
    VcfSearch vcf;
    uint64_t nodes = 0;
    MoveLine line;
    EXPECT_EQ(vcf.search(board, 41, nodes, 1'000'000, &line), 0);
    const uint64_t first = nodes;
    EXPECT_GT(first, 1u) << "the fours were not tried";
    EXPECT_TRUE(line.empty());
    // Again: answered by the cache of positions proven not to win, at once.
    nodes = 0;
    EXPECT_EQ(vcf.search(board, 41, nodes, 1'000'000, &line), 0);
    EXPECT_EQ(nodes, 1u);
    // clear() forgets them: the full search again.
    vcf.clear();
    nodes = 0;
    EXPECT_EQ(vcf.search(board, 41, nodes, 1'000'000, &line), 0);
    EXPECT_EQ(nodes, first);
}

TEST(VcfTest, DefendersFivePointMustBeBlockedFirst) {
    // kFourThenLiveFour plus a white four m6-m3 (blocked at m7): black must
    // take m2, which makes no four, so the win is gone.
    std::vector<std::string> rows = kFourThenLiveFour;
    rows[8] = "............x..";   // 7
    rows[9] = "............o..";   // 6
    rows[10] = "............o..";  // 5
    rows[11] = "............o..";  // 4
    rows[12] = "............o..";  // 3
    Board board;
    set_up(board, rows, Black);
    ASSERT_EQ(board.threat(White, mv("m2")), kThreatFive);
    EXPECT_EQ(search(board, 41), 0);

    // The same with a white four on the diagonal i9-l6 (blocked at m5) whose
    // five-point is h10: blocking there is black's four, and the win stands.
    rows = kFourThenLiveFour;
    rows[6] = ".......xo......";   // 9
    rows[7] = ".......x.o.....";   // 8
    rows[8] = "..........o....";   // 7
    rows[9] = "...........o...";   // 6
    rows[10] = "............x..";  // 5
    Board blocked;
    set_up(blocked, rows, Black);
    ASSERT_EQ(blocked.threat(White, mv("h10")), kThreatFive);
    MoveLine line;
    EXPECT_EQ(shortest(blocked, &line), 5);
    ASSERT_FALSE(line.empty());
    EXPECT_EQ(line[0], mv("h10"));
    expect_vcf_line(blocked, line);
}

TEST(VcfTest, DefenderWithTwoFivePointsWinsFirst) {
    // kDoubleFour with a white open four i13-l13 in place of the corner
    // stones: black's double four is too slow.
    std::vector<std::string> rows = kDoubleFour;
    rows[0] = rows[14] = "...............";
    rows[2] = "........oooo...";  // 13
    Board board;
    set_up(board, rows, Black);
    ASSERT_GE(board.threat_count(White, kThreatFive), 2);
    ASSERT_EQ(board.threat_count(Black, kThreatLiveFour), 1);
    EXPECT_EQ(search(board, 41), 0);
    // A five of black's own comes first.
    board.make(mv("g10"));
    board.make_null();
    MoveLine line;
    EXPECT_EQ(search(board, 41, &line), 1);
    EXPECT_EQ(line.size(), 1u);
}

TEST(VcfTest, ExhaustedBudgetIsNoWinAndIsNotRemembered) {
    Board board;
    set_up(board, kLadder, Black);
    VcfSearch vcf;
    uint64_t nodes = 1000;  // nodes are added to, not reset
    EXPECT_EQ(vcf.search(board, 41, nodes, 2), 0);
    EXPECT_GT(nodes, 1000u);
    // The aborted search must not have cached the position as lost.
    MoveLine line;
    const int plies = vcf.search(board, 41, nodes, 1'000'000, &line);
    EXPECT_GE(plies, 9);
    expect_vcf_line(board, line);
}

TEST(VcfTest, StopRequestAbortsTheSearch) {
    Board board;
    set_up(board, kLadder, Black);
    VcfSearch vcf;
    uint64_t nodes = 0;
    int asked = 0;
    const std::function<bool()> stop = [&] { return ++asked > 0; };
    EXPECT_EQ(vcf.search(board, 41, nodes, 1 << 20, nullptr, &stop), 0);
    EXPECT_GE(asked, 1);
    const std::function<bool()> go_on = [] { return false; };
    EXPECT_GE(vcf.search(board, 41, nodes, 1 << 20, nullptr, &go_on), 9);
}

// j8 makes the four j8-j11 (blocked at j12, five-point j7) and the split
// three h8 . j8 k8 with h8; after its block, h8 is a double three (with
// h6-h7) and White has no four to make: a static win, though no win by
// fours alone.
const std::vector<std::string> kFourThenDoubleThree = {
    "o.............o",  // 15
    "...............",  // 14
    "............o..",  // 13
    ".........o.....",  // 12
    ".........x.....",  // 11
    ".........x.....",  // 10
    ".........x.....",  // 9
    "..........x....",  // 8
    ".......x.......",  // 7
    ".......x.......",  // 6
    "...............",  // 5
    "...............",  // 4
    "...............",  // 3
    "...............",  // 2
    "o.............o",  // 1
};

TEST(VcfTest, StaticWinsAfterAFourAreWinsInSevenPlies) {
    Board board;
    set_up(board, kFourThenDoubleThree, Black);
    ASSERT_EQ(move_to_text(static_win(board, true), 15), move_to_text(kNoMove, 15))
        << "no static win before the four";
    VcfSearch vcf;
    uint64_t nodes = 0;
    EXPECT_EQ(vcf.search(board, 41, nodes, 100000), 0) << "no win by fours alone";
    vcf.clear();
    EXPECT_EQ(vcf.search(board, 11, nodes, 100000, nullptr, nullptr, true), 7);
    EXPECT_EQ(vcf.search(board, 5, nodes, 100000, nullptr, nullptr, true), 0) << "7 plies";
    // A search that gives its line keeps to wins by fours.
    MoveLine line;
    EXPECT_EQ(vcf.search(board, 41, nodes, 100000, &line, nullptr, true), 0);
    EXPECT_TRUE(board.is_consistent());
    // White's answer by fours spoils it: a1-c1 make a four for White at d1.
    board.make(mv("a2"));  // (black, out of the way)
    board.make(mv("b1"));
    board.make(mv("a3"));
    board.make(mv("c1"));
    vcf.clear();
    EXPECT_EQ(vcf.search(board, 11, nodes, 100000, nullptr, nullptr, true), 0);
}

TEST(VcfTest, FindFivePointFollowsTheLinesThroughAStone) {
    Board board;
    set_up(board, kDoubleFour, Black);
    EXPECT_EQ(VcfSearch::find_five_point(board, Black, mv("f10")), kNoMove);  // only a three
    board.make(mv("g10"));  // fours d10-g10 (h10) and g10-g7 (g11)
    EXPECT_EQ(VcfSearch::find_five_point(board, Black, mv("d10")), mv("h10"));  // 4 steps
    EXPECT_EQ(VcfSearch::find_five_point(board, Black, mv("g7")), mv("g11"));
    const Move from_g10 = VcfSearch::find_five_point(board, Black, mv("g10"));
    EXPECT_TRUE(from_g10 == mv("h10") || from_g10 == mv("g11"));
    EXPECT_EQ(VcfSearch::find_five_point(board, White, mv("g10")), kNoMove);
    EXPECT_EQ(VcfSearch::find_five_point(board, Black, mv("o1")), kNoMove);

    // Along the edge: a1-a4 has one five-point, a5.
    Board edge;
    test::play_text(edge, "a1,o15,a2,o13,a3,o11,a4,m15");
    EXPECT_EQ(VcfSearch::find_five_point(edge, Black, mv("a1")), mv("a5"));
    EXPECT_EQ(VcfSearch::find_five_point(edge, Black, mv("a4")), mv("a5"));
}

// wins_in_three_by_playing: whether some four of the side to move wins in
// three plies, every four played out.
bool wins_in_three_by_playing(Board& board) {
    for (Move m : board.find_threats(board.side_to_move(), kThreatFour))
        if (VcfSearch::wins_in_three(board, m)) return true;
    return false;
}

// The search skips, two plies from its end, the fours that cannot win
// there: in random crowded positions it finds a win in three exactly when
// playing out every four does.
TEST(VcfTest, LastPlyShortcutKeepsEveryWinInThree) {
    std::mt19937 rng(12345);
    int positions = 0, wins = 0;
    for (Rule rule : {Rule::Freestyle, Rule::Standard}) {
        for (int trial = 0; trial < 10000; ++trial) {
            Board board(BoardConfig::gomoku(15, rule));
            const int stones = 12 + int(rng() % 30);
            for (int i = 0; i < stones; ++i) {
                const Move m = make_move(3 + int(rng() % 9), 3 + int(rng() % 9));
                if (!board.is_empty(m)) continue;
                board.make(m);
                if (board.has_five(opponent(board.side_to_move()))) {
                    board.unmake();
                    break;
                }
            }
            const Color us = board.side_to_move(), them = opponent(us);
            // Positions the search answers before trying a four are no test.
            if (board.threat_count(us, kThreatFive) || board.threat_count(them, kThreatFive) ||
                board.threat_count(us, kThreatLiveFour) ||
                !board.threat_cells(us, kThreatFour, kThreatFourThree))
                continue;
            ++positions;
            VcfSearch vcf;
            uint64_t nodes = 0;
            const bool found = vcf.search(board, 3, nodes, 1'000'000) != 0;
            const bool played = wins_in_three_by_playing(board);
            wins += played;
            ASSERT_EQ(found, played) << "position " << trial << " under rule " << int(rule);
        }
    }
    // The sample holds both kinds.
    EXPECT_GT(positions, 1000) << wins;
    EXPECT_GT(wins, 50) << positions;
}

}  // namespace
}  // namespace wuzi
