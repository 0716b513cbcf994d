// The public threat search (wuzi/threat_search.h): known VCF and VCT wins
// with their lines, positions without one, limits that run out, bad input.
#include <gtest/gtest.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>
#include <wuzi/threat_search.h>

#include <atomic>
#include <string>
#include <vector>

#include "test_util.h"
#include "threat_positions.h"

namespace wuzi {
namespace {

using test::expect_threat_line;
using test::expect_vcf_line;
using test::kDeadFours;
using test::kLadder;
using test::mv;

// The diagram (rows from the top, 'x' black, 'o' white) as set-up moves.
std::vector<Move> diagram(const std::vector<std::string>& rows, Color to_move) {
    std::vector<Move> stones[2];
    for (int y = 0; y < int(rows.size()); ++y)
        for (int x = 0; x < int(rows[size_t(y)].size()); ++x)
            if (const char c = rows[size_t(y)][size_t(x)]; c != '.')
                stones[c == 'x' ? Black : White].push_back(make_move(x, y));
    return setup_moves(stones[Black], stones[White], to_move);
}

// The line checked on a board of the position, with the engine's own rules.
void expect_line(const std::vector<Move>& moves, const ThreatAnswer& a, bool vcf) {
    Board board;
    for (const Move m : moves) board.play(m);
    MoveLine line(a.line.begin(), a.line.end());
    if (vcf)
        expect_vcf_line(board, line);
    else
        expect_threat_line(board, line);
}

TEST(ThreatSearch, FindsTheLadderVcfWithItsLine) {
    const std::vector<Move> moves = diagram(kLadder, Black);
    const ThreatAnswer a = find_threat_win(BoardConfig{}, moves, ThreatKind::Vcf);
    ASSERT_EQ(a.outcome, ThreatOutcome::Win) << a.error;
    EXPECT_EQ(a.attacker, Black);
    EXPECT_EQ(a.plies, 9);
    EXPECT_EQ(a.line.size(), 9u);
    EXPECT_GT(a.nodes, 0u);
    expect_line(moves, a, true);
    // A VCF is also a VCT.
    const ThreatAnswer t = find_threat_win(BoardConfig{}, moves, ThreatKind::Vct);
    ASSERT_EQ(t.outcome, ThreatOutcome::Win);
    expect_line(moves, t, false);
}

TEST(ThreatSearch, FiveOnTheBoardIsOnePly) {
    const std::vector<Move> moves = test::moves("h8,a1,i8,a2,j8,a3,k8,a5");
    const ThreatAnswer a = find_threat_win(BoardConfig{}, moves, ThreatKind::Vcf);
    ASSERT_EQ(a.outcome, ThreatOutcome::Win);
    EXPECT_EQ(a.plies, 1);
    ASSERT_EQ(a.line.size(), 1u);
    EXPECT_TRUE(a.line[0] == mv("g8") || a.line[0] == mv("l8"));
}

TEST(ThreatSearch, TwoLiveThreesAreAVctButNoVcf) {
    const std::vector<Move> moves = diagram(test::kTwoLiveThrees, Black);
    const ThreatAnswer f = find_threat_win(BoardConfig{}, moves, ThreatKind::Vcf);
    EXPECT_EQ(f.outcome, ThreatOutcome::NoWin);
    EXPECT_TRUE(f.line.empty());
    EXPECT_EQ(f.max_plies, kDefaultVcfPlies);
    const ThreatAnswer t = find_threat_win(BoardConfig{}, moves, ThreatKind::Vct);
    ASSERT_EQ(t.outcome, ThreatOutcome::Win);
    EXPECT_EQ(t.line.front(), mv("h8"));
    expect_line(moves, t, false);
}

TEST(ThreatSearch, NoWinWhereThereIsNone) {
    EXPECT_EQ(find_threat_win(BoardConfig{}, diagram(kDeadFours, Black), ThreatKind::Vcf).outcome,
              ThreatOutcome::NoWin);
    EXPECT_EQ(
        find_threat_win(BoardConfig{}, diagram(test::kOneThree, Black), ThreatKind::Vct).outcome,
        ThreatOutcome::NoWin);
    // The side to move matters: White has nothing in the ladder.
    EXPECT_EQ(find_threat_win(BoardConfig{}, diagram(kLadder, White), ThreatKind::Vcf).outcome,
              ThreatOutcome::NoWin);
    // A ply limit below the win's length: none within it (a limit of N
    // plies may find N + 2 when the last four is a live four).
    ThreatLimits short_limit;
    short_limit.max_plies = 5;
    const ThreatAnswer a =
        find_threat_win(BoardConfig{}, diagram(kLadder, Black), ThreatKind::Vcf, short_limit);
    EXPECT_EQ(a.outcome, ThreatOutcome::NoWin);
    EXPECT_EQ(a.max_plies, 5);
}

TEST(ThreatSearch, ALimitThatRunsOutIsUnknown) {
    const std::vector<Move> moves = diagram(kLadder, Black);
    ThreatLimits few;
    few.max_nodes = 5;
    const ThreatAnswer a = find_threat_win(BoardConfig{}, moves, ThreatKind::Vcf, few);
    EXPECT_EQ(a.outcome, ThreatOutcome::Unknown);
    EXPECT_TRUE(a.line.empty());
    std::atomic<bool> stop{true};
    ThreatLimits stopped;
    stopped.stop = &stop;
    EXPECT_EQ(find_threat_win(BoardConfig{}, moves, ThreatKind::Vct, stopped).outcome,
              ThreatOutcome::Unknown);
}

TEST(ThreatSearch, BadPositionsAreRefusedWithAReason) {
    const ThreatAnswer occupied =
        find_threat_win(BoardConfig{}, test::moves("h8,h8"), ThreatKind::Vcf);
    EXPECT_EQ(occupied.outcome, ThreatOutcome::BadPosition);
    EXPECT_NE(occupied.error.find("occupied"), std::string::npos) << occupied.error;
    const ThreatAnswer over =
        find_threat_win(BoardConfig{}, test::moves("h8,a1,i8,a2,j8,a3,k8,a5,l8"), ThreatKind::Vct);
    EXPECT_EQ(over.outcome, ThreatOutcome::BadPosition);
    EXPECT_EQ(over.error, "the game is over");
    EXPECT_EQ(find_threat_win(BoardConfig::tictactoe(), {}, ThreatKind::Vcf).outcome,
              ThreatOutcome::BadPosition);
    const std::vector<Move> junk = {kNoMove, Move(9999)};
    EXPECT_EQ(find_threat_win(BoardConfig{}, junk, ThreatKind::Vcf).outcome,
              ThreatOutcome::BadPosition);
}

TEST(ThreatSearch, RenjuBlackMayNotWinThroughAForbiddenPoint) {
    // Black's only five-point would be an overline (a1-f1 with e1 empty):
    // under renju that is no five, so no VCF of one ply.
    const std::vector<Move> moves = test::moves("a1,a15,b1,c15,c1,e15,d1,g15,f1,i15");
    const ThreatAnswer renju =
        find_threat_win(BoardConfig::gomoku(15, Rule::Renju), moves, ThreatKind::Vcf);
    EXPECT_NE(renju.outcome, ThreatOutcome::Win);
    const ThreatAnswer free = find_threat_win(BoardConfig{}, moves, ThreatKind::Vcf);
    ASSERT_EQ(free.outcome, ThreatOutcome::Win);
    EXPECT_EQ(free.line, std::vector<Move>{mv("e1")});
}

}  // namespace
}  // namespace wuzi
