#include "board_view.h"

#include <SFML/Graphics/Sprite.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>
#include <string>

#include "assets.h"
#include "eval_view.h"
#include "shapes.h"

namespace wuzi::game {

namespace {

sf::Vector2f centre_of(const Layout& l, Move m) { return {l.px(move_x(m)), l.py(move_y(m))}; }

// star_points: the traditional hoshi of a gomoku board of `n`.
std::vector<std::pair<int, int>> star_points(int n) {
    std::vector<std::pair<int, int>> out;
    if (n < 7) return out;
    const int e = n >= 13 ? 3 : 2;
    out = {{e, e}, {n - 1 - e, e}, {e, n - 1 - e}, {n - 1 - e, n - 1 - e}};
    if (n % 2 == 1) out.push_back({n / 2, n / 2});
    return out;
}

}  // namespace

void BoardView::draw_wood(sf::RenderTarget& t, const Layout& l) const {
    const Theme& th = res_.theme();
    const Rect& b = l.board;
    const float inset = l.s(6);
    const float x = b.x + inset, y = b.y + inset, w = b.w - 2 * inset, h = b.h - 2 * inset;
    draw_rect(t, x + l.s(3), y + l.s(4), w, h, sf::Color(0, 0, 0, 90));  // drop shadow
    sf::VertexArray wood(sf::Quads, 4);
    const sf::Color light = to_sf(th.board_light), dark = to_sf(th.board_dark);
    wood[0] = {{x, y}, light};
    wood[1] = {{x + w, y}, mix(light, dark, 0.45f)};
    wood[2] = {{x + w, y + h}, dark};
    wood[3] = {{x, y + h}, mix(light, dark, 0.55f)};
    t.draw(wood);
    // Grain: gently wavy, nearly horizontal streaks.
    sf::VertexArray grain(sf::Lines);
    const sf::Color g = to_sf(th.grain);
    const int streaks = 46;
    for (int i = 0; i < streaks; ++i) {
        const float base = y + h * (float(i) + 0.5f) / float(streaks);
        const float amp = h * 0.004f * float(1 + (i * 7) % 5);
        const float phase = float(i * 37 % 11);
        float px = x, py = base;
        for (int k = 1; k <= 40; ++k) {
            const float nx = x + w * float(k) / 40.f;
            const float ny = base + amp * std::sin(phase + float(k) * 0.35f + float(i % 3));
            grain.append({{px, py}, g});
            grain.append({{nx, ny}, g});
            px = nx, py = ny;
        }
    }
    t.draw(grain);
}

void BoardView::draw_grid(sf::RenderTarget& t, const Layout& l) const {
    const Theme& th = res_.theme();
    const sf::Color grid = to_sf(th.grid), label = to_sf(th.label);
    const int n = l.size;
    const unsigned label_size = unsigned(std::max(9.f, l.cell * (l.cells ? 0.16f : 0.36f)));
    const sf::Font& font = res_.font(FontId::Regular);
    if (l.cells) {
        const float lw = std::max(2.f, l.cell * 0.045f);
        const float a = l.x0 - l.cell / 2, e = l.x0 + (float(n) - 0.5f) * l.cell;
        const float ay = l.y0 - l.cell / 2, ey = l.y0 + (float(n) - 0.5f) * l.cell;
        for (int k = 1; k < n; ++k) {
            const float v = l.x0 + (float(k) - 0.5f) * l.cell;
            const float vy = l.y0 + (float(k) - 0.5f) * l.cell;
            draw_line(t, {v, ay + lw}, {v, ey - lw}, lw, grid);
            draw_line(t, {a + lw, vy}, {e - lw, vy}, lw, grid);
        }
        for (int k = 0; k < n; ++k) {
            draw_text_centred(t, font, std::string(1, char('a' + k)), label_size, l.px(k),
                              ey + l.cell * 0.22f, label);
            draw_text_centred(t, font, std::to_string(n - k), label_size, a - l.cell * 0.22f,
                              l.py(k), label);
        }
        return;
    }
    const float lw = std::max(1.f, std::round(l.s(1.4f)));
    const float x1 = l.px(n - 1), y1 = l.py(n - 1);
    for (int k = 0; k < n; ++k) {
        draw_rect(t, l.px(k) - lw / 2, l.y0 - lw / 2, lw, y1 - l.y0 + lw, grid);
        draw_rect(t, l.x0 - lw / 2, l.py(k) - lw / 2, x1 - l.x0 + lw, lw, grid);
    }
    // A heavier frame around the playing area.
    const float fw = lw * 2;
    draw_rect(t, l.x0 - fw / 2, l.y0 - fw / 2, x1 - l.x0 + fw, fw, grid);
    draw_rect(t, l.x0 - fw / 2, y1 - fw / 2, x1 - l.x0 + fw, fw, grid);
    draw_rect(t, l.x0 - fw / 2, l.y0 - fw / 2, fw, y1 - l.y0 + fw, grid);
    draw_rect(t, x1 - fw / 2, l.y0 - fw / 2, fw, y1 - l.y0 + fw, grid);
    for (auto [x, y] : star_points(n))
        draw_disc(t, {l.px(x), l.py(y)}, std::max(2.5f, l.cell * 0.1f), grid, grid);
    const float off = l.cell * 0.78f;
    for (int k = 0; k < n; ++k) {
        const std::string letter(1, char('a' + k)), number = std::to_string(n - k);
        draw_text_centred(t, font, letter, label_size, l.px(k), l.y0 - off, label);
        draw_text_centred(t, font, letter, label_size, l.px(k), y1 + off, label);
        draw_text_centred(t, font, number, label_size, l.x0 - off, l.py(k), label);
        draw_text_centred(t, font, number, label_size, x1 + off, l.py(k), label);
    }
}

void BoardView::draw_stone(sf::RenderTarget& t, const Layout& l, Move m, Color c,
                           uint8_t alpha) const {
    const Theme& th = res_.theme();
    const sf::Vector2f p = centre_of(l, m);
    const float r = l.cell * 0.47f;
    auto a = [alpha](sf::Color col) { return with_alpha(col, uint8_t(col.a * alpha / 255)); };
    if (alpha == 255)
        draw_disc(t, p + sf::Vector2f(r * 0.07f, r * 0.11f), r, to_sf(th.shadow),
                  with_alpha(to_sf(th.shadow), 30), {}, r * 0.25f);
    const sf::Vector2f shine(-r * 0.38f, -r * 0.4f);
    if (c == Black)
        draw_disc(t, p, r, a(to_sf(th.black_shine)), a(to_sf(th.black_stone)), shine);
    else
        draw_disc(t, p, r, a(sf::Color(255, 255, 255)), a(to_sf(th.white_shade)), shine);
    if (c == White)
        draw_disc(t, p + shine * 0.2f, r * 0.8f, a(sf::Color(255, 255, 252, 160)),
                  a(with_alpha(to_sf(th.white_stone), 0)), shine * 0.6f, r * 0.3f);
}

void BoardView::draw_mark(sf::RenderTarget& t, const Layout& l, Move m, Color c,
                          uint8_t alpha) const {
    const Theme& th = res_.theme();
    const sf::Vector2f p = centre_of(l, m);
    const float w = l.cell * 0.11f;
    if (c == Black) {
        const float d = l.cell * 0.3f;
        const sf::Color col = with_alpha(to_sf(th.x_mark), alpha);
        draw_line(t, p + sf::Vector2f(-d, -d), p + sf::Vector2f(d, d), w, col);
        draw_line(t, p + sf::Vector2f(-d, d), p + sf::Vector2f(d, -d), w, col);
        for (float sx : {-d, d})
            for (float sy : {-d, d}) draw_disc(t, p + sf::Vector2f(sx, sy), w / 2, col, col);
    } else {
        draw_ring(t, p, l.cell * 0.3f, w, with_alpha(to_sf(th.o_mark), alpha));
    }
}

const sf::Texture* BoardView::static_layer(const Layout& l) const {
    const bool same = cached_ && cached_->width == l.width && cached_->height == l.height &&
                      cached_->size == l.size && cached_->cells == l.cells;
    if (same) return &cache_.getTexture();
    const unsigned w = unsigned(std::ceil(l.board.w)), h = unsigned(std::ceil(l.board.h));
    if (w == 0 || h == 0 || !cache_.create(w, h)) return nullptr;
    cache_.setView(sf::View(sf::FloatRect(l.board.x, l.board.y, float(w), float(h))));
    cache_.clear(sf::Color::Transparent);
    draw_wood(cache_, l);
    if (!l.cells) draw_grid(cache_, l);
    cache_.display();
    cached_ = l;
    return &cache_.getTexture();
}

void BoardView::draw(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const {
    const Theme& th = res_.theme();
    if (const sf::Texture* layer = static_layer(l)) {
        sf::Sprite sprite(*layer);
        sprite.setPosition(l.board.x, l.board.y);
        t.draw(sprite);
    } else {
        draw_wood(t, l);
        if (!l.cells) draw_grid(t, l);
    }
    const Board& board = *s.board;
    const bool ttt = l.cells;
    // The last stone placed (a pass places none; set-up stones are no moves).
    const auto played_end = s.moves.rend() - long(std::min(s.setup, s.moves.size()));
    const auto last_stone =
        std::find_if(s.moves.rbegin(), played_end, [](Move m) { return m != kPass; });
    const bool any_stone = last_stone != played_end;
    if (ttt && any_stone) {
        // The last move's cell glows softly.
        const sf::Vector2f p = centre_of(l, *last_stone);
        draw_rect(t, p.x - l.cell * 0.46f, p.y - l.cell * 0.46f, l.cell * 0.92f, l.cell * 0.92f,
                  sf::Color(255, 240, 200, 70));
    }
    if (l.cells) draw_grid(t, l);  // over the last move's glow

    const sf::Font& font = res_.font(FontId::Bold);
    for (size_t i = 0; i < s.moves.size(); ++i) {
        const Move m = s.moves[i];
        if (m == kPass) continue;
        const Color c = board.at(m);
        if (ttt)
            draw_mark(t, l, m, c, 255);
        else
            draw_stone(t, l, m, c, 255);
    }
    if (!ttt && any_stone) {
        const Move last = *last_stone;
        const sf::Vector2f p = centre_of(l, last);
        if (s.show_numbers) {
            for (size_t i = s.setup; i < s.moves.size(); ++i) {
                const Move m = s.moves[i];
                if (m == kPass) continue;
                const sf::Color col = m == last ? to_sf(th.last_move)
                                                : (board.at(m) == Black ? sf::Color(235, 235, 235)
                                                                        : sf::Color(25, 25, 25));
                const std::string text = std::to_string(i - s.setup + 1);
                const float size = l.cell * (text.size() > 2 ? 0.3f : 0.38f);
                draw_text_centred(t, font, text, unsigned(size), l.px(move_x(m)), l.py(move_y(m)),
                                  col);
            }
        } else {
            draw_disc(t, p, l.cell * 0.12f, to_sf(th.last_move), to_sf(th.last_move));
        }
    }

    // The engine's expected line, as numbered ghost stones.
    for (size_t i = 0; i < s.pv.size(); ++i) {
        const Move m = s.pv[i];
        if (!board.is_empty(m)) break;
        const Color c = i % 2 == 0 ? s.pv_first : opponent(s.pv_first);
        if (ttt)
            draw_mark(t, l, m, c, 90);
        else
            draw_stone(t, l, m, c, s.pv_alpha);
        draw_text_centred(t, res_.font(FontId::Regular), std::to_string(i + 1),
                          unsigned(l.cell * (ttt ? 0.18f : 0.34f)),
                          l.px(move_x(m)) + (ttt ? l.cell * 0.3f : 0),
                          l.py(move_y(m)) + (ttt ? l.cell * 0.3f : 0),
                          c == Black ? sf::Color(240, 240, 240, 220) : sf::Color(20, 20, 20, 220));
    }

    if (s.hover && board.is_empty(*s.hover)) {
        if (ttt)
            draw_mark(t, l, *s.hover, s.to_move, 110);
        else
            draw_stone(t, l, *s.hover, s.to_move, 120);
    }
    draw_forbidden(t, l, s);
    draw_threats(t, l, s);
    draw_review(t, l, s);
    draw_candidates(t, l, s);
    if (s.hint && board.is_empty(*s.hint)) {
        // A soft green disc with a ring (pulsing at first) and a question mark.
        const float pulse = s.hint_pulse >= 0 ? s.hint_pulse : 1.f;
        const sf::Vector2f p = centre_of(l, *s.hint);
        const sf::Color green = to_sf(th.hint);
        const float r = l.cell * (ttt ? 0.36f : 0.44f);
        draw_disc(t, p, r, with_alpha(green, 150), with_alpha(green, 110));
        draw_ring(t, p, r + l.cell * 0.03f, l.cell * 0.06f,
                  with_alpha(green, uint8_t(160 + 95 * pulse)));
        draw_text_centred(t, font, "?", unsigned(l.cell * (ttt ? 0.3f : 0.5f)), p.x, p.y,
                          sf::Color(255, 255, 255, 235));
    }
    if (s.refused && s.refused_alpha > 0) {
        draw_ring(t, centre_of(l, *s.refused), l.cell * 0.42f, l.cell * 0.07f,
                  with_alpha(to_sf(th.error), uint8_t(255 * s.refused_alpha)));
    }
    if (s.win_line.size() >= 2) {
        const sf::Color col = to_sf(th.win_line);
        const sf::Vector2f a = centre_of(l, s.win_line.front()),
                           b = centre_of(l, s.win_line.back());
        draw_line(t, a, b, l.cell * (ttt ? 0.1f : 0.14f), col);
        for (Move m : s.win_line)
            draw_ring(t, centre_of(l, m), l.cell * (ttt ? 0.42f : 0.5f), l.cell * 0.07f, col);
    }
}

}  // namespace wuzi::game

namespace wuzi::game {

void BoardView::draw_candidates(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const {
    const Theme& th = res_.theme();
    const sf::Font& bold = res_.font(FontId::Bold);
    const float cell = l.cell;
    // Worst first, so the best is drawn on top.
    for (auto it = s.candidates.rbegin(); it != s.candidates.rend(); ++it) {
        const Candidate& c = *it;
        if (!s.board->is_empty(c.move)) continue;
        const sf::Vector2f p = centre_of(l, c.move);
        const sf::Color ring = c.rank == 1 ? to_sf(th.hint) : sf::Color(70, 130, 200);
        const float r = cell * (l.cells ? 0.34f : 0.42f);
        draw_disc(t, p, r, with_alpha(ring, 110), with_alpha(ring, 70));
        draw_ring(t, p, r, cell * 0.06f, with_alpha(ring, 230));
        draw_text_centred(t, bold, std::to_string(c.rank),
                          unsigned(cell * (l.cells ? 0.2f : 0.42f)), p.x,
                          p.y - (l.cells ? cell * 0.06f : 0), sf::Color(255, 255, 255, 240));
        // The score on a badge below the point.
        const unsigned size = unsigned(std::max(8.f, cell * (l.cells ? 0.12f : 0.3f)));
        const float w = text_width(bold, c.label, size) + float(size) * 0.6f;
        const float h = float(size) * 1.35f;
        const float by = p.y + r * (l.cells ? 0.55f : 0.6f);
        const bool black = c.favours == Black;
        draw_rect(t, p.x - w / 2, by, w, h,
                  black ? sf::Color(20, 20, 22, 225) : sf::Color(245, 243, 236, 235));
        draw_text_centred(t, bold, c.label, size, p.x, by + h / 2,
                          black ? sf::Color(240, 240, 240) : sf::Color(20, 20, 20));
    }
}

void BoardView::draw_threats(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const {
    const sf::Font& bold = res_.font(FontId::Bold);
    const float cell = l.cell;
    for (const ThreatMark& m : s.threats) {
        // Black's marks up-left of the point, White's down-right.
        const float off = cell * 0.2f * (m.side == Black ? -1.f : 1.f);
        const sf::Vector2f p = centre_of(l, m.cell) + sf::Vector2f(off, off);
        const bool black = m.side == Black;
        const sf::Color fill = black ? sf::Color(25, 25, 28, 230) : sf::Color(248, 246, 240, 235);
        const sf::Color ink = black ? sf::Color(245, 245, 245) : sf::Color(20, 20, 20);
        const float r = cell * 0.19f;
        draw_disc(t, p, r, fill, fill);
        if (m.level != ThreatLevel::Three)
            draw_ring(
                t, p, r, std::max(1.5f, cell * 0.045f),
                m.level == ThreatLevel::Five ? sf::Color(230, 40, 40) : sf::Color(240, 150, 40));
        const char* text = m.level == ThreatLevel::Five   ? "5"
                           : m.level == ThreatLevel::Four ? "4"
                                                          : "3";
        draw_text_centred(t, bold, text, unsigned(std::max(7.f, cell * 0.26f)), p.x, p.y, ink);
    }
}

void BoardView::draw_forbidden(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const {
    // A small red cross (a third of a cell across) on the point itself.
    const sf::Color red = to_sf(res_.theme().forbidden);
    const float d = l.cell * 0.165f, w = std::max(1.5f, l.cell * 0.075f);
    for (const ForbiddenMark& f : s.forbidden) {
        if (!s.board->is_empty(f.cell)) continue;
        const sf::Vector2f p = centre_of(l, f.cell);
        draw_line(t, p + sf::Vector2f(-d, -d), p + sf::Vector2f(d, d), w, red);
        draw_line(t, p + sf::Vector2f(-d, d), p + sf::Vector2f(d, -d), w, red);
    }
}

void BoardView::draw_review(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const {
    if (s.judged && s.verdict != Verdict::Good)
        draw_ring(t, centre_of(l, *s.judged), l.cell * 0.5f, l.cell * 0.08f,
                  verdict_colour(s.verdict));
    if (s.better && s.board->is_empty(*s.better)) {
        const sf::Vector2f p = centre_of(l, *s.better);
        const sf::Color green = to_sf(res_.theme().hint);
        draw_disc(t, p, l.cell * 0.4f, with_alpha(green, 120), with_alpha(green, 80));
        draw_ring(t, p, l.cell * 0.42f, l.cell * 0.07f, green);
        draw_text_centred(t, res_.font(FontId::Bold), "!", unsigned(l.cell * 0.5f), p.x, p.y,
                          sf::Color(255, 255, 255, 240));
    }
}

}  // namespace wuzi::game
