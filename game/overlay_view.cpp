#include "overlay_view.h"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <cmath>
#include <vector>

#include "assets.h"
#include "key_bindings.h"
#include "shapes.h"

namespace wuzi::game {

void draw_help(sf::RenderTarget& t, const Resources& res, const Layout& l) {
    const auto& list = shortcuts();
    const Theme& th = res.theme();
    const sf::Font& bold = res.font(FontId::Bold);
    const sf::Font& regular = res.font(FontId::Regular);
    // Two columns when the window is wide enough; a description that does not
    // fit its column takes a second row; the scale that fits.
    const int columns = l.width >= 700 ? 2 : 1;
    const size_t per_column = (list.size() + size_t(columns) - 1) / size_t(columns);
    constexpr float kRow = 22, kWrapped = 16, kKeys = 172, kWhat = 213;
    // The rows at the design scale (13 px): the same words wrap alike at any scale.
    std::vector<std::vector<std::string>> what;
    for (const auto& s : list) what.push_back(wrap_text(regular, s.what, 13, kWhat));
    float column_h = 0;
    for (size_t i = 0; i < list.size(); i += per_column) {
        float h = 0;
        for (size_t j = i; j < std::min(list.size(), i + per_column); ++j)
            h += kRow + kWrapped * float(what[j].size() - 1);
        column_h = std::max(column_h, h);
    }
    const float design_w = 400.f * float(columns) + 40, design_h = column_h + 90;
    const float k = std::min({l.pscale, (l.width - 16) / design_w, (l.height - 16) / design_h});
    const Rect r{std::floor((l.width - design_w * k) / 2),
                 std::floor((l.height - design_h * k) / 2), design_w * k, design_h * k};
    draw_rect(t, 0, 0, l.width, l.height, sf::Color(0, 0, 0, 110));
    draw_rect(t, r.x + 4 * k, r.y + 6 * k, r.w, r.h, sf::Color(0, 0, 0, 90));
    draw_rect(t, r.x, r.y, r.w, r.h, to_sf(th.panel));
    draw_rect(t, r.x, r.y, r.w, 3 * k, to_sf(th.accent));
    draw_text(t, bold, "Keyboard shortcuts", unsigned(18 * k), r.x + 20 * k, r.y + 14 * k,
              to_sf(th.accent));
    const unsigned size = unsigned(std::max(8.f, 13 * k));
    float row_y = 0;
    for (size_t i = 0; i < list.size(); ++i) {
        if (i % per_column == 0) row_y = 50;
        const float x = r.x + (20 + 400 * float(i / per_column)) * k;
        const float y = r.y + row_y * k;
        draw_text(t, bold, fit_text(bold, list[i].keys, size, kKeys * k), size, x, y,
                  to_sf(th.panel_text));
        // The rows wrapped at 13 px; at another size each is checked again.
        for (size_t j = 0; j < what[i].size(); ++j)
            draw_text(t, regular, fit_text(regular, what[i][j], size, (kWhat + 4) * k), size,
                      x + (kKeys + 5) * k, y + kWrapped * float(j) * k, to_sf(th.panel_text));
        row_y += kRow + kWrapped * float(what[i].size() - 1);
    }
    draw_text(t, regular,
              "Click a point to play; click a move in the list to go back to it. "
              "F1 or Esc closes.",
              size, r.x + 20 * k, r.y + r.h - 30 * k, to_sf(th.panel_dim));
}

void draw_tooltip(sf::RenderTarget& t, const Resources& res, const Layout& l,
                  const std::string& text, sf::Vector2f mouse) {
    const Theme& th = res.theme();
    const sf::Font& font = res.font(FontId::Regular);
    const float k = l.pscale;
    const unsigned size = unsigned(std::max(9.f, 12 * k));
    // Up to eight lines of at most 260 design units.
    std::vector<std::string> lines(1);
    const float width = 260 * k;
    size_t start = 0;
    while (start < text.size() && lines.size() <= 8) {
        size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(start, end - start);
        const std::string next = lines.back().empty() ? word : lines.back() + " " + word;
        if (!lines.back().empty() && text_width(font, next, size) > width)
            lines.push_back(word);
        else
            lines.back() = next;
        start = end + 1;
    }
    float w = 0;
    for (const auto& line : lines) w = std::max(w, text_width(font, line, size));
    const float h = float(lines.size()) * float(size) * 1.3f + 10 * k;
    w += 14 * k;
    const float x = std::clamp(mouse.x - w + 10 * k, 2.f, std::max(2.f, l.width - w - 2));
    float y = mouse.y + 18 * k;
    if (y + h > l.height - 2) y = mouse.y - h - 8 * k;
    draw_rect(t, x + 2, y + 3, w, h, sf::Color(0, 0, 0, 90));
    draw_rect(t, x, y, w, h, sf::Color(30, 28, 26, 245));
    draw_rect(t, x, y, w, std::max(1.f, k), to_sf(th.accent));
    for (size_t i = 0; i < lines.size(); ++i)
        draw_text(t, font, lines[i], size, x + 7 * k, y + 4 * k + float(i) * float(size) * 1.3f,
                  to_sf(th.panel_text));
}

}  // namespace wuzi::game
