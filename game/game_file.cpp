#include "game_file.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

#include "notation.h"

namespace wuzi::gui {

namespace {

constexpr size_t kMaxFileBytes = 1 << 20;

std::vector<std::string> words(std::string_view line) {
    std::vector<std::string> out;
    std::string w;
    for (char c : line) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!w.empty()) out.push_back(std::move(w)), w.clear();
        } else {
            w += char(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    if (!w.empty()) out.push_back(std::move(w));
    return out;
}

// header_config: the board a `# wuzi ...` header names, or an error.
std::optional<BoardConfig> header_config(const std::vector<std::string>& w, std::string& error) {
    if (w.size() >= 3 && w[2] == "tictactoe") return BoardConfig::tictactoe();
    if (w.size() >= 3 && w[2] == "gomoku") {
        int size = 15;
        Rule rule = Rule::Freestyle;
        if (w.size() >= 4) {
            size = std::atoi(w[3].c_str());
            if (size < kMinGomokuSize || size > kMaxSize) {
                error = "bad board size '" + w[3] + "' in the header (5 to 20)";
                return std::nullopt;
            }
        }
        if (w.size() >= 5) {
            if (w[4] == "standard")
                rule = Rule::Standard;
            else if (w[4] != "freestyle") {
                error = "unknown rule '" + w[4] + "' in the header (freestyle or standard)";
                return std::nullopt;
            }
        }
        return BoardConfig::gomoku(size, rule);
    }
    error = "unknown game in the header (expected '# wuzi gomoku SIZE RULE' or '# wuzi tictactoe')";
    return std::nullopt;
}

}  // namespace

std::string write_move_text(const GameRecord& r) {
    std::string out = "# wuzi ";
    if (r.config.is_tictactoe())
        out += "tictactoe";
    else
        out += "gomoku " + std::to_string(r.config.size) +
               (r.config.rule == Rule::Standard ? " standard" : " freestyle");
    out += '\n';
    out += moves_to_text(r.moves, r.config.size);
    out += '\n';
    return out;
}

RecordParse parse_move_text(std::string_view text, const BoardConfig& fallback) {
    RecordParse out;
    out.record.config = fallback;
    std::string body;
    std::istringstream in{std::string(text)};
    std::string line;
    while (std::getline(in, line)) {
        const auto w = words(line);
        if (!w.empty() && w[0] == "#" && w.size() >= 2 && w[1] == "wuzi") {
            auto config = header_config(w, out.error);
            if (!config) return out;
            out.record.config = *config;
        } else if (!w.empty() && w[0][0] == '#') {
            continue;  // a comment
        } else {
            body += line + "\n";
        }
    }
    auto parsed = parse_move_list(body, out.record.config.size);
    if (!parsed.ok()) return {{}, parsed.error};
    out.record.moves = std::move(parsed.moves);
    out.error = validate_moves(out.record.config, out.record.moves);
    return out;
}

RecordParse parse_game_text(std::string_view text, const BoardConfig& fallback) {
    const auto first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (first != std::string_view::npos && text[first] == '(') return parse_sgf(text);
    return parse_move_text(text, fallback);
}

RecordParse load_game_file(const std::filesystem::path& path, const BoardConfig& fallback) {
    std::error_code ec;
    const std::string name = path.filename().string();
    if (!std::filesystem::is_regular_file(path, ec))
        return {{}, "cannot open " + name + ": no such file"};
    if (std::filesystem::file_size(path, ec) > kMaxFileBytes)
        return {{}, name + " is too large for a game file"};
    std::ifstream in(path, std::ios::binary);
    if (!in) return {{}, "cannot open " + name};
    std::stringstream buffer;
    buffer << in.rdbuf();
    RecordParse parsed = parse_game_text(buffer.str(), fallback);
    if (!parsed.ok()) parsed.error = name + ": " + parsed.error;
    return parsed;
}

std::optional<std::string> save_game_file(const std::filesystem::path& path,
                                          const GameRecord& record, GameResult result,
                                          bool resigned) {
    std::string ext = path.extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    const std::string text =
        ext == ".sgf" ? write_sgf(record, result, resigned) : write_move_text(record);
    std::ofstream out(path, std::ios::binary);
    if (!out) return "cannot write " + path.string();
    out << text;
    out.close();
    if (!out) return "cannot write " + path.string();
    return std::nullopt;
}

}  // namespace wuzi::gui
