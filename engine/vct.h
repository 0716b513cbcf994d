// Victory by continuous threats: the attacker (side to move) plays a four or
// a three at every move, so the defender must answer it, until the attacker
// has a five or a live four. Against a four the defender's only answer is
// the five-point; against a three its answers are the defence set: every
// cell where the attacker would make a four (which includes every point
// that stops the live four), and the defender's own fours, which the
// attacker must block before going on. A win is proven when every answer
// loses; the defence set is the usual approximation (not a proof: a
// defender's three-and-block that is not a four is not tried). Used at the
// root, after the cheaper VCF (vcf.h) has found nothing.
#pragma once

#include <wuzi/board.h>

#include <cstdint>
#include <functional>
#include <vector>

#include "vcf.h"

namespace wuzi {

// A reusable threat searcher. It keeps a table of positions already proven
// not to win within a number of plies, cleared by clear().
class VctSearch {
  public:
    void clear();

    // search: plies to a forced win for the side to move within `max_plies`
    // (at most 2 more when the last threat is a live four), or 0 if none is
    // found. Adds the nodes visited to `nodes`; visits at most `budget`
    // nodes and asks `should_stop` (if set) every 256 nodes; an exhausted
    // budget or a stop counts as no win. `line`, if given, receives the
    // attacker's main line (the defender's first answer at each step).
    int search(Board& board, int max_plies, uint64_t& nodes, uint64_t budget,
               MoveLine* line = nullptr, const std::function<bool()>* should_stop = nullptr);

    // aborted: the last search() ran out of its budget or was stopped, so
    // its "no win" is no proof.
    bool aborted() const { return budget_.aborted; }

  private:
    int attack(Board& board, int plies, uint64_t& nodes, MoveLine* line);
    int defend(Board& board, int plies, uint64_t& nodes, MoveLine* line);

    FailureTable failed_;
    VcfSearch vcf_;
    NodeBudget budget_;
};

}  // namespace wuzi
