// The shapes a stone makes: a directional `Pattern` (what a stone of one
// colour on a cell would make along one line) and the `Threat` class that the
// four directions of a cell combine into. Part of the public API because the
// front ends show threats; the tables that compute them are engine-internal.
//
// For an empty cell, one direction and one colour, the `Pattern` says what a
// stone of that colour placed on the cell would make along that line: a five,
// a live four (two winning points), a four (one winning point), a live three
// (can become a live four), and so on down to a single stone. The four
// directional patterns of a cell combine into a `Threat`, which drives move
// generation, threat search and evaluation.
#pragma once

#include <cstdint>

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
    kPatF5,        // five (exactly five under the standard rule, and for Black under renju)
    kPatternCount,
    // Renju, Black only: shapes that make the point forbidden. They lie
    // outside the scored patterns (the evaluation counts them as none).
    kPatOverline = kPatternCount,  // six or more in a row
    kPatFourFour,                  // two fours on this one line (`x.xxx.x`)
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

}  // namespace wuzi
