// The exact forbidden-point test of renju (engine-internal). The rule it
// applies is stated above `Forbidden` in wuzi/board.h; Board::forbidden()
// and Board::is_forbidden() are its public face.
//
// Black's pattern tables under renju already tell an overline, a double four
// (on two lines or on one) and a five apart (PatternTable::renju_kind): those
// depend on one line at a time. A double three does not: a three is real
// only if the point that makes it a straight four is not forbidden itself,
// which depends on that point's other lines. The check below places stones
// on an overlay of the board and follows such points recursively.
#pragma once

#include <wuzi/board.h>

#include <boost/container/static_vector.hpp>

#include "pattern.h"

namespace wuzi {

// One forbidden-point test on a board that does not change meanwhile.
// Invariant: `placed_` holds the black stones the test has put on its
// overlay, one per level of recursion, at most kMaxDepth + 1.
class ForbiddenCheck {
  public:
    // Deeper chains of "this three's extension point is a double three whose
    // threes' extension points are ..." are taken as allowed.
    static constexpr int kMaxDepth = 8;

    explicit ForbiddenCheck(const Board& board);

    // check: why a black stone on the empty cell `m` is forbidden, or None.
    Forbidden check(Move m) { return check_at(m, 0); }

    // black_combo: Black's four patterns at `m` (direction d in bits
    // 4d..4d+3) on the board with the overlay's stones.
    uint16_t black_combo(Move m) const;

  private:
    Forbidden check_at(Move m, int depth);
    // is_real_three: with a black stone on `m`, some empty point on line
    // `dir` makes a straight four through `m` and is not forbidden.
    bool is_real_three(Move m, int dir, int depth);
    Color cell(Move m) const;
    Pattern black_pattern(Move m, int dir) const;

    const Board& board_;
    const PatternTable& table_;
    boost::container::static_vector<Move, kMaxDepth + 1> placed_;
};

}  // namespace wuzi
