#include <gtest/gtest.h>
#include <wuzi/notation.h>

namespace wuzi {
namespace {

TEST(NotationTest, CentreOfFifteenIsH8) {
    EXPECT_EQ(move_to_text(make_move(7, 7), 15), "h8");
    EXPECT_EQ(parse_move("h8", 15), make_move(7, 7));
    EXPECT_EQ(parse_move("H8", 15), make_move(7, 7));
}

TEST(NotationTest, RowsCountFromTheBottom) {
    EXPECT_EQ(move_to_text(make_move(0, 14), 15), "a1");
    EXPECT_EQ(move_to_text(make_move(14, 0), 15), "o15");
    EXPECT_EQ(move_to_text(make_move(19, 0), 20), "t20");
    EXPECT_EQ(parse_move("a1", 3), make_move(0, 2));
}

TEST(NotationTest, RejectsMalformedAndOffBoard) {
    for (const char* bad :
         {"", "h", "8h", "h0", "h16", "p8", "h08", "h8x", "hh", "-1", "h-1", "h1234"})
        EXPECT_FALSE(parse_move(bad, 15).has_value()) << bad;
    EXPECT_FALSE(parse_move("d1", 3).has_value());
}

TEST(NotationTest, MoveLists) {
    const MoveListParse ok = parse_move_list("h8,i9, j10  g7", 15);
    ASSERT_TRUE(ok.ok()) << ok.error;
    EXPECT_EQ(ok.moves.size(), 4u);
    EXPECT_EQ(moves_to_text(ok.moves, 15), "h8,i9,j10,g7");
    EXPECT_TRUE(parse_move_list("", 15).ok());
    EXPECT_TRUE(parse_move_list("", 15).moves.empty());
    const MoveListParse passes = parse_move_list("h8,pass,PASS,i9", 15);
    ASSERT_TRUE(passes.ok()) << passes.error;
    EXPECT_EQ(passes.moves, (std::vector<Move>{make_move(7, 7), kPass, kPass, make_move(8, 6)}));
    EXPECT_EQ(moves_to_text(passes.moves, 15), "h8,pass,pass,i9");
    EXPECT_FALSE(parse_move_list("passs", 15).ok());
    const MoveListParse bad = parse_move_list("h8,zz,i9", 15);
    EXPECT_FALSE(bad.ok());
    EXPECT_NE(bad.error.find("zz"), std::string::npos);
}

TEST(NotationTest, RoundTripEveryCell) {
    for (int size : {3, 5, 15, 20})
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x) {
                const Move m = make_move(x, y);
                EXPECT_EQ(parse_move(move_to_text(m, size), size), m);
            }
}

}  // namespace
}  // namespace wuzi
