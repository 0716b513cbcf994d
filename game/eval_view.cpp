#include "eval_view.h"

#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <vector>

#include "assets.h"
#include "shapes.h"

namespace wuzi::game {

void draw_eval_bar(sf::RenderTarget& t, const Resources& res, const Rect& r,
                   const std::optional<Eval>& eval, bool tictactoe, float scale) {
    const double f = eval ? bar_fraction(*eval) : 0.5;
    const float split = r.x + float(f) * r.w;
    draw_rect(t, r.x - 1, r.y - 1, r.w + 2, r.h + 2, sf::Color(20, 20, 20));
    draw_rect(t, r.x, r.y, split - r.x, r.h, sf::Color(28, 28, 30));
    draw_rect(t, split, r.y, r.x + r.w - split, r.h, sf::Color(236, 234, 226));
    draw_rect(t, r.x + r.w / 2 - 1, r.y, 2, r.h, sf::Color(200, 60, 60, 160));
    if (!eval) return;
    const std::string text = eval_text(*eval, tictactoe);
    const bool black_ahead = f >= 0.5;
    const unsigned size = unsigned(std::max(9.f, 13.f * scale));
    if (black_ahead)
        draw_text(t, res.font(FontId::Bold), text, size, r.x + 6 * scale, r.y + 1 * scale,
                  sf::Color(235, 235, 235));
    else
        draw_text(t, res.font(FontId::Bold), text, size, r.x + r.w - 6 * scale, r.y + 1 * scale,
                  sf::Color(25, 25, 25), Align::Right);
}

void draw_eval_graph(sf::RenderTarget& t, const Resources& res, const Rect& r,
                     const EvalHistory& history, int plies, float scale) {
    const Theme& th = res.theme();
    draw_rect(t, r.x, r.y, r.w, r.h / 2, sf::Color(34, 33, 32));
    draw_rect(t, r.x, r.y + r.h / 2, r.w, r.h / 2, sf::Color(64, 62, 58));
    draw_rect(t, r.x, r.y + r.h / 2, r.w, 1, sf::Color(120, 115, 105));
    const int span = std::max(plies, 10);
    auto point = [&](int ply, const Eval& e) {
        const float x = r.x + r.w * float(ply) / float(span);
        const float y = r.y + r.h * (1.f - float(bar_fraction(e)));
        return sf::Vector2f(x, std::clamp(y, r.y + 1, r.y + r.h - 1));
    };
    // Filled area between the midline and the curve, then the curve and its dots.
    std::vector<sf::Vector2f> points;
    for (int ply = 0; ply <= plies; ++ply)
        if (auto e = history.at(ply)) points.push_back(point(ply, *e));
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
    draw_text(t, res.font(FontId::Regular), "Black", unsigned(std::max(8.f, 10.f * scale)),
              r.x + 4 * scale, r.y + 2 * scale, to_sf(th.panel_dim));
    draw_text(t, res.font(FontId::Regular), "White", unsigned(std::max(8.f, 10.f * scale)),
              r.x + 4 * scale, r.y + r.h - 14 * scale, to_sf(th.panel_dim));
}

}  // namespace wuzi::game
