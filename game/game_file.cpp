#include "game_file.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <span>
#include <sstream>

#include "psq_file.h"

namespace wuzi::game {

namespace {

constexpr size_t kMaxFileBytes = 1 << 20;
// A quote in an error shows at most this many characters.
constexpr size_t kMaxQuote = 12;

// binary: control characters other than tabs and line ends (NUL, escape, ...)
// that no game text holds.
bool binary(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') || c == 0x7f;
    });
}

// utf8_length: the length of the UTF-8 sequence at `s[i]`, 0 if it is not one.
size_t utf8_length(std::string_view s, size_t i) {
    const auto c = static_cast<unsigned char>(s[i]);
    const size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return 0;
    for (size_t k = 1; k < n; ++k)
        if ((static_cast<unsigned char>(s[i + k]) >> 6) != 2) return 0;
    return n;
}

}  // namespace

std::string readable(std::string_view text) {
    std::string out;
    bool quoted = false;
    size_t in_quote = 0;
    for (size_t i = 0; i < text.size();) {
        const size_t n = utf8_length(text, i);
        const auto c = static_cast<unsigned char>(text[i]);
        std::string piece = n == 0 || (n == 1 && (c < 0x20 || c == 0x7f))
                                ? std::string("?")
                                : std::string(text.substr(i, n));
        i += n == 0 ? 1 : n;
        if (piece == "'") {
            if (quoted && in_quote > kMaxQuote) out += "...";
            quoted = !quoted;
            in_quote = 0;
            out += piece;
            continue;
        }
        if (quoted && ++in_quote > kMaxQuote) continue;
        out += piece;
    }
    return out;
}

RecordParse load_game_file(const std::filesystem::path& path, const BoardConfig& fallback) {
    std::error_code ec;
    const std::string name = path.filename().string();
    if (std::filesystem::is_directory(path, ec))
        return {{}, name + " is a folder, not a game file"};
    if (!std::filesystem::exists(path, ec)) return {{}, "cannot open " + name + ": no such file"};
    if (!std::filesystem::is_regular_file(path, ec))
        return {{}, "cannot open " + name + ": not a regular file"};
    if (std::filesystem::file_size(path, ec) > kMaxFileBytes)
        return {{}, name + " is too large for a game file"};
    std::ifstream in(path, std::ios::binary);
    if (!in) return {{}, "cannot open " + name};
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    if (binary(text))
        return {{},
                name +
                    " is not a game file (it holds binary data; SGF, .psq and h8,i9 text "
                    "are read)"};
    RecordParse parsed =
        is_psq_text(text) ? parse_psq(text, fallback) : parse_game_text(text, fallback);
    if (!parsed.ok()) parsed.error = name + ": " + readable(parsed.error);
    // A set-up position (AB/AW) must leave a game to play.
    if (parsed.ok() && parsed.record.setup > 0) {
        Game start(parsed.record.config);
        const auto setup = std::span(parsed.record.moves).first(parsed.record.setup);
        if (start.set_moves(setup, Replay::AsPosition) || start.over())
            parsed.error = name + ": its set-up stones (AB, AW) are already a finished game";
    }
    // Move text without a move is no game (an SGF may hold an empty board).
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (parsed.ok() && parsed.record.moves.empty() &&
        (first == std::string::npos || text[first] != '('))
        parsed.error = name + " holds no moves (it is empty, only comments or a header)";
    return parsed;
}

std::optional<std::string> save_game_file(const std::filesystem::path& path,
                                          const GameRecord& record) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    std::string error;
    const std::string text = ext == ".sgf"   ? write_sgf(record)
                             : ext == ".psq" ? write_psq(record, error)
                                             : write_move_text(record);
    if (!error.empty()) return "cannot save " + path.filename().string() + ": " + error;
    std::ofstream out(path, std::ios::binary);
    if (!out) return "cannot write " + path.string();
    out << text;
    out.close();
    if (!out) return "cannot write " + path.string();
    return std::nullopt;
}

}  // namespace wuzi::game
