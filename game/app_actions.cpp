// The app's commands: what each Action does, and saving, loading and
// screenshots.
#include <wuzi/notation.h>

#include <algorithm>
#include <array>
#include <filesystem>

#include "app.h"
#include "app_text.h"
#include "game_file.h"

namespace wuzi::game {

namespace {

// The time budgets ] and [ step through.
constexpr std::array<int64_t, 16> kTimeSteps = {
    100, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000, 8000, 10000, 15000, 20000, 30000, 60000};
// The review's times per position, Shift+E steps through.
constexpr std::array<int64_t, 4> kReviewSteps = {200, 500, 1000, 3000};

}  // namespace

void App::new_game(const BoardConfig& config, const std::string& what) {
    const bool had_moves = !session_.line().empty() || config != session_.config();
    driver_.cancel();
    engines_.new_game();  // END, then a kill after a grace period
    session_.new_game(config);
    evals_.clear();
    review_.clear();
    game_clock_.reset();
    relayout(unsigned(layout_.width), unsigned(layout_.height));
    after_change();
    set_status(what + (had_moves ? " Undo (U) brings the last game back." : ""));
}

void App::sync_settings_to_game() {
    const BoardConfig& c = session_.config();
    Settings s = settings_;
    s.kind = c.is_tictactoe() ? GameKind::TicTacToe : GameKind::Gomoku;
    if (!c.is_tictactoe()) {
        s.size = c.size;
        s.rule = c.rule;
    }
    if (s == settings_ && layout_.size == c.size && layout_.cells == c.is_tictactoe()) return;
    settings_ = s;
    settings_changed();
    relayout(unsigned(layout_.width), unsigned(layout_.height));
}

void App::settings_changed() {
    settings_.clamp();
    // Before the window opens, changes come from the command line (--load): one run only.
    if (!settings_path_ || !window_.isOpen()) return;
    // One-run options (the command line) stay out of the file unless changed here.
    const Settings to_save = settings_to_save(file_settings_, start_settings_, settings_);
    if (auto error = save_settings(*settings_path_, to_save))
        set_status("Settings not saved: " + *error, true);
    else
        file_settings_ = to_save;
    // What the window changed is the player's from now on, not one-run: a
    // later change back (e.g. a toggle off and on again) is saved too.
    start_settings_ = settings_to_save(start_settings_, start_settings_, settings_);
}

void App::search_limits_changed(const std::string& what) {
    settings_changed();
    const bool restarted = driver_.limits_changed();
    set_setting_status(what + (restarted ? " The search now running starts again with it." : ""));
}

void App::perform_game_change(Action a) {
    // Each starts a new game of another kind; the old game stays undoable.
    switch (a) {
        case Action::NextGame:
            settings_.kind =
                settings_.kind == GameKind::Gomoku ? GameKind::TicTacToe : GameKind::Gomoku;
            break;
        case Action::SizeUp:
        case Action::SizeDown:
            if (settings_.kind != GameKind::Gomoku) return;
            settings_.size += a == Action::SizeUp ? 1 : -1;
            break;
        case Action::NextRule:
            if (settings_.kind != GameKind::Gomoku) return;
            settings_.rule = Rule((int(settings_.rule) + 1) % kRuleCount);
            break;
        default:
            return;
    }
    settings_changed();
    const BoardConfig config = settings_.board_config();
    if (config == session_.config() && session_.line().empty()) return;  // at the size limit
    std::string what = "New tic-tac-toe game.";
    if (!config.is_tictactoe())
        what = "New gomoku game on " + std::to_string(config.size) + "x" +
               std::to_string(config.size) + ", " + std::string(rule_name(config.rule)) + ": " +
               rule_summary(config.rule);
    new_game(config, what);
}

void App::perform_step(Command c) {
    int ply = session_.cursor();
    switch (c.action) {
        case Action::StepBack:
            ply -= 1;
            break;
        case Action::StepForward:
            ply += 1;
            break;
        case Action::StepFirst:
            ply = 0;
            break;
        case Action::StepLast:
            ply = int(session_.line().size());
            break;
        default:
            ply = c.arg;
            break;
    }
    session_.step_to(ply);
}

void App::toggle_analysis() {
    const bool on = session_.mode() != Mode::Analysis;
    session_.set_mode(on ? Mode::Analysis : Mode::Play);
    if (on)
        set_status("Analysis: the engine's " + std::to_string(settings_.analysis_lines) +
                   " best moves (1-5). Right-click: other colour. A: play.");
    else
        set_status("Back to play.");
}

void App::toggle_review() {
    if (review_.running()) {
        review_.cancel();
        set_status("Review stopped: " + std::to_string(review_.searched()) + " of " +
                   std::to_string(review_.total()) + " positions checked.");
        return;
    }
    if (int(session_.line().size()) == session_.setup()) {
        set_status("Nothing to review yet: play or load a game first.");
        return;
    }
    review_.start(session_.config(), session_.line(), settings_.review_ms, session_.setup());
    debug_line("review start " + std::to_string(review_.total()));
    set_status("Reviewing the game at " + time_text(settings_.review_ms) +
               " a position (Esc stops).");
}

void App::perform(Command c) {
    const bool ttt = session_.config().is_tictactoe();
    // Resign asks first; any other command withdraws the question.
    const bool resign_confirmed = c.action == Action::Resign && resign_asked_ == session_.version();
    resign_asked_ = 0;
    if (editor_ && !allowed_while_editing(c.action)) {
        set_status("Setting up a position: Enter (Done) plays from it, Esc (Cancel) drops it.");
        return;
    }
    switch (c.action) {
        case Action::NewGame:
            new_game(settings_.board_config(), "New game.");
            break;
        case Action::Undo: {
            if (editor_) {
                perform_edit(c);
                break;
            }
            const bool restore = session_.can_restore();
            const std::optional<Ending> ending = session_.ending();
            if (session_.undo()) {
                if (restore) driver_.cancel();
                sync_settings_to_game();
                after_change();
                // An ending off the board is taken back before any move.
                set_status(ending    ? (ending->kind == EndKind::Resignation
                                            ? "Resignation taken back: the game goes on."
                                            : "Loss on time taken back: the game goes on.")
                           : restore ? "The previous game is back."
                                     : "Move taken back.");
            } else {
                set_status("Nothing to undo.");
            }
            break;
        }
        case Action::Redo:
            if (session_.redo()) {
                after_change();
                set_status("Move replayed.");
            } else {
                set_status("Nothing to redo.");
            }
            break;
        case Action::Hint:
            if (!session_.human_to_move()) {
                set_status("A hint is for the human to move.");
            } else {
                driver_.request_hint(session_);
                set_status("Looking for a good move...");
            }
            break;
        case Action::Swap:
            session_.swap_sides();
            std::swap(settings_.black, settings_.white);
            settings_changed();
            set_status("Sides swapped: " + colour_name(Black, ttt) + " is now " +
                       (settings_.black == PlayerKind::Human ? "you." : "the AI."));
            break;
        case Action::Resign:
            if (!session_.can_resign()) {
                set_status("There is no game to resign here.");
            } else if (!resign_confirmed) {
                resign_asked_ = session_.version();
                set_status("Resign this game? Press G (or Resign) again to confirm.");
            } else if (session_.resign()) {
                after_change();
                announce_move();
            }
            break;
        case Action::Pause:
            if (session_.ai_waits() && !session_.at_end()) {
                session_.continue_here();
                session_.set_paused(false);
                set_status("Playing on from move " + std::to_string(session_.cursor()) +
                           " (undo brings the rest of the game back).");
            } else if (session_.has_ai()) {
                session_.set_paused(!session_.paused());
                set_status(session_.paused() ? "AI paused." : "AI resumed.");
            }
            break;
        case Action::Save:
            open_chooser(ChooserPurpose::Save);
            break;
        case Action::Load:
            open_chooser(ChooserPurpose::Load);
            break;
        case Action::Screenshot:
            save_screenshot();
            break;
        case Action::ToggleNumbers:
            settings_.show_numbers = !settings_.show_numbers;
            settings_changed();
            break;
        case Action::TogglePv:
            settings_.show_pv = !settings_.show_pv;
            settings_changed();
            set_status(settings_.show_pv ? "Showing the engine's line." : "Engine's line hidden.");
            break;
        case Action::ToggleThreats:
            settings_.show_threats = !settings_.show_threats;
            settings_changed();
            set_status(settings_.show_threats
                           ? "Threats: where each side can make a four (4) or a live three (3)."
                           : "Threats hidden.");
            break;
        case Action::ToggleForbidden:
            settings_.show_forbidden = !settings_.show_forbidden;
            settings_changed();
            refresh_forbidden();
            set_status(settings_.show_forbidden
                           ? "Forbidden points shown (renju): Black may not play on a red cross."
                           : "Forbidden points hidden.");
            break;
        case Action::TogglePonder:
            settings_.ponder = !settings_.ponder;
            settings_changed();
            set_status(settings_.ponder ? "Pondering: the AI thinks on your time too (K)."
                                        : "Pondering off: the AI thinks on its own time only.");
            break;
        case Action::ToggleSound:
            settings_.sound = !settings_.sound;
            settings_changed();
            set_status(settings_.sound ? "Sound on." : "Sound off.");
            break;
        case Action::NextLevel:
            settings_.apply_level(next_level(settings_.level));
            search_limits_changed(
                level_description(settings_.level, settings_.depth, settings_.time_ms));
            break;
        case Action::NextClock:
            settings_.clock = next_clock(settings_.clock);
            settings_changed();
            game_clock_.set_control(settings_.clock);
            after_change();
            set_status("Clock: " + clock_description(settings_.clock));
            break;
        case Action::DepthUp:
        case Action::DepthDown:
            settings_.depth += c.action == Action::DepthUp ? 1 : -1;
            settings_.clamp();
            search_limits_changed(
                depth_message(settings_.depth, settings_.time_ms, settings_.level, kMaxDepth));
            break;
        case Action::TimeUp: {
            auto it = std::upper_bound(kTimeSteps.begin(), kTimeSteps.end(), settings_.time_ms);
            if (it != kTimeSteps.end()) settings_.time_ms = *it;
            settings_.clamp();
            search_limits_changed(
                time_message(settings_.depth, settings_.time_ms, settings_.level, kMaxDepth));
            break;
        }
        case Action::TimeDown: {
            auto it = std::lower_bound(kTimeSteps.begin(), kTimeSteps.end(), settings_.time_ms);
            if (it != kTimeSteps.begin()) settings_.time_ms = *(it - 1);
            settings_.clamp();
            search_limits_changed(
                time_message(settings_.depth, settings_.time_ms, settings_.level, kMaxDepth));
            break;
        }
        case Action::ThreadsUp:
        case Action::ThreadsDown:
            settings_.threads += c.action == Action::ThreadsUp ? 1 : -1;
            settings_.clamp();
            search_limits_changed("The engine searches with " + std::to_string(settings_.threads) +
                                  (settings_.threads == 1 ? " thread" : " threads") + " (" +
                                  std::to_string(default_threads()) + " cores here).");
            break;
        case Action::ToggleBlack:
        case Action::ToggleWhite: {
            const Color col = c.action == Action::ToggleBlack ? Black : White;
            const PlayerKind p = session_.player(col);
            const std::string engine = settings_.engine(session_.seat(col));
            // Human, the AI, then each saved engine (gomoku only), Human. A new
            // engine is added by Shift+click or Shift+B / Shift+W (AddEngine):
            // going round the players never opens a file chooser.
            const auto& list = settings_.engines;
            const auto at = std::find(list.begin(), list.end(), engine);
            if (p == PlayerKind::Human) {
                set_player(col, PlayerKind::Ai);
            } else if (!ttt && p == PlayerKind::Ai && !list.empty()) {
                set_player(col, PlayerKind::Engine, list.front());
            } else if (!ttt && p == PlayerKind::Engine && at != list.end() &&
                       at + 1 != list.end()) {
                set_player(col, PlayerKind::Engine, *(at + 1));
            } else {
                set_player(col, PlayerKind::Human);
            }
            const PlayerKind now = session_.player(col);
            set_status(colour_name(col, ttt) + " is now played by " +
                       (now == PlayerKind::Human ? std::string("a human.")
                        : now == PlayerKind::Ai  ? std::string("the AI.")
                                                 : engines_.name(col, session_, settings_) + " (" +
                                                      settings_.engine(session_.seat(col)) + ")."));
            break;
        }
        case Action::AddEngine:
            open_engine_chooser(Color(c.arg));
            break;
        case Action::RemoveEngine:
            remove_engine(Color(c.arg));
            break;
        case Action::NextGame:
        case Action::SizeUp:
        case Action::SizeDown:
        case Action::NextRule:
            perform_game_change(c.action);
            break;
        case Action::NextOpening:
            change_opening();
            break;
        case Action::Choose:
            choose_opening(SwapChoice(c.arg));
            break;
        case Action::StepBack:
        case Action::StepForward:
        case Action::StepFirst:
        case Action::StepLast:
        case Action::StepTo:
            perform_step(c);
            break;
        case Action::Analyse:
            toggle_analysis();
            break;
        case Action::AnalysisLines:
            settings_.analysis_lines = c.arg;
            settings_changed();
            if (session_.mode() == Mode::Analysis) driver_.cancel();
            set_status("Analysis shows the " + std::to_string(settings_.analysis_lines) +
                       " best move" + (settings_.analysis_lines > 1 ? "s." : "."));
            break;
        case Action::Review:
            toggle_review();
            break;
        case Action::ReviewTime: {
            auto it =
                std::upper_bound(kReviewSteps.begin(), kReviewSteps.end(), settings_.review_ms);
            settings_.review_ms = it == kReviewSteps.end() ? kReviewSteps.front() : *it;
            settings_changed();
            set_status("Reviews take " + time_text(settings_.review_ms) + " a position.");
            break;
        }
        case Action::Cancel:
            if (threats_.cancel())
                poll_threats();  // says it was stopped
            else if (show_help_)
                show_help_ = false;
            else if (review_.running())
                toggle_review();
            break;
        case Action::Help:
            show_help_ = !show_help_;
            break;
        case Action::Quit:
            window_.close();  // run() stops the search once the loop ends
            break;
        case Action::ShowLine:  // shown while hovered (tooltip and board)
            break;
        case Action::Edit:
            if (editor_)
                finish_editing(true);
            else
                start_editing();
            break;
        case Action::ThreatSearch:
            request_threat_search(c.arg == 1 ? ThreatKind::Vct : ThreatKind::Vcf);
            break;
        case Action::EditTool:
        case Action::EditSide:
        case Action::EditClear:
        case Action::EditDone:
        case Action::EditCancel:
            perform_edit(c);
            break;
    }
}

// --- Files and pictures -----------------------------------------------------

GameRecord App::record() const {
    GameRecord r;
    r.config = session_.config();
    r.moves = session_.line();
    r.setup = size_t(session_.setup());
    r.black_name = player_label(Black) == "AI" ? "Wuzi" : player_label(Black);
    r.white_name = player_label(White) == "AI" ? "Wuzi" : player_label(White);
    // The result of the whole line, whatever position is shown.
    Game end(r.config);
    r.result = end.set_moves(r.moves, r.setup) ? GameResult::Ongoing : end.result();
    if (r.result == GameResult::Ongoing && session_.at_end()) {
        r.result = session_.result();
        if (const auto e = session_.ending())
            r.ending = e->kind == EndKind::Time      ? wuzi::Ending::Time
                       : e->kind == EndKind::Failure ? wuzi::Ending::Forfeit
                                                     : wuzi::Ending::Resignation;
    }
    r.date = today();
    // The review's verdicts as move comments.
    for (int i = 0; i < int(r.moves.size()); ++i) {
        std::string comment;
        if (const auto mr = review_.move(i); mr && mr->verdict != Verdict::Good) {
            comment = verdict_name(mr->verdict) + verdict_mark(mr->verdict);
            comment[0] = char(std::toupper(static_cast<unsigned char>(comment[0])));
            if (mr->better != kNoMove)
                comment += " Better: " + move_to_text(mr->better, r.config.size) + ".";
        } else if (const std::string* note = notes_.at(i);
                   note && !(mr && note_verdict(*note, r.config.size))) {
            comment = *note;  // the file's own comment (a review's verdict is redone by one)
        }
        r.move_comments.push_back(comment);
    }
    if (std::all_of(r.move_comments.begin(), r.move_comments.end(),
                    [](const std::string& s) { return s.empty(); }))
        r.move_comments.clear();
    return r;
}

bool App::save_game(const std::string& path) {
    if (auto error = save_game_file(path, record())) {
        set_status("Not saved: " + *error, true);
        return false;
    }
    set_status("Saved to " + path + ".");
    return true;
}

bool App::load_game(const std::string& path) {
    const RecordParse parsed = load_game_file(path, session_.config());
    if (!parsed.ok()) {
        set_status("Not loaded: " + parsed.error, true);
        return false;
    }
    load_record(parsed.record);
    std::string text = "Loaded " + path + " (" + std::to_string(parsed.record.moves.size()) +
                       " moves; undo brings the last game back).";
    if (session_.has_ai() && !session_.over())
        text += " The AI is paused: Space plays on, E reviews.";
    if (session_.over()) text.append(" ").append(result_text(session_)).append(".");
    set_status(text);
    return true;
}

void App::save_screenshot() {
    std::error_code ec;
    const std::filesystem::path path =
        std::filesystem::absolute("wuzi-" + timestamp() + ".png", ec);
    const sf::Vector2u size = window_.getSize();
    if (render_png(path.string(), size.x, size.y))
        set_status("Screenshot saved to " + path.string() + ".");
    else
        set_status("Could not save the screenshot " + path.string() + ".", true);
}

bool App::render_png(const std::string& path, unsigned width, unsigned height) {
    sf::RenderTexture texture;
    if (!texture.create(width, height)) return false;
    const Layout saved = layout_;
    layout_ = Layout::compute(float(width), float(height), session_.config().size,
                              session_.config().is_tictactoe());
    render(texture, layout_);
    texture.display();
    layout_ = saved;
    return texture.getTexture().copyToImage().saveToFile(path);
}

}  // namespace wuzi::game
