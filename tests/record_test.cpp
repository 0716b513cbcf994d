#include <gtest/gtest.h>
#include <wuzi/notation.h>
#include <wuzi/record.h>

#include "test_util.h"

using namespace wuzi;

namespace {
using wuzi::test::mv;
}  // namespace

TEST(Sgf, WriteThenParseRoundTrips) {
    GameRecord r{.config = BoardConfig::gomoku(15, Rule::Standard),
                 .moves = {mv("h8"), mv("i9"), mv("a1")},
                 .black_name = "Human",
                 .white_name = "Wuzi"};
    const std::string text = write_sgf(r);
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
    GameRecord r{.config = BoardConfig::tictactoe(),
                 .moves = {mv("b2", 3)},
                 .result = GameResult::WhiteWins,
                 .ending = Ending::Resignation};
    const std::string text = write_sgf(r);
    EXPECT_NE(text.find("RE[W+R]"), std::string::npos);
    const RecordParse p = parse_sgf(text);
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_TRUE(p.record.config.is_tictactoe());
    EXPECT_EQ(p.record.result, GameResult::WhiteWins);
    EXPECT_EQ(p.record.ending, Ending::Resignation);
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
    EXPECT_NE(error("(;GM[4]RU[caro])").find("caro"), std::string::npos);
    EXPECT_TRUE(error("(;GM[4]RU[renju])").empty());
    EXPECT_NE(error("(;GM[4];B[hh];AB[ii])").find("root"), std::string::npos);
    EXPECT_NE(error("(;GM[4]AE[hh])").find("AE"), std::string::npos);
    EXPECT_NE(error("(;GM[4]AB[hh:jj])").find("bad coordinate"), std::string::npos);
    EXPECT_NE(error("(;GM[4]AB[])").find("bad coordinate"), std::string::npos);
    EXPECT_NE(error("(;GM[4]AB[hh]AW[hh])").find("occupied"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh];B[ii])").find("out of turn"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh];W[hh])").find("occupied"), std::string::npos);
    EXPECT_NE(error("(;GM[4]SZ[9];B[zz])").find("off the"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh]").find("')'"), std::string::npos);
    EXPECT_NE(error("garbage").find("'('"), std::string::npos);
    EXPECT_NE(error("(;GM[4];B[hh").find("unterminated"), std::string::npos);
}

TEST(Sgf, PassesAreEmptyValuesBothWays) {
    GameRecord r{.config = BoardConfig::gomoku(15, Rule::Freestyle),
                 .moves = {mv("h8"), kPass, mv("i9"), mv("a1")}};
    const std::string text = write_sgf(r);
    EXPECT_NE(text.find(";B[hh];W[];B[ig];W[ao]"), std::string::npos) << text;
    const RecordParse p = parse_sgf(text);
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.moves, r.moves);
    // `tt`, the older pass, is a point on a 20x20 board.
    EXPECT_EQ(parse_sgf("(;GM[4]SZ[15];B[hh];W[tt])").record.moves.back(), kPass);
    EXPECT_EQ(parse_sgf("(;GM[4]SZ[20];B[hh];W[tt])").record.moves.back(), make_move(19, 19));
}

TEST(Sgf, RootSetupStonesBecomeMovesAndPasses) {
    // Three black stones and one white: Black, White, Black, pass, Black; then
    // White is to move, as the first move node says.
    RecordParse p = parse_sgf("(;GM[4]SZ[15]AB[hh][ii][jj]AW[aa];W[kk])");
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.moves, (std::vector<Move>{make_move(7, 7), make_move(0, 0), make_move(8, 8),
                                                 kPass, make_move(9, 9), make_move(10, 10)}));
    // PL names the side to move when no move follows; Black to move here
    // needs a pass after the black stone.
    p = parse_sgf("(;GM[4]AB[hh]PL[B])");
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.moves, (std::vector<Move>{make_move(7, 7), kPass}));
    // Equal counts with White to move.
    p = parse_sgf("(;GM[4]AB[hh]AW[ii];W[jj])");
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.moves,
              (std::vector<Move>{make_move(7, 7), make_move(8, 8), kPass, make_move(9, 9)}));
}

TEST(Sgf, SetupCountsTheSetupMovesAndRoundTripsAsAbAwPl) {
    RecordParse p = parse_sgf("(;GM[4]SZ[15]AB[hh][ii][jj]AW[aa];W[kk])");
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.setup, 5u);  // the four stones and a pass; kk is a move
    const std::string sgf = write_sgf(p.record);
    EXPECT_NE(sgf.find("AB[hh][ii][jj]AW[aa]PL[W]"), std::string::npos) << sgf;
    EXPECT_NE(sgf.find(";W[kk]"), std::string::npos) << sgf;
    EXPECT_EQ(sgf.find(";B[]"), std::string::npos) << sgf;  // no pass nodes
    const RecordParse again = parse_sgf(sgf);
    ASSERT_TRUE(again.ok()) << again.error;
    EXPECT_EQ(again.record.moves, p.record.moves);
    EXPECT_EQ(again.record.setup, p.record.setup);
    // A position with nothing after it keeps its side to move.
    GameRecord r;
    r.moves = setup_moves(std::vector<Move>{mv("h8")}, std::vector<Move>{}, Black);
    r.setup = r.moves.size();
    const RecordParse only = parse_sgf(write_sgf(r));
    ASSERT_TRUE(only.ok()) << only.error;
    EXPECT_EQ(only.record.moves, (std::vector<Move>{mv("h8"), kPass}));
    EXPECT_EQ(only.record.setup, 2u);
}

TEST(Sgf, RenjuSetupStonesAreJudgedAsAPosition) {
    // Black's j8 (jh, placed last of Black's stones) would be a double three
    // if played in that order: as set-up stones it is no forbidden move.
    const std::string text =
        "(;GM[4]SZ[15]RU[renju]AB[hh][ih][ji][jj][jh]AW[aa][ac][ae][ag][ai];B[mm])";
    const RecordParse p = parse_sgf(text);
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.setup, 10u);
    EXPECT_TRUE(validate(p.record.config, p.record.moves, Replay::InOrder).has_value());
    EXPECT_FALSE(validate(p.record.config, p.record.moves, p.record.setup).has_value());
    Game g(p.record.config);
    ASSERT_FALSE(g.set_moves(p.record.moves, p.record.setup));
    EXPECT_EQ(g.result(), GameResult::Ongoing);
    EXPECT_FALSE(g.foul());
}

TEST(Sgf, MovesAfterAWinAreRefused) {
    const RecordParse p =
        parse_sgf("(;GM[4]SZ[15];B[aa];W[ab];B[ba];W[bb];B[ca];W[cb];B[da];W[db];B[ea];W[eb])");
    EXPECT_NE(p.error.find("move 10"), std::string::npos) << p.error;
    EXPECT_NE(p.error.find("game is over"), std::string::npos) << p.error;
}

TEST(Sgf, ResultsDateAndCommentsRoundTrip) {
    const std::pair<GameResult, Ending> cases[] = {{GameResult::BlackWins, Ending::Normal},
                                                   {GameResult::WhiteWins, Ending::Time},
                                                   {GameResult::BlackWins, Ending::Forfeit},
                                                   {GameResult::Draw, Ending::Normal},
                                                   {GameResult::Ongoing, Ending::Normal}};
    for (auto [result, ending] : cases) {
        GameRecord r{.config = BoardConfig::gomoku(15),
                     .moves = {mv("h8"), mv("i9"), mv("h9")},
                     .result = result,
                     .ending = ending,
                     .date = "2026-11-30",
                     .comment = "black lost on time [really]",
                     .move_comments = {"", "mistake: h10 was better", ""}};
        const RecordParse p = parse_sgf(write_sgf(r));
        ASSERT_TRUE(p.ok()) << p.error;
        EXPECT_EQ(p.record.result, result);
        EXPECT_EQ(p.record.ending, ending);
        EXPECT_EQ(p.record.date, "2026-11-30");
        EXPECT_EQ(p.record.comment, r.comment);
        ASSERT_EQ(p.record.move_comments.size(), 2u);  // up to the last commented move
        EXPECT_EQ(p.record.move_comments[1], "mistake: h10 was better");
    }
}

TEST(MoveText, WriteThenParseRoundTrips) {
    GameRecord r;
    r.config = BoardConfig::gomoku(9, Rule::Standard);
    r.moves = {mv("e5", 9), mv("d4", 9)};
    const std::string text = write_move_text(r);
    EXPECT_EQ(text, "# wuzi gomoku 9 standard\ne5,d4\n");
    const RecordParse p = parse_game_text(text, BoardConfig::gomoku());
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.config, r.config);
    EXPECT_EQ(p.record.moves, r.moves);
    EXPECT_NE(parse_move_text("h8,h8", BoardConfig::gomoku()).error.find("move 2 (h8)"),
              std::string::npos);
}

TEST(Validate, InOrderAndAsPositionDifferOnlyWhereOrderMatters) {
    const auto moves = parse_move_list("a8,a1,b8,b1,c8,c1,d8,d1,e8,o1,f8,o3", 15).moves;
    // Freestyle: black's e8 makes five at move 9; f8 then follows a finished game.
    auto in_order = validate(BoardConfig::gomoku(), moves, Replay::InOrder);
    ASSERT_TRUE(in_order.has_value());
    EXPECT_EQ(in_order->index, 9);
    EXPECT_EQ(in_order->reason, PlayError::GameOver);
    EXPECT_FALSE(validate(BoardConfig::gomoku(), moves, Replay::AsPosition).has_value());
    const auto occupied =
        validate(BoardConfig::gomoku(), parse_move_list("h8,i9,h8", 15).moves, Replay::AsPosition);
    ASSERT_TRUE(occupied.has_value());
    EXPECT_EQ(occupied->message(15), "move 3 (h8): that point is occupied");
    EXPECT_EQ(validate(BoardConfig{21, 5, Rule::Freestyle}, {}, Replay::InOrder)->reason,
              PlayError::BadConfig);
}

TEST(MoveText, SetupLineKeepsASetUpPosition) {
    // A renju set-up whose j8 would be a foul if played in this order.
    GameRecord r;
    r.config = BoardConfig::gomoku(15, Rule::Renju);
    r.moves =
        setup_moves(std::vector<Move>{mv("h8"), mv("i8"), mv("j9"), mv("j10"), mv("j8")},
                    std::vector<Move>{mv("a1"), mv("a3"), mv("a5"), mv("a7"), mv("a9")}, Black);
    r.setup = r.moves.size();
    r.moves.push_back(mv("o15"));
    const std::string text = write_move_text(r);
    EXPECT_NE(text.find("# setup 10\n"), std::string::npos) << text;
    const RecordParse p = parse_move_text(text, BoardConfig{});
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.setup, 10u);
    EXPECT_EQ(p.record.moves, r.moves);
    EXPECT_FALSE(parse_move_text("# setup 3\nh8,i9", BoardConfig{}).ok());
    EXPECT_FALSE(parse_move_text("# setup x\nh8,i9", BoardConfig{}).ok());
    EXPECT_FALSE(parse_move_text("# setup -1\nh8,i9", BoardConfig{}).ok());
    // Without the line, the same moves in order lose Black the game at j8.
    std::string plain = text;
    plain.erase(plain.find("# setup 10\n"), 11);
    EXPECT_FALSE(parse_move_text(plain, BoardConfig{}).ok());
}

TEST(MoveText, MoveTextWithoutHeaderUsesTheFallbackBoard) {
    const RecordParse p = parse_game_text("h8, i9 h10\n", BoardConfig::gomoku(15));
    ASSERT_TRUE(p.ok()) << p.error;
    EXPECT_EQ(p.record.moves.size(), 3u);
    const RecordParse t = parse_game_text("# wuzi tictactoe\nb2,a1\n", BoardConfig::gomoku(15));
    ASSERT_TRUE(t.ok()) << t.error;
    EXPECT_TRUE(t.record.config.is_tictactoe());
}

TEST(MoveText, BrokenMoveTextNamesTheProblem) {
    const BoardConfig c = BoardConfig::gomoku(15);
    EXPECT_NE(parse_game_text("h8,zz9", c).error.find("zz9"), std::string::npos);
    EXPECT_NE(parse_game_text("h8,h8", c).error.find("occupied"), std::string::npos);
    EXPECT_NE(parse_game_text("# wuzi chess\ne4", c).error.find("unknown game"), std::string::npos);
    EXPECT_NE(parse_game_text("# wuzi gomoku 40\n", c).error.find("size"), std::string::npos);
    EXPECT_NE(parse_game_text("(;GM[4];B[hh", c).error, "");  // SGF by its first character
}
