#include "theme.h"

#include <cctype>
#include <sstream>
#include <utility>

namespace wuzi::game {

namespace {

int hex(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = char(std::tolower(static_cast<unsigned char>(c)));
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

std::string trim_theme_text(std::string_view s) {
    size_t b = 0, e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
    return std::string(s.substr(b, e - b));
}

std::vector<std::pair<const char*, Rgba Theme::*>> fields() {
    return {{"background", &Theme::background},
            {"board_light", &Theme::board_light},
            {"board_dark", &Theme::board_dark},
            {"grain", &Theme::grain},
            {"grid", &Theme::grid},
            {"label", &Theme::label},
            {"black_stone", &Theme::black_stone},
            {"black_shine", &Theme::black_shine},
            {"white_stone", &Theme::white_stone},
            {"white_shade", &Theme::white_shade},
            {"shadow", &Theme::shadow},
            {"last_move", &Theme::last_move},
            {"win_line", &Theme::win_line},
            {"hint", &Theme::hint},
            {"x_mark", &Theme::x_mark},
            {"o_mark", &Theme::o_mark},
            {"panel", &Theme::panel},
            {"panel_text", &Theme::panel_text},
            {"panel_dim", &Theme::panel_dim},
            {"accent", &Theme::accent},
            {"button", &Theme::button},
            {"button_hover", &Theme::button_hover},
            {"button_text", &Theme::button_text},
            {"error", &Theme::error},
            {"forbidden", &Theme::forbidden},
            {"graph_line", &Theme::graph_line}};
}

}  // namespace

bool parse_color(std::string_view text, Rgba& out) {
    if ((text.size() != 7 && text.size() != 9) || text[0] != '#') return false;
    int v[4] = {0, 0, 0, 255};
    for (size_t i = 0; i + 1 < text.size(); i += 2) {
        const int hi = hex(text[i + 1]), lo = i + 2 < text.size() ? hex(text[i + 2]) : -1;
        if (hi < 0 || lo < 0) return false;
        v[i / 2] = hi * 16 + lo;
    }
    out = {uint8_t(v[0]), uint8_t(v[1]), uint8_t(v[2]), uint8_t(v[3])};
    return true;
}

ThemeParse parse_theme(std::string_view text) {
    ThemeParse out;
    const auto table = fields();
    std::istringstream in{std::string(text)};
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        const std::string t = trim_theme_text(line);
        if (t.empty() || t[0] == '#') continue;
        const auto eq = t.find('=');
        const std::string where = "line " + std::to_string(number) + ": ";
        if (eq == std::string::npos) {
            out.warnings.push_back(where + "expected 'key = #rrggbb'");
            continue;
        }
        const std::string key = trim_theme_text(std::string_view(t).substr(0, eq));
        const std::string value = trim_theme_text(std::string_view(t).substr(eq + 1));
        Rgba Theme::*field = nullptr;
        for (const auto& [name, member] : table)
            if (key == name) field = member;
        Rgba colour;
        if (!field)
            out.warnings.push_back(where + "unknown colour '" + key + "'");
        else if (!parse_color(value, colour))
            out.warnings.push_back(where + "bad colour '" + value + "' for " + key);
        else
            out.theme.*field = colour;
    }
    return out;
}

}  // namespace wuzi::game
