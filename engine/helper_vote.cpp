#include "helper_vote.h"

#include <algorithm>

namespace wuzi {

void adopt_deeper_helper(const Limits& limits, std::span<const SearchInfo> helpers,
                         SearchInfo& info) {
    const bool single_line = limits.multi_pv <= 1 && !(limits.seed && limits.random_margin > 0);
    const bool vote = limits.params.helper_vote && single_line && info.depth > 0;
    const SearchInfo* best = nullptr;
    for (const SearchInfo& h : helpers) {
        info.nodes += h.nodes;
        const SearchInfo& current = best ? *best : info;
        if (vote && !h.pv.empty() && h.depth > current.depth && h.score >= current.score) best = &h;
    }
    if (!best) return;
    info.depth = best->depth;
    info.seldepth = std::max(info.seldepth, best->seldepth);
    info.score = best->score;
    info.pv = best->pv;
    info.best_move = best->best_move;
    info.lines.assign(1, {best->score, best->pv});
}

}  // namespace wuzi
