#include "sgf.h"

#include <gtest/gtest.h>

#include "notation.h"

using namespace wuzi;
using namespace wuzi::gui;

namespace {
Move mv(const char* text, int size = 15) { return *parse_move(text, size); }
}  // namespace

TEST(Sgf, WriteThenParseRoundTrips) {
    GameRecord r{
        BoardConfig::gomoku(15, Rule::Standard), {mv("h8"), mv("i9"), mv("a1")}, "Human", "Wuzi"};
    const std::string text = write_sgf(r, GameResult::Ongoing, false);
    EXPECT_NE(text.find("GM[4]"), std::string::npos);
    EXPECT_NE(text.find("SZ[15]"), std::string::npos);
    EXPECT_NE(text.find("RU[standard]"), std::string::npos);
    EXPECT_NE(text.find(";B[hh];W[ig];B[ao]"), std::string::npos) << text;
    const RecordParse p = parse_sgf(text);
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.config, r.config);
    EXPECT_EQ(p.record.moves, r.moves);
    EXPECT_EQ(p.record.black_name, "Human");
}

TEST(Sgf, TicTacToeAndResults) {
    GameRecord r{BoardConfig::tictactoe(), {mv("b2", 3)}, "", ""};
    const std::string text = write_sgf(r, GameResult::WhiteWins, true);
    EXPECT_NE(text.find("RE[W+R]"), std::string::npos);
    const RecordParse p = parse_sgf(text);
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_TRUE(p.record.config.is_tictactoe());
}

TEST(Sgf, ReadsOtherProgramsFiles) {
    // Whitespace, lower-case-free ids, escaped values, a variation (main line kept).
    const RecordParse p = parse_sgf(
        "(;GM[4]FF[4]SZ[15]PB[A \\] B]C[comment]\n ;B[hh] ;W[ii] (;B[jj];W[kk]) (;B[aa]))");
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.moves.size(), 4u);
    EXPECT_EQ(p.record.black_name, "A ] B");
    EXPECT_EQ(p.record.config, BoardConfig::gomoku(15, Rule::Freestyle));
}

TEST(Sgf, RefusesWhatWuziCannotPlay) {
    auto error = [](const char* text) { return parse_sgf(text).error; };
    EXPECT_NE(error("(;GM[1]SZ[19];B[pd])").find("GM[1]"), std::string::npos);
    EXPECT_NE(error("(;GM[4]SZ[25])").find("size"), std::string::npos);
    EXPECT_NE(error("(;GM[4]RU[renju])").find("renju"), std::string::npos);
    EXPECT_NE(error("(;GM[4]AB[hh])").find("setup"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh];W[])").find("pass"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh];B[ii])").find("out of turn"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh];W[hh])").find("occupied"), std::string::npos);
    EXPECT_NE(error("(;GM[4]SZ[9];B[zz])").find("off the"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh]").find("')'"), std::string::npos);
    EXPECT_NE(error("garbage").find("'('"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh").find("unterminated"), std::string::npos);
}

TEST(Sgf, MovesAfterAWinAreRefused) {
    const RecordParse p =
        parse_sgf("(;GM[4]SZ[15];B[aa];W[ab];B[ba];W[bb];B[ca];W[cb];B[da];W[db];B[ea];W[eb])");
    EXPECT_NE(p.error.find("move 10"), std::string::npos) << p.error;
    EXPECT_NE(p.error.find("game is over"), std::string::npos) << p.error;
}
