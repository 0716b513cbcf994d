#include "search_message.h"

#include "notation.h"

namespace wuzi::brain {

std::string format_score(const SearchInfo& info) {
    const int mate = info.mate_plies();
    if (mate > 0) return "+M" + std::to_string(mate);
    if (mate < 0) return "-M" + std::to_string(-mate);
    return std::to_string(info.score);
}

std::string format_progress(const SearchInfo& info, int size) {
    std::string text = "depth " + std::to_string(info.depth) + "-" + std::to_string(info.seldepth) +
                       " ev " + format_score(info) + " n " + std::to_string(info.nodes) + " n/ms " +
                       std::to_string(info.nps / 1000) + " tm " + std::to_string(info.time_ms) +
                       " pv";
    for (Move m : info.pv) text += " " + move_to_text(m, size);
    return text;
}

}  // namespace wuzi::brain
