#include "search_message.h"

#include <wuzi/notation.h>

namespace wuzi::brain {

std::string format_score(Score score) {
    if (score >= kMateBound) return "+M" + std::to_string(kMate - score);
    if (score <= -kMateBound) return "-M" + std::to_string(kMate + score);
    return std::to_string(score);
}

std::string format_score(const SearchInfo& info) { return format_score(info.score); }

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

std::string format_line(const SearchInfo& info, size_t k, int size) {
    const RootLine& line = info.lines.at(k);
    std::string text = "(";
    text.append(std::to_string(k + 1)).append(") ").append(format_score(line.score));
    text.append(" | ").append(std::to_string(info.depth)).append("-");
    text.append(std::to_string(info.seldepth)).append(" |");
    for (Move m : line.pv) text.append(" ").append(move_to_text(m, size));
    return text;
}

}  // namespace wuzi::brain
