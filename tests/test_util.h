// Helpers shared by the engine tests.
#pragma once

#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/notation.h>

#include <string>
#include <vector>

namespace wuzi::test {

// play_text: plays `h8,i9,...` on `board`, failing the test on a bad move.
inline void play_text(Board& board, const std::string& text) {
    const MoveListParse parsed = parse_move_list(text, board.size());
    ASSERT_TRUE(parsed.ok()) << parsed.error;
    for (Move m : parsed.moves) {
        ASSERT_TRUE(board.is_empty(m)) << move_to_text(m, board.size()) << " is occupied";
        board.make(m);
    }
}

inline Move mv(const char* text, int size = 15) { return *parse_move(text, size); }

// moves: the move list `h8,i9,...` (a test failure if it does not parse).
inline std::vector<Move> moves(const char* text, int size = 15) {
    const MoveListParse parsed = parse_move_list(text, size);
    EXPECT_TRUE(parsed.ok()) << text << ": " << parsed.error;
    return parsed.moves;
}

// place: puts `black` and `white` stones on an empty `board` and leaves
// `to_move` to move. The colours play alternately, black first; where one
// has no stone left, or to hand the move to `to_move` at the end, that side
// passes (make_null): a pass changes no stone, pattern or score.
inline void place(Board& board, const std::vector<Move>& black, const std::vector<Move>& white,
                  Color to_move) {
    ASSERT_EQ(board.move_count(), 0);
    const std::vector<Move>* stones[2] = {&black, &white};
    size_t next[2] = {0, 0};
    while (next[Black] < black.size() || next[White] < white.size()) {
        const Color c = board.side_to_move();
        if (next[c] < stones[c]->size()) {
            const Move m = (*stones[c])[next[c]++];
            ASSERT_TRUE(board.is_empty(m)) << move_to_text(m, board.size()) << " is occupied";
            board.make(m);
        } else {
            board.make_null();
        }
    }
    if (board.side_to_move() != to_move) board.make_null();
}

// set_up: places the stones of a diagram on an empty `board` (see place).
// Rows run from the top of the board (the highest row number) down, columns
// from `a`: 'x' black, 'o' white, '.' empty.
inline void set_up(Board& board, const std::vector<std::string>& rows, Color to_move) {
    ASSERT_LE(int(rows.size()), board.size());
    std::vector<Move> stones[2];
    for (int y = 0; y < int(rows.size()); ++y) {
        ASSERT_LE(int(rows[y].size()), board.size()) << "row " << y;
        for (int x = 0; x < int(rows[y].size()); ++x) {
            const char c = rows[y][x];
            ASSERT_TRUE(c == 'x' || c == 'o' || c == '.') << "row " << y << ": " << rows[y];
            if (c != '.') stones[c == 'x' ? Black : White].push_back(make_move(x, y));
        }
    }
    place(board, stones[Black], stones[White], to_move);
}

// expect_vcf_line: `line` is a win by continuous fours for the side to move:
// every attacker move but the last leaves it a five-point (and blocks the
// defender's five-point if there was one), every defender move takes a
// five-point of the attacker, and the last move makes five. The board is left
// as it was found (unless an assertion fails).
inline void expect_vcf_line(Board& board, const MoveLine& line) {
    const Color attacker = board.side_to_move(), defender = opponent(attacker);
    const int size = board.size();
    ASSERT_EQ(line.size() % 2, 1u) << moves_to_text({line.data(), line.size()}, size);
    for (size_t i = 0; i < line.size(); ++i) {
        const Move m = line[i];
        ASSERT_NE(m, kNoMove);
        ASSERT_TRUE(board.is_empty(m)) << move_to_text(m, size) << " is occupied";
        if (i + 1 == line.size()) {
            EXPECT_TRUE(board.is_winning_move(m))
                << "the last move " << move_to_text(m, size) << " is not a five";
            break;
        }
        if (i % 2 == 0) {
            const int their_fives = board.threat_count(defender, kThreatFive);
            ASSERT_LE(their_fives, 1) << "the defender has two five-points";
            if (their_fives) {
                EXPECT_EQ(board.threat(defender, m), kThreatFive)
                    << move_to_text(m, size) << " ignores the defender's five-point";
            }
            board.make(m);
            EXPECT_GE(board.threat_count(attacker, kThreatFive), 1)
                << move_to_text(m, size) << " does not threaten five";
        } else {
            EXPECT_EQ(board.threat(attacker, m), kThreatFive)
                << move_to_text(m, size) << " is not the forced block";
            board.make(m);
        }
    }
    for (size_t i = 0; i + 1 < line.size(); ++i) board.unmake();
}

// expect_threat_line: every move of a threat search's winning `line` is on
// an empty cell, every attacker move but the last makes a three or a four
// (or blocks a four of the defender's), and the last makes five (the board
// is left as it was).
inline void expect_threat_line(Board& board, const MoveLine& line) {
    const Color attacker = board.side_to_move();
    ASSERT_EQ(line.size() % 2, 1u);
    int made = 0;
    for (size_t i = 0; i < line.size(); ++i) {
        const Move m = line[i];
        ASSERT_TRUE(board.is_empty(m)) << move_to_text(m, board.size());
        // An attacker move makes a threat, or blocks the defender's four.
        if (i % 2 == 0 && i + 1 < line.size()) {
            EXPECT_TRUE(board.threat(attacker, m) >= kThreatThree ||
                        board.threat(opponent(attacker), m) == kThreatFive)
                << move_to_text(m, board.size());
        }
        if (i + 1 == line.size()) {
            EXPECT_TRUE(board.is_winning_move(m));
        }
        board.make(m);
        ++made;
    }
    while (made--) board.unmake();
}

}  // namespace wuzi::test
