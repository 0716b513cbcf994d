#include "pattern.h"

#include <gtest/gtest.h>

namespace wuzi {
namespace {

// line: a window of 9 cells written as text, centre at index 4: 'x' own
// (the centre is always own), '.' empty, 'o' blocked (opponent or wall).
Pattern classify(const char* text, Rule rule = Rule::Freestyle, int k = 5) {
    std::vector<int> line;
    for (const char* p = text; *p; ++p) line.push_back(*p == 'x' ? 1 : *p == 'o' ? 2 : 0);
    return PatternTable::classify(line, rule, k);
}

TEST(PatternTest, FiveAndOverline) {
    EXPECT_EQ(classify("..xxxxx.."), kPatF5);
    EXPECT_EQ(classify("xxxxxxxxx"), kPatF5);  // freestyle: an overline wins
}

TEST(PatternTest, StandardRuleOverlineIsNotFive) {
    // 11 cells for the standard rule, centre at index 5.
    EXPECT_EQ(classify("...xxxxx...", Rule::Standard), kPatF5);
    EXPECT_NE(classify("..xxxxxx...", Rule::Standard), kPatF5);
    EXPECT_EQ(classify("..xxxxxx...", Rule::Freestyle), kPatF5);
}

TEST(PatternTest, Fours) {
    EXPECT_EQ(classify("...xxxx.."), kPatF4);  // .xxxx. live four
    EXPECT_EQ(classify("..oxxxx.."), kPatB4);  // blocked on one side
    EXPECT_EQ(classify(".xx.xx..."), kPatB4);  // split four: one winning point
    EXPECT_EQ(classify("..x.xxx.."), kPatB4);
}

TEST(PatternTest, StandardFourNextToOwnStoneIsBlocked) {
    // x.xxxx. : filling the gap makes six, so only the right end wins.
    EXPECT_EQ(classify("..x.xxxx...", Rule::Standard), kPatB4);
    EXPECT_EQ(classify("..x.xxxx...", Rule::Freestyle), kPatF4);
}

TEST(PatternTest, Threes) {
    EXPECT_EQ(classify("...xxx..."), kPatF3);  // ..xxx.. live three
    EXPECT_EQ(classify("..oxxx..."), kPatB3);  // blocked: can only make a four
    EXPECT_EQ(classify("..x.xx..."), kPatF3);  // split three
    EXPECT_EQ(classify("o.xxx.o.."), kPatB3);  // o.xxx.o: no live four possible
}

TEST(PatternTest, Twos) {
    EXPECT_EQ(classify("....xx..."), kPatF2);
    EXPECT_EQ(classify("...oxx..."), kPatB2);
    EXPECT_EQ(classify("....x...."), kPatF1);
    EXPECT_EQ(classify("ooo.x..oo"), kPatNone);  // only four cells of room: no five ever
    EXPECT_EQ(classify("oo..x..oo"), kPatB1);    // exactly five cells of room
}

TEST(PatternTest, TicTacToeLengthThree) {
    // On 3x3 the line is walled: "o" beyond the edges.
    EXPECT_EQ(classify("oooxxxooo", Rule::Freestyle, 3), kPatF5);
    EXPECT_EQ(classify("ooo.xxooo", Rule::Freestyle, 3), kPatB4);
    EXPECT_EQ(classify("ooo.x.ooo", Rule::Freestyle, 3), kPatB3);
    EXPECT_EQ(classify("oooox.ooo", Rule::Freestyle, 3), kPatNone);
}

TEST(PatternTest, ThreatCombination) {
    auto combo = [](Pattern a, Pattern b, Pattern c = kPatNone, Pattern d = kPatNone) {
        return PatternTable::threat(uint16_t(a | b << 4 | c << 8 | d << 12));
    };
    EXPECT_EQ(combo(kPatF5, kPatNone), kThreatFive);
    EXPECT_EQ(combo(kPatB4, kPatB4), kThreatLiveFour);
    EXPECT_EQ(combo(kPatB4, kPatF3), kThreatFourThree);
    EXPECT_EQ(combo(kPatF3, kPatF3), kThreatDoubleThree);
    EXPECT_EQ(combo(kPatB4, kPatNone), kThreatFour);
    EXPECT_EQ(combo(kPatF3, kPatNone), kThreatThree);
    EXPECT_EQ(combo(kPatF2, kPatF2), kThreatDoubleTwo);
    EXPECT_EQ(combo(kPatNone, kPatNone), kThreatNone);
}

// The table's patterns equal the classifier's for lines given cell by cell:
// each index's cells (0 empty, 1 black, 2 white, 3 wall), seen by each colour
// as own, empty or blocked, for a sample of indices of every table.
TEST(PatternTest, TableMatchesClassifierOnEveryKindOfCell) {
    struct Case {
        Rule rule;
        int win_length;
    };
    for (const Case& c : {Case{Rule::Freestyle, 5}, Case{Rule::Standard, 5}, Case{Rule::Renju, 5},
                          Case{Rule::Freestyle, 3}, Case{Rule::Standard, 4}}) {
        const PatternTable& table = PatternTable::get(c.rule, c.win_length);
        const int half = table.half();
        const uint32_t count = uint32_t(1) << (4 * half);
        uint32_t state = 12345;
        for (int sample = 0; sample < 600; ++sample) {
            state = state * 1664525u + 1013904223u;
            const uint32_t index = (state >> 4) & (count - 1);
            for (Color color : {Black, White}) {
                std::vector<int> line(size_t(2 * half + 1), 1);
                for (int i = 0; i < 2 * half; ++i) {
                    const uint32_t cell = (index >> (2 * i)) & 3;
                    line[size_t(i < half ? i : i + 1)] = cell == 0 ? 0 : cell == 1u + color ? 1 : 2;
                }
                const PatternPair pair = table.patterns(index);
                const Pattern got = Pattern(color == Black ? pair & 15 : pair >> 4);
                ASSERT_EQ(got, PatternTable::classify(line, c.rule, c.win_length, color))
                    << "rule " << int(c.rule) << " k " << c.win_length << " index " << index;
            }
        }
    }
}

// A table's index covers the fewest cells that decide a pattern: for every
// line of four cells each side (the widest table's reach), the pattern is
// that of the same line cut to the table's half. Tic-tac-toe's table is
// thereby 2^8 entries instead of 2^16.
TEST(PatternTest, CellsBeyondTheTablesReachNeverChangeAPattern) {
    struct Case {
        Rule rule;
        int win_length;
        int half;
    };
    for (const Case& c : {Case{Rule::Freestyle, 3, 2}, Case{Rule::Freestyle, 4, 3},
                          Case{Rule::Standard, 3, 3}, Case{Rule::Standard, 4, 4}}) {
        ASSERT_EQ(PatternTable::get(c.rule, c.win_length).half(), c.half);
        constexpr int kWide = 4;
        int lines = 1;
        for (int i = 0; i < 2 * kWide; ++i) lines *= 3;
        for (int code = 0; code < lines; ++code) {
            std::vector<int> wide(2 * kWide + 1, 1);
            int rest = code;
            for (int i = 0; i < 2 * kWide; ++i, rest /= 3)
                wide[size_t(i < kWide ? i : i + 1)] = rest % 3;
            const std::vector<int> cut(wide.begin() + (kWide - c.half),
                                       wide.begin() + (kWide + c.half + 1));
            for (Color color : {Black, White})
                ASSERT_EQ(PatternTable::classify(wide, c.rule, c.win_length, color),
                          PatternTable::classify(cut, c.rule, c.win_length, color))
                    << "rule " << int(c.rule) << " k " << c.win_length << " line " << code;
        }
    }
}

}  // namespace
}  // namespace wuzi
