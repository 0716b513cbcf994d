// The transposition table: a power-of-two array of 64-byte buckets of five
// entries. An entry belongs to a position when its 32-bit key check (the high
// half of the Zobrist key) matches; the bucket is chosen by the low bits.
// Replacement prefers the same position, then the shallowest entry of an older
// generation. Mate scores are stored relative to the node (see value_to_tt).
#pragma once

#include <wuzi/types.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>

#include "zeroed_pages.h"

namespace wuzi {

enum Bound : uint8_t { kBoundNone = 0, kBoundUpper = 1, kBoundLower = 2, kBoundExact = 3 };

// One table entry's data, read and written as one 64-bit word.
struct TTEntry {
    Move move;
    int16_t value;
    int16_t eval;
    uint8_t depth : 7;  // 0..127
    uint8_t pv : 1;     // the node was searched as a PV node, then or before
    uint8_t gen_bound;  // generation in the high 6 bits, Bound in the low 2

    Bound bound() const { return Bound(gen_bound & 3); }
};
static_assert(sizeof(TTEntry) == 8);

// Shared by every search thread without locks (Lazy SMP). Each entry is two
// relaxed atomic words: the data word and a check word, the key's high half
// xor the data folded to 32 bits. A reader that sees the data of one write
// and the check of another finds they do not match and treats the entry as
// absent, so a torn entry is never used; a lost write only costs a re-search.
// The buckets live in fresh zeroed pages (zeroed_pages.h): making or
// clearing a table writes nothing, and a page is zeroed by the system when
// first touched (touch_pages does that ahead of the search, from any thread).
// Invariant: bucket_count() is 0 (no memory) or a power of two.
class TranspositionTable {
  public:
    // kAnyBoard: for resize, no cap by the board's size.
    static constexpr int kAnyBoard = 0;

    TranspositionTable() { resize(16); }

    // resize: about `mb` megabytes (rounded down to a power of two bucket
    // count), or what a board of `cells` cells can fill if that is less
    // (tic-tac-toe's 3^9 positions need kilobytes); empty. Not while a search
    // uses the table. Throws std::bad_alloc, keeping the old table, when the
    // system refuses the memory.
    void resize(size_t mb, int cells = kAnyBoard);
    // buckets_for: the bucket count that resize(mb, cells) makes.
    static size_t buckets_for(size_t mb, int cells = kAnyBoard);
    size_t bucket_count() const { return bucket_count_; }
    // clear: empties the table (fresh pages). Not while a search uses it.
    void clear();
    // touch_pages: touches every page once, without changing any entry, so
    // that the search does not pay the page faults; returns early once
    // `stop` is set. Safe during a search.
    void touch_pages(const std::atomic<bool>& stop) const;
    // new_search: age the entries of earlier searches.
    void new_search() { generation_ = uint8_t((generation_ + 4) & 0xFC); }

    // permille: how full the table is, in thousandths: the share of entries
    // of the current search among the first 200 buckets (a sample).
    int permille() const;

    // prefetch: starts loading the bucket of `key` into the cache, so that a
    // probe soon after (the child's, once the move is made) finds it there.
    void prefetch(uint64_t key) const { __builtin_prefetch(&bucket(key)); }
    // probe: the entry for `key`, if present (and refreshes its age).
    std::optional<TTEntry> probe(uint64_t key) const;
    // store: value is already relative to the node (value_to_tt).
    // `pv`: the node is or was a PV node (TTEntry::pv).
    void store(uint64_t key, Score value, Score eval, Move move, int depth, Bound bound,
               bool pv = false);

  private:
    static constexpr int kWays = 5;
    // Plain words, read and written through std::atomic_ref only (zeroed
    // pages hold them as they come from the system).
    struct alignas(64) Bucket {
        uint64_t data[kWays];
        uint32_t check[kWays];
        uint8_t padding[4];
    };
    static_assert(sizeof(Bucket) == 64);

    Bucket& bucket(uint64_t key) const { return buckets_[key & (bucket_count_ - 1)]; }
    // allocate: `buckets` buckets of fresh pages; throws std::bad_alloc (and
    // keeps the old table) when the system refuses.
    void allocate(size_t buckets);

    ZeroedPages memory_;
    Bucket* buckets_ = nullptr;
    size_t bucket_count_ = 0;
    uint8_t generation_ = 0;
};

// value_to_tt / value_from_tt: mate scores count plies from the root; in the
// table they count from the node, so a stored mate stays right at any ply.
inline Score value_to_tt(Score v, int ply) {
    return v >= kMateBound ? v + ply : v <= -kMateBound ? v - ply : v;
}
inline Score value_from_tt(Score v, int ply) {
    return v >= kMateBound ? v - ply : v <= -kMateBound ? v + ply : v;
}

}  // namespace wuzi
