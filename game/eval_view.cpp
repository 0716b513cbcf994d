#include "eval_view.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <vector>

#include "assets.h"
#include "shapes.h"

namespace wuzi::game {

sf::Color verdict_colour(Verdict v) {
    switch (v) {
        case Verdict::Good:
            return sf::Color(120, 200, 120);
        case Verdict::Inaccuracy:
            return sf::Color(240, 210, 80);
        case Verdict::Mistake:
            return sf::Color(245, 150, 50);
        case Verdict::Blunder:
            return sf::Color(235, 60, 50);
    }
    return sf::Color::White;
}

void draw_eval_bar(sf::RenderTarget& t, const Resources& res, const Rect& r,
                   const std::optional<Eval>& eval, const std::string& text, float scale) {
    const double f = eval ? bar_fraction(*eval) : 0.5;
    const float split = r.x + float(f) * r.w;
    draw_rect(t, r.x - 1, r.y - 1, r.w + 2, r.h + 2, sf::Color(20, 20, 20));
    draw_rect(t, r.x, r.y, split - r.x, r.h, sf::Color(28, 28, 30));
    draw_rect(t, split, r.y, r.x + r.w - split, r.h, sf::Color(236, 234, 226));
    draw_rect(t, r.x + r.w / 2 - 1, r.y, 2, r.h, sf::Color(200, 60, 60, 160));
    if (!eval || text.empty()) return;
    const sf::Font& font = res.font(FontId::Bold);
    const float room = r.w - 12 * scale;
    const unsigned size = fit_size(font, text, unsigned(13 * scale), unsigned(9 * scale), room);
    const std::string shown = fit_text(font, text, size, room);
    const float y = r.y + (r.h - float(size) * 1.2f) / 2;
    // The text sits on the larger part, in the colour that reads on it.
    if (f >= 0.5)
        draw_text(t, font, shown, size, r.x + 6 * scale, y, sf::Color(235, 235, 235));
    else
        draw_text(t, font, shown, size, r.x + r.w - 6 * scale, y, sf::Color(25, 25, 25),
                  Align::Right);
}

void draw_eval_graph(sf::RenderTarget& t, const Resources& res, const Rect& r, const GraphData& d,
                     float scale) {
    const Theme& th = res.theme();
    draw_rect(t, r.x, r.y, r.w, r.h / 2, sf::Color(34, 33, 32));
    draw_rect(t, r.x, r.y + r.h / 2, r.w, r.h / 2, sf::Color(64, 62, 58));
    draw_rect(t, r.x, r.y + r.h / 2, r.w, 1, sf::Color(120, 115, 105));
    const int span = std::max(d.plies, 10);
    auto x_of = [&](int ply) { return r.x + r.w * float(ply) / float(span); };
    auto point = [&](int ply, const Eval& e) {
        const float y = r.y + r.h * (1.f - float(bar_fraction(e)));
        return sf::Vector2f(x_of(ply), std::clamp(y, r.y + 1, r.y + r.h - 1));
    };
    if (d.cursor < d.plies)
        draw_rect(t, x_of(d.cursor), r.y, std::max(1.f, scale), r.h, sf::Color(236, 170, 70, 120));
    // Filled area between the midline and the curve, then the curve and its dots.
    std::vector<sf::Vector2f> points;
    for (int ply = 0; ply <= d.plies; ++ply)
        if (auto e = d.history.at(ply)) points.push_back(point(ply, *e));
    const sf::Color line = to_sf(th.graph_line);
    sf::VertexArray area(sf::TriangleStrip);
    for (const auto& p : points) {
        area.append({{p.x, r.y + r.h / 2}, with_alpha(line, 40)});
        area.append({p, with_alpha(line, 110)});
    }
    t.draw(area);
    for (size_t i = 1; i < points.size(); ++i)
        draw_line(t, points[i - 1], points[i], std::max(1.5f, 2.f * scale), line);
    for (const auto& p : points) draw_disc(t, p, 2.2f * scale, line, line);
    for (const auto& [ply, verdict] : d.marks)
        if (auto e = d.history.at(ply)) {
            const sf::Color c = verdict_colour(verdict);
            draw_disc(t, point(ply, *e), 4.f * scale, c, c);
        }
    const sf::Font& font = res.font(FontId::Regular);
    const unsigned size = unsigned(std::max(8.f, std::min(10.f * scale, r.h / 4)));
    draw_text(t, font, d.tictactoe ? "X" : "Black", size, r.x + 4 * scale, r.y + 2 * scale,
              to_sf(th.panel_dim));
    draw_text(t, font, d.tictactoe ? "O" : "White", size, r.x + 4 * scale,
              r.y + r.h - float(size) * 1.4f, to_sf(th.panel_dim));
}

}  // namespace wuzi::game
