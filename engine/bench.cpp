#include "bench.h"

#include <stdexcept>

#include "notation.h"
#include "search.h"

namespace wuzi {

const std::vector<BenchPosition>& bench_positions() {
    static const std::vector<BenchPosition> positions = {
        {"opening-1", BoardConfig::gomoku(), "h8"},
        {"opening-3", BoardConfig::gomoku(), "h8,i9,h9"},
        {"opening-8", BoardConfig::gomoku(), "h8,i9,j10,g7,h10,h9,i10,g10"},
        {"middle-11", BoardConfig::gomoku(), "h8,h9,i9,g7,j10,k11,i8,i10,g8,f8,j8"},
        {"middle-14", BoardConfig::gomoku(), "h8,i8,i9,h10,j10,k11,j8,j9,g7,f6,k9,l10,i7,h6"},
    };
    return positions;
}

BenchResult run_bench(int depth,
                      const std::function<void(const BenchPosition&, const SearchInfo&)>& on_position) {
    BenchResult total;
    Searcher searcher;
    searcher.set_hash_mb(16);
    std::atomic<bool> no_stop{false};
    for (const BenchPosition& position : bench_positions()) {
        Board board(position.config);
        const MoveListParse parsed = parse_move_list(position.moves, position.config.size);
        if (!parsed.ok()) throw std::logic_error("bench position " + position.name + ": " + parsed.error);
        for (Move m : parsed.moves) {
            if (!board.is_empty(m) || board.is_winning_move(m))
                throw std::logic_error("bench position " + position.name + " is not playable");
            board.make(m);
        }
        searcher.clear();
        Limits limits;
        limits.depth = depth;
        const SearchInfo info = searcher.run(board, limits, no_stop, nullptr);
        total.nodes += info.nodes;
        total.time_ms += info.time_ms;
        for (uint64_t v : {info.nodes, uint64_t(info.best_move), uint64_t(int64_t(info.score))})
            total.signature = (total.signature ^ v) * 0x100000001B3ull;
        if (on_position) on_position(position, info);
    }
    return total;
}

}  // namespace wuzi
