#include <wuzi/bench.h>
#include <wuzi/notation.h>

#include <stdexcept>

#include "search.h"

namespace wuzi {

const std::vector<BenchPosition>& bench_positions() {
    const BoardConfig standard = BoardConfig::gomoku(15, Rule::Standard);
    const BoardConfig renju = BoardConfig::gomoku(15, Rule::Renju);
    static const std::vector<BenchPosition> positions = {
        {"opening-1", BoardConfig::gomoku(), "h8"},
        {"opening-3", BoardConfig::gomoku(), "h8,i9,h9"},
        {"opening-8", BoardConfig::gomoku(), "h8,i9,j10,g7,h10,h9,i10,g10"},
        {"middle-11", BoardConfig::gomoku(), "h8,h9,i9,g7,j10,k11,i8,i10,g8,f8,j8"},
        {"middle-14", BoardConfig::gomoku(), "h8,i8,i9,h10,j10,k11,j8,j9,g7,f6,k9,l10,i7,h6"},
        {"middle-14b", BoardConfig::gomoku(), "h8,i9,j8,g9,h9,h10,i8,g8,g10,j7,i11,k8,h11,f11"},
        {"middle-19", BoardConfig::gomoku(),
         "h8,j9,i10,i8,h9,h7,k10,g8,j10,h10,k11,g6,f5,g7,g9,i7,i9,l12,f7"},
        {"attack-13", BoardConfig::gomoku(), "h8,g9,j7,i9,h9,h10,i8,g10,j8,g8,g11,f10,e10"},
        {"attack-13b", BoardConfig::gomoku(), "h8,i7,g10,g7,h7,h6,h9,g5,j8,i5,f8,i8,i6"},
        {"vcf-18", BoardConfig::gomoku(),
         "b5,a5,c5,e9,d5,d6,e7,b2,e8,o15,g6,m15,h6,k15,c3,o13,d4,m13"},
        {"defend-5", BoardConfig::gomoku(), "h8,a15,i8,o1,j8"},
        {"standard-10", standard, "h8,h9,h10,j8,g9,i7,f8,e7,g8,d8"},
        {"standard-11", standard, "h8,i9,g9,i7,h10,i8,i10,h7,g10,f10,j12"},
        {"renju-3", renju, "h8,h9,j8"},
        {"renju-12", renju, "h8,i8,i9,h10,j10,k11,j8,j9,g7,f6,k9,l10"},
        {"renju-13", renju, "h8,h9,i9,g7,j10,k11,i8,i10,g8,f8,j8,k8,i7"},
        {"size20-21", BoardConfig::gomoku(20),
         "j10,k11,l9,l10,k9,m9,j12,l8,j11,j9,i12,m8,j13,j14,k10,h13,n8,m10,m7,n10,o11"},
        {"size20-7", BoardConfig::gomoku(20), "h8,g7,i9,e9,i7,f8,h6"},
        {"tictactoe-0", BoardConfig::tictactoe(), ""},
    };
    return positions;
}

BenchResult run_bench(
    int depth, const std::function<void(const BenchPosition&, const SearchInfo&)>& on_position,
    const SearchParams& params) {
    BenchResult total;
    TranspositionTable tt;
    tt.resize(16);
    Searcher searcher(tt);
    std::atomic<bool> no_stop{false};
    for (const BenchPosition& position : bench_positions()) {
        Board board(position.config);
        const MoveListParse parsed = parse_move_list(position.moves, position.config.size);
        if (!parsed.ok())
            throw std::logic_error("bench position " + position.name + ": " + parsed.error);
        for (Move m : parsed.moves) {
            if (!board.is_empty(m) || board.is_winning_move(m))
                throw std::logic_error("bench position " + position.name + " is not playable");
            board.make(m);
        }
        searcher.clear();
        tt.clear();
        tt.new_search();
        Limits limits;
        limits.depth = depth;
        limits.params = params;
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
