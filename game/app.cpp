#include "app.h"

#include <wuzi/notation.h>

#include <SFML/Window/Event.hpp>
#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <iostream>
#include <thread>

#include "app_text.h"
#include "chooser_view.h"
#include "x11_window.h"

namespace wuzi::game {

namespace {

// How long the main loop sleeps when nothing is to be drawn: input waits at
// most this long (SFML 2.5 cannot wait for an event with a timeout).
constexpr int64_t kIdleSleepMs = 4;

}  // namespace

App::App(const Resources& res, Settings settings,
         std::optional<std::filesystem::path> settings_path, bool debug)
    : res_(res),
      settings_(settings),
      start_settings_(settings),
      file_settings_(settings),
      settings_path_(std::move(settings_path)),
      debug_(debug),
      session_(settings.board_config()),
      board_view_(res),
      panel_view_(res) {
    session_.set_player(Black, settings_.black);
    session_.set_player(White, settings_.white);
    session_.set_opening_rule(settings_.opening);
    game_clock_.set_control(settings_.clock);
    layout_ = Layout::compute(kDesignWidth, kDesignHeight, session_.config().size,
                              session_.config().is_tictactoe());
}

void App::load_record(const GameRecord& record) {
    std::optional<Ending> ending;
    if (record.result == GameResult::BlackWins || record.result == GameResult::WhiteWins) {
        const Color loser = record.result == GameResult::BlackWins ? White : Black;
        if (record.ending == wuzi::Ending::Resignation)
            ending = Ending{EndKind::Resignation, loser, {}};
        if (record.ending == wuzi::Ending::Time) ending = Ending{EndKind::Time, loser, {}};
        if (record.ending == wuzi::Ending::Forfeit)
            ending = Ending{EndKind::Failure, loser,
                            std::string(loser == Black ? "Black" : "White") + " forfeited"};
    }
    driver_.cancel();
    if (!session_.replace(record.config, record.moves, ending, int(record.setup))) return;
    engines_.new_game();
    // A loaded game waits: the AI does not answer before the player looks.
    if (session_.has_ai()) session_.set_paused(true);
    evals_.clear();
    review_.clear();
    notes_.set(record.moves, record.move_comments);
    game_clock_.reset();
    sync_settings_to_game();
    after_change();
    // A game lost by a forbidden move: the whole reason, which the turn box shortens.
    if (session_.game().foul()) set_status(result_text(session_) + ".");
}

void App::start_analysis() { session_.set_mode(Mode::Analysis); }

void App::debug_line(const std::string& line) const {
    if (debug_) std::cout << line << std::endl;
}

void App::relayout(unsigned width, unsigned height) {
    layout_ = Layout::compute(float(width), float(height), session_.config().size,
                              session_.config().is_tictactoe());
    char line[160];
    std::snprintf(line, sizeof line, "geometry %u %u %.2f %.2f %.3f %d %d", width, height,
                  layout_.x0, layout_.y0, layout_.cell, layout_.size, layout_.cells ? 1 : 0);
    debug_line(line);
    if (chooser_) chooser_->set_rows(chooser_geometry(layout_).rows);
    dirty_ = true;
}

void App::set_status(std::string text, bool error) {
    status_ = std::move(text);
    status_error_ = error;
    status_at_ = now_ms();
    status_version_ = session_.version();
    status_of_position_ = true;
    dirty_ = true;
    debug_line((error ? "error " : "status ") + status_);
}

void App::set_setting_status(std::string text) {
    set_status(std::move(text));
    status_of_position_ = false;
}

// --- Input ------------------------------------------------------------------

void App::handle_event(const sf::Event& e) {
    switch (e.type) {
        case sf::Event::Closed:
            window_.close();  // run() stops the search once the loop ends
            break;
        case sf::Event::Resized: {
            // Without a window manager to enforce the minimum size, keep it here.
            const unsigned w = std::max(e.size.width, kMinWindowWidth);
            const unsigned h = std::max(e.size.height, kMinWindowHeight);
            if (w != e.size.width || h != e.size.height) window_.setSize({w, h});
            window_.setView(
                sf::View(sf::FloatRect(0, 0, float(e.size.width), float(e.size.height))));
            relayout(e.size.width, e.size.height);
            break;
        }
        case sf::Event::MouseMoved: {
            const sf::Vector2f before = mouse_;
            mouse_ = {float(e.mouseMove.x), float(e.mouseMove.y)};
            // Redraw only when what lies under the mouse changes.
            const auto point = [this](sf::Vector2f p) { return layout_.point_at(p.x, p.y); };
            const auto p0 = point(before), p1 = point(mouse_);
            std::optional<size_t> over;
            for (size_t i = 0; i < drawn_.buttons.size(); ++i)
                if (drawn_.buttons[i].rect.contains(mouse_.x, mouse_.y)) over = i;
            if (over != hover_button_) {
                hover_button_ = over;
                hover_since_ = now_ms();
                dirty_ = true;
            }
            if (p0.has_value() != p1.has_value() ||
                (p0 && p1 && (p0->x != p1->x || p0->y != p1->y)))
                dirty_ = true;
            if (chooser_ && chooser_button_at(before) != chooser_button_at(mouse_))
                dirty_ = true;  // its buttons' hover
            break;
        }
        case sf::Event::MouseLeft:
            mouse_ = {-1, -1};
            hover_button_.reset();
            dirty_ = true;
            break;
        case sf::Event::MouseButtonPressed:
            mouse_ = {float(e.mouseButton.x), float(e.mouseButton.y)};
            if (e.mouseButton.button == sf::Mouse::Left) handle_click(mouse_.x, mouse_.y);
            if (e.mouseButton.button == sf::Mouse::Right) handle_click(mouse_.x, mouse_.y, true);
            dirty_ = true;
            break;
        case sf::Event::MouseWheelScrolled:
            if (chooser_) {
                chooser_scroll(e.mouseWheelScroll.delta);
                dirty_ = true;
            } else if (drawn_.move_list.contains(float(e.mouseWheelScroll.x),
                                                 float(e.mouseWheelScroll.y))) {
                list_first_row_ =
                    std::max(0, drawn_.list_first_row - int(std::lround(e.mouseWheelScroll.delta)));
                list_follow_ = false;
                dirty_ = true;
            }
            break;
        case sf::Event::TextEntered:
            if (chooser_) {
                chooser_text(e.text.unicode);
                dirty_ = true;
            }
            break;
        case sf::Event::KeyPressed:
            dirty_ = true;
            if (e.key.code == sf::Keyboard::LShift || e.key.code == sf::Keyboard::RShift) {
                shift_held_ = true;
            } else if (debug_ && e.key.code == sf::Keyboard::Pause) {
                sync_requested_ = true;  // the scripts' "draw, then tell me"
            } else if (chooser_) {
                chooser_key(e.key);
            } else if (show_help_ &&
                       (e.key.code == sf::Keyboard::Escape || e.key.code == sf::Keyboard::F1)) {
                show_help_ = false;
            } else if (auto ec = editor_
                                     ? edit_command_for_key(e.key.code, e.key.control, e.key.shift)
                                     : std::nullopt) {
                perform(*ec);
            } else if (auto c = command_for_key(e.key.code, e.key.control, e.key.shift)) {
                perform(*c);
            }
            break;
        case sf::Event::KeyReleased:
            if (e.key.code == sf::Keyboard::LShift || e.key.code == sf::Keyboard::RShift)
                shift_held_ = false;
            break;
        case sf::Event::GainedFocus:
        case sf::Event::LostFocus:
            shift_held_ = false;
            dirty_ = true;
            break;
        default:
            break;
    }
    after_change();
}

void App::handle_click(float x, float y, bool other_colour) {
    if (chooser_) {
        if (!other_colour) chooser_click(x, y);
        return;
    }
    if (show_help_) {
        show_help_ = false;
        return;
    }
    for (const Button& b : drawn_.buttons) {
        if (other_colour) {
            // A right-click on a side button takes its engine out of the saved list.
            const Action a = b.command.action;
            if ((a == Action::ToggleBlack || a == Action::ToggleWhite) && b.rect.contains(x, y)) {
                perform(Command{Action::RemoveEngine, a == Action::ToggleBlack ? 0 : 1});
                return;
            }
            continue;
        }
        if (b.rect.contains(x, y)) {
            const Action a = b.command.action;
            // Shift+click on a side button: add an engine for that colour.
            if (shift_held_ && (a == Action::ToggleBlack || a == Action::ToggleWhite))
                perform(Command{Action::AddEngine, a == Action::ToggleBlack ? 0 : 1});
            else if (b.enabled)
                perform(b.command);
            return;
        }
    }
    const auto point = layout_.point_at(x, y);
    if (!point) return;
    const Move m = make_move(point->x, point->y);
    if (editor_) {
        edit_click(m, other_colour);
        return;
    }
    if (session_.over()) {
        set_status(session_.at_end()
                       ? "The game is over: press N (or New) for a new game, or U to undo."
                       : "This position is over: step back (Left) or press End.");
        return;
    }
    if (!session_.human_to_move()) {
        if (session_.ai_waits() && !session_.at_end())
            set_status(
                "An earlier move is shown: End returns to the game; Space lets the AI "
                "play on from here.");
        else if (session_.paused())
            set_status("The AI is paused: press Space to resume.");
        else if (session_.player(session_.side_to_move()) == PlayerKind::Engine)
            set_status("Please wait: it is " + player_label(session_.side_to_move()) + "'s move.");
        else
            set_status("Please wait: it is the AI's move.");
        return;
    }
    if (session_.mode() == Mode::Play && opening_refused()) return;
    const Color side = session_.side_to_move();
    if (other_colour && session_.mode() != Mode::Analysis) {
        set_status("A right-click places a stone for the side not to move in analysis (A).");
        return;
    }
    play_human(m, other_colour ? opponent(side) : side);
}

void App::play_human(Move m, Color colour) {
    if (auto why = forbidden_refusal(session_.game(), m, colour)) {
        // Renju: the engine would play it and lose the game for Black; refuse.
        refused_ = m;
        refused_at_ = now_ms();
        set_status(*why);
        return;
    }
    const std::vector<Move> before = session_.line();
    const PlayError error = session_.place(m, colour);
    if (error != PlayError::None) {
        refused_ = m;
        refused_at_ = now_ms();
        std::string why = describe(error);
        why[0] = char(std::toupper(static_cast<unsigned char>(why[0])));
        set_status(why + ".");
        return;
    }
    // A new line started when the line changed before its old end.
    const std::vector<Move>& after = session_.line();
    const size_t common = std::min(before.size(), after.size());
    const bool branch = !std::equal(after.begin(), after.begin() + long(common), before.begin());
    debug_line("move " + std::to_string(session_.moves().size()) + " " +
               colour_name(colour, false) + " " + move_to_text(m, session_.config().size) +
               " human");
    after_change();
    announce_move();
    if (branch)
        set_status("A new line from move " + std::to_string(session_.cursor()) +
                   " (undo brings the old one back).");
}

// --- Updates ----------------------------------------------------------------

void App::report_search(const SearchDriver::Events& e) {
    const int size = session_.config().size;
    if (e.started) {
        static const char* names[] = {"move", "hint", "analysis", "review", "ponder", "opening"};
        debug_line(std::string("search ") + names[int(*e.started)]);
    }
    evals_.sync(session_.line());  // the AI's move may have grown the line
    for (const auto& [ply, eval] : e.evals) evals_.record(ply, eval);
    if (e.reviewed) {
        if (const auto eval = review_.eval(*e.reviewed)) evals_.record(*e.reviewed, *eval);
        dirty_ = true;
        if (!review_.running()) {
            debug_line("review done");
            set_status("Review done: mistakes are marked in the move list and on the graph.");
        }
    }
    if (e.ai_move) {
        debug_line("move " + std::to_string(session_.moves().size()) + " " +
                   colour_name(e.ai_side, false) + " " + move_to_text(*e.ai_move, size) + " ai");
        after_change();
        announce_move();
    }
    if (e.hint) {
        hint_shown_ = e.hint;
        hint_at_ = now_ms();
        set_status("Hint: " + move_to_text(*e.hint, size) + ".");
    }
    report_opening(e);
    if (!e.error.empty()) set_status(e.error, true);
}

void App::report_engines(const EngineDriver::Events& e) {
    for (const Color c : {Black, White}) {
        for (int i = 0; i < e.stopped[c]; ++i)
            debug_line("engine stopped " + colour_name(c, false) + " yxstop");
        for (int i = 0; i < e.restarted[c]; ++i)
            debug_line("engine stopped " + colour_name(c, false) + " restart");
    }
    if (e.asked) debug_line("search engine");
    if (e.move) {
        debug_line("move " + std::to_string(session_.moves().size()) + " " +
                   colour_name(e.side, false) + " " +
                   move_to_text(*e.move, session_.config().size) + " engine");
        after_change();
        announce_move();
    }
    if (!e.opening.empty()) {
        debug_line("opening " + colour_name(e.side, false) + " engine " + e.opening);
        after_change();
        announce_move();
        set_status(e.who + " " + e.opening + ".");
        say_opening();  // what is expected next, before it
    }
    if (!e.failure.empty()) {
        debug_line("engine failed " + e.failure);
        after_change();
        announce_move();  // the end of the game, with its reason in the status
    }
}

const ThinkingView& App::shown_thinking() const {
    const ThinkingView& e = engines_.thinking();
    if (e.active || engines_.current_for(session_)) return e;
    return driver_.thinking();
}

bool App::thinking_current() const {
    if (engines_.thinking().active || engines_.current_for(session_))
        return engines_.current_for(session_);
    return driver_.current_for(session_);
}

std::string App::player_label(Color c) const {
    switch (session_.player(c)) {
        case PlayerKind::Human:
            return "Human";
        case PlayerKind::Ai:
            return "AI";
        case PlayerKind::Engine:
            return engines_.name(c, session_, settings_);
    }
    return "Human";
}

void App::update() {
    poll_threats();
    if (editor_) return;  // nothing searches while a position is set up
    const int64_t now = now_ms();
    SearchDriver::Input input;
    input.review = &review_;
    const Color side = session_.side_to_move();
    if (settings_.clock.timed() && session_.ai_to_move())
        if (const auto left = game_clock_.left(side, now))
            input.ai_time_ms = ai_think_ms(settings_.clock, *left, session_.cursor() / 2);
    driver_.set_min_think_ms(settings_.clock.timed() ? 0 : 250);
    report_search(driver_.update(session_, settings_, now, input));
    std::optional<int64_t> engine_left;
    if (settings_.clock.timed() && session_.engine_to_move())
        engine_left = game_clock_.left(session_.side_to_move(), now);
    report_engines(engines_.update(session_, settings_, now, engine_left));
    after_change();
}

void App::after_change() {
    const int64_t now = now_ms();
    const bool clock_runs = session_.mode() == Mode::Play && session_.at_end() &&
                            !session_.over() && session_.cursor() >= 1 && !session_.paused() &&
                            !review_.running() && !editor_;
    game_clock_.update(session_.line(), session_.cursor(),
                       clock_runs ? std::optional<Color>(session_.side_to_move()) : std::nullopt,
                       now);
    if (const auto flagged = game_clock_.flagged(now)) {
        session_.flag(*flagged);
        game_clock_.update(session_.line(), session_.cursor(), std::nullopt, now);
        announce_move();  // the end of the game
    }
    evals_.sync(session_.line());
    review_.sync(session_.line());
    notes_.sync(session_.line());
    if (driver_.serial() + engines_.serial() != seen_serial_) {
        seen_serial_ = driver_.serial() + engines_.serial();
        dirty_ = true;
    }
    if (session_.version() == seen_version_) return;
    seen_version_ = session_.version();
    dirty_ = true;
    refresh_forbidden();
    list_follow_ = true;
    if (status_version_ != session_.version() && !status_.empty() && status_of_position_) {
        status_.clear();  // it spoke of another position
        status_error_ = false;
    }
    say_opening();
    const std::string moves = moves_to_text(session_.moves(), session_.config().size);
    static const char* results[] = {"ongoing", "black-wins", "white-wins", "draw"};
    debug_line("position " + (moves.empty() ? std::string("-") : moves) + " " +
               results[int(session_.result())]);
    if (const auto line = session_.game().winning_line(); !line.empty() && !session_.ending())
        debug_line("winline " + moves_to_text(line, session_.config().size));
}

void App::refresh_forbidden() {
    if (settings_.show_forbidden) forbidden_.update(editor_ ? editor_->game() : session_.game());
}

void App::announce_move() {
    // A chime when the move ended the game, else the stone's click.
    const GameResult result = session_.result();
    SoundId id = SoundId::Stone;
    if (result != GameResult::Ongoing) {
        set_status(result_text(session_) + ".");
        id = SoundId::Win;
        if (result == GameResult::Draw) id = SoundId::Draw;
        const Color winner = result == GameResult::BlackWins ? Black : White;
        if (result != GameResult::Draw && session_.player(winner) != PlayerKind::Human &&
            session_.player(opponent(winner)) == PlayerKind::Human && session_.mode() == Mode::Play)
            id = SoundId::Loss;
    }
    if (!settings_.sound || !window_.isOpen()) return;
    if (!sound_.start()) {
        if (!sound_warned_) set_status("No sound: " + sound_.error(), true);
        sound_warned_ = true;
        return;
    }
    static const char* names[] = {"stone", "win", "loss", "draw"};
    sound_.play(id);
    debug_line(std::string("sound ") + names[int(id)]);
}

// --- The loop ---------------------------------------------------------------

int App::run() {
    sf::ContextSettings context;
    context.antialiasingLevel = 4;
    window_.create(sf::VideoMode(unsigned(kDesignWidth), unsigned(kDesignHeight)),
                   "Wuzi: gomoku and tic-tac-toe", sf::Style::Default, context);
    if (!window_.isOpen()) {
        std::cerr << "wuzi: cannot open a window (is DISPLAY set?)\n";
        return 1;
    }
    set_min_size(window_.getSystemHandle(), kMinWindowWidth, kMinWindowHeight);
    // Centred on the screen (without a window manager nothing else places it).
    const sf::VideoMode screen = sf::VideoMode::getDesktopMode();
    const sf::Vector2u size = window_.getSize();
    window_.setPosition(
        {(int(screen.width) - int(size.x)) / 2, (int(screen.height) - int(size.y)) / 2});
    start_settings_ = settings_;  // the command line's (and --load's) settings: one run only
    if (res_.has_icon())
        window_.setIcon(res_.icon().getSize().x, res_.icon().getSize().y,
                        res_.icon().getPixelsPtr());
    relayout(window_.getSize().x, window_.getSize().y);
    for (const auto& w : res_.warnings()) set_status(w, true);

    while (window_.isOpen()) {
        sf::Event event;
        while (window_.pollEvent(event)) handle_event(event);
        events_read_at_ = now_ms();  // what comes later arrives after this
        if (!window_.isOpen()) break;
        update();
        if (const int64_t t = now_ms(); t - fps_since_ >= 2000) {
            fps_ = int(frames_ * 1000 / std::max<int64_t>(1, t - fps_since_));
            if (debug_)
                debug_line("fps " + std::to_string(fps_) +
                           (shown_thinking().active ? " thinking" : ""));
            frames_ = 0;
            fps_since_ = t;
        }
        const int64_t now = now_ms();
        const bool clock_due = clock_at_ && now >= *clock_at_;
        // Overlays cover the clocks: then a clock's tick draws a whole frame.
        if (clock_due && (show_help_ || chooser_ || !frame_ok_ || drawn_.players_y < 0))
            dirty_ = true;
        if (dirty_ || now >= redraw_at_) {
            dirty_ = false;
            draw_frame();
            report_frame();
            redraw_at_ = next_redraw(now_ms());
        } else if (clock_due) {
            // Only a clock changed: the last frame with the clocks redrawn.
            draw_clocks_only();
            report_frame();
        } else {
            const int64_t next = std::min(redraw_at_, clock_at_.value_or(redraw_at_));
            const int64_t wait = std::clamp<int64_t>(next - now, 1, kIdleSleepMs);
            std::this_thread::sleep_for(std::chrono::milliseconds(wait));
            continue;
        }
        // After each frame: when a running clock's text changes next. (A clock
        // that starts or stops changes the game, which draws a whole frame.)
        const int64_t drawn_at = now_ms();
        if (const auto d = game_clock_.next_change(drawn_at))
            clock_at_ = drawn_at + *d;
        else
            clock_at_.reset();
    }
    // Closed (by the window manager or Quit): the search is stopped and
    // joined here, and the debug log says how long that took, from the stop
    // request to the end of the search thread (the GUI tests check that
    // closing mid-search is prompt, apart from what the process does on exit).
    const int64_t closing = now_ms();
    driver_.finish();
    debug_line("closed: search stopped in " + std::to_string(now_ms() - closing) + " ms");
    const int64_t ending = now_ms();
    engines_.finish();
    debug_line("closed: engines ended in " + std::to_string(now_ms() - ending) + " ms");
    return 0;
}

}  // namespace wuzi::game
