// The VCT guard (SearchParams::vct_guard_nodes): a shallow search's move that
// leaves the opponent a win by threes and fours is replaced by one that
// does not. The positions are from self-play games, where a depth-3 search
// with the hand-set evaluation chose such a move.
#include <gtest/gtest.h>
#include <wuzi/engine.h>
#include <wuzi/notation.h>
#include <wuzi/weights.h>

#include "vct.h"

namespace wuzi {
namespace {

constexpr uint64_t kGuardNodes = 20000;

// opponent_wins_by_vct: after `moves` and `m`, the side to move (the
// opponent of m's player) wins by threes and fours within `budget` nodes,
// by a fresh threat search.
bool opponent_wins_by_vct(const std::vector<Move>& moves, Move m, uint64_t budget) {
    Board board(BoardConfig::gomoku());
    for (Move x : moves) board.make(x);
    board.make(m);
    VctSearch vct;
    uint64_t nodes = 0;
    for (int plies = 5; plies <= 31 && nodes < budget; plies += 2)
        if (vct.search(board, plies, nodes, budget - nodes)) return true;
    return false;
}

SearchInfo search(const std::vector<Move>& moves, int guard_nodes) {
    Engine engine;
    BoardConfig config = BoardConfig::gomoku();
    config.eval = std::make_shared<const Evaluator>(WeightSet{});  // the hand-set weights
    EXPECT_TRUE(engine.set_position(config, moves));
    Limits limits;
    limits.depth = 3;
    // ... and the search steps they were found with (before razoring, the
    // fail-high reduction, singular extension, the table-refined eval and
    // static wins, which see one of the four losses without the guard).
    limits.params.razor_depth = 0;
    limits.params.static_wins = 0;
    limits.params.fail_high_margin = 0;
    limits.params.singular_min_depth = 0;
    limits.params.tt_refines_eval = 0;
    limits.params.vct_guard_nodes = guard_nodes;
    return engine.search(limits);
}

TEST(VctGuard, ReplacesAMoveThatLeavesTheOpponentAThreatWin) {
    const char* positions[] = {
        "k10,e8,k6,g8,m8,h9,i10,h8",
        "e7,j6,i8,h7,j7,i6,k6,h9",
        "f10,e6,f8,f7,g9,e7,h8,i7,e9,g7,h7",
        "i10,j9,k5,h5,g11,h7,i8,j7,j8,h8,h6,i9,g7,k8",
    };
    int replaced = 0;
    for (const char* text : positions) {
        const std::vector<Move> moves = parse_move_list(text, 15).moves;
        const SearchInfo plain = search(moves, 0);
        const SearchInfo guarded = search(moves, int(kGuardNodes));
        EXPECT_FALSE(opponent_wins_by_vct(moves, guarded.best_move, kGuardNodes))
            << text << ": the guard kept " << move_to_text(guarded.best_move, 15);
        if (guarded.best_move == plain.best_move) continue;
        ++replaced;
        EXPECT_TRUE(opponent_wins_by_vct(moves, plain.best_move, 4 * kGuardNodes))
            << text << ": " << move_to_text(plain.best_move, 15) << " was replaced but is safe";
        EXPECT_EQ(guarded.lines.size(), 1u);
        EXPECT_EQ(guarded.lines[0].pv.front(), guarded.best_move);
    }
    EXPECT_GE(replaced, 3) << "depth 3 chose a move that loses to a threat win in these positions";
}

TEST(VctGuard, OffByDefaultAndDeterministic) {
    const std::vector<Move> moves = parse_move_list("e7,j6,i8,h7,j7,i6,k6,h9", 15).moves;
    EXPECT_EQ(SearchParams().vct_guard_nodes, 0);
    const SearchInfo a = search(moves, int(kGuardNodes)), b = search(moves, int(kGuardNodes));
    EXPECT_EQ(a.best_move, b.best_move);
    EXPECT_EQ(a.nodes, b.nodes);
}

}  // namespace
}  // namespace wuzi
