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
    kThreatTwo,            // a live two
    kThreatBlockedThree,   // a sleeping three
    kThreatDoubleTwo,      // two live twos
    kThreatBlockedThreePlus,  // a sleeping three with another two or three
    kThreatThree,          // a live three
    kThreatThreePlus,      // a live three with a sleeping three or live two
    kThreatDoubleThree,    // two live threes
    kThreatFour,           // a four (one winning point)
    kThreatFourPlus,       // a four with a sleeping three or live two
    kThreatFourThree,      // a four and a live three
    kThreatLiveFour,       // a live four or two fours: wins unless answered by fives
    kThreatFive,           // wins at once
    kThreatCount
};

// Per-rule pattern tables. Built once, shared read-only by every board.
class PatternTable {
public:
    // PatternTable::get: the table for `rule` and `win_length` (3..5), built on first use.
    static const PatternTable& get(Rule rule, int win_length);

    // Cells on each side of the centre that the index covers (4 or 5).
    int half() const { return half_; }

    // pattern: the patterns for black (low nibble) and white (high nibble) of
    // the line whose neighbour cells give `index` (see LineCode).
    uint8_t patterns(uint32_t index) const { return table_[index]; }

    // threat / cell_score: the combination of four directional patterns of
    // one colour, packed as four nibbles (direction d in bits 4d..4d+3).
    static Threat threat(uint16_t combo) { return combos().threat[combo]; }
    static int16_t cell_score(uint16_t combo) { return combos().score[combo]; }
    static const Threat* threat_table() { return combos().threat.data(); }
    static const int16_t* score_table() { return combos().score.data(); }
    // stone_score_table: the value of the lines through a stone whose four
    // patterns (with the stone itself as the centre) are the combo.
    static const int16_t* stone_score_table() { return combos().stone_score.data(); }

    // classify: the pattern of a line given as cells (0 empty, 1 own, 2
    // blocked) of length 2 * half + 1, with the centre taken as own. Exposed
    // for tests.
    static Pattern classify(const std::vector<int>& line, Rule rule, int win_length);

private:
    PatternTable(Rule rule, int win_length);
    struct Combos {
        std::array<Threat, 65536> threat;
        std::array<int16_t, 65536> score;
        std::array<int16_t, 65536> stone_score;
        Combos();
    };
    static const Combos& combos();

    int half_;
    std::vector<uint8_t> table_;
};

// Value of a directional pattern as a contribution to an empty cell's score
// (what a stone there would make).
int pattern_value(Pattern p);
// Value of the line through a stone, by the pattern it is part of.
int stone_pattern_value(Pattern p);

}  // namespace wuzi
