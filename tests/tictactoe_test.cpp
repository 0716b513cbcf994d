#include <gtest/gtest.h>
#include <wuzi/engine.h>
#include <wuzi/game.h>

#include <array>
#include <map>

namespace wuzi {
namespace {

// A brute-force tic-tac-toe solver, independent of the engine: cells 0..8
// (row-major from the top), 0 empty, 1 X, 2 O.
using Cells = std::array<int, 9>;

int winner(const Cells& c) {
    static constexpr int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                         {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (const auto& l : kLines)
        if (c[l[0]] && c[l[0]] == c[l[1]] && c[l[1]] == c[l[2]]) return c[l[0]];
    return 0;
}

int side_to_move(const Cells& c) {
    int n = 0;
    for (int v : c) n += v != 0;
    return n % 2 == 0 ? 1 : 2;
}

bool full(const Cells& c) {
    for (int v : c)
        if (!v) return false;
    return true;
}

// solve: from the side to move's view, 100 - n for a win in n plies, -(100 - n)
// for a loss in n plies, 0 for a draw. Memoised.
int solve(const Cells& c) {
    static std::map<Cells, int> memo;
    if (auto it = memo.find(c); it != memo.end()) return it->second;
    const int me = side_to_move(c);
    int best = -1000;
    for (int i = 0; i < 9; ++i) {
        if (c[i]) continue;
        Cells next = c;
        next[i] = me;
        int v;
        if (winner(next))
            v = 99;
        else if (full(next))
            v = 0;
        else {
            v = -solve(next);
            v += v > 0 ? -1 : v < 0 ? 1 : 0;
        }
        best = std::max(best, v);
    }
    memo[c] = best;
    return best;
}

// value_of_move: the solver's value of playing cell i, from the mover's view.
int value_of_move(const Cells& c, int i) {
    Cells next = c;
    next[i] = side_to_move(c);
    if (winner(next)) return 99;
    if (full(next)) return 0;
    int v = -solve(next);
    return v + (v > 0 ? -1 : v < 0 ? 1 : 0);
}

std::vector<Move> moves_of(const Cells& c, const std::vector<int>& order) {
    std::vector<Move> moves;
    for (int i : order) moves.push_back(make_move(i % 3, i / 3));
    (void)c;
    return moves;
}

int cell_of(Move m) { return move_y(m) * 3 + move_x(m); }

void collect(Cells& c, std::vector<int>& order, std::map<Cells, std::vector<int>>& out) {
    if (winner(c) || full(c)) return;
    if (out.count(c)) return;
    out[c] = order;
    for (int i = 0; i < 9; ++i) {
        if (c[i]) continue;
        c[i] = side_to_move(c);
        order.push_back(i);
        collect(c, order, out);
        order.pop_back();
        c[i] = 0;
    }
}

TEST(TicTacToeTest, OptimalMoveFromEveryReachablePosition) {
    std::map<Cells, std::vector<int>> positions;
    Cells empty{};
    std::vector<int> order;
    collect(empty, order, positions);
    ASSERT_EQ(positions.size(), 4520u);

    Engine engine;
    Limits limits;  // no limit: the search ends when the tree is exhausted
    int checked = 0;
    for (const auto& [cells, history] : positions) {
        ASSERT_TRUE(engine.set_position(BoardConfig::tictactoe(), moves_of(cells, history)));
        const SearchInfo info = engine.search(limits);
        ASSERT_NE(info.best_move, kNoMove);
        const int played = cell_of(info.best_move);
        ASSERT_EQ(cells[played], 0);
        const int best = solve(cells);
        ASSERT_EQ(value_of_move(cells, played), best)
            << "position after " << history.size() << " moves: engine chose a suboptimal cell "
            << played;
        // The reported result matches the solver: win/loss distance or a draw.
        const int mate = info.mate_plies();
        const int reported = mate > 0 ? 100 - mate : mate < 0 ? -(100 + mate) : 0;
        ASSERT_EQ(reported, best) << "score " << info.score;
        ++checked;
    }
    EXPECT_EQ(checked, 4520);
}

// The engine plays `engine_side` and the opponent tries every reply.
void never_loses(Engine& engine, Cells& c, std::vector<int>& order, int engine_side, int& games) {
    if (winner(c)) {
        ASSERT_EQ(winner(c), engine_side) << "the engine lost a game";
        ++games;
        return;
    }
    if (full(c)) {
        ++games;
        return;
    }
    if (side_to_move(c) == engine_side) {
        ASSERT_TRUE(engine.set_position(BoardConfig::tictactoe(), moves_of(c, order)));
        const int i = cell_of(engine.search(Limits{}).best_move);
        c[i] = engine_side;
        order.push_back(i);
        never_loses(engine, c, order, engine_side, games);
        order.pop_back();
        c[i] = 0;
        return;
    }
    for (int i = 0; i < 9; ++i) {
        if (c[i]) continue;
        c[i] = side_to_move(c);
        order.push_back(i);
        never_loses(engine, c, order, engine_side, games);
        order.pop_back();
        c[i] = 0;
    }
}

TEST(TicTacToeTest, NeverLosesAgainstAnyReplies) {
    Engine engine;
    for (int side : {1, 2}) {
        Cells c{};
        std::vector<int> order;
        int games = 0;
        never_loses(engine, c, order, side, games);
        EXPECT_GT(games, 0);
    }
}

}  // namespace
}  // namespace wuzi
