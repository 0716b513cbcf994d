#include "threat_marks.h"

#include <gtest/gtest.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <algorithm>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;

namespace {
using wuzi::test::mv;

bool has(const std::vector<ThreatMark>& marks, const char* cell, Color c, ThreatLevel level) {
    return std::find(marks.begin(), marks.end(), ThreatMark{mv(cell), c, level}) != marks.end();
}
}  // namespace

TEST(ThreatMarks, FoursAndLiveThreesOfBothSides) {
    Game g(BoardConfig::gomoku(15));
    // Black: h8 i8 j8 (a live three: g8 or k8 makes a live four); White: a1 a2 a3.
    for (const char* m : {"h8", "a1", "i8", "a2", "j8", "a3"})
        ASSERT_EQ(g.play(mv(m)), PlayError::None);
    const auto marks = threat_marks(g.board());
    EXPECT_TRUE(has(marks, "g8", Black, ThreatLevel::Four));
    EXPECT_TRUE(has(marks, "k8", Black, ThreatLevel::Four));
    EXPECT_TRUE(has(marks, "a4", White, ThreatLevel::Four));   // a blocked four on the edge
    EXPECT_FALSE(has(marks, "h8", Black, ThreatLevel::Four));  // occupied cells never
    Game t(BoardConfig::tictactoe());
    EXPECT_TRUE(threat_marks(t.board()).empty());
}

TEST(ThreatMarks, AFiveIsMarked) {
    Game g(BoardConfig::gomoku(15));
    for (const char* m : {"h8", "a1", "i8", "a2", "j8", "a3", "k8", "c9"})
        ASSERT_EQ(g.play(mv(m)), PlayError::None);
    const auto marks = threat_marks(g.board());
    EXPECT_TRUE(has(marks, "g8", Black, ThreatLevel::Five));
    EXPECT_TRUE(has(marks, "l8", Black, ThreatLevel::Five));
}
