#include "overlay_view.h"

#include <SFML/Graphics/Text.hpp>
#include <algorithm>
#include <cmath>

#include "assets.h"
#include "key_bindings.h"
#include "shapes.h"

namespace wuzi::game {

namespace {

void draw_box(sf::RenderTarget& t, const Resources& res, const Layout& l, const Rect& r) {
    draw_rect(t, l.board.x, l.board.y, l.board.w, l.board.h, sf::Color(0, 0, 0, 110));
    draw_rect(t, r.x + l.s(4), r.y + l.s(6), r.w, r.h, sf::Color(0, 0, 0, 90));
    draw_rect(t, r.x, r.y, r.w, r.h, to_sf(res.theme().panel));
    draw_rect(t, r.x, r.y, r.w, l.s(3), to_sf(res.theme().accent));
}

}  // namespace

void draw_help(sf::RenderTarget& t, const Resources& res, const Layout& l) {
    const auto& list = shortcuts();
    const float row = l.s(24);
    const Rect r{l.board.x + l.s(70), l.board.y + l.s(60), l.board.w - l.s(140),
                 row * float(list.size()) + l.s(90)};
    draw_box(t, res, l, r);
    const Theme& th = res.theme();
    draw_text(t, res.font(FontId::Bold), "Keyboard shortcuts", unsigned(l.s(18)), r.x + l.s(20),
              r.y + l.s(16), to_sf(th.accent));
    for (size_t i = 0; i < list.size(); ++i) {
        const float y = r.y + l.s(54) + row * float(i);
        draw_text(t, res.font(FontId::Bold), list[i].keys, unsigned(l.s(14)), r.x + l.s(20), y,
                  to_sf(th.panel_text));
        draw_text(t, res.font(FontId::Regular), list[i].what, unsigned(l.s(14)), r.x + l.s(230), y,
                  to_sf(th.panel_text));
    }
    draw_text(t, res.font(FontId::Regular), "Click on an intersection to play. F1 or Esc closes.",
              unsigned(l.s(13)), r.x + l.s(20), r.y + r.h - l.s(30), to_sf(th.panel_dim));
}

void draw_prompt(sf::RenderTarget& t, const Resources& res, const Layout& l,
                 const TextPrompt& prompt, float time_s) {
    const Theme& th = res.theme();
    const Rect r{l.board.x + l.s(40), l.board.y + l.board.h / 2 - l.s(70), l.board.w - l.s(80),
                 l.s(140)};
    draw_box(t, res, l, r);
    draw_text(t, res.font(FontId::Bold), prompt.title(), unsigned(l.s(16)), r.x + l.s(20),
              r.y + l.s(16), to_sf(th.accent));
    const Rect field{r.x + l.s(20), r.y + l.s(50), r.w - l.s(40), l.s(32)};
    draw_rect(t, field.x, field.y, field.w, field.h, sf::Color(24, 23, 22));
    const sf::Font& mono = res.font(FontId::Mono);
    const unsigned size = unsigned(l.s(15));
    // Show the end of long text so the cursor stays visible.
    const float advance = mono.getGlyph('m', size, false).advance;
    const size_t fits = size_t(std::max(4.f, (field.w - l.s(16)) / advance));
    const size_t first = prompt.cursor() > fits ? prompt.cursor() - fits : 0;
    const std::string shown = prompt.text().substr(first, fits);
    draw_text(t, mono, shown, size, field.x + l.s(8), field.y + l.s(6), to_sf(th.panel_text));
    if (std::fmod(time_s, 1.f) < 0.6f) {
        const float cx = field.x + l.s(8) + advance * float(prompt.cursor() - first);
        draw_rect(t, cx, field.y + l.s(5), std::max(1.f, l.s(2)), field.h - l.s(10),
                  to_sf(th.accent));
    }
    draw_text(t, res.font(FontId::Regular),
              "Enter: OK    Esc: cancel    (.sgf: SGF, else h8,i9 text)", unsigned(l.s(12)),
              r.x + l.s(20), r.y + l.s(100), to_sf(th.panel_dim));
}

}  // namespace wuzi::game
