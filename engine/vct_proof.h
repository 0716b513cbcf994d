// Victory by continuous threats by proof numbers: the same threat game as
// VctSearch (vct.h), with the same answers for the defender, searched best
// first (depth-first proof-number search, df-pn) instead of depth first.
// Where the depth-first search spends its nodes on every line to a fixed
// depth, this one always expands the leaf that most cheaply proves or
// disproves the root. On long wins it often needs fewer nodes (BM_LongVct:
// 135k against 464k; a 21-ply win of a self-play position, 61k against
// 3.0M), on short ones it can need more (a 17-ply win: 102k against 20k),
// and the win it finds is not the shortest.
#pragma once

#include <wuzi/board.h>

#include <cstdint>
#include <functional>

#include "threat_limits.h"
#include "vcf.h"

namespace wuzi {

// ProofNumberVct: a reusable searcher with its own table of proof and
// disproof numbers, kept between searches until clear(). Invariants of the
// table: a proof number of 0 is a proven win of the attacker (side to move
// at the search's root) from that position, whatever the plies left; a
// disproof number of 0 is a proven failure within the plies recorded with
// it, and holds only for that many plies or fewer.
class ProofNumberVct {
  public:
    ProofNumberVct();
    void clear();

    // search: as VctSearch::search: plies of a forced win of the side to
    // move within `max_plies`, or 0 if none is proven within `budget` nodes;
    // `should_stop` (if set) is asked every 256 nodes. `line`, if given,
    // receives the winning line against the defender's longest resistance
    // in the proof found (not the shortest win, which VctSearch finds), and
    // its length is returned; without `line` the length is not measured and
    // `max_plies` is returned for a win.
    int search(Board& board, int max_plies, uint64_t& nodes, uint64_t budget,
               MoveLine* line = nullptr, const std::function<bool()>* should_stop = nullptr);

  private:
    // Proof and disproof numbers, saturated at kInfinite.
    struct Numbers {
        uint32_t pn, dn;
    };
    static constexpr uint32_t kInfinite = 1u << 28;
    static constexpr Numbers kProven{0, kInfinite}, kDisproven{kInfinite, 0};

    // A node's moves, or its result if it has none to search (terminal).
    struct Node {
        bool terminal = false;
        Numbers result{};
        CellList moves;
    };
    // expand: fills `node`; true if it is terminal.
    bool expand(Board& board, bool attacker, int plies, uint64_t& nodes, Node& node);
    Numbers mid(Board& board, bool attacker, Numbers threshold, int plies, uint64_t& nodes);
    // prove_line: the winning line from a proven node and its length in plies.
    int prove_line(Board& board, bool attacker, int plies, uint64_t& nodes, MoveLine* line);

    // The table: direct-mapped; a slot keeps the key's high bits and, in
    // its low byte, the plies a disproof holds for.
    struct Entry {
        uint64_t key;
        Numbers numbers;
    };
    bool lookup(uint64_t key, int plies, Numbers& out) const;
    void store(uint64_t key, int plies, Numbers numbers);
    Numbers child_numbers(uint64_t key, int plies, Numbers guess) const;

    // The table's keys are the positions' keys xored with salt_: 0 while
    // Black attacks, kWhiteAttacks while White does, as a position's
    // numbers mean a win of the attacker.
    static constexpr uint64_t kWhiteAttacks = 0x6A09E667F3BCC908ull;
    uint64_t salt_ = 0;
    ZeroedArray<Entry> table_;
    VcfSearch vcf_;
    NodeBudget budget_;
    int walk_left_ = 0;  // prove_line's nodes left to walk for the longest answer
};

}  // namespace wuzi
