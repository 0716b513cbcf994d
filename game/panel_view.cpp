#include "panel_view.h"

#include <SFML/Graphics/Text.hpp>
#include <cstdio>
#include <cstdlib>

#include "assets.h"
#include "eval_view.h"
#include "shapes.h"

namespace wuzi::game {

namespace {

std::string human_count(uint64_t n) {
    char buffer[32];
    if (n >= 10'000'000)
        std::snprintf(buffer, sizeof buffer, "%.0fM", double(n) / 1e6);
    else if (n >= 1'000'000)
        std::snprintf(buffer, sizeof buffer, "%.1fM", double(n) / 1e6);
    else if (n >= 10'000)
        std::snprintf(buffer, sizeof buffer, "%.0fk", double(n) / 1e3);
    else
        std::snprintf(buffer, sizeof buffer, "%llu", (unsigned long long)n);
    return buffer;
}

// wrap: split `text` into lines of at most `width` characters at spaces.
std::vector<std::string> wrap(const std::string& text, size_t width) {
    std::vector<std::string> lines(1);
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(start, end - start);
        if (!lines.back().empty() && lines.back().size() + 1 + word.size() > width)
            lines.emplace_back();
        if (!lines.back().empty()) lines.back() += ' ';
        lines.back() += word;
        start = end + 1;
    }
    return lines;
}

}  // namespace

void PanelView::draw_button(sf::RenderTarget& t, const Layout& l, const Button& b,
                            sf::Vector2f mouse) const {
    const Theme& th = res_.theme();
    const bool hover = b.enabled && b.rect.contains(mouse.x, mouse.y);
    sf::Color fill = to_sf(hover ? th.button_hover : th.button);
    sf::Color text = to_sf(th.button_text);
    if (!b.enabled) {
        fill = mix(fill, to_sf(th.panel), 0.6f);
        text = to_sf(th.panel_dim);
    }
    draw_rect(t, b.rect.x, b.rect.y, b.rect.w, b.rect.h, fill);
    draw_rect(t, b.rect.x, b.rect.y + b.rect.h - 2 * l.scale, b.rect.w, 2 * l.scale,
              sf::Color(0, 0, 0, 60));
    draw_text_centred(t, res_.font(FontId::Regular), b.label, unsigned(13 * l.scale),
                      b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2 - l.scale, text);
}

std::vector<Button> PanelView::draw(sf::RenderTarget& t, const Layout& l,
                                    const PanelModel& m) const {
    const Theme& th = res_.theme();
    const Rect& p = l.panel;
    const float s = l.scale;
    const sf::Font& regular = res_.font(FontId::Regular);
    const sf::Font& bold = res_.font(FontId::Bold);
    const sf::Font& mono = res_.font(FontId::Mono);
    const sf::Color text = to_sf(th.panel_text), dim = to_sf(th.panel_dim);
    auto px = [&](float design) { return p.x + design * s; };
    auto py = [&](float design) { return p.y + design * s; };
    auto sz = [&](float design) { return unsigned(design * s + 0.5f); };

    draw_rect(t, p.x, p.y, p.w, p.h, to_sf(th.panel));
    draw_rect(t, p.x, p.y, 2 * s, p.h, sf::Color(0, 0, 0, 70));
    std::vector<Button> buttons;
    auto button = [&](float x, float y, float w, float h, Action a, std::string label,
                      bool enabled = true) {
        buttons.push_back({{px(x), py(y), w * s, h * s}, a, std::move(label), enabled});
    };

    // Title and game.
    draw_text(t, bold, "Wuzi", sz(26), px(18), py(10), to_sf(th.accent));
    draw_text(t, regular, m.game_line, sz(13), px(100), py(20), dim);

    // Turn or result.
    const float ty = 52;
    draw_rect(t, px(14), py(ty), 252 * s, 40 * s, sf::Color(0, 0, 0, 45));
    const sf::Vector2f icon(px(34), py(ty + 20));
    if (m.drawn) {
        draw_text_centred(t, bold, "=", sz(24), icon.x, icon.y, to_sf(th.accent));
    } else if (m.tictactoe) {
        draw_text_centred(t, bold, m.turn_colour == Black ? "X" : "O", sz(22), icon.x, icon.y,
                          text);
    } else if (m.turn_colour == Black) {
        draw_disc(t, icon, 11 * s, sf::Color(90, 90, 98), to_sf(th.black_stone), {-4 * s, -4 * s});
    } else {
        draw_disc(t, icon, 11 * s, sf::Color(255, 255, 255), to_sf(th.white_shade),
                  {-4 * s, -4 * s});
    }
    // The largest size (15 down to 11) at which the line fits the box.
    unsigned turn_size = sz(15);
    while (turn_size > sz(11) &&
           sf::Text(m.turn_line, bold, turn_size).getLocalBounds().width > 204 * s)
        --turn_size;
    draw_text(t, bold, m.turn_line, turn_size, px(54), py(ty + 20) - float(turn_size) * 0.62f,
              m.over ? to_sf(th.accent) : text);

    // Players and clocks: the name button toggles human / AI.
    const char* names[2] = {m.tictactoe ? "X (black)" : "Black",
                            m.tictactoe ? "O (white)" : "White"};
    for (int c = 0; c < 2; ++c) {
        const float y = 102 + 32 * float(c);
        draw_text(t, regular, names[c], sz(14), px(18), py(y + 5), text);
        button(104, y, 74, 26, c == 0 ? Action::ToggleBlack : Action::ToggleWhite, m.player[c]);
        draw_text(t, mono, m.clock[c], sz(15), px(262), py(y + 4),
                  m.clock_running == Color(c) ? to_sf(th.accent) : dim, Align::Right);
    }

    // Game kind, size and rule.
    const float gy = 172;
    button(14, gy, 102, 26, Action::NextGame, m.tictactoe ? "Tic-tac-toe" : "Gomoku");
    button(122, gy, 26, 26, Action::SizeDown, "-", !m.tictactoe);
    button(182, gy, 26, 26, Action::SizeUp, "+", !m.tictactoe);
    draw_text(t, regular, m.size, sz(14), px(165), py(gy + 4), text, Align::Centre);
    button(214, gy, 52, 26, Action::NextRule, "Rule", !m.tictactoe);

    // AI strength.
    const float ay = 206;
    draw_text(t, regular, "Level", sz(14), px(18), py(ay + 5), text);
    button(70, ay, 96, 26, Action::NextLevel, m.level);
    draw_text(t, regular, "Depth", sz(13), px(18), py(ay + 38), dim);
    button(66, ay + 34, 24, 24, Action::DepthDown, "-");
    draw_text(t, regular, m.depth, sz(14), px(104), py(ay + 37), text, Align::Centre);
    button(118, ay + 34, 24, 24, Action::DepthUp, "+");
    draw_text(t, regular, "Time", sz(13), px(152), py(ay + 38), dim);
    button(188, ay + 34, 24, 24, Action::TimeDown, "-");
    draw_text(t, regular, m.time, sz(13), px(230), py(ay + 38), text, Align::Centre);
    button(246, ay + 34, 20, 24, Action::TimeUp, "+");

    // The search, live.
    const float ey = 274;
    draw_rect(t, px(14), py(ey), 252 * s, 128 * s, sf::Color(0, 0, 0, 45));
    const ThinkingView& th_ = m.thinking;
    std::string head = th_.active ? th_.who + " thinking" : (th_.depth > 0 ? th_.who : "Engine");
    if (th_.active) head += std::string(".  ").substr(0, 1 + size_t(th_.elapsed_ms / 300 % 3));
    draw_text(t, bold, head, sz(13), px(22), py(ey + 6), th_.active ? to_sf(th.accent) : text);
    if (th_.depth > 0) {
        char line[96];
        std::snprintf(line, sizeof line, "depth %d/%d   %.1f s", th_.depth, th_.seldepth,
                      double(th_.elapsed_ms) / 1000.0);
        draw_text(t, mono, line, sz(12), px(22), py(ey + 26), text);
        // A forced result reads from the searching side: "win in 3" / "loss in 2".
        std::string eval = th_.eval ? eval_text(*th_.eval, m.tictactoe) : std::string("-");
        if (th_.mate_plies != 0)
            eval = std::string(th_.mate_plies > 0 ? "win" : "loss") + " in " +
                   std::to_string((std::abs(th_.mate_plies) + 1) / 2);
        draw_text(t, mono, "eval  " + eval, sz(12), px(22), py(ey + 43),
                  th_.mate_plies ? to_sf(th.accent) : text);
        draw_text(t, mono, "nodes " + human_count(th_.nodes) + "  " + human_count(th_.nps) + "/s",
                  sz(12), px(22), py(ey + 60), text);
        const auto lines = wrap("pv " + th_.pv, 30);
        for (size_t i = 0; i < lines.size() && i < 2; ++i)
            draw_text(t, mono, lines[i], sz(12), px(22), py(ey + 77 + 17 * float(i)), dim);
    } else {
        draw_text(t, regular, th_.active ? "starting..." : "no search yet", sz(12), px(22),
                  py(ey + 28), dim);
    }

    // Evaluation bar and graph.
    draw_eval_bar(t, res_, {px(14), py(410), 252 * s, 18 * s}, m.eval, m.tictactoe, s);
    if (m.history)
        draw_eval_graph(t, res_, {px(14), py(434), 252 * s, 78 * s}, *m.history, m.plies, s);

    // Commands.
    const float by = 522;
    button(14, by, 80, 28, Action::NewGame, "New");
    button(100, by, 80, 28, Action::Undo, "Undo", m.can_undo);
    button(186, by, 80, 28, Action::Redo, "Redo", m.can_redo);
    button(14, by + 34, 80, 28, Action::Hint, "Hint", m.can_hint);
    button(100, by + 34, 80, 28, Action::Swap, "Swap");
    button(186, by + 34, 80, 28, Action::Resign, "Resign", m.can_resign);
    button(14, by + 68, 80, 28, Action::Pause, m.paused ? "Resume" : "Pause", m.can_pause);
    button(100, by + 68, 80, 28, Action::Save, "Save");
    button(186, by + 68, 80, 28, Action::Load, "Load");

    for (const auto& b : buttons) draw_button(t, l, b, m.mouse);

    // Status and footer.
    if (!m.status.empty() && m.status_alpha > 0) {
        const sf::Color c = with_alpha(m.status_error ? to_sf(th.error) : to_sf(th.accent),
                                       uint8_t(255 * m.status_alpha));
        const auto lines = wrap(m.status, 36);
        for (size_t i = 0; i < lines.size() && i < 3; ++i)
            draw_text(t, regular, lines[i], sz(12), px(16), py(628 + 15 * float(i)), c);
    }
    draw_text(t, regular, m.footer, sz(11), px(16), py(698), dim);
    return buttons;
}

}  // namespace wuzi::game
