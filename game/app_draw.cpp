// Drawing the app: the scene of the board, the model of the panel, overlays.
#include <wuzi/notation.h>

#include <SFML/Graphics/Sprite.hpp>
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "app.h"
#include "app_text.h"
#include "chooser_view.h"
#include "opening_text.h"
#include "overlay_view.h"
#include "shapes.h"
#include "threat_marks.h"

namespace wuzi::game {

namespace {

// How long a status message stays fully visible, then fades.
constexpr int64_t kStatusMs = 6000, kStatusFadeMs = 1000;
// How long a refused click's ring fades, and a new hint pulses.
constexpr int64_t kRefusedMs = 800, kHintPulseMs = 2400;
// How long the mouse rests on a button before its tooltip shows.
constexpr int64_t kTooltipMs = 450;

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

}  // namespace

BoardScene App::editor_scene() const {
    BoardScene s;
    s.board = &editor_->game().board();
    s.moves = editor_->game().moves();
    s.setup = s.moves.size();  // set-up stones: no numbers, no last move
    const EditTool tool = editor_->tool();
    s.to_move = tool == EditTool::White ? White : Black;
    if (tool != EditTool::Erase && !chooser_ && !show_help_)
        if (auto p = layout_.point_at(mouse_.x, mouse_.y)) s.hover = make_move(p->x, p->y);
    const int64_t now = now_ms();
    if (refused_ && now - refused_at_ < kRefusedMs) {
        s.refused = refused_;
        s.refused_alpha = 1.f - float(now - refused_at_) / float(kRefusedMs);
    }
    if (settings_.show_threats) s.threats = threat_marks(*s.board);
    if (settings_.show_forbidden) s.forbidden = forbidden_.marks();
    return s;
}

BoardScene App::board_scene() const {
    if (editor_) return editor_scene();
    BoardScene s;
    s.board = &session_.game().board();
    s.moves = session_.moves();
    s.setup = size_t(session_.setup());
    s.win_line = session_.ending() ? std::vector<Move>{} : session_.game().winning_line();
    s.to_move = session_.side_to_move();
    if (session_.human_to_move() && !chooser_ && !show_help_)
        if (auto p = layout_.point_at(mouse_.x, mouse_.y)) s.hover = make_move(p->x, p->y);
    const ThinkingView& th = shown_thinking();
    if (session_.mode() == Mode::Analysis) {
        if (thinking_current() && !session_.over()) {
            int rank = 1;
            for (const LineView& line : th.lines) {
                Candidate c;
                c.move = line.move;
                c.rank = rank++;
                c.label = eval_short(line.eval, c.favours);
                s.candidates.push_back(c);
            }
        }
    }
    if (const std::vector<Move>* line = hovered_line()) {
        s.pv = *line;  // the line under the mouse in the engine's box, whole
        s.pv_first = th.side;
        s.candidates.clear();
    } else if (session_.mode() != Mode::Analysis && settings_.show_pv && th.active &&
               thinking_current() && !th.lines.empty()) {
        s.pv = th.lines.front().line;
        if (s.pv.size() > 8) s.pv.resize(8);
        s.pv_first = th.side;
    }
    if (threat_current() && !hovered_line() && !threat_->answer.line.empty()) {
        s.pv = threat_->answer.line;  // the winning line, numbered
        s.pv_first = threat_->answer.attacker;
        s.pv_alpha = 200;
        s.candidates.clear();
    }
    s.hint = driver_.hint(session_);
    const int64_t now = now_ms();
    if (s.hint && now - hint_at_ < kHintPulseMs)
        s.hint_pulse = 0.5f + 0.5f * std::sin(float(now - hint_at_) / 1000.f * 5.f);
    if (refused_ && now - refused_at_ < kRefusedMs) {
        s.refused = refused_;
        s.refused_alpha = 1.f - float(now - refused_at_) / float(kRefusedMs);
    }
    if (settings_.show_threats && !session_.over()) s.threats = threat_marks(*s.board);
    if (settings_.show_forbidden) s.forbidden = forbidden_.marks();  // empty unless renju
    if (session_.cursor() > 0) {
        if (const auto r = review_.move(session_.cursor() - 1); r && r->verdict != Verdict::Good) {
            s.judged = s.moves.back();
            s.verdict = r->verdict;
            // The better move belongs to the position before the mistake: show
            // it on the board where the mistake now stands, if it is free.
            s.better = r->better;
        } else if (const std::string* note = notes_.at(session_.cursor() - 1); note && !r) {
            // A verdict from the file (a review saved before).
            if (const auto v = note_verdict(*note, session_.config().size)) {
                s.judged = s.moves.back();
                s.verdict = v->verdict;
                if (v->better != kNoMove) s.better = v->better;
            }
        }
    }
    s.show_numbers = settings_.show_numbers;
    return s;
}

PanelModel App::panel_model() const {
    PanelModel m;
    const BoardConfig& c = session_.config();
    const bool ttt = c.is_tictactoe();
    const int size = c.size;
    m.tictactoe = ttt;
    m.game_line = ttt ? "Tic-tac-toe 3x3"
                      : "Gomoku " + std::to_string(c.size) + "x" + std::to_string(c.size) + ", " +
                            std::string(rule_name(c.rule));
    // In analysis the header names the mode and the board, without the game's name.
    if (session_.mode() == Mode::Analysis)
        m.game_line = ttt ? "Analysis: tic-tac-toe"
                          : "Analysis: " + std::to_string(c.size) + "x" + std::to_string(c.size) +
                                " " + std::string(rule_name(c.rule));
    m.turn_colour = session_.side_to_move();
    m.over = session_.over();
    m.drawn = session_.result() == GameResult::Draw;
    const Color us = session_.side_to_move();
    if (m.over) {
        m.turn_line = result_text(session_);
        if (const auto& foul = session_.game().foul(); foul && !session_.ending()) {
            // The box is narrow: the short form here, the whole reason in the status.
            // (Appended piece by piece: GCC 12 sees a false overlap in a + chain.)
            std::string why = describe(foul->kind);
            why[0] = char(std::toupper(static_cast<unsigned char>(why[0])));
            why.append(" at ").append(move_to_text(foul->move, size));
            why.append(" (move ").append(std::to_string(foul->index + 1)).append(")");
            m.turn_line = "White wins: forbidden move";
            m.turn_note = why;
        }
        if (session_.result() == GameResult::WhiteWins) m.turn_colour = White;
        if (session_.result() == GameResult::BlackWins) m.turn_colour = Black;
    } else if (session_.mode() == Mode::Analysis) {
        m.turn_line = colour_name(us, ttt) + " to move (analysis)";
    } else if (const OpeningStep step = session_.opening_step(); step != OpeningStep::Settled) {
        const Color who = session_.acting();
        const PlayerKind p = session_.player(who);
        m.turn_line = colour_name(who, ttt) + ": " +
                      (p == PlayerKind::Human ? std::string("your ") : player_label(who) + "'s ") +
                      opening_turn_text(step, session_.cursor());
        m.turn_note = opening_turn_note(session_.game_opening(), step);
    } else {
        const bool human = session_.player(us) == PlayerKind::Human;
        const bool versus_ai = session_.player(opponent(us)) != PlayerKind::Human;
        const std::string who = session_.player(us) == PlayerKind::Engine ? player_label(us) : "AI";
        m.turn_line = colour_name(us, ttt) +
                      (human ? (versus_ai ? ": your move" : " to move")
                             : ": " + who + (session_.ai_waits() ? " waits" : " thinking"));
    }
    if (!session_.at_end())
        m.turn_note = "Move " + std::to_string(session_.cursor()) + " of " +
                      std::to_string(session_.line().size()) + " shown: End returns";
    else if (session_.paused() && session_.has_ai() && !m.over && session_.mode() == Mode::Play)
        m.turn_note = "AI paused: Space resumes";
    const int64_t now = now_ms();
    for (int i = 0; i < 2; ++i) {
        m.player[i] = player_label(Color(i));
        m.player_tip[i] =
            "Click: human, AI, then each saved engine; Shift+click (or Shift+B / Shift+W): "
            "add an engine (a pbrain-* program) to play this colour";
        if (session_.player(Color(i)) == PlayerKind::Engine)
            m.player_tip[i] += "; right-click: take it out of the saved engines";
        if (session_.player(Color(i)) == PlayerKind::Engine)
            m.player_tip[i] = m.player[i] + ": " + engine_path(session_, settings_, Color(i)) +
                              ". " + m.player_tip[i];
    }
    clock_model(m);
    m.game_label = ttt ? "Tic-tac-toe" : "Gomoku";
    m.size = std::to_string(size);
    m.rule_label = ttt ? "3 in a row" : std::string(rule_name(c.rule));
    if (!ttt) m.rule_label[0] = char(std::toupper(static_cast<unsigned char>(m.rule_label[0])));
    m.level = level_name(settings_.level);
    m.level_tip = level_description(settings_.level, settings_.depth, settings_.time_ms) +
                  " Click for the next level (L).";
    m.clock_label = settings_.clock.timed() ? clock_text(settings_.clock) : "None";
    m.clock_tip = "Clock " + clock_text(settings_.clock) + ": " +
                  clock_description(settings_.clock) + " Click for the next (C).";
    m.depth = std::to_string(settings_.depth);
    m.depth_tip = depth_description(settings_.depth);
    m.time = time_text(settings_.time_ms);
    m.time_tip = time_description(settings_.time_ms);
    m.threads = std::to_string(settings_.threads);
    m.threads_tip = threads_description(settings_.threads, default_threads());
    m.renju = !ttt && c.rule == Rule::Renju;
    m.forbidden = settings_.show_forbidden;

    // The evaluation: the bar and the engine's box show the same one, the
    // running search's while it belongs to the shown position, else the
    // one known for this position.
    const ThinkingView& th = shown_thinking();
    const bool current = thinking_current();
    m.eval = evals_.shown(session_.cursor());
    // (An external engine's evaluation stays with the move it led to: the
    // window keeps no history of it.)
    const bool engine_view = &th == &engines_.thinking();
    if (current && th.eval && (th.active || th.purpose == SearchPurpose::Analysis || engine_view))
        m.eval = th.eval;
    m.eval_text = m.eval ? eval_text(*m.eval, ttt) : "";

    // The search: shown only while it belongs to the shown position.
    m.engine_active = th.active;
    if (th.active && th.depth == 0) {
        m.engine_title = th.who + " thinking...";
        m.engine_lines.push_back(th.note.empty() ? "starting..." : th.note);
    } else if (current && th.depth == 0) {  // an engine that gave words, not numbers
        m.engine_title = th.who;
        if (!session_.ending() && session_.cursor() > 0)
            m.engine_title += ": played " + move_to_text(session_.moves().back(), size);
        m.engine_lines.push_back(th.note);
    } else if (current) {
        // A finished search for the AI's move is held back a moment before
        // the move shows: it is still "thinking" until then.
        const bool held = th.purpose == SearchPurpose::Move && session_.cursor() == th.ply;
        const bool played = th.purpose == SearchPurpose::Move && !th.active && !held;
        if (th.purpose == SearchPurpose::Analysis) {
            const size_t n = th.lines.size();
            m.engine_title = "Analysis: " + std::to_string(n) + " best move" + (n == 1 ? "" : "s");
        } else {
            m.engine_title = th.who + (th.active || held ? " thinking" : "") +
                             (played && session_.cursor() > 0
                                  ? ": played " + move_to_text(session_.moves().back(), size)
                                  : "");
        }
        if (th.active) m.engine_title += std::string("...").substr(0, 1 + size_t(now / 300 % 3));
        char line[96];
        std::snprintf(line, sizeof line, "depth %d/%d  %.1fs  %s nodes", th.depth, th.seldepth,
                      double(th.elapsed_ms) / 1000.0, human_count(th.nodes).c_str());
        m.engine_lines.push_back(line);
        if (th.purpose == SearchPurpose::Analysis) {
            int rank = 1;
            m.engine_line_moves.resize(m.engine_lines.size());
            for (const LineView& l : th.lines) {
                std::string text = std::to_string(rank++) + ". " + move_to_text(l.move, size) +
                                   " " + eval_text(l.eval, ttt) + " ";
                for (size_t i = 1; i < l.line.size(); ++i)
                    text.append(" ").append(move_to_text(l.line[i], size));
                m.engine_lines.push_back(text);
                m.engine_line_moves.push_back(l.line);
            }
        } else {
            m.engine_lines.push_back("eval " + (m.eval_text.empty() ? "-" : m.eval_text));
            m.engine_lines.push_back("line " + th.pv);
            m.engine_line_moves.resize(m.engine_lines.size());
            if (!th.lines.empty()) m.engine_line_moves.back() = th.lines.front().line;
            // An external engine's own last words, when they were not numbers.
            if (!th.note.empty() && !th.note.starts_with("depth ")) {
                m.engine_lines.push_back(th.note);
                m.engine_line_moves.resize(m.engine_lines.size());
            }
        }
    } else {
        m.engine_title = session_.mode() == Mode::Analysis && session_.over()
                             ? "Analysis: the game is over here"
                             : "Engine";
        m.engine_lines.push_back("no search for this position");
    }
    m.history = &evals_;
    m.plies = int(session_.line().size());
    m.cursor = session_.cursor();

    // The move list and the review's verdicts.
    m.first_ply = session_.setup();
    for (int i = m.first_ply; i < int(session_.line().size()); ++i) {
        MoveEntry e{move_to_text(session_.line()[size_t(i)], size), Verdict::Good};
        if (const auto r = review_.move(i)) {
            e.verdict = r->verdict;
            if (r->verdict != Verdict::Good) m.marks.push_back({i + 1, r->verdict});
        } else if (const std::string* note = notes_.at(i)) {
            if (const auto v = note_verdict(*note, size)) {  // a review saved in the file
                e.verdict = v->verdict;
                m.marks.push_back({i + 1, v->verdict});
            }
        }
        m.moves.push_back(e);
    }
    m.list_first_row = list_first_row_;
    m.list_follow = list_follow_;
    m.review_shown = review_.shown();
    m.review_running = review_.running();
    if (m.review_shown) {
        m.review_progress = float(review_.searched()) / float(std::max(1, review_.total()));
        if (m.review_running) {
            m.review_line = "Reviewing " + std::to_string(review_.searched()) + " of " +
                            std::to_string(review_.total()) + " (" +
                            time_text(review_.ms_per_position()) + " each)";
        } else {
            // "Review  B 1?! 0? 1??  W 0?! 1? 1??"
            auto counts = [&](Color col) {
                const auto n = review_.counts(col);
                return std::string(ttt ? (col == Black ? "X " : "O ")
                                       : (col == Black ? "B " : "W ")) +
                       std::to_string(n[1]) + "?! " + std::to_string(n[2]) + "? " +
                       std::to_string(n[3]) + "??";
            };
            m.review_line = "Review  " + counts(Black) + "   " + counts(White);
        }
        const int last = session_.cursor() - 1;
        if (const auto r = review_.move(last)) {
            m.review_note = std::to_string(last / 2 + 1) + (last % 2 ? "... " : ". ") +
                            move_to_text(session_.moves().back(), size) + verdict_mark(r->verdict) +
                            " " + verdict_name(r->verdict);
            if (r->verdict != Verdict::Good && r->better != kNoMove)
                m.review_note += "; better " + move_to_text(r->better, size);
        } else if (!m.review_running) {
            m.review_note = "Step through the moves (Left/Right) to see each verdict.";
        }
    } else if (!notes_.empty()) {
        // The file's comments: the shown move's, in full.
        m.review_shown = true;
        m.review_line = "Comments from the file";
        const int last = session_.cursor() - 1;
        if (const std::string* note = notes_.at(last))
            m.review_note = std::to_string(last / 2 + 1) + (last % 2 ? "... " : ". ") +
                            move_to_text(session_.moves().back(), size) + ": " + *note;
        else
            m.review_note = "Step through the moves (Left/Right) to read them.";
    }

    const int64_t age = now - status_at_;
    if (!status_.empty()) {
        m.status = status_;
        m.status_error = status_error_;
        m.status_alpha =
            status_error_
                ? 1.f
                : std::clamp(1.f - float(age - kStatusMs) / float(kStatusFadeMs), 0.f, 1.f);
    }
    m.paused = session_.paused();
    m.can_pause = session_.has_ai() && session_.mode() == Mode::Play;
    m.pause_label = session_.ai_waits() && !session_.at_end() ? "Play on"
                    : session_.paused()                       ? "Resume"
                                                              : "Pause";
    m.can_undo = session_.can_undo();
    m.can_redo = session_.can_redo();
    m.can_hint = session_.human_to_move() && session_.mode() == Mode::Play;
    m.can_resign = session_.can_resign();
    m.resign_label = resign_asked_ == session_.version() ? "Sure?" : "Resign";
    m.can_review = !session_.line().empty();
    m.analysis = session_.mode() == Mode::Analysis;
    m.threats = settings_.show_threats;
    m.numbers = settings_.show_numbers;
    m.show_pv = settings_.show_pv;
    m.sound = settings_.sound;
    m.footer = "F1: keyboard shortcuts";
    if (debug_) m.footer += "    " + std::to_string(fps_) + " fps";
    m.mouse = mouse_;
    m.can_threat = !ttt && !session_.over();
    threat_model(m);
    opening_model(m);
    if (editor_) editor_model(m);
    return m;
}

void App::clock_model(PanelModel& m) const {
    const int64_t now = now_ms();
    for (int i = 0; i < 2; ++i) {
        const Color col = Color(i);
        m.clock[i] = game_clock_.text(col, now);
        const auto left = game_clock_.left(col, now);
        m.clock_low[i] = left && *left < 10000;
    }
    m.clock_running = game_clock_.running();
}

const std::vector<Move>* App::hovered_line() const {
    if (!hover_button_ || *hover_button_ >= drawn_.buttons.size() || chooser_ || show_help_)
        return nullptr;
    const Command c = drawn_.buttons[*hover_button_].command;
    const ThinkingView& th = shown_thinking();
    if (c.action != Action::ShowLine || !thinking_current() || th.lines.empty()) return nullptr;
    // The box's rows: the search's numbers, then each best move (analysis),
    // or the evaluation and the line.
    const size_t k = th.purpose == SearchPurpose::Analysis ? size_t(c.arg) - 1 : 0;
    return k < th.lines.size() ? &th.lines[k].line : nullptr;
}

std::optional<std::string> App::tooltip() const {
    if (!hover_button_ || *hover_button_ >= drawn_.buttons.size() || chooser_ || show_help_)
        return std::nullopt;
    const Button& b = drawn_.buttons[*hover_button_];
    if (b.tip.empty() || now_ms() - hover_since_ < kTooltipMs) return std::nullopt;
    return b.tip;
}

void App::render(sf::RenderTarget& target, const Layout& layout) {
    take_clip_log();  // only this frame's
    target.clear(to_sf(res_.theme().background));
    BoardScene scene = board_scene();
    board_view_.draw(target, layout, scene);
    PanelModel model = panel_model();
    drawn_ = panel_view_.draw(target, layout, model);
    if (debug_) {
        shown_model_ = std::move(model);
        shown_model_.history = nullptr;
        shown_scene_ = std::move(scene);
        shown_scene_.board = nullptr;
    }
    if (list_follow_) list_first_row_ = drawn_.list_first_row;
    if (show_help_) draw_help(target, res_, layout);
    if (chooser_)
        draw_chooser(target, res_, layout, *chooser_, float(now_ms()) / 1000.f, mouse_,
                     "Add an engine for " + colour_name(engine_chooser_side_, false) +
                         ": choose a Gomocup brain (pbrain-*)");
    if (const auto tip = tooltip()) draw_tooltip(target, res_, layout, *tip, mouse_);
    clipped_ = take_clip_log();
}

void App::draw_frame() {
    const sf::Vector2u size = window_.getSize();
    if (!frame_ok_ || frame_.getSize() != size) frame_ok_ = frame_.create(size.x, size.y);
    if (!frame_ok_) {  // no off-screen target: draw straight into the window
        render(window_, layout_);
        window_.display();
        return;
    }
    render(frame_, layout_);
    frame_.display();
    window_.draw(sf::Sprite(frame_.getTexture()));
    window_.display();
}

void App::draw_clocks_only() {
    window_.draw(sf::Sprite(frame_.getTexture()));
    clock_model(shown_model_);
    panel_view_.draw_clocks(window_, layout_, shown_model_, drawn_.players_y);
    window_.display();
}

// next_redraw: when the next whole frame is due without an event: a status
// fading, a refused click's ring, a new hint's pulse, the chooser's cursor,
// the dots of a running search, a tooltip. (Clocks: draw_clocks_only.)
int64_t App::next_redraw(int64_t now) const {
    int64_t next = now + 3'600'000;
    auto at = [&](int64_t t) { next = std::min(next, std::max(t, now + 1)); };
    if (!status_.empty() && !status_error_) {
        const int64_t age = now - status_at_;
        if (age < kStatusMs)
            at(status_at_ + kStatusMs);
        else if (age < kStatusMs + kStatusFadeMs)
            at(now + 33);
    }
    if (refused_ && now - refused_at_ < kRefusedMs) at(now + 16);
    if (hint_shown_ && now - hint_at_ < kHintPulseMs) at(now + 33);
    if (chooser_ && !chooser_->overwrite()) {  // the cursor blinks: on for 0.6 s of each second
        const int64_t phase = now % 1000;
        at(now + (phase < 600 ? 600 - phase : 1000 - phase));
    }
    if (shown_thinking().active || threats_.running()) at(now + 300 - now % 300);
    if (hover_button_ && now - hover_since_ < kTooltipMs) at(hover_since_ + kTooltipMs);
    return next;
}

}  // namespace wuzi::game
