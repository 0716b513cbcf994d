// Diagrams (test::set_up) shared by the tests of the two VCT searches
// (vct_test.cpp, vct_proof_test.cpp), Black to move in each.
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

}  // namespace wuzi::test
