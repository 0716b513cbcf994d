#include "game_file.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

namespace wuzi::game {

namespace {

constexpr size_t kMaxFileBytes = 1 << 20;

}  // namespace

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
    RecordParse parsed = parse_game_text(text, fallback);
    if (!parsed.ok()) parsed.error = name + ": " + parsed.error;
    // Move text without a move is no game (an SGF may hold an empty board).
    const size_t first = text.find_first_not_of(" \t\r\n");
    if (parsed.ok() && parsed.record.moves.empty() &&
        (first == std::string::npos || text[first] != '('))
        parsed.error = name + " holds no moves (it is empty or only comments)";
    return parsed;
}

std::optional<std::string> save_game_file(const std::filesystem::path& path,
                                          const GameRecord& record) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    const std::string text = ext == ".sgf" ? write_sgf(record) : write_move_text(record);
    std::ofstream out(path, std::ios::binary);
    if (!out) return "cannot write " + path.string();
    out << text;
    out.close();
    if (!out) return "cannot write " + path.string();
    return std::nullopt;
}

}  // namespace wuzi::game
