// Speed of the engine's inner pieces. Run: build/release/bench/wuzi_bench
#include <benchmark/benchmark.h>
#include <wuzi/board.h>
#include <wuzi/engine.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <atomic>
#include <type_traits>

#include "movegen.h"
#include "search.h"
#include "tt.h"
#include "vct.h"
#include "vct_proof.h"

namespace wuzi {
namespace {

constexpr const char* kMiddleGame = "h8,i8,i9,h10,j10,k11,j8,j9,g7,f6,k9,l10,i7,h6";
// Black to move, with four forbidden points (an overline at g11, double
// threes at f10, d9 and f8) among other candidate shapes.
constexpr const char* kRenjuShapes =
    "j11,j7,g9,e8,h11,f5,f11,i7,e11,j6,i8,k8,e10,i10,h6,j10,f9,k6,i11,e5";

void setup(Board& board, const char* moves) {
    for (Move m : parse_move_list(moves, board.size()).moves) board.make(m);
}

// One make and one unmake of a stone, cycling through the candidate cells of a
// middle-game position (patterns, threats, sums, candidates and key updated);
// with `Make` = &Board::make_threat_move, the threat searches' lighter move
// (no scores, no stones' combinations).
template <Rule R, void (Board::*Make)(Move) = &Board::make>
void BM_MakeUnmake(benchmark::State& state) {
    Board board(BoardConfig::gomoku(15, R));
    setup(board, kMiddleGame);
    MoveList moves;
    generate(board, GenMode::All, moves);
    const int n = int(moves.size());
    int i = 0;
    for (auto _ : state) {
        (board.*Make)(moves[i].move);
        board.unmake();
        if (++i == n) i = 0;
    }
    benchmark::DoNotOptimize(board.hash());
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_MakeUnmake<Rule::Freestyle>);
BENCHMARK(BM_MakeUnmake<Rule::Standard>);
BENCHMARK(BM_MakeUnmake<Rule::Renju>);
BENCHMARK(BM_MakeUnmake<Rule::Freestyle, &Board::make_threat_move>)->Name("BM_ThreatMakeUnmake");

// Move generation; under renju with Black to move it leaves out Black's
// forbidden points, which costs the exact check where the patterns allow one.
template <Rule R>
void BM_Generate(benchmark::State& state) {
    Board board(BoardConfig::gomoku(15, R));
    setup(board, kMiddleGame);
    MoveList moves;
    for (auto _ : state) {
        generate(board, GenMode::All, moves);
        benchmark::DoNotOptimize(moves.data());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Generate<Rule::Freestyle>);
BENCHMARK(BM_Generate<Rule::Renju>);

// Every forbidden point of a renju position (the window's and YXSHOWFORBID's
// question).
void BM_RenjuForbiddenPoints(benchmark::State& state) {
    Board board(BoardConfig::gomoku(15, Rule::Renju));
    setup(board, kRenjuShapes);
    for (auto _ : state) benchmark::DoNotOptimize(board.forbidden_points().size());
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RenjuForbiddenPoints);

void BM_Evaluate(benchmark::State& state) {
    Board board;
    setup(board, kMiddleGame);
    for (auto _ : state) benchmark::DoNotOptimize(board.evaluate());
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Evaluate);

// Nodes per second of a fixed-depth search of the middle-game position.
void BM_SearchDepth8(benchmark::State& state) {
    Board board;
    setup(board, kMiddleGame);
    TranspositionTable tt;
    Searcher searcher(tt);
    std::atomic<bool> stop{false};
    uint64_t nodes = 0;
    for (auto _ : state) {
        searcher.clear();
        tt.clear();
        Limits limits;
        limits.depth = 8;
        nodes += searcher.run(board, limits, stop, nullptr).nodes;
    }
    state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_SearchDepth8)->Unit(benchmark::kMillisecond);

// A win by threes and fours from a self-play position (the side to move
// wins in about 20 plies), proven from a cleared searcher: depth first with
// iterative deepening as the root does (vct.h), and by proof numbers
// (vct_proof.h). Reports the nodes each needed.
template <class Vct>
void BM_LongVct(benchmark::State& state) {
    Board board;
    setup(board, "k10,e8,k6,g10,m8,h11,i12,j11,l7,n9,k8,g11");
    constexpr uint64_t kBudget = 10'000'000;
    Vct vct;
    uint64_t nodes = 0;
    int found = 0;
    for (auto _ : state) {
        vct.clear();
        nodes = 0;
        if constexpr (std::is_same_v<Vct, VctSearch>) {
            found = 0;
            for (int plies = 5; plies <= 41 && !found; plies += 2)
                found = vct.search(board, plies, nodes, kBudget - std::min(nodes, kBudget));
        } else {
            found = vct.search(board, 41, nodes, kBudget);
        }
    }
    if (!found) state.SkipWithError("no win found");
    state.counters["nodes"] = double(nodes);
}
BENCHMARK(BM_LongVct<VctSearch>)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_LongVct<ProofNumberVct>)->Unit(benchmark::kMillisecond)->Iterations(3);

// Nodes per second of the engine with 1 and 2 threads (Lazy SMP) for a fixed
// time: the thread scaling of the whole machine.
void BM_EngineThreads(benchmark::State& state) {
    Engine engine;
    engine.set_hash_mb(64);
    if (!engine.set_position({}, parse_move_list(kMiddleGame, 15).moves)) state.SkipWithError("");
    double nps = 0;
    for (auto _ : state) {
        engine.clear();
        Limits limits;
        limits.time_ms = 1000;
        limits.threads = int(state.range(0));
        nps += double(engine.search(limits).nps);  // all threads' nodes per wall-clock second
    }
    state.counters["nodes/s"] = nps / double(state.iterations());
}
BENCHMARK(BM_EngineThreads)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
}  // namespace wuzi
