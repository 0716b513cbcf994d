// The bench: a fixed set of positions searched to a fixed depth with one
// thread and a 16 MB table. Its node count is the engine's behavioural
// signature: a change that alters it changes how the engine searches.
#pragma once

#include <wuzi/board.h>
#include <wuzi/engine.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace wuzi {

struct BenchPosition {
    std::string name;
    BoardConfig config;
    std::string moves;  // `h8,i9,...`
};

// bench_positions: the fixed list (opening, middle game, tactical; 15x15
// freestyle and standard, 20x20, tic-tac-toe).
const std::vector<BenchPosition>& bench_positions();

struct BenchResult {
    uint64_t nodes = 0;
    int64_t time_ms = 0;
    uint64_t signature = 0;  // hash of every position's nodes, move and score
};

// run_bench: searches each position to `depth` with `params` from a cleared
// state and reports each result through `on_position`.
BenchResult run_bench(
    int depth, const std::function<void(const BenchPosition&, const SearchInfo&)>& on_position,
    const SearchParams& params = {});

constexpr int kDefaultBenchDepth = 9;

}  // namespace wuzi
