#include "protocol.h"

#include <cctype>
#include <cstdio>

namespace wuzi::protocol {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

struct Keyword {
    const char* word;
    CommandKind kind;
    int numbers;  // how many comma-separated numbers follow (0: none, -1: INFO)
};

constexpr Keyword kKeywords[] = {
    {"START", CommandKind::Start, 1},
    {"RECTSTART", CommandKind::RectStart, 2},
    {"RESTART", CommandKind::Restart, 0},
    {"BEGIN", CommandKind::Begin, 0},
    {"TURN", CommandKind::Turn, 2},
    {"BOARD", CommandKind::Board, 0},
    {"DONE", CommandKind::Done, 0},
    {"INFO", CommandKind::Info, -1},
    {"END", CommandKind::End, 0},
    {"ABOUT", CommandKind::About, 0},
    {"TAKEBACK", CommandKind::Takeback, 2},
    {"PLAY", CommandKind::Play, 2},
    {"SWAP2BOARD", CommandKind::Swap2Board, 0},
    {"YXSTOP", CommandKind::Stop, 0},
    {"STOP", CommandKind::Stop, 0},
    {"YXSHOWINFO", CommandKind::YxShowInfo, 0},
    {"YXBOARD", CommandKind::YxBoard, 0},
    {"YXNBEST", CommandKind::YxNBest, 1},
    {"YXBLOCK", CommandKind::YxBlock, 0},
    {"YXBLOCKUNDO", CommandKind::YxBlockUndo, 0},
    {"YXBLOCKRESET", CommandKind::YxBlockReset, 0},
    {"YXBALANCEONE", CommandKind::YxBalanceOne, 1},
    {"YXBALANCETWO", CommandKind::YxBalanceTwo, 1},
    {"YXSEARCHDEFEND", CommandKind::YxSearchDefend, 0},
    {"YXHASHCLEAR", CommandKind::YxHashClear, 0},
    {"YXSHOWFORBID", CommandKind::YxShowForbid, 0},
    {"YXSHOWHASHUSAGE", CommandKind::YxShowHashUsage, 0},
};

}  // namespace

std::string upper_case(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

std::string printable(std::string_view text, size_t max_len) {
    std::string out;
    for (char c : text) {
        if (out.size() >= max_len) {
            out += "...";
            break;
        }
        const auto u = static_cast<unsigned char>(c);
        if (u >= 32 && u < 127) {
            out += c;
        } else {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\x%02X", u);
            out += buf;
        }
    }
    return out;
}

std::optional<std::array<int, 3>> parse_numbers(std::string_view text, int count) {
    std::array<int, 3> out{};
    if (count < 1 || count > 3) return std::nullopt;
    for (int i = 0; i < count; ++i) {
        const size_t comma = i + 1 < count ? text.find(',') : std::string_view::npos;
        if (i + 1 < count && comma == std::string_view::npos) return std::nullopt;
        std::string_view field = trim(text.substr(0, comma));
        if (comma != std::string_view::npos) text.remove_prefix(comma + 1);
        bool negative = false;
        if (!field.empty() && (field.front() == '-' || field.front() == '+')) {
            negative = field.front() == '-';
            field.remove_prefix(1);
        }
        if (field.empty() || field.size() > 9) return std::nullopt;
        int value = 0;
        for (char c : field) {
            if (c < '0' || c > '9') return std::nullopt;
            value = value * 10 + (c - '0');
        }
        out[i] = negative ? -value : value;
    }
    return out;
}

Command parse_command(std::string_view line) {
    Command cmd;
    line = trim(line);
    if (line.empty()) return cmd;
    size_t end = 0;
    while (end < line.size() && !is_space(line[end])) ++end;
    cmd.word = std::string(line.substr(0, end));
    const std::string_view rest = trim(line.substr(end));
    const std::string word = upper_case(cmd.word);
    cmd.kind = CommandKind::Unknown;
    for (const Keyword& k : kKeywords) {
        if (word != k.word) continue;
        cmd.kind = k.kind;
        if (k.numbers == -1) {  // INFO key value
            size_t key_end = 0;
            while (key_end < rest.size() && !is_space(rest[key_end])) ++key_end;
            cmd.key = std::string(rest.substr(0, key_end));
            for (char& c : cmd.key) c = char(std::tolower(static_cast<unsigned char>(c)));
            cmd.value = std::string(trim(rest.substr(key_end)));
            if (cmd.key.empty()) cmd.error = "INFO needs a key and a value";
        } else if (k.numbers == 0) {
            if (!rest.empty()) cmd.error = std::string(k.word) + " takes no arguments";
        } else {
            auto numbers = parse_numbers(rest, k.numbers);
            if (numbers) {
                cmd.args = *numbers;
            } else {
                cmd.error = std::string(k.word) +
                            (k.numbers == 1 ? " expects a number" : " expects x,y") + ", got '" +
                            printable(rest) + "'";
            }
        }
        return cmd;
    }
    if (word.size() > 2 && word.compare(0, 2, "YX") == 0) {
        cmd.kind = CommandKind::YxUnknown;
        cmd.error = "unknown Yixin command '" + printable(cmd.word) + "'";
    }
    return cmd;
}

}  // namespace wuzi::protocol
