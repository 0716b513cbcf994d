// Line patterns and their combination into a per-cell threat class.
//
// For an empty cell, one direction and one colour, the `Pattern` says what a
// stone of that colour placed on the cell would make along that line: a five,
// a live four (two winning points), a four (one winning point), a live three
// (can become a live four), and so on down to a single stone. The four
// directional patterns of a cell combine into a `Threat`, which drives move
// generation, threat search and evaluation.
//
// Patterns are looked up in a table built once per (rule, win length): the
// index is the content of the `2 * half` cells around the cell on its line,
// two bits each (see `LineCode` in board.h).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "types.h"

namespace wuzi {

enum Pattern : uint8_t {
    kPatNone = 0,  // no five can ever pass through this cell on this line
    kPatB1,        // one stone, blocked on one side
    kPatF1,        // one stone, free
    kPatB2,        // can become a blocked three
    kPatF2,        // live two: can become a live three
    kPatB3,        // sleeping three: can become a four
    kPatF3,        // live three: can become a live four
    kPatB4,        // four: exactly one winning point
    kPatF4,        // live four: two or more winning points
    kPatF5,        // five (exactly five under the standard rule)
    kPatternCount
};

// The combination of a cell's four directional patterns, from weakest to
// strongest. `Four`-class threats and above force an answer.
enum Threat : uint8_t {
    kThreatNone = 0,
    kThreatTwo,               // a live two
    kThreatBlockedThree,      // a sleeping three
    kThreatDoubleTwo,         // two live twos
    kThreatBlockedThreePlus,  // a sleeping three with another two or three
    kThreatThree,             // a live three
    kThreatThreePlus,         // a live three with a sleeping three or live two
    kThreatDoubleThree,       // two live threes
    kThreatFour,              // a four (one winning point)
    kThreatFourPlus,          // a four with a sleeping three or live two
    kThreatFourThree,         // a four and a live three
    kThreatLiveFour,          // a live four or two fours: wins unless answered by fives
    kThreatFive,              // wins at once
    kThreatCount
};

// The patterns of one cell and direction for black (low nibble) and white
// (high nibble).
enum PatternPair : uint8_t {};

// Per-rule pattern tables. Built once, shared read-only by every board.
class PatternTable {
  public:
    // PatternTable::get: the table for `rule` and `win_length` (3..5), built on first use.
    static const PatternTable& get(Rule rule, int win_length);

    // Cells on each side of the centre that the index covers (4 or 5).
    int half() const { return half_; }

    // pattern: the patterns for black (low nibble) and white (high nibble) of
    // the line whose neighbour cells give `index` (see LineCode).
    PatternPair patterns(uint32_t index) const { return table_[index]; }

    // The combination of four directional patterns of one colour, packed as
    // four nibbles (direction d in bits 4d..4d+3): its threat class, its score
    // for an empty cell, and its score for a stone.
    struct ComboValue {
        int16_t score;
        int16_t stone_score;
        Threat threat;
        uint8_t padding[3];
    };
    static const ComboValue* combo_table() { return combos().data(); }
    static Threat threat(uint16_t combo) { return combos()[combo].threat; }

    // classify: the pattern of a line given as cells (0 empty, 1 own, 2
    // blocked) of length 2 * half + 1, with the centre taken as own. Exposed
    // for tests.
    static Pattern classify(const std::vector<int>& line, Rule rule, int win_length);

  private:
    PatternTable(Rule rule, int win_length);
    static const std::array<ComboValue, 65536>& combos();

    int half_;
    std::vector<PatternPair> table_;
};

// Value of a directional pattern as a contribution to an empty cell's score
// (what a stone there would make).
int pattern_value(Pattern p);
// Value of the line through a stone, by the pattern it is part of.
int stone_pattern_value(Pattern p);

}  // namespace wuzi
