// The pattern tables (engine-internal): from a line neighbourhood to the
// patterns of both colours, and from four directional patterns to a threat
// class and scores (see wuzi/threat.h for the vocabulary).
//
// Patterns are looked up in a table built once per (rule, win length): the
// index is the content of the `2 * half` cells around the cell on its line,
// two bits each, the cell itself left out (Board keeps one 64-bit key of two
// bits per cell for each line: 00 empty, 01 black, 10 white, 11 wall).
#pragma once

#include <wuzi/threat.h>
#include <wuzi/types.h>

#include <array>
#include <cstdint>
#include <vector>

namespace wuzi {

// The combination of four directional patterns of one colour, packed as
// four nibbles (direction d in bits 4d..4d+3): its threat class, its score
// for an empty cell, and its score for a stone. Tables of these are built
// from evaluation weights by `Evaluator` (wuzi/weights.h).
struct ComboValue {
    int16_t score;
    int16_t stone_score;
    Threat threat;
    uint8_t padding[3];
};

// What Black's four patterns at an empty cell say about a forbidden point
// under renju (see Forbidden in wuzi/board.h): nothing (no forbidden shape,
// or a five), an overline or a double four for sure, or two lines that may
// be threes (a double three only if both threes are real: renju.h decides).
enum RenjuKind : uint8_t { kRenjuNone, kRenjuOverline, kRenjuDoubleFour, kRenjuMaybeDoubleThree };

// Per-rule pattern tables. Built once, shared read-only by every board.
// Under renju Black's patterns follow the exact-five rule and mark overlines
// and two fours on one line (kPatOverline, kPatFourFour); a live four (F4)
// is then always a straight four `.xxxx.`, and a live three (F3) one that
// can become a straight four on its line.
class PatternTable {
  public:
    // PatternTable::get: the table for `rule` and `win_length` (3..5), built on first use.
    static const PatternTable& get(Rule rule, int win_length);

    // Cells on each side of the centre that the index covers: win_length - 1
    // under freestyle, win_length where exactly win_length wins (2 to 5).
    int half() const { return half_; }

    // pattern: the patterns for black (low nibble) and white (high nibble) of
    // the line whose neighbour cells give `index`.
    PatternPair patterns(uint32_t index) const { return table_[index]; }

    // threat: the threat class of a combination of four patterns (for Black
    // under renju use renju_black_threat). Looked up in a table that
    // threat_of computed at compile time.
    static Threat threat(uint16_t combo) { return threats()[combo]; }
    // threat_of: the threat class of a combination, computed from its
    // pattern counts (nibbles past the patterns count as none).
    static constexpr Threat threat_of(uint16_t combo) {
        int n[16] = {};
        for (int d = 0; d < 4; ++d) ++n[(combo >> (4 * d)) & 15];
        const int twos = n[kPatF2], b3 = n[kPatB3], f3 = n[kPatF3], b4 = n[kPatB4];
        if (n[kPatF5]) return kThreatFive;
        if (n[kPatF4] || b4 >= 2) return kThreatLiveFour;
        if (b4) return f3 ? kThreatFourThree : b3 || twos ? kThreatFourPlus : kThreatFour;
        if (f3 >= 2) return kThreatDoubleThree;
        if (f3) return b3 || twos ? kThreatThreePlus : kThreatThree;
        if (b3 && (b3 >= 2 || twos)) return kThreatBlockedThreePlus;
        if (twos >= 2) return kThreatDoubleTwo;
        if (b3) return kThreatBlockedThree;
        return twos ? kThreatTwo : kThreatNone;
    }
    // renju_kind_of: renju_kind computed from the pattern counts.
    static constexpr RenjuKind renju_kind_of(uint16_t combo) {
        int n[16] = {};
        for (int d = 0; d < 4; ++d) ++n[(combo >> (4 * d)) & 15];
        const int fours = n[kPatB4] + n[kPatF4] + 2 * n[kPatFourFour];
        return n[kPatF5]         ? kRenjuNone
               : n[kPatOverline] ? kRenjuOverline
               : fours >= 2      ? kRenjuDoubleFour
               : n[kPatF3] >= 2  ? kRenjuMaybeDoubleThree
                                 : kRenjuNone;
    }
    // renju_kind: what Black's combination at an empty cell says about a
    // forbidden point. renju_black_threat: Black's threat class under renju,
    // none wherever renju_kind is not none (the point is, or is likely, forbidden).
    static RenjuKind renju_kind(uint16_t combo) { return renju_kinds()[combo]; }
    static Threat renju_black_threat(uint16_t combo) {
        return renju_kind(combo) == kRenjuNone ? threat(combo) : kThreatNone;
    }
    // threat_table: `c`'s threat class of every combination under `rule`
    // (threat, or renju_black_threat for Black under renju), 64 KB: the
    // threat searches' moves look classes up here rather than in the
    // evaluation's eight times larger ComboValue tables.
    static const Threat* threat_table(Rule rule, Color c);

    // classify: the pattern for `c` of a line given as cells (0 empty, 1 own,
    // 2 blocked) of length 2 * half + 1, with the centre taken as own.
    // Exposed for tests.
    static Pattern classify(const std::vector<int>& line, Rule rule, int win_length,
                            Color c = Black);

  private:
    PatternTable(Rule rule, int win_length);
    static const std::array<Threat, 65536>& threats();
    static const std::array<RenjuKind, 65536>& renju_kinds();
    static const std::array<Threat, 65536>& renju_black_threats();

    int half_;
    std::vector<PatternPair> table_;
};

}  // namespace wuzi
