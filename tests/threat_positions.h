// Diagrams (test::set_up) shared by the tests of the threat searches
// (vcf_test.cpp, vct_test.cpp, vct_proof_test.cpp, threat_search_test.cpp),
// Black to move in each.
#pragma once

#include <string>
#include <vector>

namespace wuzi::test {

// Black f8 g8 and h6 h7: h8 makes two live threes; Black has no four at all.
inline const std::vector<std::string> kTwoLiveThrees = {
    "o.............o",  // row 15
    "...............", "...............", "...............",
    "...............", "...............", "...............",
    ".....xx........",  // row 8: f8 g8
    ".......x.......",  // row 7: h7
    ".......x.......",  // row 6: h6
    "...............", "...............", "...............",
    "...............", "o.............o"};  // row 1

// Black f8 g8 only: one three, no win.
inline const std::vector<std::string> kOneThree = {
    "o.............o", "...............", "...............", "...............",
    "...............", "...............", "...............",
    ".....xx........",  // row 8: f8 g8 only
    "...............", "...............", "...............", "...............",
    "...............", "...............", "o.............."};

// The two live threes of kTwoLiveThrees, but White has four in a row on
// row 1 with a free end: Black must block at a1 or f1 first, neither a
// threat, so its double three is too slow.
inline const std::vector<std::string> kDefenderFourFirst = {
    "...............", "...............", "...............", "...............",
    "...............", "...............", "...............",
    ".....xx........",  // row 8
    ".......x.......",  // row 7
    ".......x.......",  // row 6
    "...............", "...............", "...............", "...............",
    ".oooo.........x"};  // row 1: white b1-e1, black o1

// A ladder of four fours: f13 (with b13-d13, five-point e13) joins f12-f11;
// f9 (five-point f10) joins e9 and c9; b9 (five-point d9) joins b7-b6; b5 is
// then a double four with c5-e5 (five-points b8 and a5). Every line is
// blocked so that no step is a live four, and every four needs the one
// before it: the shortest win is 9 plies.
inline const std::vector<std::string> kLadder = {
    ".........o....o",  // 15
    ".....o.........",  // 14
    "oxxx...........",  // 13
    ".....x.........",  // 12
    ".....x.........",  // 11
    ".o.............",  // 10
    "o.x.x.o........",  // 9
    ".....o.........",  // 8
    ".x.............",  // 7
    ".x.............",  // 6
    "..xxxo.........",  // 5
    ".o.............",  // 4
    "...............",  // 3
    "...............",  // 2
    ".........o....o",  // 1
};

// Two blocked threes far apart: each gives a four, neither leads anywhere.
inline const std::vector<std::string> kDeadFours = {
    "o.............o",  // 15
    "...............",  // 14
    "...............",  // 13
    "...............",  // 12
    "...............",  // 11
    "..oxxx.........",  // 10
    "...............",  // 9
    "...............",  // 8
    "..........o....",  // 7
    "..........x....",  // 6
    "..........x....",  // 5
    "..........x....",  // 4
    "...............",  // 3
    "...............",  // 2
    "o.............o",  // 1
};

}  // namespace wuzi::test
