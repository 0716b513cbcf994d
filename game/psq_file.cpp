#include "psq_file.h"

#include <wuzi/game.h>
#include <wuzi/types.h>

#include <algorithm>
#include <charconv>
#include <sstream>
#include <vector>

namespace wuzi::game {

namespace {

constexpr std::string_view kHeaderWord = "Piskvorky";

std::string_view trim_psq_field(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back(trim_psq_field(text.substr(start, end - start)));
        start = end + 1;
    }
    return lines;
}

// An integer: the whole of `s` (after trimming).
bool to_int(std::string_view s, int& out) {
    s = trim_psq_field(s);
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return !s.empty() && ec == std::errc() && end == s.data() + s.size();
}

// A move line "x,y,time" (time optional): its 1-based column and row.
bool move_line(std::string_view line, int& x, int& y) {
    const size_t c1 = line.find(',');
    if (c1 == std::string_view::npos) return false;
    const size_t c2 = line.find(',', c1 + 1);
    const std::string_view ys =
        line.substr(c1 + 1, c2 == std::string_view::npos ? line.npos : c2 - c1 - 1);
    int time = 0;
    if (c2 != std::string_view::npos && !to_int(line.substr(c2 + 1), time)) return false;
    return to_int(line.substr(0, c1), x) && to_int(ys, y);
}

}  // namespace

bool is_psq_text(std::string_view text) {
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 mark
    return trim_psq_field(text).substr(0, kHeaderWord.size()) == kHeaderWord;
}

RecordParse parse_psq(std::string_view text, const BoardConfig& fallback) {
    RecordParse out;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    const std::vector<std::string_view> lines = split_lines(text);
    // The header: "Piskvorky WxH, ..."
    std::string_view header = lines.empty() ? std::string_view() : lines[0];
    if (header.substr(0, kHeaderWord.size()) != kHeaderWord) {
        out.error = "not a Piskvork file (the first line does not start with Piskvorky)";
        return out;
    }
    header = trim_psq_field(header.substr(kHeaderWord.size()));
    const size_t x = header.find('x');
    const size_t comma = header.find(',');
    int width = 0, height = 0;
    if (x == std::string_view::npos || !to_int(header.substr(0, x), width) ||
        !to_int(header.substr(x + 1, comma == std::string_view::npos ? header.npos : comma - x - 1),
                height)) {
        out.error = "line 1: the board size is not WxH (e.g. Piskvorky 20x20, 11:11, 0)";
        return out;
    }
    if (width != height || width < kMinGomokuSize || width > kMaxSize) {
        out.error = "line 1: a " + std::to_string(width) + "x" + std::to_string(height) +
                    " board is not supported (square boards of " + std::to_string(kMinGomokuSize) +
                    " to " + std::to_string(kMaxSize) + ")";
        return out;
    }
    const Rule rule = fallback.is_tictactoe() ? Rule::Freestyle : fallback.rule;
    out.record.config = BoardConfig::gomoku(width, rule);
    // The moves, up to the first line that is not one (the trailer).
    size_t i = 1;
    for (; i < lines.size(); ++i) {
        if (lines[i].empty()) continue;
        int mx = 0, my = 0;
        if (!move_line(lines[i], mx, my)) break;
        if (mx < 1 || my < 1 || mx > width || my > width) {
            out.error = "line " + std::to_string(i + 1) + ": " + std::to_string(mx) + "," +
                        std::to_string(my) + " is off the " + std::to_string(width) + "x" +
                        std::to_string(width) + " board";
            return out;
        }
        out.record.moves.push_back(make_move(mx - 1, my - 1));
    }
    if (auto bad = validate(out.record.config, out.record.moves, Replay::InOrder)) {
        out.error = bad->message(width);
        return out;
    }
    Game game(out.record.config);
    if (!game.set_moves(out.record.moves, Replay::InOrder)) out.record.result = game.result();
    return out;
}

std::string write_psq(const GameRecord& record, std::string& error) {
    const BoardConfig& c = record.config;
    if (c.is_tictactoe()) {
        error = "a .psq file holds gomoku only";
        return {};
    }
    if (std::find(record.moves.begin(), record.moves.end(), kPass) != record.moves.end()) {
        error =
            "a .psq file cannot hold a pass (a stone placed for the side not to move); save "
            "as .sgf";
        return {};
    }
    std::ostringstream out;
    out << "Piskvorky " << c.size << "x" << c.size << ", 11:11, 0\n";
    for (const Move m : record.moves) out << move_x(m) + 1 << "," << move_y(m) + 1 << ",0\n";
    out << "-1\n";
    return out.str();
}

}  // namespace wuzi::game
