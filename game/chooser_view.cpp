#include "chooser_view.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "assets.h"
#include "shapes.h"

namespace wuzi::game {

namespace {

// chooser_path_tail: the end of a long path, after "...", that fits `width`.
std::string chooser_path_tail(const sf::Font& font, const std::string& path, unsigned size,
                              float width) {
    if (text_width(font, path, size) <= width) return path;
    for (size_t cut = 1; cut < path.size(); ++cut) {
        const std::string shown = "..." + path.substr(cut);
        if (text_width(font, shown, size) <= width) return shown;
    }
    return "...";
}

void draw_chooser_button(sf::RenderTarget& t, const Resources& res, const Rect& r,
                         const std::string& label, bool main, float k, sf::Vector2f mouse) {
    const Theme& th = res.theme();
    sf::Color fill = to_sf(r.contains(mouse.x, mouse.y) ? th.button_hover : th.button);
    if (main) fill = mix(fill, to_sf(th.accent), 0.45f);
    draw_rect(t, r.x, r.y, r.w, r.h, fill);
    draw_rect(t, r.x, r.y + r.h - 2 * k, r.w, 2 * k, sf::Color(0, 0, 0, 60));
    const sf::Font& font = res.font(FontId::Regular);
    const unsigned size = fit_size(font, label, unsigned(13 * k), unsigned(9 * k), r.w - 6 * k);
    draw_text_centred(t, font, label, size, r.x + r.w / 2, r.y + r.h / 2 - k,
                      to_sf(th.button_text));
}

void draw_chooser_rows(sf::RenderTarget& t, const Resources& res, const ChooserGeometry& g,
                       const FileChooser& c) {
    const Theme& th = res.theme();
    const float k = g.k;
    draw_rect(t, g.list.x, g.list.y, g.list.w, g.list.h, sf::Color(24, 23, 22));
    const unsigned size = unsigned(14 * k);
    const auto& entries = c.entries();
    const size_t last = std::min(entries.size(), c.first_row() + g.rows);
    for (size_t i = c.first_row(); i < last; ++i) {
        const Rect r = g.row_rect(i, c.first_row());
        if (c.selected() == i)
            draw_rect(t, r.x, r.y, r.w, r.h, mix(to_sf(th.button), to_sf(th.accent), 0.45f));
        const ChooserEntry& e = entries[i];
        const bool up = e.name == "..";
        const std::string text = up ? "..  (the folder above)" : e.folder ? e.name + "/" : e.name;
        const sf::Font& font = res.font(e.folder && !up ? FontId::Bold : FontId::Regular);
        const sf::Color colour = to_sf(up ? th.panel_dim : e.folder ? th.accent : th.panel_text);
        draw_text(t, font, fit_text(font, text, size, r.w - 20 * k), size, r.x + 8 * k,
                  r.y + (g.row_h - float(size)) / 2 - 2 * k, colour);
    }
    if (entries.size() <= 1 && (entries.empty() || entries[0].name == ".."))
        draw_text(t, res.font(FontId::Regular), "No folders or game files (.sgf, .psq) here.",
                  unsigned(12 * k), g.list.x + 8 * k, g.list.y + g.row_h * 1.2f,
                  to_sf(th.panel_dim));
    if (entries.size() > g.rows) {  // the scroll bar
        const float track = g.list.h, n = float(entries.size());
        const float thumb = std::max(12 * k, track * float(g.rows) / n);
        const float y =
            g.list.y + (track - thumb) * float(c.first_row()) / float(entries.size() - g.rows);
        draw_rect(t, g.list.x + g.list.w - 6 * k, g.list.y, 5 * k, track, sf::Color(60, 57, 52));
        draw_rect(t, g.list.x + g.list.w - 6 * k, y, 5 * k, thumb, to_sf(th.panel_dim));
    }
}

void draw_chooser_field(sf::RenderTarget& t, const Resources& res, const ChooserGeometry& g,
                        const FileChooser& c, float time_s) {
    const Theme& th = res.theme();
    const float k = g.k;
    const Rect& f = g.field;
    draw_rect(t, f.x, f.y, f.w, f.h, sf::Color(24, 23, 22));
    const sf::Font& mono = res.font(FontId::Mono);
    const unsigned size = unsigned(15 * k);
    // Show the end of long text so the cursor stays visible.
    const TextPrompt& p = c.field();
    const float advance = mono.getGlyph('m', size, false).advance;
    const size_t fits = size_t(std::max(4.f, (f.w - 16 * k) / advance));
    const size_t first = p.cursor() > fits ? p.cursor() - fits : 0;
    draw_text(t, mono, p.text().substr(first, fits), size, f.x + 8 * k, f.y + 5 * k,
              to_sf(th.panel_text));
    if (!c.overwrite() && std::fmod(time_s, 1.f) < 0.6f) {
        const float cx = f.x + 8 * k + advance * float(p.cursor() - first);
        draw_rect(t, cx, f.y + 5 * k, std::max(1.f, 2 * k), f.h - 10 * k, to_sf(th.accent));
    }
}

void draw_chooser_footer(sf::RenderTarget& t, const Resources& res, const ChooserGeometry& g,
                         const FileChooser& c, sf::Vector2f mouse) {
    const Theme& th = res.theme();
    const float k = g.k;
    const sf::Font& regular = res.font(FontId::Regular);
    const unsigned size = unsigned(12 * k);
    if (!c.message().empty()) {
        const sf::Color colour = to_sf(c.message_is_error() ? th.error : th.accent);
        const auto lines = wrap_text(regular, c.message(), size, g.list.w, 2);
        for (size_t i = 0; i < lines.size(); ++i)
            draw_text(t, regular, lines[i], size, g.list.x, g.message_y + float(i) * 16 * k,
                      colour);
    }
    const bool asking = c.overwrite().has_value();
    // While Save asks, its message and the buttons say the keys; a narrow
    // box has the short hint.
    const float hint_w = g.cancel.x - g.list.x - 10 * k;
    std::string hint =
        "Enter opens a folder or takes a file; Backspace: the folder above; "
        "Esc cancels.";
    if (text_width(regular, hint, size) > hint_w) hint = "Enter: open; Backspace: up; Esc: cancel";
    if (asking) hint.clear();
    const unsigned hint_size = fit_size(regular, hint, size, unsigned(9 * k), hint_w);
    draw_text(t, regular, fit_text(regular, hint, hint_size, hint_w, false), hint_size, g.list.x,
              g.ok.y + (g.ok.h - float(hint_size)) / 2 - 2 * k, to_sf(th.panel_dim));
    const std::string ok = asking                                  ? "Replace (Y)"
                           : c.purpose() == ChooserPurpose::Load   ? "Open"
                           : c.purpose() == ChooserPurpose::Engine ? "Add"
                                                                   : "Save";
    draw_chooser_button(t, res, g.ok, ok, true, k, mouse);
    draw_chooser_button(t, res, g.cancel, asking ? "Keep (N)" : "Cancel", false, k, mouse);
}

}  // namespace

std::optional<size_t> ChooserGeometry::row_at(float x, float y, size_t first) const {
    if (!list.contains(x, y)) return std::nullopt;
    const size_t row = size_t((y - list.y) / row_h);
    if (row >= rows) return std::nullopt;
    return first + row;
}

Rect ChooserGeometry::row_rect(size_t row, size_t first) const {
    return {list.x, list.y + float(row - first) * row_h, list.w - 8 * k, row_h};
}

ChooserGeometry chooser_geometry(const Layout& l) {
    ChooserGeometry g;
    const float k = g.k = l.pscale;
    const float w = std::min(l.width - 16, 640 * k), h = std::min(l.height - 16, 520 * k);
    g.box = {std::floor((l.width - w) / 2), std::floor((l.height - h) / 2), w, h};
    const float left = g.box.x + 20 * k, inner = w - 40 * k, bottom = g.box.y + h;
    g.title_y = g.box.y + 14 * k;
    g.folder_y = g.box.y + 42 * k;
    // From the bottom up: the buttons, two rows of message, the field.
    g.ok = {g.box.x + w - 20 * k - 100 * k, bottom - 44 * k, 100 * k, 30 * k};
    g.cancel = {g.ok.x - 110 * k, g.ok.y, 100 * k, 30 * k};
    g.message_y = g.ok.y - 40 * k;
    g.field = {left, g.message_y - 36 * k, inner, 30 * k};
    g.row_h = 22 * k;
    const float list_y = g.box.y + 64 * k;
    g.rows = size_t(std::max(1.f, std::floor((g.field.y - 10 * k - list_y) / g.row_h)));
    g.list = {left, list_y, inner, float(g.rows) * g.row_h};
    return g;
}

void draw_chooser(sf::RenderTarget& t, const Resources& res, const Layout& l, const FileChooser& c,
                  float time_s, sf::Vector2f mouse, const std::string& engine_title) {
    const Theme& th = res.theme();
    const ChooserGeometry g = chooser_geometry(l);
    const float k = g.k;
    const Rect& r = g.box;
    draw_rect(t, 0, 0, l.width, l.height, sf::Color(0, 0, 0, 110));
    draw_rect(t, r.x + 4 * k, r.y + 6 * k, r.w, r.h, sf::Color(0, 0, 0, 90));
    draw_rect(t, r.x, r.y, r.w, r.h, to_sf(th.panel));
    draw_rect(t, r.x, r.y, r.w, 3 * k, to_sf(th.accent));
    const sf::Font& bold = res.font(FontId::Bold);
    const std::string title =
        c.purpose() == ChooserPurpose::Load ? "Load a game (SGF, Piskvork .psq or h8,i9 text)"
        : c.purpose() == ChooserPurpose::Engine
            ? (engine_title.empty() ? "Add an engine (a Gomocup brain's program)" : engine_title)
            : "Save the game (.sgf: SGF, .psq: Piskvork, else h8,i9 text)";
    const unsigned title_size = fit_size(bold, title, unsigned(16 * k), unsigned(11 * k), g.list.w);
    draw_text(t, bold, fit_text(bold, title, title_size, g.list.w), title_size, g.list.x, g.title_y,
              to_sf(th.accent));
    const sf::Font& mono = res.font(FontId::Mono);
    const unsigned folder_size = unsigned(12 * k);
    draw_text(t, mono, chooser_path_tail(mono, c.folder().string(), folder_size, g.list.w),
              folder_size, g.list.x, g.folder_y, to_sf(th.panel_dim));
    draw_chooser_rows(t, res, g, c);
    draw_chooser_field(t, res, g, c, time_s);
    draw_chooser_footer(t, res, g, c, mouse);
}

}  // namespace wuzi::game
