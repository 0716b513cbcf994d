// Basic types shared by the whole engine: colours, board cells, rules and scores.
#pragma once

#include <algorithm>
#include <boost/container/static_vector.hpp>
#include <cstdint>

namespace wuzi {

// A colour of stone. `Empty` and `Wall` are the other two cell states; a wall
// is a cell of the padded array that lies outside the playing area.
enum Color : uint8_t { Black = 0, White = 1, Empty = 2, Wall = 3 };

constexpr Color opponent(Color c) { return Color(c ^ 1); }

// Winning rule. Freestyle: five or more in a row wins. Standard: exactly five
// wins, an overline (six or more) does not. Renju: White wins with five or
// more; Black wins with exactly five and may not play a forbidden point
// (a double three, a double four or an overline; see wuzi/board.h).
enum class Rule : uint8_t { Freestyle = 0, Standard = 1, Renju = 2 };
constexpr int kRuleCount = 3;
constexpr Rule kRules[kRuleCount] = {Rule::Freestyle, Rule::Standard, Rule::Renju};

// exact_five: under `r`, a line of more than five stones of `c` is no win.
constexpr bool exact_five(Rule r, Color c) {
    return r == Rule::Standard || (r == Rule::Renju && c == Black);
}

// Board geometry. Cells live in a padded array of `kStride` x `kStride` with
// `kPad` wall cells around the largest board, so walking up to `kPad` steps
// from an on-board cell in any direction never leaves the array.
constexpr int kMaxSize = 20;
constexpr int kMinGomokuSize = 5;
constexpr int kPad = 5;
constexpr int kStride = 32;
constexpr int kCells = kStride * kStride;

// A move: the index of a cell in the padded array, `kNoMove`, or `kPass`
// (the side to move places no stone: how a set-up position with stones of
// one colour in a row is recorded; see wuzi/game.h).
using Move = uint16_t;
constexpr Move kNoMove = 0;  // index 0 is a wall corner, never a legal move
constexpr Move kPass = 1;    // a wall cell too

constexpr Move make_move(int x, int y) { return Move((y + kPad) * kStride + (x + kPad)); }
constexpr int move_x(Move m) { return m % kStride - kPad; }
constexpr int move_y(Move m) { return m / kStride - kPad; }
// distance: how many king steps apart two cells are (Chebyshev distance).
constexpr int distance(Move a, Move b) {
    const int dx = move_x(a) - move_x(b), dy = move_y(a) - move_y(b);
    return std::max(dx < 0 ? -dx : dx, dy < 0 ? -dy : dy);
}

// The four line directions as steps in the padded array:
// horizontal, vertical, diagonal (x+1,y+1) and anti-diagonal (x+1,y-1).
constexpr int kDirections = 4;
constexpr int kDirStep[kDirections] = {1, kStride, kStride + 1, -kStride + 1};

// Scores are from the side to move's point of view. A won position scores
// `kMate - ply` where ply counts half-moves from the root to the winning move,
// so the search prefers the fastest win and the slowest loss.
using Score = int32_t;
constexpr Score kMate = 30000;
constexpr Score kInfinite = 32000;
constexpr Score kMateBound = kMate - 1000;  // |score| >= this: a forced result
constexpr Score kDraw = 0;
constexpr int kMaxPly = 256;

// A line of moves (a principal variation, a winning line): at most one move
// per ply of the deepest search, kept inline without allocation.
using MoveLine = boost::container::static_vector<Move, kMaxPly>;
// Cells of the largest board, e.g. every threat cell of one class.
using CellList = boost::container::static_vector<Move, kMaxSize * kMaxSize>;

constexpr Score mate_in(int ply) { return kMate - ply; }
constexpr Score mated_in(int ply) { return -kMate + ply; }
constexpr bool is_mate_score(Score s) { return s >= kMateBound || s <= -kMateBound; }

}  // namespace wuzi
