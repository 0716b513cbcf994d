#include <wuzi/notation.h>

#include <algorithm>
#include <cctype>

namespace wuzi {

std::string_view rule_name(Rule rule) {
    switch (rule) {
        case Rule::Freestyle:
            return "freestyle";
        case Rule::Standard:
            return "standard";
        case Rule::Renju:
            return "renju";
    }
    return "freestyle";
}

std::optional<Rule> parse_rule(std::string_view name) {
    std::string lower;
    for (char c : name) lower += char(std::tolower(static_cast<unsigned char>(c)));
    for (Rule r : kRules)
        if (lower == rule_name(r)) return r;
    return std::nullopt;
}

std::string move_to_text(Move m, int size) {
    if (m == kNoMove) return "none";
    if (m == kPass) return "pass";
    std::string text(1, char('a' + move_x(m)));
    text += std::to_string(size - move_y(m));
    return text;
}

std::optional<Move> parse_move(std::string_view text, int size) {
    if (text.size() < 2 || text.size() > 3) return std::nullopt;
    const char letter = char(std::tolower(static_cast<unsigned char>(text[0])));
    if (letter < 'a' || letter > 'z') return std::nullopt;
    int row = 0;
    for (size_t i = 1; i < text.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(text[i]))) return std::nullopt;
        row = row * 10 + (text[i] - '0');
    }
    if (text[1] == '0') return std::nullopt;
    const int x = letter - 'a', y = size - row;
    if (x < 0 || x >= size || row < 1 || row > size) return std::nullopt;
    return make_move(x, y);
}

// is_pass: "pass", any case.
static bool is_pass(std::string_view token) {
    static constexpr std::string_view kWord = "pass";
    return token.size() == kWord.size() &&
           std::equal(token.begin(), token.end(), kWord.begin(), [](char a, char b) {
               return std::tolower(static_cast<unsigned char>(a)) == b;
           });
}

MoveListParse parse_move_list(std::string_view text, int size) {
    MoveListParse result;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() &&
               (text[i] == ',' || std::isspace(static_cast<unsigned char>(text[i]))))
            ++i;
        if (i >= text.size()) break;
        size_t j = i;
        while (j < text.size() && text[j] != ',' &&
               !std::isspace(static_cast<unsigned char>(text[j])))
            ++j;
        std::string_view token = text.substr(i, j - i);
        auto move = is_pass(token) ? std::optional<Move>(kPass) : parse_move(token, size);
        if (!move) {
            result.error = "bad move '" + std::string(token) + "' (expected a column letter a-" +
                           char('a' + size - 1) + " and a row 1-" + std::to_string(size) + ")";
            result.moves.clear();
            return result;
        }
        result.moves.push_back(*move);
        i = j;
    }
    return result;
}

std::string moves_to_text(std::span<const Move> moves, int size) {
    std::string text;
    for (Move m : moves) {
        if (!text.empty()) text += ',';
        text += move_to_text(m, size);
    }
    return text;
}

}  // namespace wuzi
