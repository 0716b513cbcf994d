// What the threat searches (vcf.h, vct.h) share: a table of positions proven
// not to win, and a node budget with a stop request.
#pragma once

#include <cstdint>
#include <functional>

#include "zeroed_pages.h"

namespace wuzi {

// FailureTable: a direct-mapped, lossy table of positions proven not to win
// within some plies. Invariant: a slot holds the key's high bits with the
// plies in the low byte; a hit means "no win within at least that many".
class FailureTable {
  public:
    FailureTable() : slots_(size_t(1) << kBits) {}
    void clear() { slots_.clear(); }
    // failed: `key` is known not to win within `plies`.
    bool failed(uint64_t key, int plies) const {
        const uint64_t slot = slots_[index(key)];
        return (slot & ~uint64_t(0xFF)) == (key & ~uint64_t(0xFF)) && int(slot & 0xFF) >= plies;
    }
    void record(uint64_t key, int plies) {
        slots_[index(key)] = (key & ~uint64_t(0xFF)) | uint64_t(plies < 255 ? plies : 255);
    }

  private:
    static constexpr int kBits = 16;
    static size_t index(uint64_t key) { return (key >> 8) & ((size_t(1) << kBits) - 1); }
    ZeroedArray<uint64_t> slots_;
};

// The short VCF both VCT searches (vct.h, vct_proof.h) try at an attacker's
// node before its threes: at most this many plies and nodes.
constexpr int kVctInnerVcfPlies = 9;
constexpr uint64_t kVctInnerVcfBudget = 200;

// NodeBudget: at most `left` nodes, and `should_stop` (if set) asked every
// 256 nodes. Invariant: once aborted, spend() refuses every node, so
// nothing found afterwards counts as proven.
struct NodeBudget {
    uint64_t left = 0;
    const std::function<bool()>* should_stop = nullptr;
    bool aborted = false;

    void start(uint64_t nodes, const std::function<bool()>* stop) {
        left = nodes, should_stop = stop, aborted = false;
    }
    // spend: one node, or false (aborted) when the budget or a stop says so.
    bool spend() {
        if (left == 0 || aborted || (should_stop && (left & 255) == 0 && (*should_stop)())) {
            aborted = true;
            return false;
        }
        --left;
        return true;
    }
};

}  // namespace wuzi
