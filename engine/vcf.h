// Victory by continuous fours: the attacker (side to move) plays a four at
// every move, so the defender's reply is forced (the single winning point),
// until the attacker makes a five or a live four. Used at the leaves of the
// main search and at the root.
#pragma once

#include <wuzi/board.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace wuzi {

// A reusable threat searcher. It keeps a small table of positions already
// proven not to win (by key and remaining depth), cleared by clear().
class VcfSearch {
  public:
    VcfSearch();
    void clear();

    // search: plies to a forced win for the side to move (1 = five now, 3 =
    // four then five, ...) within `max_plies`, or 0 if none is found. Adds the
    // nodes visited to `nodes`. If `line` is given, it receives the winning
    // line (attacker and defender moves in order).
    // At most `budget` nodes are visited, and `should_stop` (if set) is asked
    // every 256 nodes; an exhausted budget or a stop counts as no win.
    int search(Board& board, int max_plies, uint64_t& nodes, uint64_t budget,
               MoveLine* line = nullptr, const std::function<bool()>* should_stop = nullptr);

    // find_five_point: an empty cell where `c` completes five on a line
    // through `m`, or kNoMove.
    static Move find_five_point(const Board& board, Color c, Move m);

  private:
    int attack(Board& board, int plies, uint64_t& nodes, MoveLine* line);

    static constexpr int kCacheBits = 16;
    // Positions proven not to win: the key with the remaining plies in the low byte.
    std::vector<uint64_t> failed_;
    uint64_t budget_ = 0;
    const std::function<bool()>* should_stop_ = nullptr;
    bool aborted_ = false;  // the budget ran out or a stop was asked: nothing is proven
};

}  // namespace wuzi
