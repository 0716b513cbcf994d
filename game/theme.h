// The colours of the window, read from assets/theme.txt (`key = #rrggbb` or
// `#rrggbbaa` lines, `#` comments); any key the file lacks keeps its default.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace wuzi::game {

// An RGBA colour, independent of SFML so the theme can be tested alone.
struct Rgba {
    uint8_t r = 0, g = 0, b = 0, a = 255;
    bool operator==(const Rgba&) const = default;
};

// Theme. Invariant: every colour is set (defaults are a complete theme).
struct Theme {
    Rgba background{38, 36, 33};
    Rgba board_light{226, 184, 120};
    Rgba board_dark{196, 146, 82};
    Rgba grain{150, 100, 50, 40};
    Rgba grid{60, 40, 20};
    Rgba label{70, 48, 26};
    Rgba black_stone{22, 22, 24};
    Rgba black_shine{95, 95, 105};
    Rgba white_stone{238, 236, 228};
    Rgba white_shade{190, 186, 178};
    Rgba shadow{0, 0, 0, 70};
    Rgba last_move{220, 40, 40};
    Rgba win_line{230, 40, 40, 170};
    Rgba hint{40, 170, 90};
    Rgba x_mark{32, 32, 36};
    Rgba o_mark{250, 250, 245};
    Rgba panel{50, 47, 43};
    Rgba panel_text{236, 230, 218};
    Rgba panel_dim{160, 152, 140};
    Rgba accent{236, 170, 70};
    Rgba button{74, 69, 62};
    Rgba button_hover{98, 91, 82};
    Rgba button_text{240, 234, 222};
    Rgba error{240, 96, 80};
    Rgba forbidden{210, 30, 30};  // renju's forbidden points (red crosses)
    Rgba graph_line{236, 170, 70};
};

// A parse of a theme file: the theme and one message per line it ignored.
struct ThemeParse {
    Theme theme;
    std::vector<std::string> warnings;
};

// parse_color: `#rrggbb` or `#rrggbbaa`.
bool parse_color(std::string_view text, Rgba& out);
// parse_theme: the theme file's text over the defaults.
ThemeParse parse_theme(std::string_view text);

}  // namespace wuzi::game
