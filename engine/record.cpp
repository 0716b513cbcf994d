#include <wuzi/notation.h>
#include <wuzi/record.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <sstream>

namespace wuzi {

namespace {

std::string rule_name(const BoardConfig& c) {
    if (c.is_tictactoe()) return "tictactoe";
    return std::string(wuzi::rule_name(c.rule));
}

// result_value: SGF's RE value.
std::string result_value(GameResult result, Ending ending) {
    if (result == GameResult::Draw) return "0";
    std::string v = result == GameResult::BlackWins ? "B+" : "W+";
    switch (ending) {
        case Ending::Normal:
            break;
        case Ending::Resignation:
            v += "R";
            break;
        case Ending::Time:
            v += "T";
            break;
        case Ending::Forfeit:
            v += "F";
            break;
    }
    return v;
}

// read_result: RE's value back into a result (Ongoing for anything else,
// such as "?" or "Void").
void read_result(std::string_view v, GameRecord& r) {
    if (v == "0" || v == "Draw" || v == "draw") {
        r.result = GameResult::Draw;
        return;
    }
    if (v.size() < 2 || v[1] != '+' || (v[0] != 'B' && v[0] != 'W')) return;
    r.result = v[0] == 'B' ? GameResult::BlackWins : GameResult::WhiteWins;
    const std::string_view how = v.substr(2);
    r.ending = how == "R" || how == "Resign"    ? Ending::Resignation
               : how == "T" || how == "Time"    ? Ending::Time
               : how == "F" || how == "Forfeit" ? Ending::Forfeit
                                                : Ending::Normal;
}

std::string escape(std::string_view s) {
    std::string out;
    for (char ch : s) {
        if (ch == ']' || ch == '\\') out += '\\';
        out += ch;
    }
    return out;
}

// An SGF property: an upper-case identifier and at least one value.
struct Property {
    std::string id;
    std::vector<std::string> values;
};
using Node = std::vector<Property>;

// Parser: a recursive-descent reader of the main line of an SGF game tree.
// Invariant: `pos` never exceeds `text.size()`; `error` set means stop.
struct Parser {
    std::string_view text;
    size_t pos = 0;
    std::string error;

    void skip_space() {
        while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) ++pos;
    }
    bool eat(char c) {
        skip_space();
        if (pos < text.size() && text[pos] == c) return ++pos, true;
        return false;
    }
    bool fail(std::string why) {
        if (error.empty()) error = std::move(why);
        return false;
    }

    bool value(std::string& out) {
        ++pos;  // '['
        while (pos < text.size() && text[pos] != ']') {
            if (text[pos] == '\\' && pos + 1 < text.size()) ++pos;
            out += text[pos++];
        }
        if (pos >= text.size()) return fail("unterminated property value");
        ++pos;
        return true;
    }

    bool node(Node& out) {
        for (;;) {
            skip_space();
            if (pos >= text.size() || !std::isalpha(static_cast<unsigned char>(text[pos])))
                return true;
            Property p;
            while (pos < text.size() && std::isalpha(static_cast<unsigned char>(text[pos])))
                p.id += char(std::toupper(static_cast<unsigned char>(text[pos++])));
            skip_space();
            if (pos >= text.size() || text[pos] != '[')
                return fail("property " + p.id + " has no value");
            while (pos < text.size() && text[pos] == '[') {
                std::string v;
                if (!value(v)) return false;
                p.values.push_back(std::move(v));
                skip_space();
            }
            out.push_back(std::move(p));
        }
    }

    // tree: '(' nodes... subtrees ')'; only the first subtree is followed.
    bool tree(std::vector<Node>& main_line, int depth) {
        if (depth > 1000) return fail("game tree nested too deeply");
        if (!eat('(')) return fail("expected '(' to start a game tree");
        bool any = false;
        while (eat(';')) {
            Node n;
            if (!node(n)) return false;
            main_line.push_back(std::move(n));
            any = true;
        }
        if (!any) return fail("game tree has no nodes");
        bool first = true;
        for (;;) {
            skip_space();
            if (pos < text.size() && text[pos] == '(') {
                std::vector<Node> variation;
                if (!tree(variation, depth + 1)) return false;
                if (first) main_line.insert(main_line.end(), variation.begin(), variation.end());
                first = false;
                continue;
            }
            break;
        }
        if (!eat(')')) return fail("expected ')' to end a game tree");
        return true;
    }
};

const Property* find(const Node& n, std::string_view id) {
    for (const auto& p : n)
        if (p.id == id) return &p;
    return nullptr;
}

// read_point: the point value `i` of a move or setup property names. An empty
// value (and `tt` on boards up to 19, the older convention) is a pass where
// `pass_ok`. Sets `error` for anything else.
Move read_point(const Property& p, size_t i, int size, bool pass_ok, std::string& error) {
    const std::string& v = p.values[i];
    if (pass_ok && (v.empty() || (v == "tt" && size <= 19))) return kPass;
    if (v.size() != 2 || !std::islower(static_cast<unsigned char>(v[0])) ||
        !std::islower(static_cast<unsigned char>(v[1]))) {
        error = "bad coordinate " + p.id + "[" + v + "]";
        return kNoMove;
    }
    const int x = v[0] - 'a', y = v[1] - 'a';
    if (x >= size || y >= size) {
        error = p.id + "[" + v + "] is off the " + std::to_string(size) + "x" +
                std::to_string(size) + " board";
        return kNoMove;
    }
    return make_move(x, y);
}

// read_setup: the root's setup stones (AB, AW) as the first moves, Black
// and White in turn with a pass where one colour has no stone left; then a
// pass if the side to move (PL, else the first move's colour) is the other.
// Returns the reason a setup is refused, else "".
std::string read_setup(const std::vector<Node>& nodes, int size, std::vector<Move>& moves) {
    for (size_t n = 0; n < nodes.size(); ++n) {
        if (find(nodes[n], "AE")) return "erasing stones (AE) is not supported";
        for (const char* id : {"AB", "AW"})
            if (n > 0 && find(nodes[n], id))
                return std::string("setup stones (") + id + ") are supported only in the root node";
    }
    std::vector<Move> stones[2];
    for (const Color c : {Black, White}) {
        const Property* p = find(nodes.front(), c == Black ? "AB" : "AW");
        for (size_t i = 0; p && i < p->values.size(); ++i) {
            std::string error;
            const Move m = read_point(*p, i, size, false, error);
            if (!error.empty()) return "setup stone: " + error;
            stones[c].push_back(m);
        }
    }
    // The colour to move next: PL, else the first move node's, else the
    // one the stones' count leaves to move.
    std::string next;
    if (const Property* pl = find(nodes.front(), "PL")) next = pl->values.front();
    for (size_t n = 0; n < nodes.size() && next.empty(); ++n)
        for (const auto& p : nodes[n])
            if (next.empty() && (p.id == "B" || p.id == "W")) next = p.id;
    moves = setup_moves(stones[Black], stones[White], Black);
    const Color by_count = moves.size() % 2 == 0 ? Black : White;
    const Color to_move = next.empty() ? by_count : next == "W" ? White : Black;
    moves = setup_moves(stones[Black], stones[White], to_move);
    return "";
}

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
            const std::optional<Rule> named = parse_rule(w[4]);
            if (!named) {
                error = "unknown rule '" + w[4] + "' in the header (freestyle, standard or renju)";
                return std::nullopt;
            }
            rule = *named;
        }
        return BoardConfig::gomoku(size, rule);
    }
    error = "unknown game in the header (expected '# wuzi gomoku SIZE RULE' or '# wuzi tictactoe')";
    return std::nullopt;
}

}  // namespace

std::string today() {
    char date[16] = "";
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    if (localtime_r(&now, &tm)) std::strftime(date, sizeof date, "%Y-%m-%d", &tm);
    return date;
}

std::string write_sgf(const GameRecord& r) {
    std::string out = "(;GM[4]FF[4]CA[UTF-8]AP[Wuzi]";
    out += "SZ[" + std::to_string(r.config.size) + "]RU[" + rule_name(r.config) + "]";
    if (!r.black_name.empty()) out += "PB[" + escape(r.black_name) + "]";
    if (!r.white_name.empty()) out += "PW[" + escape(r.white_name) + "]";
    if (!r.date.empty()) out += "DT[" + escape(r.date) + "]";
    if (r.result != GameResult::Ongoing) out += "RE[" + result_value(r.result, r.ending) + "]";
    if (!r.comment.empty()) out += "GC[" + escape(r.comment) + "]";
    const size_t setup = std::min(r.setup, r.moves.size());
    if (setup > 0) {
        for (const Color c : {Black, White}) {
            std::string stones;
            for (size_t i = 0; i < setup; ++i)
                if (r.moves[i] != kPass && (i % 2 == 0 ? Black : White) == c)
                    stones += "[" + std::string{char('a' + move_x(r.moves[i]))} +
                              char('a' + move_y(r.moves[i])) + "]";
            if (!stones.empty()) out += (c == Black ? "AB" : "AW") + stones;
        }
        out += setup % 2 == 0 ? "PL[B]" : "PL[W]";
    }
    out += "\n";
    for (size_t i = setup; i < r.moves.size(); ++i) {
        const Move m = r.moves[i];
        out += i % 2 == 0 ? ";B[" : ";W[";
        if (m != kPass) {  // a pass is an empty value (FF[4])
            out += char('a' + move_x(m));
            out += char('a' + move_y(m));
        }
        out += "]";
        if (i < r.move_comments.size() && !r.move_comments[i].empty())
            out += "C[" + escape(r.move_comments[i]) + "]";
        if ((i - setup) % 10 == 9) out += "\n";
    }
    out += ")\n";
    return out;
}

RecordParse parse_sgf(std::string_view text) {
    RecordParse out;
    Parser parser;
    parser.text = text;
    std::vector<Node> nodes;
    if (!parser.tree(nodes, 0)) return {{}, "not a valid SGF file: " + parser.error};

    const Node& root = nodes.front();
    if (auto gm = find(root, "GM"); gm && gm->values.front() != "4")
        return {{}, "not a gomoku SGF file (GM[" + gm->values.front() + "], expected GM[4])"};
    int size = 15;
    if (auto sz = find(root, "SZ")) {
        std::string v = sz->values.front();
        if (auto colon = v.find(':'); colon != std::string::npos) {
            if (v.substr(0, colon) != v.substr(colon + 1))
                return {{}, "only square boards are supported (SZ[" + v + "])"};
            v = v.substr(0, colon);
        }
        size = 0;
        for (char c : v) {
            if (!std::isdigit(static_cast<unsigned char>(c)) || size > 100)
                return {{}, "bad board size SZ[" + sz->values.front() + "]"};
            size = size * 10 + (c - '0');
        }
    }
    std::string rule = "freestyle";
    if (auto ru = find(root, "RU")) {
        rule.clear();
        for (char c : ru->values.front()) rule += char(std::tolower(static_cast<unsigned char>(c)));
    }
    BoardConfig config;
    if (size == 3 || rule == "tictactoe" || rule == "tic-tac-toe") {
        if (size != 3) return {{}, "tic-tac-toe needs SZ[3], not SZ[" + std::to_string(size) + "]"};
        config = BoardConfig::tictactoe();
    } else if (const std::optional<Rule> named = parse_rule(rule)) {
        config = BoardConfig::gomoku(size, *named);
    } else if (rule == "gomoku" || rule == "0") {  // other programs' names and numbers
        config = BoardConfig::gomoku(size, Rule::Freestyle);
    } else if (rule == "1") {
        config = BoardConfig::gomoku(size, Rule::Standard);
    } else if (rule == "2" || rule == "4") {
        config = BoardConfig::gomoku(size, Rule::Renju);
    } else {
        return {{}, "unsupported rule RU[" + rule + "] (Wuzi plays freestyle, standard and renju)"};
    }
    if (!config.valid())
        return {{}, "unsupported board size " + std::to_string(size) + " (gomoku: 5 to 20)"};
    out.record.config = config;
    if (auto pb = find(root, "PB")) out.record.black_name = pb->values.front();
    if (auto pw = find(root, "PW")) out.record.white_name = pw->values.front();
    if (auto dt = find(root, "DT")) out.record.date = dt->values.front();
    if (auto gc = find(root, "GC")) out.record.comment = gc->values.front();
    if (auto re = find(root, "RE")) read_result(re->values.front(), out.record);

    if (std::string error = read_setup(nodes, size, out.record.moves); !error.empty())
        return {{}, error};
    out.record.setup = out.record.moves.size();
    for (const Node& node : nodes) {
        for (const auto& p : node) {
            if (p.id != "B" && p.id != "W") continue;
            const size_t index = out.record.moves.size();
            const std::string expected = index % 2 == 0 ? "B" : "W";
            const std::string where = "move " + std::to_string(index + 1);
            if (p.id != expected)
                return {{},
                        where + ": " + p.id + " played out of turn (expected " + expected + ")"};
            std::string error;
            const Move m = read_point(p, 0, size, true, error);
            if (!error.empty()) return {{}, where + ": " + error};
            out.record.moves.push_back(m);
            if (auto c = find(node, "C")) {
                out.record.move_comments.resize(out.record.moves.size());
                out.record.move_comments.back() = c->values.front();
            }
        }
    }
    if (auto bad = validate(config, out.record.moves, out.record.setup))
        return {{}, bad->message(size)};
    return out;
}

std::string write_move_text(const GameRecord& r) {
    std::string out = "# wuzi ";
    if (r.config.is_tictactoe())
        out += "tictactoe";
    else
        out +=
            "gomoku " + std::to_string(r.config.size) + " " + std::string(rule_name(r.config.rule));
    out += '\n';
    if (const size_t setup = std::min(r.setup, r.moves.size()); setup > 0)
        out += "# setup " + std::to_string(setup) + "\n";
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
        } else if (w.size() >= 3 && w[0] == "#" && w[1] == "setup") {
            // The first N moves are set-up stones; a bad N is refused below.
            char* end = nullptr;
            const unsigned long n = std::strtoul(w[2].c_str(), &end, 10);
            if (end == w[2].c_str() || *end != '\0' || n > 10000) {
                out.error = "bad '# setup " + w[2] + "' line (a number of moves)";
                return out;
            }
            out.record.setup = size_t(n);
        } else if (!w.empty() && w[0][0] == '#') {
            continue;  // a comment
        } else {
            body += line + "\n";
        }
    }
    auto parsed = parse_move_list(body, out.record.config.size);
    if (!parsed.ok()) return {{}, parsed.error};
    out.record.moves = std::move(parsed.moves);
    if (out.record.setup > out.record.moves.size()) {
        out.error = "'# setup " + std::to_string(out.record.setup) + "' but only " +
                    std::to_string(out.record.moves.size()) + " moves";
        return out;
    }
    if (auto bad = validate(out.record.config, out.record.moves, out.record.setup))
        out.error = bad->message(out.record.config.size);
    return out;
}

RecordParse parse_game_text(std::string_view text, const BoardConfig& fallback) {
    const auto first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (first != std::string_view::npos && text[first] == '(') return parse_sgf(text);
    return parse_move_text(text, fallback);
}

}  // namespace wuzi
