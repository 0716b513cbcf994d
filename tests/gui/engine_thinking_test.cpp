#include "engine_thinking.h"

#include <gtest/gtest.h>

using namespace wuzi;
using namespace wuzi::game;

TEST(EngineThinking, ReadsWuziAndRapfiNumbers) {
    EngineThought t;
    read_engine_message("MESSAGE depth 8-14 ev 35 n 1234K n/ms 500 tm 2400 pv h8 i9 j10", t);
    EXPECT_EQ(t.depth, 8);
    EXPECT_EQ(t.seldepth, 14);
    EXPECT_EQ(t.score, Score(35));
    EXPECT_EQ(t.nodes, 1234000u);
    EXPECT_EQ(t.pv, "h8 i9 j10");
    EXPECT_EQ(t.note, "depth 8-14 ev 35 n 1234K n/ms 500 tm 2400 pv h8 i9 j10");
    read_engine_message("MESSAGE depth 9 ev -M7", t);
    EXPECT_EQ(t.depth, 9);
    EXPECT_EQ(t.seldepth, 9);
    EXPECT_EQ(t.score, mated_in(7));
    EXPECT_EQ(t.pv, "");
}

TEST(EngineThinking, ReadsYixinBestLines) {
    EngineThought t;
    read_engine_message("MESSAGE (1) -120 | 10-18 | h8 i9", t);
    EXPECT_EQ(t.depth, 10);
    EXPECT_EQ(t.seldepth, 18);
    EXPECT_EQ(t.score, Score(-120));
    EXPECT_EQ(t.pv, "h8 i9");
    // The second best changes nothing but the note.
    read_engine_message("MESSAGE (2) -150 | 10-18 | g7", t);
    EXPECT_EQ(t.pv, "h8 i9");
    EXPECT_EQ(t.note, "(2) -150 | 10-18 | g7");
}

TEST(EngineThinking, WordsAndGarbageAreANoteOnly) {
    EngineThought t;
    read_engine_message("MESSAGE depth 4-6 ev 10 pv h8", t);
    const EngineThought numbers = t;
    read_engine_message("MESSAGE I like the centre", t);
    EXPECT_EQ(t.note, "I like the centre");
    EXPECT_EQ(t.depth, numbers.depth);
    EXPECT_EQ(t.pv, numbers.pv);
    read_engine_message(std::string("MESSAGE \x01\xff depth", 12), t);
    EXPECT_EQ(t.note.find('\x01'), std::string::npos);  // escaped
    read_engine_message("MESSAGE depth x ev y", t);     // not numbers: a note
    EXPECT_EQ(t.depth, numbers.depth);
    read_engine_message("MESSAGE (1) 5 | nonsense", t);
    EXPECT_EQ(t.depth, numbers.depth);
    read_engine_message("MESSAGE " + std::string(100000, 'z'), t);
    EXPECT_LE(t.note.size(), EngineThought::kMaxText + 8);
}

TEST(EngineThinking, Scores) {
    EXPECT_EQ(parse_engine_score("+M5"), mate_in(5));
    EXPECT_EQ(parse_engine_score("M3"), mate_in(3));
    EXPECT_EQ(parse_engine_score("-M2"), mated_in(2));
    EXPECT_EQ(parse_engine_score("-77"), Score(-77));
    EXPECT_FALSE(parse_engine_score("7x"));
    EXPECT_FALSE(parse_engine_score(""));
    EXPECT_FALSE(parse_engine_score("M"));
    EXPECT_LT(*parse_engine_score("99999999"), kMateBound);
}
