// Helpers shared by the engine tests.
#pragma once

#include <gtest/gtest.h>
#include <wuzi/board.h>
#include <wuzi/notation.h>

#include <string>

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

}  // namespace wuzi::test
