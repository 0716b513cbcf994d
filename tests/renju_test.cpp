// Renju (Rule::Renju): Black's forbidden points, checked against a slow,
// independent checker and a table of hand-made positions; fouls in a Game;
// move generation, VCF and the search on forbidden points.
#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/engine.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "movegen.h"
#include "test_util.h"
#include "vcf.h"

namespace wuzi {
namespace {

using test::mv;

// ---------------------------------------------------------------------------
// The slow checker. It works on a plain grid and shares nothing with the
// engine but the rule text (RIF), which it implements as follows, for a black
// stone put on the empty point p:
// - A five is a run of exactly five black stones. If p makes one (in any
//   direction) p is allowed, whatever else it makes.
// - Overline: p makes a run of six or more black stones.
// - A four in a direction: a completion point e (empty, on the line) such that
//   a stone on e makes a run of exactly five containing p. The fours of a
//   direction are its completion points, except that two of them five apart
//   (the two ends of a straight four `.xxxx.`) are one four. Double four: two
//   or more fours over the four directions.
// - A three in a direction (one that has no four): some empty point e on the
//   line such that a stone on e makes a straight four containing p and e (a
//   run of exactly four whose two ends are empty and each make exactly five),
//   and e is not itself forbidden, checked by these same rules with p on the
//   board. Double three: threes in two or more directions.
// The result is a set of reasons (a move may be an overline and a double four
// at once); empty means allowed.
// ---------------------------------------------------------------------------
namespace slow {

enum Cell : int8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kOff = 3 };
enum Reason : unsigned { kOverline = 1, kDoubleFour = 2, kDoubleThree = 4 };

constexpr int kDx[4] = {1, 0, 1, 1};
constexpr int kDy[4] = {0, 1, 1, -1};

struct Grid {
    int n;
    std::vector<int8_t> cells;

    explicit Grid(int size = 15) : n(size), cells(size_t(size * size), kEmpty) {}
    int at(int x, int y) const {
        if (x < 0 || y < 0 || x >= n || y >= n) return kOff;
        return cells[size_t(y * n + x)];
    }
    void set(int x, int y, int8_t v) { cells[size_t(y * n + x)] = v; }
};

// run: the black run through the black stone (x, y) along d, as [lo, hi]
// offsets from (x, y).
void run(const Grid& g, int x, int y, int d, int& lo, int& hi) {
    lo = 0;
    hi = 0;
    while (g.at(x + (lo - 1) * kDx[d], y + (lo - 1) * kDy[d]) == kBlack) --lo;
    while (g.at(x + (hi + 1) * kDx[d], y + (hi + 1) * kDy[d]) == kBlack) ++hi;
}

int run_length(const Grid& g, int x, int y, int d) {
    int lo, hi;
    run(g, x, y, d, lo, hi);
    return hi - lo + 1;
}

// run_length_of: the run of the stone's own colour through (x, y) along d.
int run_length_of(const Grid& g, int x, int y, int d) {
    const int c = g.at(x, y);
    int len = 1;
    for (int s : {-1, 1})
        for (int k = 1; g.at(x + s * k * kDx[d], y + s * k * kDy[d]) == c; ++k) ++len;
    return len;
}

// completes_five: a black stone on the empty point at offset k from the
// black stone (x, y) along d makes exactly five containing (x, y).
bool completes_five(Grid& g, int x, int y, int d, int k) {
    const int ex = x + k * kDx[d], ey = y + k * kDy[d];
    if (g.at(ex, ey) != kEmpty) return false;
    g.set(ex, ey, kBlack);
    int lo, hi;
    run(g, x, y, d, lo, hi);  // the run through (x, y) holds e iff they joined
    const bool five = hi - lo + 1 == 5 && lo <= k && k <= hi;
    g.set(ex, ey, kEmpty);
    return five;
}

int fours_in(Grid& g, int x, int y, int d) {
    std::vector<int> points;
    for (int k = -4; k <= 4; ++k)
        if (k != 0 && completes_five(g, x, y, d, k)) points.push_back(k);
    int fours = int(points.size());
    for (size_t i = 0; i < points.size(); ++i)
        for (size_t j = i + 1; j < points.size(); ++j)
            if (points[j] - points[i] == 5) --fours;
    return fours;
}

// straight_four: the black stone (x, y) lies in a run of exactly four along
// d that contains offset k, with both ends empty and each making exactly five.
bool straight_four(const Grid& g, int x, int y, int d, int k) {
    int lo, hi;
    run(g, x, y, d, lo, hi);
    if (hi - lo + 1 != 4 || k < lo || k > hi) return false;
    auto cell = [&](int o) { return g.at(x + o * kDx[d], y + o * kDy[d]); };
    return cell(lo - 1) == kEmpty && cell(hi + 1) == kEmpty && cell(lo - 2) != kBlack &&
           cell(hi + 2) != kBlack;
}

unsigned reasons(Grid& g, int x, int y, int* false_threes = nullptr);

// three_in: the black stone (x, y) has a three along d; `naive` also counts
// threes whose only straight-four points are forbidden.
bool three_in(Grid& g, int x, int y, int d, bool naive) {
    for (int k = -3; k <= 3; ++k) {
        const int ex = x + k * kDx[d], ey = y + k * kDy[d];
        if (k == 0 || g.at(ex, ey) != kEmpty) continue;
        g.set(ex, ey, kBlack);
        const bool straight = straight_four(g, x, y, d, k);
        g.set(ex, ey, kEmpty);
        if (straight && (naive || reasons(g, ex, ey) == 0)) return true;
    }
    return false;
}

// reasons: why a black stone on the empty point (x, y) is forbidden (0: it is
// allowed). `false_threes`, if given, is incremented when the point would be
// a double three but for forbidden straight-four points.
unsigned reasons(Grid& g, int x, int y, int* false_threes) {
    g.set(x, y, kBlack);
    unsigned result = 0;
    bool five = false;
    for (int d = 0; d < 4; ++d) five = five || run_length(g, x, y, d) == 5;
    if (!five) {
        int fours = 0, threes = 0, naive_threes = 0;
        for (int d = 0; d < 4; ++d) {
            if (run_length(g, x, y, d) >= 6) result |= kOverline;
            const int f = fours_in(g, x, y, d);
            fours += f;
            if (f == 0 && three_in(g, x, y, d, true)) {
                ++naive_threes;
                if (three_in(g, x, y, d, false)) ++threes;
            }
        }
        if (fours >= 2) result |= kDoubleFour;
        if (threes >= 2) result |= kDoubleThree;
        if (false_threes && naive_threes >= 2 && threes < 2) ++*false_threes;
    }
    g.set(x, y, kEmpty);
    return result;
}

unsigned reason_bit(Forbidden kind) {
    switch (kind) {
        case Forbidden::Overline:
            return kOverline;
        case Forbidden::DoubleFour:
            return kDoubleFour;
        case Forbidden::DoubleThree:
            return kDoubleThree;
        case Forbidden::None:
            return 0;
    }
    return 0;
}

std::string reason_text(unsigned r) {
    if (r == 0) return "allowed";
    std::string s;
    if (r & kOverline) s += "overline ";
    if (r & kDoubleFour) s += "double-four ";
    if (r & kDoubleThree) s += "double-three ";
    s.pop_back();
    return s;
}

}  // namespace slow

// picture: the grid as rows of x / o / ., with `*` on (px, py), top row first.
std::string picture(const slow::Grid& g, int px = -1, int py = -1) {
    std::ostringstream out;
    for (int y = 0; y < g.n; ++y) {
        out << "    \"";
        for (int x = 0; x < g.n; ++x) {
            const int c = g.at(x, y);
            out << (x == px && y == py  ? '*'
                    : c == slow::kBlack ? 'x'
                    : c == slow::kWhite ? 'o'
                                        : '.');
        }
        out << "\",  // " << g.n - y << "\n";
    }
    return out.str();
}

slow::Grid grid_of(const Board& board) {
    slow::Grid g(board.size());
    for (int y = 0; y < g.n; ++y)
        for (int x = 0; x < g.n; ++x) {
            const Color c = board.at(make_move(x, y));
            g.set(x, y, c == Black ? slow::kBlack : c == White ? slow::kWhite : slow::kEmpty);
        }
    return g;
}

// Tallies of what a comparison saw, to show the random positions reach every case.
struct Tally {
    int cells = 0, forbidden[4] = {0, 0, 0, 0}, false_double_threes = 0, mismatches = 0;
};

// compare_all: for every empty cell, the engine's forbidden() agrees with the
// checker (the engine's kind is one of the checker's reasons), is_forbidden()
// with forbidden(), and forbidden_points() lists exactly those cells in scan
// order. Reports at most a few mismatching cells per board.
void compare_all(const Board& board, Tally& tally) {
    slow::Grid g = grid_of(board);
    CellList expected;
    int reported = 0;
    for (int y = 0; y < g.n; ++y)
        for (int x = 0; x < g.n; ++x) {
            if (g.at(x, y) != slow::kEmpty) continue;
            const Move m = make_move(x, y);
            const unsigned want = slow::reasons(g, x, y, &tally.false_double_threes);
            const Forbidden got = board.forbidden(m);
            ++tally.cells;
            ++tally.forbidden[int(got)];
            if (want != 0) expected.push_back(m);
            const bool agree = (got == Forbidden::None) == (want == 0) &&
                               (got == Forbidden::None || (want & slow::reason_bit(got)));
            if (!agree) {
                ++tally.mismatches;
                if (reported++ < 3)
                    ADD_FAILURE() << "at " << move_to_text(m, g.n) << " the engine says "
                                  << describe(got) << ", the checker " << slow::reason_text(want)
                                  << ", side to move "
                                  << (board.side_to_move() == Black ? "black" : "white") << "\n"
                                  << picture(g, x, y);
            }
            if (board.is_forbidden(m) != (got != Forbidden::None)) {
                ++tally.mismatches;
                if (reported++ < 3)
                    ADD_FAILURE() << "is_forbidden(" << move_to_text(m, g.n)
                                  << ") differs from forbidden() = " << describe(got) << "\n"
                                  << picture(g, x, y);
            }
        }
    const CellList listed = board.forbidden_points();
    if (!std::equal(listed.begin(), listed.end(), expected.begin(), expected.end())) {
        ++tally.mismatches;
        ADD_FAILURE() << "forbidden_points() = "
                      << moves_to_text({listed.data(), listed.size()}, g.n)
                      << ", the checker: " << moves_to_text({expected.data(), expected.size()}, g.n)
                      << "\n"
                      << picture(g);
    }
}

// ---------------------------------------------------------------------------
// Hand-made positions. Diagrams are 15 wide, the first row is row 15 (the top,
// y = 0); 'x' black, 'o' white, '*' the empty point asked about.
// ---------------------------------------------------------------------------
struct Diagram {
    std::vector<Move> black, white;
    Move point = kNoMove;
};

Diagram parse(const std::vector<std::string>& rows) {
    Diagram d;
    for (int y = 0; y < int(rows.size()); ++y)
        for (int x = 0; x < int(rows[y].size()); ++x) {
            const char c = rows[y][x];
            if (c == 'x') d.black.push_back(make_move(x, y));
            if (c == 'o') d.white.push_back(make_move(x, y));
            if (c == '*') d.point = make_move(x, y);
        }
    return d;
}

void set_up(Board& board, const Diagram& d, Color to_move) {
    test::place(board, d.black, d.white, to_move);
}

struct Case {
    const char* name;
    Forbidden expected;
    std::vector<std::string> rows;
};

// clang-format off
const std::vector<Case> kCases = {
    {"plain double three", Forbidden::DoubleThree, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        ".....xx*.......",
        ".......x.......",
        ".......x.......",
    }},
    {"double three of split threes", Forbidden::DoubleThree, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        ".....x.*x......",
        "...............",
        ".......x.......",
        ".......x.......",
    }},
    {"double three on the diagonals", Forbidden::DoubleThree, {
        "...............",
        "...............",
        "...............",
        ".....x...x.....",
        "......x.x......",
        ".......*.......",
    }},
    // The split three f10-h10-i10 has one straight-four point, g10, where a
    // stone makes the overline g5-g10: no three. h10 makes one three only,
    // h10-h12: allowed.
    {"false three: its straight-four point is an overline", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        ".......x.......",
        ".......x.......",
        ".....x.*x......",
        "......x........",
        "......x........",
        "......x........",
        "......x........",
        "......x........",
    }},
    // The same with g5 empty: g10 now makes exactly five, which is never
    // forbidden, so the split three is a three.
    {"three whose straight-four point makes five", Forbidden::DoubleThree, {
        "...............",
        "...............",
        "...............",
        ".......x.......",
        ".......x.......",
        ".....x.*x......",
        "......x........",
        "......x........",
        "......x........",
        "......x........",
    }},
    {"double four on two lines", Forbidden::DoubleFour, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...oxxx*.......",
        ".......x.......",
        ".......x.......",
        ".......x.......",
        ".......o.......",
    }},
    {"double four on one line x.x*x.x", Forbidden::DoubleFour, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....x.x*x.x....",
    }},
    {"double four on one line xxx.*.xxx", Forbidden::DoubleFour, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...xxx.*.xxx...",
    }},
    {"double four on one line xx.*x.xx", Forbidden::DoubleFour, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....xx.*x.xx...",
    }},
    {"a straight four is one four", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....xxx*.......",
    }},
    {"straight four and a four", Forbidden::DoubleFour, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....xxx*.......",
        ".......x.......",
        ".......x.......",
        ".......x.......",
        ".......o.......",
    }},
    {"four-three", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...oxxx*.......",
        ".......x.......",
        ".......x.......",
    }},
    {"straight four and a three", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....xxx*.......",
        ".......x.......",
        ".......x.......",
    }},
    {"four and two threes", Forbidden::DoubleThree, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...oxxx*.......",
        ".......xx......",
        ".......x.x.....",
    }},
    {"overline xx*xxx", Forbidden::Overline, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        ".....xx*xxx....",
    }},
    {"overline xxx*xx", Forbidden::Overline, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....xxx*xx.....",
    }},
    {"five that is also a double four", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "..oxxxx*.......",
        ".......xx......",
        ".......x.x.....",
        ".......x..x....",
        ".......o...o...",
    }},
    {"five with an overline on another line", Forbidden::None, {
        "...............",
        "...............",
        ".......x.......",
        ".......x.......",
        ".......x.......",
        "...xxxx*.......",
        ".......x.......",
        ".......x.......",
    }},
    {"a three blocked at one end is no three", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "....oxx*.......",
        ".......x.......",
        ".......x.......",
    }},
    {"a three with one open side is a three", Forbidden::DoubleThree, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        ".....xx*.o.....",
        ".......x.......",
        ".......x.......",
    }},
    {"a three blocked one step away on both sides is no three", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "...o.xx*.o.....",
        ".......x.......",
        ".......x.......",
    }},
    // Through e10 the four would be no straight four (d10 then makes an
    // overline with c10); through i10 it is one.
    {"a three with an overline on one side is still a three", Forbidden::DoubleThree, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "..x..xx*.......",
        ".......x.......",
        ".......x.......",
    }},
    {"a three that only makes overlines is no three", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "..x..xx*..x....",
        ".......x.......",
        ".......x.......",
    }},
    {"a four that only completes to an overline is no four", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "..x.xxx*o......",
        ".......x.......",
        ".......x.......",
        ".......x.......",
        ".......o.......",
    }},
    {"the same four completing to five", Forbidden::DoubleFour, {
        "...............",
        "...............",
        "...............",
        "...............",
        "...............",
        "..x.xxx*.......",
        ".......x.......",
        ".......x.......",
        ".......x.......",
        ".......o.......",
    }},
    // Two levels deep. h10 (*) has the three f12-g11-h10 and the split three
    // h10-i10-k10, whose one straight-four point is j10. j10 (with h10) makes
    // the straight four h10-k10 and two threes: j10-k11-l12 (open) and the
    // split j10-k9-m7, whose one straight-four point l8 makes l9-l4 an
    // overline. So j10's second three is false, j10 is a four-three
    // (allowed), h10-k10 is a three and h10 a double three.
    {"nested: the three's point is a four-three, allowed", Forbidden::DoubleThree, {
        "...............",
        "...............",
        "...............",
        ".....x.....x...",
        "......x...x....",
        ".......*x.x....",
        "..........xx...",
        "...............",
        "...........xx..",
        "...........x...",
        "...........x...",
        "...........x...",
    }},
    // Without the overline stones l8 is allowed, j10 is a double three (with
    // a four), so h10-i10-k10 is no three and h10 makes one three only.
    {"nested: the three's point is a double three, forbidden", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        ".....x.....x...",
        "......x...x....",
        ".......*x.x....",
        "..........x....",
        "...............",
        "............x..",
    }},
    // With l9 empty, l8 makes the five l8-l4: allowed, so the same as above.
    {"nested: the deepest point makes five", Forbidden::None, {
        "...............",
        "...............",
        "...............",
        ".....x.....x...",
        "......x...x....",
        ".......*x.x....",
        "..........x....",
        "...............",
        "...........xx..",
        "...........x...",
        "...........x...",
        "...........x...",
    }},
};
// clang-format on

const Case& find_case(const std::string& name) {
    for (const Case& c : kCases)
        if (name == c.name) return c;
    ADD_FAILURE() << "no case " << name;
    return kCases[0];
}

TEST(RenjuTest, HandMadePositionsHaveTheirKind) {
    for (const Case& c : kCases) {
        SCOPED_TRACE(c.name);
        const Diagram d = parse(c.rows);
        ASSERT_NE(d.point, kNoMove);
        for (Color to_move : {Black, White}) {
            Board board(BoardConfig::gomoku(15, Rule::Renju));
            set_up(board, d, to_move);
            EXPECT_EQ(board.forbidden(d.point), c.expected)
                << describe(board.forbidden(d.point)) << " to move " << int(to_move);
            EXPECT_EQ(board.is_forbidden(d.point), c.expected != Forbidden::None);
            // The checker agrees on the point, and engine and checker on every cell.
            slow::Grid g = grid_of(board);
            const unsigned want = slow::reasons(g, move_x(d.point), move_y(d.point));
            EXPECT_EQ(want != 0, c.expected != Forbidden::None) << slow::reason_text(want);
            EXPECT_TRUE(c.expected == Forbidden::None || (want & slow::reason_bit(c.expected)))
                << slow::reason_text(want);
            Tally tally;
            compare_all(board, tally);
        }
    }
}

TEST(RenjuTest, WhiteIsNeverRestricted) {
    for (const Case& c : kCases) {
        SCOPED_TRACE(c.name);
        Diagram d = parse(c.rows);
        std::swap(d.black, d.white);
        for (Color to_move : {Black, White}) {
            Board board(BoardConfig::gomoku(15, Rule::Renju));
            set_up(board, d, to_move);
            EXPECT_EQ(board.forbidden(d.point), Forbidden::None);
            EXPECT_FALSE(board.is_forbidden(d.point));
            Tally tally;
            compare_all(board, tally);  // black's few stones forbid nothing here either
        }
    }
}

TEST(RenjuTest, OtherRulesForbidNothing) {
    for (Rule rule : {Rule::Freestyle, Rule::Standard}) {
        for (const Case& c : kCases) {
            SCOPED_TRACE(c.name);
            const Diagram d = parse(c.rows);
            Board board(BoardConfig::gomoku(15, rule));
            set_up(board, d, Black);
            EXPECT_EQ(board.forbidden(d.point), Forbidden::None);
            EXPECT_FALSE(board.is_forbidden(d.point));
            EXPECT_TRUE(board.forbidden_points().empty());
        }
    }
}

TEST(RenjuTest, ForbiddenPointsFollowMakeAndUnmake) {
    // The plain double three: h10 is the one forbidden point.
    const Diagram d = parse(find_case("plain double three").rows);
    Board board(BoardConfig::gomoku(15, Rule::Renju));
    set_up(board, d, Black);
    const CellList points = board.forbidden_points();
    ASSERT_EQ(points.size(), 1u) << moves_to_text({points.data(), points.size()}, 15);
    EXPECT_EQ(points[0], d.point);
    // Whatever a stone nearby makes, engine and checker agree, and unmake
    // restores the list.
    for (const char* m : {"h11", "e10", "i10", "h7", "g9"}) {
        SCOPED_TRACE(m);
        board.make(mv(m));
        Tally tally;
        compare_all(board, tally);
        board.unmake();
        const CellList again = board.forbidden_points();
        EXPECT_TRUE(std::equal(again.begin(), again.end(), points.begin(), points.end()));
    }
}

// ---------------------------------------------------------------------------
// Random dense positions: the engine against the checker on every empty cell.
// ---------------------------------------------------------------------------

// random_position: `stones` stones on an empty board of `board`'s size, each
// near an earlier one (so threes and fours are common), black making 50-75%
// of them; no stone makes five or more. Played with passes (make_null)
// where a colour repeats, then `extra` more moves are made and taken back so
// the position is also one the board reached by unmake. `to_move` moves next.
void random_position(Board& board, slow::Grid& g, std::mt19937_64& rng, int stones, int extra,
                     Color to_move) {
    const int n = board.size();
    auto pick = [&](int& x, int& y) {
        for (int tries = 0; tries < 100; ++tries) {
            if (board.move_count() == 0 || rng() % 16 == 0) {
                x = int(rng() % unsigned(n));
                y = int(rng() % unsigned(n));
            } else {
                const Move near = board.move_at(int(rng() % unsigned(board.move_count())));
                if (near == kNoMove || board.at(near) == Empty) continue;  // a pass
                x = move_x(near) + int(rng() % 5) - 2;
                y = move_y(near) + int(rng() % 5) - 2;
            }
            if (g.at(x, y) != slow::kEmpty || !board.is_empty(make_move(x, y))) continue;
            return true;
        }
        return false;
    };
    // A stone of `c` at (x, y) would make five or more.
    auto makes_line = [&](int x, int y, int8_t c) {
        g.set(x, y, c);
        bool line = false;
        for (int d = 0; d < 4; ++d) line = line || slow::run_length_of(g, x, y, d) >= 5;
        g.set(x, y, slow::kEmpty);
        return line;
    };
    const unsigned black_percent = 50 + unsigned(rng() % 26);
    for (int placed = 0, tries = 0; placed < stones && tries < 20 * stones; ++tries) {
        const Color c = rng() % 100 < black_percent ? Black : White;
        int x, y;
        if (!pick(x, y)) break;
        const int8_t cell = c == Black ? slow::kBlack : slow::kWhite;
        if (makes_line(x, y, cell)) continue;
        if (board.side_to_move() != c) board.make_null();
        board.make(make_move(x, y));
        g.set(x, y, cell);
        ++placed;
    }
    if (board.side_to_move() != to_move) board.make_null();
    int made = 0;
    for (int i = 0; i < extra; ++i) {
        int x, y;
        if (!pick(x, y)) break;
        board.make(make_move(x, y));
        ++made;
    }
    for (int i = 0; i < made; ++i) board.unmake();
}

int position_count() {
    if (const char* s = std::getenv("WUZI_RENJU_POSITIONS")) return std::max(1, std::atoi(s));
    return 5000;
}

TEST(RenjuTest, EngineAgreesWithTheCheckerOnRandomPositions) {
    std::mt19937_64 rng(20240909);
    const int count = position_count();
    const int sizes[] = {15, 15, 15, 15, 15, 15, 9, 20};
    Tally tally;
    for (int i = 0; i < count && tally.mismatches < 20; ++i) {
        const int size = sizes[i % 8];
        const int stones = size == 9 ? 20 + int(rng() % 25) : 30 + int(rng() % 61);
        Board board(BoardConfig::gomoku(size, Rule::Renju));
        slow::Grid g(size);
        random_position(board, g, rng, stones, int(rng() % 4), i % 2 ? White : Black);
        SCOPED_TRACE("position " + std::to_string(i));
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Color c = board.at(make_move(x, y));
                ASSERT_EQ(int(g.at(x, y)), c == Black ? 1 : c == White ? 2 : 0);
            }
        compare_all(board, tally);
    }
    // The positions reach every kind, and the recursive case of the double three.
    RecordProperty("cells", tally.cells);
    std::printf(
        "[ renju    ] %d positions, %d empty cells: %d double threes, %d double fours, "
        "%d overlines; %d false double threes\n",
        count, tally.cells, tally.forbidden[int(Forbidden::DoubleThree)],
        tally.forbidden[int(Forbidden::DoubleFour)], tally.forbidden[int(Forbidden::Overline)],
        tally.false_double_threes);
    if (count >= 1000) {
        EXPECT_GE(tally.forbidden[int(Forbidden::DoubleThree)], 500);
        EXPECT_GE(tally.forbidden[int(Forbidden::DoubleFour)], 100);
        EXPECT_GE(tally.forbidden[int(Forbidden::Overline)], 100);
        EXPECT_GE(tally.false_double_threes, 20);
    }
    EXPECT_EQ(tally.mismatches, 0);
}

TEST(RenjuTest, EngineAgreesWithTheCheckerAlongMakesAndUnmakes) {
    // One board moved back and forth as a search does, compared after every step.
    std::mt19937_64 rng(99);
    Board board(BoardConfig::gomoku(15, Rule::Renju));
    slow::Grid g(15);
    std::vector<Move> played;
    Tally tally;
    for (int step = 0; step < 600 && tally.mismatches == 0; ++step) {
        if (!played.empty() && (rng() % 3 == 0 || played.size() > 80)) {
            g.set(move_x(played.back()), move_y(played.back()), slow::kEmpty);
            played.pop_back();
            board.unmake();
        } else {
            const int8_t cell = board.side_to_move() == Black ? slow::kBlack : slow::kWhite;
            int x = 7, y = 7;
            for (int tries = 0; tries < 50; ++tries) {
                if (!played.empty()) {
                    const Move near = played[rng() % played.size()];
                    x = move_x(near) + int(rng() % 5) - 2;
                    y = move_y(near) + int(rng() % 5) - 2;
                }
                if (g.at(x, y) != slow::kEmpty) continue;
                g.set(x, y, cell);
                int longest = 0;
                for (int d = 0; d < 4; ++d)
                    longest = std::max(longest, slow::run_length_of(g, x, y, d));
                if (longest < 5) break;
                g.set(x, y, slow::kEmpty);  // no fives: a search stops there
            }
            if (g.at(x, y) != cell) continue;
            played.push_back(make_move(x, y));
            board.make(played.back());
        }
        SCOPED_TRACE("step " + std::to_string(step));
        compare_all(board, tally);
    }
    EXPECT_GE(
        tally.forbidden[int(Forbidden::DoubleThree)] + tally.forbidden[int(Forbidden::DoubleFour)],
        50);
}

TEST(RenjuTest, BlackNeverGeneratesAForbiddenMove) {
    std::mt19937_64 rng(7);
    int forbidden_seen = 0;
    for (int i = 0; i < 400; ++i) {
        Board board(BoardConfig::gomoku(15, Rule::Renju));
        slow::Grid g(15);
        random_position(board, g, rng, 30 + int(rng() % 61), 0, Black);
        const CellList points = board.forbidden_points();
        forbidden_seen += int(points.size());
        for (GenMode mode : {GenMode::All, GenMode::Defend, GenMode::Fours}) {
            MoveList moves;
            generate(board, mode, moves);
            for (const ScoredMove& sm : moves) {
                ASSERT_EQ(board.forbidden(sm.move), Forbidden::None)
                    << "mode " << int(mode) << " generates " << move_to_text(sm.move, 15) << "\n"
                    << picture(g, move_x(sm.move), move_y(sm.move));
            }
            for (Move m : points) EXPECT_FALSE(generates(board, mode, m));
        }
    }
    EXPECT_GE(forbidden_seen, 100);
}

// ---------------------------------------------------------------------------
// Game: a forbidden black move loses the game when the order is known.
// ---------------------------------------------------------------------------

// Black f10, g10, h9, h8 with white replies in the corners, then black h10:
// the plain double three.
const std::vector<Move> kDoubleThreeGame = {
    mv("f10"), mv("a1"), mv("g10"), mv("o1"), mv("h9"), mv("a15"), mv("h8"), mv("o15"), mv("h10"),
};

TEST(RenjuGameTest, ForbiddenMoveLosesForBlack) {
    Game game(BoardConfig::gomoku(15, Rule::Renju));
    for (size_t i = 0; i + 1 < kDoubleThreeGame.size(); ++i)
        ASSERT_EQ(game.play(kDoubleThreeGame[i]), PlayError::None);
    EXPECT_EQ(game.board().forbidden(mv("h10")), Forbidden::DoubleThree);
    EXPECT_FALSE(game.foul().has_value());
    ASSERT_EQ(game.play(mv("h10")), PlayError::None);
    EXPECT_EQ(game.result(), GameResult::WhiteWins);
    ASSERT_TRUE(game.foul().has_value());
    EXPECT_EQ(game.foul()->index, 8);
    EXPECT_EQ(game.foul()->move, mv("h10"));
    EXPECT_EQ(game.foul()->kind, Forbidden::DoubleThree);
    EXPECT_EQ(game.foul()->message(15), "move 9 (h10): Black's double three is forbidden");
    EXPECT_EQ(game.moves().size(), kDoubleThreeGame.size());
    EXPECT_EQ(game.board().at(mv("h10")), Black);
    EXPECT_EQ(game.play(mv("b2")), PlayError::GameOver);
    // Taking the move back takes the foul back.
    EXPECT_TRUE(game.undo());
    EXPECT_EQ(game.result(), GameResult::Ongoing);
    EXPECT_FALSE(game.foul().has_value());
}

TEST(RenjuGameTest, SetMovesInOrderJudgesTheFoul) {
    Game game(BoardConfig::gomoku(15, Rule::Renju));
    ASSERT_FALSE(game.set_moves(kDoubleThreeGame, Replay::InOrder).has_value());
    EXPECT_EQ(game.result(), GameResult::WhiteWins);
    ASSERT_TRUE(game.foul().has_value());
    EXPECT_EQ(game.foul()->index, 8);
    EXPECT_EQ(game.foul()->kind, Forbidden::DoubleThree);
    // A move after the foul is refused, and the refused list changes nothing.
    std::vector<Move> longer = kDoubleThreeGame;
    longer.push_back(mv("b2"));
    Game other(BoardConfig::gomoku(15, Rule::Renju));
    const auto error = other.set_moves(longer, Replay::InOrder);
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->index, 9);
    EXPECT_EQ(error->reason, PlayError::GameOver);
    EXPECT_TRUE(other.moves().empty());
    EXPECT_FALSE(other.foul().has_value());
    const auto checked = validate(BoardConfig::gomoku(15, Rule::Renju), longer, Replay::InOrder);
    ASSERT_TRUE(checked.has_value());
    EXPECT_EQ(checked->reason, PlayError::GameOver);
}

TEST(RenjuGameTest, AsPositionSetsNoFoul) {
    Game game(BoardConfig::gomoku(15, Rule::Renju));
    ASSERT_FALSE(game.set_moves(kDoubleThreeGame, Replay::AsPosition).has_value());
    EXPECT_EQ(game.result(), GameResult::Ongoing);
    EXPECT_FALSE(game.foul().has_value());
    EXPECT_EQ(game.moves().size(), kDoubleThreeGame.size());
    // The same moves under the other rules are no foul either.
    for (Rule rule : {Rule::Freestyle, Rule::Standard}) {
        Game free(BoardConfig::gomoku(15, rule));
        ASSERT_FALSE(free.set_moves(kDoubleThreeGame, Replay::InOrder).has_value());
        EXPECT_EQ(free.result(), GameResult::Ongoing);
        EXPECT_FALSE(free.foul().has_value());
    }
}

TEST(RenjuGameTest, WhiteDoubleThreeAndOverlineAreFine) {
    // White f10, g10, h9, h8, then h10: a double three for white, no foul.
    Game game(BoardConfig::gomoku(15, Rule::Renju));
    for (const char* m : {"a1", "f10", "o1", "g10", "a15", "h9", "o15", "h8", "b1", "h10"})
        ASSERT_EQ(game.play(mv(m)), PlayError::None) << m;
    EXPECT_EQ(game.result(), GameResult::Ongoing);
    EXPECT_FALSE(game.foul().has_value());
    // White d8-f8, h8-i8 then g8: an overline, a win for white.
    Game overline(BoardConfig::gomoku(15, Rule::Renju));
    for (const char* m : {"a1", "d8", "o1", "e8", "a15", "f8", "o15", "h8", "b15", "i8", "n15"})
        ASSERT_EQ(overline.play(mv(m)), PlayError::None) << m;
    ASSERT_EQ(overline.play(mv("g8")), PlayError::None);
    EXPECT_EQ(overline.result(), GameResult::WhiteWins);
    EXPECT_FALSE(overline.foul().has_value());
}

TEST(RenjuGameTest, BlackOverlineIsAFoulAndFiveAWin) {
    // Black d8-f8, h8-i8 then g8: an overline.
    Game overline(BoardConfig::gomoku(15, Rule::Renju));
    for (const char* m : {"d8", "a1", "e8", "o1", "f8", "a15", "h8", "o15", "i8", "b15"})
        ASSERT_EQ(overline.play(mv(m)), PlayError::None) << m;
    ASSERT_EQ(overline.play(mv("g8")), PlayError::None);
    EXPECT_EQ(overline.result(), GameResult::WhiteWins);
    ASSERT_TRUE(overline.foul().has_value());
    EXPECT_EQ(overline.foul()->kind, Forbidden::Overline);
    EXPECT_EQ(overline.foul()->message(15), "move 11 (g8): Black's overline is forbidden");
    // Black d8-g8 and h9-h11 (blocked at h12) and i9-k11 (blocked at l12), then h8:
    // a five that is also a double four wins.
    Game five(BoardConfig::gomoku(15, Rule::Renju));
    for (const char* m : {"d8",  "h12", "e8",  "l12", "f8", "a1", "g8",  "o1",  "h9",  "a15",
                          "h10", "o15", "h11", "b1",  "i9", "n1", "j10", "b15", "k11", "n15"})
        ASSERT_EQ(five.play(mv(m)), PlayError::None) << m;
    EXPECT_EQ(five.board().forbidden(mv("h8")), Forbidden::None);
    ASSERT_EQ(five.play(mv("h8")), PlayError::None);
    EXPECT_EQ(five.result(), GameResult::BlackWins);
    EXPECT_FALSE(five.foul().has_value());
}

TEST(RenjuGameTest, RuleNamesAndReasons) {
    EXPECT_EQ(rule_name(Rule::Renju), "renju");
    EXPECT_EQ(rule_name(Rule::Freestyle), "freestyle");
    EXPECT_EQ(rule_name(Rule::Standard), "standard");
    EXPECT_EQ(parse_rule("renju"), Rule::Renju);
    EXPECT_EQ(parse_rule("RENJU"), Rule::Renju);
    EXPECT_EQ(parse_rule("standard"), Rule::Standard);
    EXPECT_FALSE(parse_rule("caro").has_value());
    EXPECT_EQ(describe(Forbidden::DoubleThree), "double three");
    EXPECT_EQ(describe(Forbidden::DoubleFour), "double four");
    EXPECT_EQ(describe(Forbidden::Overline), "overline");
    EXPECT_EQ(describe(Forbidden::None), "allowed");
    EXPECT_TRUE(exact_five(Rule::Renju, Black));
    EXPECT_FALSE(exact_five(Rule::Renju, White));
}

// ---------------------------------------------------------------------------
// Search: Black never plays a forbidden point; White wins through one.
// ---------------------------------------------------------------------------

// moves_of: a move list (black first, alternating) holding the diagram's
// stones with `to_move` to move; the colour short of stones gets fillers on
// the board's edge (cells the diagram leaves empty).
std::vector<Move> moves_of(const Diagram& d, Color to_move) {
    std::vector<Move> black = d.black, white = d.white;
    const Move fillers[] = {make_move(0, 14), make_move(14, 14), make_move(0, 0),
                            make_move(14, 0), make_move(4, 14),  make_move(10, 14),
                            make_move(0, 10), make_move(14, 10)};
    size_t next = 0;
    const size_t extra = to_move == White ? 1 : 0;  // black's extra stone
    while (black.size() != white.size() + extra && next < std::size(fillers)) {
        std::vector<Move>& side = black.size() < white.size() + extra ? black : white;
        const Move f = fillers[next++];
        EXPECT_TRUE(std::find(d.black.begin(), d.black.end(), f) == d.black.end() &&
                    std::find(d.white.begin(), d.white.end(), f) == d.white.end());
        side.push_back(f);
    }
    EXPECT_EQ(black.size(), white.size() + extra) << "too few fillers";
    std::vector<Move> moves;
    for (size_t i = 0; i < black.size(); ++i) {
        moves.push_back(black[i]);
        if (i < white.size()) moves.push_back(white[i]);
    }
    return moves;
}

// expect_black_plays_no_forbidden_point: replayed from the diagram, no black
// move of the search's line is forbidden when it is played.
void expect_black_plays_no_forbidden_point(const Diagram& d, Color to_move,
                                           const SearchInfo& info) {
    Board board(BoardConfig::gomoku(15, Rule::Renju));
    for (Move m : moves_of(d, to_move)) board.make(m);
    for (Move m : info.pv) {
        ASSERT_TRUE(board.is_empty(m));
        if (board.side_to_move() == Black) {
            EXPECT_EQ(board.forbidden(m), Forbidden::None)
                << move_to_text(m, 15) << " in "
                << moves_to_text({info.pv.data(), info.pv.size()}, 15);
        }
        board.make(m);
    }
}

SearchInfo search(const Diagram& d, Color to_move, Rule rule, int depth) {
    Engine engine;
    EXPECT_TRUE(engine.set_position(BoardConfig::gomoku(15, rule), moves_of(d, to_move)));
    EXPECT_EQ(engine.board().side_to_move(), to_move);
    Limits limits;
    limits.depth = depth;
    return engine.search(limits);
}

// The double four of the table (h10 with e10-g10 and h9-h7): a win in three
// under freestyle, forbidden under renju.
// clang-format off
const std::vector<std::string> kDoubleFourPoint = {
    "...............",  // 15
    "...............",  // 14
    "...............",  // 13
    "...............",  // 12
    "...............",  // 11
    "...oxxx*.......",  // 10
    ".......x.......",  // 9
    ".......x.......",  // 8
    ".......x.......",  // 7
    ".......o.......",  // 6
};
// clang-format on

TEST(RenjuSearchTest, BlackDoesNotPlayItsForbiddenDoubleFour) {
    const Diagram d = parse(kDoubleFourPoint);
    const SearchInfo freestyle = search(d, Black, Rule::Freestyle, 6);
    EXPECT_EQ(freestyle.best_move, d.point);
    EXPECT_EQ(freestyle.mate_plies(), 3);
    const SearchInfo renju = search(d, Black, Rule::Renju, 6);
    EXPECT_NE(renju.best_move, d.point);
    EXPECT_NE(renju.best_move, kNoMove);
    EXPECT_NE(renju.mate_plies(), 3);
    expect_black_plays_no_forbidden_point(d, Black, renju);
}

TEST(RenjuSearchTest, BlackDoesNotPlayItsForbiddenOverline) {
    // g10 would join d10-f10 and h10-i10: a win under freestyle, an overline under renju.
    const Diagram d = parse({"...............", "...............", "...............",
                             "...............", "...............", "...xxx*xx......"});
    EXPECT_EQ(search(d, Black, Rule::Freestyle, 4).mate_plies(), 1);
    const SearchInfo renju = search(d, Black, Rule::Renju, 6);
    EXPECT_NE(renju.best_move, d.point);
    EXPECT_NE(renju.best_move, kNoMove);
    expect_black_plays_no_forbidden_point(d, Black, renju);
}

TEST(RenjuSearchTest, BlackDoesNotPlayItsForbiddenDoubleThree) {
    for (const char* name :
         {"plain double three", "double three of split threes", "double three on the diagonals"}) {
        SCOPED_TRACE(name);
        const Diagram d = parse(find_case(name).rows);
        const SearchInfo renju = search(d, Black, Rule::Renju, 6);
        EXPECT_NE(renju.best_move, d.point);
        EXPECT_NE(renju.best_move, kNoMove);
        expect_black_plays_no_forbidden_point(d, Black, renju);
    }
}

TEST(RenjuSearchTest, BlackPlaysAFiveThatIsAlsoADoubleFour) {
    const Diagram d = parse(find_case("five that is also a double four").rows);
    const SearchInfo renju = search(d, Black, Rule::Renju, 4);
    EXPECT_EQ(renju.best_move, d.point);
    EXPECT_EQ(renju.mate_plies(), 1);
}

TEST(RenjuSearchTest, WhiteWinsWithAnOverline) {
    const Diagram d = parse({"...............", "...............", "...............",
                             "...............", "...............", "...ooo*oo......"});
    const SearchInfo renju = search(d, White, Rule::Renju, 4);
    EXPECT_EQ(renju.best_move, d.point);
    EXPECT_EQ(renju.mate_plies(), 1);
    EXPECT_NE(search(d, White, Rule::Standard, 4).mate_plies(), 1);
}

// White g6 (*) makes the four g7-g9 plus g6, blocked at g5 by black: its one
// five-point is g10, where black would make an overline (d10-f10, h10-i10).
// Black cannot block, so white wins in three; under the standard rule black's
// g10 is a legal block.
const std::vector<std::string> kBlockIsOverline = {
    "...............",  // 15
    "...............",  // 14
    "...............",  // 13
    "...............",  // 12
    "......x........",  // 11
    "...xxx.xx......",  // 10
    "......o........",  // 9
    "......o........",  // 8
    "......o........",  // 7
    "......*........",  // 6
    "......x........",  // 5
};

// The same with g10 a black double four: d10-f10 blocked at c10 and
// h9-j7 blocked at k6.
const std::vector<std::string> kBlockIsDoubleFour = {
    "...............",  // 15
    "...............",  // 14
    "...............",  // 13
    "...............",  // 12
    "......x........",  // 11
    "..oxxx.........",  // 10
    "......ox.......",  // 9
    "......o.x......",  // 8
    "......o..x.....",  // 7
    "......*...o....",  // 6
    "......x........",  // 5
};

TEST(RenjuSearchTest, WhiteWinsWhenBlacksOnlyBlockIsForbidden) {
    for (const auto* rows : {&kBlockIsOverline, &kBlockIsDoubleFour}) {
        const Diagram d = parse(*rows);
        const Move block = mv("g10");
        {
            Board board(BoardConfig::gomoku(15, Rule::Renju));
            set_up(board, d, White);
            EXPECT_NE(board.forbidden(block), Forbidden::None);
            // The threat search sees it too.
            VcfSearch vcf;
            uint64_t nodes = 0;
            MoveLine line;
            EXPECT_EQ(vcf.search(board, 9, nodes, 1'000'000, &line), 3);
            ASSERT_FALSE(line.empty());
            EXPECT_EQ(line[0], d.point);
        }
        const SearchInfo white = search(d, White, Rule::Renju, 4);
        EXPECT_EQ(white.best_move, d.point);
        EXPECT_EQ(white.mate_plies(), 3);
        // After white's four, black to move is lost and still plays no forbidden point.
        Diagram after = d;
        after.white.push_back(d.point);
        const SearchInfo black = search(after, Black, Rule::Renju, 4);
        EXPECT_LT(black.mate_plies(), 0);
        EXPECT_NE(black.best_move, block);
        expect_black_plays_no_forbidden_point(after, Black, black);
    }
    // Under the standard rule black blocks at g10: no win in three.
    EXPECT_NE(search(parse(kBlockIsOverline), White, Rule::Standard, 4).mate_plies(), 3);
}

TEST(RenjuSearchTest, VcfDoesNotUseAForbiddenFour) {
    const Diagram d = parse(kDoubleFourPoint);
    for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
        Board board(BoardConfig::gomoku(15, rule));
        set_up(board, d, Black);
        VcfSearch vcf;
        uint64_t nodes = 0;
        EXPECT_EQ(vcf.search(board, 15, nodes, 1'000'000), rule == Rule::Renju ? 0 : 3);
    }
}

}  // namespace
}  // namespace wuzi
