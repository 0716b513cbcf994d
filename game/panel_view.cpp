#include "panel_view.h"

#include <wuzi/opening_rule.h>

#include <algorithm>
#include <cmath>

#include "assets.h"
#include "eval_view.h"
#include "shapes.h"

namespace wuzi::game {

namespace {
// The status has two rows of its own, and a third in the footer's place
// (which then gives way) when the footer is planned below it.
constexpr size_t kStatusLines = 2, kStatusLinesOverFooter = 3;
}  // namespace

// What every section needs: where the panel is, its fonts and colours, and
// the buttons drawn so far. Lengths are design units of the panel (280 wide).
struct PanelView::Ctx {
    sf::RenderTarget& t;
    const Layout& l;
    const PanelModel& m;
    const Theme& th;
    const sf::Font& regular;
    const sf::Font& bold;
    const sf::Font& mono;
    sf::Color text, dim;
    std::vector<Button>& buttons;
    // Hover areas whose number varies with the search: after every button,
    // so that the others keep their places in `buttons` (the hover index).
    std::vector<Button> late;

    float px(float design) const { return l.panel.x + design * l.pscale; }
    float py(float design) const { return l.panel.y + design * l.pscale; }
    float len(float design) const { return design * l.pscale; }
    unsigned sz(float design) const { return unsigned(design * l.pscale + 0.5f); }
    void button(float x, float y, float w, float h, Command c, std::string label,
                bool enabled = true, bool on = false, std::string tip = {}) {
        buttons.push_back(
            {{px(x), py(y), len(w), len(h)}, c, std::move(label), enabled, on, std::move(tip)});
    }
    // label: text in the panel, shortened to fit `width` design units.
    void label(const sf::Font& f, const std::string& s, float size, float x, float y, float width,
               sf::Color c, Align a = Align::Left) const {
        draw_text(t, f, fit_text(f, s, sz(size), len(width)), sz(size), px(x), py(y), c, a);
    }
};

void PanelView::draw_button(sf::RenderTarget& t, const Layout& l, const Button& b,
                            sf::Vector2f mouse) const {
    const Theme& th = res_.theme();
    const bool hover = b.enabled && b.rect.contains(mouse.x, mouse.y);
    sf::Color fill = to_sf(hover ? th.button_hover : th.button);
    sf::Color text = to_sf(th.button_text);
    if (b.on) fill = mix(fill, to_sf(th.accent), 0.45f);
    if (!b.enabled) {
        fill = mix(fill, to_sf(th.panel), 0.6f);
        text = to_sf(th.panel_dim);
    }
    draw_rect(t, b.rect.x, b.rect.y, b.rect.w, b.rect.h, fill);
    draw_rect(t, b.rect.x, b.rect.y + b.rect.h - 2 * l.pscale, b.rect.w, 2 * l.pscale,
              sf::Color(0, 0, 0, 60));
    const sf::Font& font = res_.font(FontId::Regular);
    const bool sign = b.label == "-" || b.label == "+";
    const unsigned size = fit_size(font, b.label, unsigned((sign ? 20 : 13) * l.pscale),
                                   unsigned(9 * l.pscale), b.rect.w - 6 * l.pscale);
    const std::string shown = b.label == "-" ? "\u2212" : b.label;
    draw_text_centred(t, sign ? res_.font(FontId::Bold) : font, shown, size,
                      b.rect.x + b.rect.w / 2, b.rect.y + b.rect.h / 2 - l.pscale, text);
}

void PanelView::draw_turn(const Ctx& c, float y) const {
    const PanelModel& m = c.m;
    draw_rect(c.t, c.px(14), c.py(y), c.len(252), c.len(40), sf::Color(0, 0, 0, 45));
    const sf::Vector2f icon(c.px(34), c.py(y + 20));
    const float s = c.l.pscale;
    if (m.drawn) {
        draw_text_centred(c.t, c.bold, "=", c.sz(24), icon.x, icon.y, to_sf(c.th.accent));
    } else if (m.tictactoe) {
        draw_text_centred(c.t, c.bold, m.turn_colour == Black ? "X" : "O", c.sz(22), icon.x, icon.y,
                          c.text);
    } else if (m.turn_colour == Black) {
        draw_disc(c.t, icon, 11 * s, sf::Color(90, 90, 98), to_sf(c.th.black_stone),
                  {-4 * s, -4 * s});
    } else {
        draw_disc(c.t, icon, 11 * s, sf::Color(255, 255, 255), to_sf(c.th.white_shade),
                  {-4 * s, -4 * s});
    }
    const sf::Color colour = m.over ? to_sf(c.th.accent) : c.text;
    const float width = c.len(204);
    if (m.turn_note.empty()) {
        const unsigned size = fit_size(c.bold, m.turn_line, c.sz(15), c.sz(11), width);
        draw_text(c.t, c.bold, fit_text(c.bold, m.turn_line, size, width), size, c.px(54),
                  c.py(y + 20) - float(size) * 0.62f, colour);
    } else {
        const unsigned size = fit_size(c.bold, m.turn_line, c.sz(14), c.sz(11), width);
        draw_text(c.t, c.bold, fit_text(c.bold, m.turn_line, size, width), size, c.px(54),
                  c.py(y + 3), colour);
        c.label(c.regular, m.turn_note, 11, 54, y + 22, 204, to_sf(c.th.accent));
    }
}

void PanelView::draw_players(Ctx& c, float y) const {
    const PanelModel& m = c.m;
    const char* names[2] = {m.tictactoe ? "X (black)" : "Black",
                            m.tictactoe ? "O (white)" : "White"};
    for (int i = 0; i < 2; ++i) {
        const float row = y + 30 * float(i);
        c.label(c.regular, names[i], 14, 18, row + 5, 80, c.text);
        c.button(
            100, row, 80, 26, {i == 0 ? Action::ToggleBlack : Action::ToggleWhite}, m.player[i],
            true, false,
            m.player_tip[i].empty() ? "Click: human or AI plays this colour" : m.player_tip[i]);
    }
    draw_clocks(c.t, c.l, m, y);
}

void PanelView::draw_clocks(sf::RenderTarget& t, const Layout& l, const PanelModel& m,
                            float y) const {
    const Theme& th = res_.theme();
    auto px = [&](float d) { return l.panel.x + d * l.pscale; };
    auto py = [&](float d) { return l.panel.y + d * l.pscale; };
    for (int i = 0; i < 2; ++i) {
        const float row = y + 30 * float(i);
        draw_rect(t, px(184), py(row), 82 * l.pscale, 26 * l.pscale, to_sf(th.panel));
        const sf::Color colour = m.clock_low[i]                ? to_sf(th.error)
                                 : m.clock_running == Color(i) ? to_sf(th.accent)
                                                               : to_sf(th.panel_dim);
        draw_text(t, res_.font(FontId::Mono), m.clock[i], unsigned(15 * l.pscale + 0.5f), px(264),
                  py(row + 4), colour, Align::Right);
    }
}

void PanelView::draw_settings(Ctx& c, float y, bool ai_row) const {
    const PanelModel& m = c.m;
    if (!ai_row) {
        c.button(14, y, 84, 28, {Action::NextGame}, m.game_label, true, false,
                 "Gomoku or tic-tac-toe (a new game; undo brings this one back)");
        c.button(102, y, 26, 28, {Action::SizeDown}, "-", !m.tictactoe, false, "Smaller board");
        c.label(c.regular, m.size, 14, 143, y + 5, 30, c.text, Align::Centre);
        c.button(158, y, 26, 28, {Action::SizeUp}, "+", !m.tictactoe, false, "Larger board");
        c.button(188, y, 78, 28, {Action::NextRule}, m.rule_label, !m.tictactoe, false,
                 "Freestyle: five or more in a row win. Standard: exactly five (six do not). "
                 "Renju: Black may not make a double three, a double four or an overline.");
        return;
    }
    c.label(c.regular, "Level", 13, 18, y + 6, 44, c.text);
    c.button(62, y, 84, 28, {Action::NextLevel}, m.level, true, false, m.level_tip);
    c.label(c.regular, "Clock", 13, 152, y + 6, 42, c.text);
    c.button(194, y, 72, 28, {Action::NextClock}, m.clock_label, true, false, m.clock_tip);
    const float y2 = y + 31;
    c.label(c.regular, "Depth", 13, 18, y2 + 6, 44, c.dim);
    c.button(62, y2, 28, 28, {Action::DepthDown}, "-", true, false, m.depth_tip);
    c.label(c.regular, m.depth, 14, 104, y2 + 5, 26, c.text, Align::Centre);
    c.button(118, y2, 28, 28, {Action::DepthUp}, "+", true, false, m.depth_tip);
    c.label(c.regular, "Time", 13, 152, y2 + 6, 34, c.dim);
    c.button(186, y2, 26, 28, {Action::TimeDown}, "-", true, false, m.time_tip);
    c.label(c.regular, m.time, 13, 227, y2 + 6, 28, c.text, Align::Centre);
    c.button(242, y2, 24, 28, {Action::TimeUp}, "+", true, false, m.time_tip);
    const float y3 = y2 + 31;
    // "Threads" is longer than "Depth": as large as fits before the - button.
    const unsigned small = fit_size(c.regular, "Threads", c.sz(13), c.sz(9), c.len(45));
    draw_text(c.t, c.regular, "Threads", small, c.px(15),
              c.py(y3 + 6) + 0.5f * float(c.sz(13) - small), c.dim);
    c.button(62, y3, 28, 28, {Action::ThreadsDown}, "-", true, false, m.threads_tip);
    c.label(c.regular, m.threads, 14, 104, y3 + 5, 26, c.text, Align::Centre);
    c.button(118, y3, 28, 28, {Action::ThreadsUp}, "+", true, false, m.threads_tip);
    c.button(152, y3, 56, 28, {Action::ToggleForbidden}, "Forbidden", m.renju, m.forbidden,
             "Renju: mark Black's forbidden points (double three, double four, overline) "
             "with red crosses (X)");
    c.button(212, y3, 54, 28, {Action::NextOpening}, m.opening_label, m.can_opening, false,
             m.opening_tip);
}

void PanelView::draw_choice(Ctx& c, float y) const {
    const PanelModel& m = c.m;
    draw_rect(c.t, c.px(14), c.py(y), c.len(252), c.len(m.can_place_two ? 94 : 62),
              sf::Color(0, 0, 0, 45));
    c.label(c.bold, m.choice_title, 13, 22, y + 5, 236, to_sf(c.th.accent));
    c.button(20, y + 28, 118, 28, {Action::Choose, int(SwapChoice::TakeBlack)}, "Take Black", true,
             false, "Play Black from here: White moves next");
    c.button(142, y + 28, 118, 28, {Action::Choose, int(SwapChoice::TakeWhite)}, "Take White", true,
             false, "Play White from here, and make the next move");
    if (m.can_place_two)
        c.button(20, y + 60, 240, 28, {Action::Choose, int(SwapChoice::PlaceTwo)}, "Place two more",
                 true, false,
                 "Place a white and a black stone; then the other player chooses the colour");
}

void PanelView::draw_review(Ctx& c, float y) const {
    const PanelModel& m = c.m;
    c.label(c.bold, m.review_line, 12, 16, y + 1, m.review_running ? 186 : 248, c.text);
    if (m.review_running) {
        draw_rect(c.t, c.px(16), c.py(y + 22), c.len(186), c.len(10), sf::Color(0, 0, 0, 80));
        draw_rect(c.t, c.px(16), c.py(y + 22), c.len(186 * std::clamp(m.review_progress, 0.f, 1.f)),
                  c.len(10), to_sf(c.th.accent));
        c.button(208, y + 4, 58, 28, {Action::Cancel}, "Stop", true, false,
                 "Stop the review (Esc); the moves checked so far keep their marks");
    } else {
        c.label(c.regular, m.review_note, 12, 16, y + 20, 248, to_sf(c.th.accent));
    }
}

void PanelView::draw_engine(Ctx& c, float y, float h) const {
    const PanelModel& m = c.m;
    draw_rect(c.t, c.px(14), c.py(y), c.len(252), c.len(h - 2), sf::Color(0, 0, 0, 45));
    c.label(c.bold, m.engine_title, 13, 22, y + 5, 236,
            m.engine_active ? to_sf(c.th.accent) : c.text);
    const int rows = int((h - 24) / 17);
    for (int i = 0; i < int(m.engine_lines.size()) && i < rows; ++i) {
        const std::string& text = m.engine_lines[size_t(i)];
        const float ry = y + 24 + 17 * float(i);
        const bool moves =
            size_t(i) < m.engine_line_moves.size() && !m.engine_line_moves[size_t(i)].empty();
        // A line of moves too long for the box: hovering it shows it whole
        // (a tooltip, and the moves on the board), so it is not reported cut.
        draw_text(c.t, c.mono, fit_text(c.mono, text, c.sz(12), c.len(238), !moves), c.sz(12),
                  c.px(22), c.py(ry), i == 0 ? c.text : c.dim);
        if (moves)
            c.late.push_back({{c.px(14), c.py(ry - 1), c.len(252), c.len(17)},
                              {Action::ShowLine, i},
                              "line:" + std::to_string(i),
                              true,
                              false,
                              text});
    }
}

void PanelView::draw_editor(Ctx& c, float y) const {
    const PanelModel& m = c.m;
    draw_rect(c.t, c.px(14), c.py(y), c.len(252), c.len(128), sf::Color(0, 0, 0, 45));
    c.label(c.bold, m.engine_title, 13, 22, y + 5, 236, to_sf(c.th.accent));
    const std::string black = m.tictactoe ? "X" : "Black", white = m.tictactoe ? "O" : "White";
    c.button(20, y + 26, 58, 26, {Action::EditTool, 0}, black, true, m.edit_tool == 0,
             "Click places " + black + " stones (B); right-click " + white);
    c.button(82, y + 26, 58, 26, {Action::EditTool, 1}, white, true, m.edit_tool == 1,
             "Click places " + white + " stones (W); right-click " + black);
    c.button(144, y + 26, 58, 26, {Action::EditTool, 2}, "Erase", true, m.edit_tool == 2,
             "Click removes a stone (E); a click on a stone always removes it");
    c.button(206, y + 26, 54, 26, {Action::EditClear}, "Clear", true, false,
             "Remove every stone (Delete, C); U brings them back");
    c.button(20, y + 56, 120, 26, {Action::EditSide},
             (m.edit_to_move == Black ? black : white) + " to move", true, false,
             "Who moves next (S, Tab)");
    c.button(144, y + 56, 58, 26, {Action::EditDone}, "Done", true, true,
             "Play or analyse from this position (Enter, D); undo brings the game before back");
    c.button(206, y + 56, 54, 26, {Action::EditCancel}, "Cancel", true, false,
             "Leave the editor; the game stays as it was (Esc)");
    c.label(c.regular, "Click: place or remove a stone.", 11, 22, y + 86, 236, c.dim);
    c.label(c.regular, "Right-click: the other colour.", 11, 22, y + 99, 236, c.dim);
    c.label(c.regular, "U: undo. Enter: done. Esc: cancel.", 11, 22, y + 112, 236, c.dim);
}

void PanelView::draw_move_list(Ctx& c, float y, float h, PanelDrawn& out) const {
    const PanelModel& m = c.m;
    draw_rect(c.t, c.px(14), c.py(y), c.len(252), c.len(h - 2), sf::Color(0, 0, 0, 60));
    out.move_list = {c.px(14), c.py(y), c.len(252), c.len(h - 2)};
    constexpr float kRow = 16, kColumn = 126;
    const int pairs = int(m.moves.size() + 1) / 2;
    const int rows = (pairs + 1) / 2;
    const int visible = std::max(1, int((h - 6) / kRow));
    const int shown = m.cursor - m.first_ply;  // moves shown after the set-up position
    const int current = shown > 0 ? (shown - 1) / 4 : 0;
    const int first = first_list_row(rows, visible, m.list_first_row, m.list_follow, current);
    out.list_first_row = first;
    out.list_rows = visible;
    if (m.moves.empty()) {
        c.label(c.regular, m.first_ply > 0 ? "A set-up position: no moves yet." : "No moves yet.",
                12, 22, y + 4, 236, c.dim);
        return;
    }
    for (int r = first; r < rows && r < first + visible; ++r) {
        const float ry = y + 3 + kRow * float(r - first);
        for (int col = 0; col < 2; ++col) {
            const int pair = 2 * r + col;
            if (pair >= pairs) break;
            const float x0 = 14 + kColumn * float(col);
            c.label(c.mono, std::to_string(pair + 1) + ".", 12, x0 + 28, ry, 30, c.dim,
                    Align::Right);
            for (int k = 0; k < 2; ++k) {
                const int index = 2 * pair + k;
                if (index >= int(m.moves.size())) break;
                const MoveEntry& e = m.moves[size_t(index)];
                const int ply = m.first_ply + index;
                const float ex = x0 + 36 + 44 * float(k);
                const bool current_move = ply + 1 == m.cursor;
                c.buttons.push_back({{c.px(ex - 2), c.py(ry), c.len(43), c.len(kRow)},
                                     {Action::StepTo, ply + 1},
                                     "move:" + std::to_string(ply + 1),
                                     true,
                                     current_move,
                                     {}});
                if (current_move)
                    draw_rect(c.t, c.px(ex - 2), c.py(ry), c.len(43), c.len(kRow),
                              with_alpha(to_sf(c.th.accent), 90));
                const bool later = ply >= m.cursor;
                const float w = draw_text(c.t, c.mono, e.text, c.sz(12), c.px(ex), c.py(ry),
                                          later ? c.dim : c.text);
                if (e.verdict != Verdict::Good)
                    draw_text(c.t, c.bold, verdict_mark(e.verdict), c.sz(12), c.px(ex) + w + 1,
                              c.py(ry), verdict_colour(e.verdict));
            }
        }
    }
    if (first > 0)
        draw_text(c.t, c.regular, "\u25b2", c.sz(9), c.px(258), c.py(y + 2), c.dim, Align::Right);
    if (first + visible < rows)
        draw_text(c.t, c.regular, "\u25bc", c.sz(9), c.px(258), c.py(y + h - 14), c.dim,
                  Align::Right);
}

void PanelView::draw_buttons(Ctx& c, float y) const {
    const PanelModel& m = c.m;
    struct Spec {
        Action a;
        std::string label;
        bool enabled, on;
        std::string tip;
    };
    const std::vector<Spec> specs = {
        {Action::NewGame, "New", true, false, "A new game (N); undo brings this one back"},
        {Action::Undo, "Undo", m.can_undo, false, "Take back your last move (U, Ctrl+Z)"},
        {Action::Redo, "Redo", m.can_redo, false, "Replay a move taken back (R)"},
        {Action::Hint, "Hint", m.can_hint, false, "The engine's suggestion (H)"},
        {Action::Swap, "Swap", true, false, "Swap sides with the AI (S)"},
        {Action::Resign, m.resign_label, m.can_resign, m.resign_label != "Resign",
         "Give up this game (G, twice: it asks to confirm)"},
        {Action::Pause, m.pause_label, m.can_pause, m.paused, "Pause or resume the AI (Space)"},
        {Action::Analyse, "Analyse", true, m.analysis,
         "Analysis (A): the engine shows its best moves; you play both colours"},
        {Action::Review, m.review_running ? "Stop" : "Review", m.can_review || m.review_running,
         m.review_shown, "Review the game (E): the engine marks mistakes"},
        {Action::Save, "Save", true, false, "Save the game (Ctrl+S)"},
        {Action::Load, "Load", true, false, "Load a game (Ctrl+O); undo brings this one back"},
        {Action::Help, "Help", true, false, "Keyboard shortcuts (F1)"},
        {Action::ToggleThreats, "Threats", !m.tictactoe, m.threats,
         "Show where each side can make a four or a live three (F)"},
        {Action::ToggleNumbers, "Numbers", true, m.numbers, "Move numbers on the stones (M)"},
        {Action::TogglePv, "Line", true, m.show_pv, "Show the engine's expected line (V)"},
        {Action::ToggleSound, "Sound", true, m.sound, "Sounds on or off (O)"},
        {Action::Edit, m.editing ? "Done" : "Edit", true, m.editing,
         "Position editor (D): set up stones of either colour and the side to move"},
        {Action::ThreatSearch, "VCF", m.can_threat, m.threat_kind == 0,
         "VCF (Shift+F): does the side to move win by continuous fours? The line shows on the "
         "board"},
        {Action::ThreatSearch, "VCT", m.can_threat, m.threat_kind == 1,
         "VCT (Shift+T): does the side to move win by threes and fours? The line shows on the "
         "board"},
    };
    for (size_t i = 0; i < specs.size(); ++i) {
        const Spec& s = specs[i];
        // While a position is set up, only what the editor allows is enabled.
        const bool enabled = s.enabled && (!m.editing || allowed_while_editing(s.a));
        const Command command{s.a, s.a == Action::ThreatSearch && s.label == "VCT" ? 1 : 0};
        c.button(14 + 51.25f * float(i % 5), y + 32 * float(i / 5), 47, 28, command, s.label,
                 enabled, s.on, s.tip);
    }
}

size_t PanelView::draw_status(const Ctx& c, float y, size_t max_lines) const {
    const PanelModel& m = c.m;
    if (m.status.empty() || m.status_alpha <= 0) return 0;
    const sf::Color colour = with_alpha(m.status_error ? to_sf(c.th.error) : to_sf(c.th.accent),
                                        uint8_t(255 * m.status_alpha));
    // `max_lines` at most, broken at spaces to the width.
    const unsigned size = c.sz(12);
    const std::vector<std::string> lines =
        wrap_text(c.regular, m.status, size, c.len(248), max_lines);
    for (size_t i = 0; i < lines.size(); ++i)
        draw_text(c.t, c.regular, lines[i], size, c.px(16), c.py(y + 15 * float(i)), colour);
    return lines.size();
}

PanelDrawn PanelView::draw(sf::RenderTarget& t, const Layout& l, const PanelModel& m) const {
    const Theme& th = res_.theme();
    PanelDrawn out;
    Ctx c{t,
          l,
          m,
          th,
          res_.font(FontId::Regular),
          res_.font(FontId::Bold),
          res_.font(FontId::Mono),
          to_sf(th.panel_text),
          to_sf(th.panel_dim),
          out.buttons,
          {}};
    draw_rect(t, l.panel.x, l.panel.y, l.panel.w, l.panel.h, to_sf(th.panel));
    draw_rect(t, l.panel.x, l.panel.y, 2 * l.pscale, l.panel.h, sf::Color(0, 0, 0, 70));

    const float height = l.panel_height() - 12;
    PanelNeeds needs;
    needs.review = m.review_shown;
    needs.engine_lines = std::max<int>(1, int(m.engine_lines.size()) - 1);
    if (m.editing) needs.engine_lines = 5;  // the editor's box: 132 high
    if (m.choosing) needs.engine_lines = std::max(needs.engine_lines, 3);  // 98 high
    const std::vector<SectionPlace> plan = plan_panel(height, needs);
    size_t status_lines = 0;
    for (const SectionPlace& s : plan) {
        const float y = 6 + s.y;
        out.sections.push_back({s.section, {c.px(14), c.py(y), c.len(252), c.len(s.h)}});
        switch (s.section) {
            case Section::Header:
                draw_text(t, c.bold, "Wuzi", c.sz(22), c.px(16), c.py(y), to_sf(th.accent));
                c.label(c.regular, m.game_line, 12, 88, y + 9, 178, c.dim);
                break;
            case Section::Turn:
                draw_turn(c, y);
                break;
            case Section::Players:
                out.players_y = y;
                draw_players(c, y);
                break;
            case Section::GameRow:
                draw_settings(c, y, false);
                break;
            case Section::AiRow:
                draw_settings(c, y, true);
                break;
            case Section::Review:
                draw_review(c, y);
                break;
            case Section::Engine:
                if (m.editing)
                    draw_editor(c, y);
                else if (m.choosing)
                    draw_choice(c, y);
                else
                    draw_engine(c, y, s.h);
                break;
            case Section::EvalBar:
                draw_eval_bar(t, res_, {c.px(14), c.py(y + 2), c.len(252), c.len(20)}, m.eval,
                              m.eval_text, l.pscale);
                break;
            case Section::Graph:
                if (m.history)
                    draw_eval_graph(t, res_, {c.px(14), c.py(y), c.len(252), c.len(s.h - 4)},
                                    {*m.history, m.plies, m.cursor, m.marks, m.tictactoe},
                                    l.pscale);
                break;
            case Section::MoveList:
                draw_move_list(c, y, s.h, out);
                break;
            case Section::Buttons:
                draw_buttons(c, y);
                break;
            case Section::Status:
                status_lines = draw_status(
                    c, y,
                    find_section(plan, Section::Footer) ? kStatusLinesOverFooter : kStatusLines);
                break;
            case Section::Footer:
                if (status_lines <= kStatusLines)
                    c.label(c.regular, m.footer, 11, 16, y, 248, c.dim);
                break;
        }
    }
    out.buttons.insert(out.buttons.end(), c.late.begin(), c.late.end());
    for (const auto& b : out.buttons)
        if (b.label.rfind("move:", 0) != 0 && b.label.rfind("line:", 0) != 0)
            draw_button(t, l, b, m.mouse);
    return out;
}

}  // namespace wuzi::game
