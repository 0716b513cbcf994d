#include "search_message.h"

#include <wuzi/notation.h>

namespace wuzi::brain {

std::string format_score(const SearchInfo& info) {
    const int mate = info.mate_plies();
    if (mate > 0) return "+M" + std::to_string(mate);
    if (mate < 0) return "-M" + std::to_string(-mate);
    return std::to_string(info.score);
}

std::string format_progress(const SearchInfo& info, int size) {
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on long
    // chains of std::string operator+.
    std::string text = "depth ";
    text.append(std::to_string(info.depth)).append("-").append(std::to_string(info.seldepth));
    text.append(" ev ").append(format_score(info));
    text.append(" n ").append(std::to_string(info.nodes));
    text.append(" n/ms ").append(std::to_string(info.nps / 1000));
    text.append(" tm ").append(std::to_string(info.time_ms));
    text.append(" pv");
    for (Move m : info.pv) text.append(" ").append(move_to_text(m, size));
    return text;
}

}  // namespace wuzi::brain
