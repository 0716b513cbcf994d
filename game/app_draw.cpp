// Drawing the app: the scene of the board, the model of the panel, overlays.
#include <algorithm>

#include "app.h"
#include "app_text.h"
#include "overlay_view.h"
#include "shapes.h"

namespace wuzi::game {

namespace {

// How long a status message stays fully visible.
constexpr int64_t kStatusMs = 6000;

}  // namespace

// --- Drawing ----------------------------------------------------------------

BoardScene App::board_scene() const {
    BoardScene s;
    s.board = &session_.game().board();
    s.moves = session_.moves();
    s.win_line = session_.resigned() ? std::vector<Move>{} : session_.game().winning_line();
    s.to_move = session_.side_to_move();
    if (session_.human_to_move() && !prompt_ && !show_help_)
        if (auto p = layout_.point_at(mouse_.x, mouse_.y)) s.hover = make_move(p->x, p->y);
    if (settings_.show_pv && driver_.thinking().active) {
        s.pv = driver_.pv();
        if (s.pv.size() > 8) s.pv.resize(8);
        s.pv_first = driver_.pv_first();
    }
    s.hint = driver_.hint(session_);
    const float since = float(now_ms() - refused_at_);
    if (refused_ && since < 800) {
        s.refused = refused_;
        s.refused_alpha = 1.f - since / 800.f;
    }
    s.show_numbers = settings_.show_numbers;
    s.time_s = clock_.getElapsedTime().asSeconds();
    return s;
}

PanelModel App::panel_model() const {
    PanelModel m;
    const BoardConfig& c = session_.config();
    const bool ttt = c.is_tictactoe();
    m.tictactoe = ttt;
    m.game_line = ttt ? "Tic-tac-toe 3x3"
                      : "Gomoku " + std::to_string(c.size) + "x" + std::to_string(c.size) + ", " +
                            to_string(c.rule);
    m.size = std::to_string(c.size);
    m.turn_colour = session_.side_to_move();
    m.over = session_.over();
    m.drawn = session_.result() == GameResult::Draw;
    if (m.over) {
        m.turn_line = result_text(session_);
        if (session_.result() == GameResult::WhiteWins) m.turn_colour = White;
        if (session_.result() == GameResult::BlackWins) m.turn_colour = Black;
    } else {
        const Color us = session_.side_to_move();
        const bool human = session_.player(us) == PlayerKind::Human;
        const bool versus_ai = session_.player(opponent(us)) == PlayerKind::Ai;
        m.turn_line =
            colour_name(us, ttt) + (human ? (versus_ai ? ": your move" : " to move")
                                          : (session_.paused() ? ": AI paused" : ": AI thinking"));
    }
    const int64_t now = now_ms();
    for (int i = 0; i < 2; ++i) {
        m.player[i] = session_.player(Color(i)) == PlayerKind::Human ? "Human" : "AI";
        char buffer[32];
        m.clock[i] = format_clock(clocks_.used(Color(i), now), buffer, sizeof buffer);
    }
    m.clock_running = clocks_.running();
    m.level = level_name(settings_.level);
    m.depth = std::to_string(settings_.depth);
    m.time = time_text(settings_.time_ms);
    const ThinkingView& thinking = driver_.thinking();
    m.thinking = thinking;
    m.eval = thinking.active && thinking.eval ? thinking.eval
                                              : evals_.latest(int(session_.moves().size()));
    m.history = &evals_;
    m.plies = int(session_.moves().size());
    if (!status_.empty()) {
        const int64_t age = now - status_at_;
        m.status = status_;
        m.status_error = status_error_;
        m.status_alpha =
            status_error_ ? 1.f : std::clamp(1.f - float(age - kStatusMs) / 1000.f, 0.f, 1.f);
    }
    m.paused = session_.paused();
    m.can_pause =
        session_.player(Black) == PlayerKind::Ai || session_.player(White) == PlayerKind::Ai;
    m.can_undo = session_.can_undo();
    m.can_redo = session_.can_redo();
    m.can_hint = session_.human_to_move();
    m.can_resign = session_.can_resign();
    m.footer = "F1: keyboard shortcuts";
    if (debug_) m.footer += "    " + std::to_string(fps_) + " fps";
    m.mouse = mouse_;
    return m;
}

void App::render(sf::RenderTarget& target, const Layout& layout) {
    target.clear(to_sf(res_.theme().background));
    board_view_.draw(target, layout, board_scene());
    buttons_ = panel_view_.draw(target, layout, panel_model());
    if (show_help_) draw_help(target, res_, layout);
    if (prompt_) draw_prompt(target, res_, layout, *prompt_, clock_.getElapsedTime().asSeconds());
}

}  // namespace wuzi::game
