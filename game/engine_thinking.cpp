#include "engine_thinking.h"

#include <algorithm>
#include <charconv>
#include <vector>

#include "protocol.h"

namespace wuzi::game {

namespace {

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
        const size_t from = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
        if (i > from) out.push_back(text.substr(from, i - from));
    }
    return out;
}

std::optional<int64_t> whole(std::string_view text) {
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end == text.data()) return std::nullopt;
    // A count may end in K or M (Rapfi: "n 1234K").
    const std::string_view rest(end, size_t(text.data() + text.size() - end));
    if (rest == "K" || rest == "k") return v * 1000;
    if (rest == "M" || rest == "m") return v * 1000000;
    if (!rest.empty()) return std::nullopt;
    return v;
}

// depth_pair: "8" or "8-14" into depth and selective depth.
bool depth_pair(std::string_view text, int& depth, int& seldepth) {
    const size_t dash = text.find('-');
    const auto d = whole(text.substr(0, dash));
    if (!d || *d <= 0 || *d > 1000) return false;
    depth = int(*d);
    seldepth = depth;
    if (dash != std::string_view::npos)
        if (const auto sd = whole(text.substr(dash + 1)); sd && *sd >= 0 && *sd <= 1000)
            seldepth = int(*sd);
    return true;
}

std::string joined(const std::vector<std::string_view>& w, size_t from) {
    std::string out;
    for (size_t i = from; i < w.size(); ++i) out.append(i == from ? "" : " ").append(w[i]);
    return protocol::printable(out, EngineThought::kMaxText);
}

}  // namespace

std::optional<Score> parse_engine_score(std::string_view text) {
    if (text.empty()) return std::nullopt;
    int sign = 1;
    if (text[0] == '+' || text[0] == '-') {
        sign = text[0] == '-' ? -1 : 1;
        text.remove_prefix(1);
    }
    if (!text.empty() && (text[0] == 'M' || text[0] == 'm')) {
        const auto plies = whole(text.substr(1));
        if (!plies || *plies < 0 || *plies > 999) return std::nullopt;
        return sign > 0 ? mate_in(int(*plies)) : mated_in(int(*plies));
    }
    const auto v = whole(text);
    if (!v || text.find_first_not_of("0123456789") != std::string_view::npos) return std::nullopt;
    return Score(sign * std::min<int64_t>(*v, kMateBound - 1));
}

void read_engine_message(std::string_view line, EngineThought& t) {
    line = protocol::trim(line);
    if (line.size() >= 7 && std::equal(line.begin(), line.begin() + 7, "MESSAGE",
                                       [](char a, char b) { return (a & ~0x20) == b; }))
        line = protocol::trim(line.substr(7));
    t.note = protocol::printable(line, EngineThought::kMaxText);
    const std::vector<std::string_view> w = words(line.substr(0, 4096));
    if (w.empty()) return;
    EngineThought next = t;
    if (w[0] == "depth" && w.size() >= 2 && depth_pair(w[1], next.depth, next.seldepth)) {
        next.score.reset();
        next.nodes = 0;
        next.pv.clear();
        for (size_t i = 2; i + 1 < w.size(); ++i) {
            if (w[i] == "ev") {
                next.score = parse_engine_score(w[i + 1]);
            } else if (w[i] == "n") {
                if (const auto n = whole(w[i + 1]); n && *n >= 0) next.nodes = uint64_t(*n);
            } else if (w[i] == "pv") {
                next.pv = joined(w, i + 1);
                break;
            }
        }
        t = next;
        return;
    }
    // Yixin's multi-PV line: "(1) 35 | 8-14 | h8 i9 j10"; the best is (1).
    if (w[0] == "(1)") {
        const size_t bar1 = line.find('|');
        const size_t bar2 = bar1 == std::string_view::npos ? bar1 : line.find('|', bar1 + 1);
        if (bar2 == std::string_view::npos) return;
        const auto head = words(line.substr(0, bar1));
        const auto depth = words(line.substr(bar1 + 1, bar2 - bar1 - 1));
        if (head.size() != 2 || depth.size() != 1) return;
        if (!depth_pair(depth[0], next.depth, next.seldepth)) return;
        next.score = parse_engine_score(head[1]);
        next.nodes = 0;
        next.pv = joined(words(line.substr(bar2 + 1)), 0);
        t = next;
    }
}

}  // namespace wuzi::game
