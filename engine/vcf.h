// Victory by continuous fours: the attacker (side to move) plays a four at
// every move, so the defender's reply is forced (the single winning point),
// until the attacker makes a five or a live four, or (renju) a four Black may
// not block because its point is forbidden. Used at the leaves of the
// main search and at the root.
#pragma once

#include <wuzi/board.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "threat_limits.h"

namespace wuzi {

// A reusable threat searcher. It keeps a small table of positions already
// proven not to win (by key and remaining depth), cleared by clear().
class VcfSearch {
  public:
    void clear();

    // search: plies to a forced win for the side to move (1 = five now, 3 =
    // four then five, ...) within `max_plies` (2 more when the last four is
    // a live four, which wins in 3 plies), or 0 if none is found. Adds the
    // nodes visited to `nodes`. If `line` is given, it receives the winning
    // line (attacker and defender moves in order).
    // At most `budget` nodes are visited, and `should_stop` (if set) is asked
    // every 256 nodes; an exhausted budget or a stop counts as no win.
    // With `static_wins`, a position after a four and its block where the
    // attacker has a static win (static_win.h: a four-three or double three
    // the defender cannot answer by fours) counts as a win in five more
    // plies; no line is given then (the defender's replies are not forced).
    int search(Board& board, int max_plies, uint64_t& nodes, uint64_t budget,
               MoveLine* line = nullptr, const std::function<bool()>* should_stop = nullptr,
               bool static_wins = false);

    // find_five_point: an empty cell within four steps of `m` along its four
    // lines where `c` would make five (the five itself may lie on another
    // line), or kNoMove. After a four at `m` that is its five-point.
    static Move find_five_point(const Board& board, Color c, Move m);

    // wins_in_three: whether the side to move's four at `m` wins by force in
    // three plies (its block, then a five or a live four), played out. The
    // search skips, two plies from its end, fours it knows cannot (Debug
    // builds assert this on each one).
    static bool wins_in_three(Board& board, Move m);

    // aborted: the last search() ran out of its budget or was stopped, so
    // its "no win" is no proof.
    bool aborted() const { return budget_.aborted; }

  private:
    int attack(Board& board, int plies, uint64_t& nodes, MoveLine* line);
    static bool lone_four(const Board& board, Color c, Move m);

    FailureTable failed_;
    NodeBudget budget_;
    bool static_wins_ = false;  // this search's `static_wins` (never with a line)
};

}  // namespace wuzi
