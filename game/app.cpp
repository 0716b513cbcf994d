#include "app.h"

#include <SFML/Window/Event.hpp>
#include <algorithm>
#include <array>
#include <cctype>
#include <ctime>
#include <iostream>
#include <random>

#include "game_file.h"
#include "notation.h"
#include "overlay_view.h"
#include "shapes.h"

namespace wuzi::gui {

namespace {

// AI moves are shown no sooner than this after the search starts.
constexpr int64_t kMinThinkMs = 250;
constexpr int64_t kStatusMs = 6000;
constexpr std::array<int64_t, 16> kTimeSteps = {
    100, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000, 8000, 10000, 15000, 20000, 30000, 60000};

std::string colour_name(Color c, bool ttt) {
    if (ttt) return c == Black ? "X" : "O";
    return c == Black ? "Black" : "White";
}

std::string time_text(int64_t ms) {
    char buffer[32];
    if (ms < 1000)
        std::snprintf(buffer, sizeof buffer, "%.1fs", double(ms) / 1000.0);
    else
        std::snprintf(buffer, sizeof buffer, "%gs", double(ms) / 1000.0);
    return buffer;
}

std::string stamp() {
    char buffer[32] = "now";
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    if (localtime_r(&now, &tm)) std::strftime(buffer, sizeof buffer, "%Y%m%d-%H%M%S", &tm);
    return buffer;
}

}  // namespace

App::App(const Resources& res, Settings settings,
         std::optional<std::filesystem::path> settings_path, bool debug)
    : res_(res),
      settings_(settings),
      settings_path_(std::move(settings_path)),
      debug_(debug),
      session_(settings.board_config()),
      board_view_(res),
      panel_view_(res) {
    session_.set_player(Black, settings_.black);
    session_.set_player(White, settings_.white);
    layout_ = Layout::compute(kDesignWidth, kDesignHeight, session_.config().size,
                              session_.config().is_tictactoe());
}

void App::load_record(const GameRecord& record) {
    if (!session_.replace(record.config, record.moves)) return;
    settings_.kind = record.config.is_tictactoe() ? GameKind::TicTacToe : GameKind::Gomoku;
    if (!record.config.is_tictactoe()) {
        settings_.size = record.config.size;
        settings_.rule = record.config.rule;
    }
    evals_.clear();
    clocks_.reset();
    hint_.reset();
    relayout(unsigned(layout_.width), unsigned(layout_.height));
}

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
}

void App::set_status(std::string text, bool error) {
    status_ = std::move(text);
    status_error_ = error;
    status_at_ = now_ms();
    debug_line((error ? "error " : "status ") + status_);
}

void App::settings_changed() {
    settings_.clamp();
    if (!settings_path_) return;
    if (auto error = save_settings(*settings_path_, settings_))
        set_status("Settings not saved: " + *error, true);
}

void App::new_game(const BoardConfig& config) {
    ai_.cancel();
    held_.reset();
    session_.new_game(config);
    evals_.clear();
    clocks_.reset();
    hint_.reset();
    hint_requested_ = false;
    thinking_ = {};
    pv_.clear();
    relayout(unsigned(layout_.width), unsigned(layout_.height));
}

// --- Input ------------------------------------------------------------------

void App::handle_event(const sf::Event& e) {
    switch (e.type) {
        case sf::Event::Closed:
            ai_.cancel();
            window_.close();
            break;
        case sf::Event::Resized:
            window_.setView(
                sf::View(sf::FloatRect(0, 0, float(e.size.width), float(e.size.height))));
            relayout(e.size.width, e.size.height);
            break;
        case sf::Event::MouseMoved:
            mouse_ = {float(e.mouseMove.x), float(e.mouseMove.y)};
            break;
        case sf::Event::MouseLeft:
            mouse_ = {-1, -1};
            break;
        case sf::Event::MouseButtonPressed:
            mouse_ = {float(e.mouseButton.x), float(e.mouseButton.y)};
            if (e.mouseButton.button == sf::Mouse::Left) handle_click(mouse_.x, mouse_.y);
            break;
        case sf::Event::TextEntered:
            if (prompt_ && e.text.unicode != 13 && e.text.unicode != 27)
                prompt_->type(e.text.unicode);
            break;
        case sf::Event::KeyPressed:
            if (prompt_) {
                handle_prompt_key(e.key);
            } else if (show_help_ &&
                       (e.key.code == sf::Keyboard::Escape || e.key.code == sf::Keyboard::F1)) {
                show_help_ = false;
            } else if (auto a = action_for_key(e.key.code, e.key.control, e.key.shift)) {
                perform(*a);
            }
            break;
        default:
            break;
    }
}

void App::handle_prompt_key(const sf::Event::KeyEvent& key) {
    switch (key.code) {
        case sf::Keyboard::Escape:
            prompt_.reset();
            break;
        case sf::Keyboard::Enter: {
            const std::string path = prompt_->text();
            const PromptKind kind = prompt_kind_;
            prompt_.reset();
            if (path.empty()) break;
            last_path_ = path;
            if (kind == PromptKind::Save)
                save_game(path);
            else
                load_game(path);
            break;
        }
        case sf::Keyboard::Left:
            prompt_->left();
            break;
        case sf::Keyboard::Right:
            prompt_->right();
            break;
        case sf::Keyboard::Home:
            prompt_->home();
            break;
        case sf::Keyboard::End:
            prompt_->end();
            break;
        default:
            break;
    }
}

void App::handle_click(float x, float y) {
    if (prompt_) return;
    if (show_help_) {
        show_help_ = false;
        return;
    }
    for (const Button& b : buttons_) {
        if (b.rect.contains(x, y)) {
            if (b.enabled) perform(b.action);
            return;
        }
    }
    const auto point = layout_.point_at(x, y);
    if (!point) return;
    const Move m = make_move(point->x, point->y);
    if (session_.over()) {
        set_status("The game is over: press N (or New) for a new game.");
        return;
    }
    if (!session_.human_to_move()) {
        set_status(session_.paused() ? "The AI is paused: press Space to resume."
                                     : "Please wait: it is the AI's move.");
        return;
    }
    play_human(m);
}

void App::play_human(Move m) {
    const Color side = session_.side_to_move();
    const PlayError error = session_.play(m);
    if (error != PlayError::None) {
        refused_ = m;
        refused_at_ = now_ms();
        std::string why = describe(error);
        why[0] = char(std::toupper(static_cast<unsigned char>(why[0])));
        set_status(why + ".");
        return;
    }
    hint_.reset();
    debug_line("move " + std::to_string(session_.moves().size()) + " " + colour_name(side, false) +
               " " + move_to_text(m, session_.config().size) + " human");
}

void App::perform(Action a) {
    const bool ttt = session_.config().is_tictactoe();
    switch (a) {
        case Action::NewGame:
            new_game(settings_.board_config());
            set_status("New game.");
            break;
        case Action::Undo:
            if (session_.undo()) {
                held_.reset();
                evals_.truncate(int(session_.moves().size()));
                hint_.reset();
                set_status("Move taken back.");
            } else {
                set_status("Nothing to undo.");
            }
            break;
        case Action::Redo:
            if (session_.redo()) {
                held_.reset();
                hint_.reset();
                set_status("Move replayed.");
            } else {
                set_status("Nothing to redo.");
            }
            break;
        case Action::Hint:
            if (!session_.human_to_move()) {
                set_status("A hint is for the human to move.");
            } else {
                hint_requested_ = true;
                hint_version_ = session_.version();
                hint_.reset();
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
            if (session_.resign()) set_status(result_text(session_));
            break;
        case Action::Pause:
            if (session_.player(Black) == PlayerKind::Ai ||
                session_.player(White) == PlayerKind::Ai) {
                session_.set_paused(!session_.paused());
                set_status(session_.paused() ? "AI paused." : "AI resumed.");
            }
            break;
        case Action::Save:
            prompt_kind_ = PromptKind::Save;
            prompt_.emplace("Save the game to file:",
                            last_path_.empty() ? "wuzi-" + stamp() + ".sgf" : last_path_);
            break;
        case Action::Load:
            prompt_kind_ = PromptKind::Load;
            prompt_.emplace("Load a game from file (SGF or h8,i9 text):", last_path_);
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
        case Action::NextLevel:
            settings_.apply_level(next_level(settings_.level));
            settings_changed();
            set_status("Level: " + level_name(settings_.level) + ".");
            break;
        case Action::DepthUp:
        case Action::DepthDown:
            settings_.depth += a == Action::DepthUp ? 1 : -1;
            settings_changed();
            break;
        case Action::TimeUp: {
            auto it = std::upper_bound(kTimeSteps.begin(), kTimeSteps.end(), settings_.time_ms);
            if (it != kTimeSteps.end()) settings_.time_ms = *it;
            settings_changed();
            break;
        }
        case Action::TimeDown: {
            auto it = std::lower_bound(kTimeSteps.begin(), kTimeSteps.end(), settings_.time_ms);
            if (it != kTimeSteps.begin()) settings_.time_ms = *(it - 1);
            settings_changed();
            break;
        }
        case Action::ToggleBlack:
        case Action::ToggleWhite: {
            const Color c = a == Action::ToggleBlack ? Black : White;
            PlayerKind& p = c == Black ? settings_.black : settings_.white;
            p = p == PlayerKind::Human ? PlayerKind::Ai : PlayerKind::Human;
            session_.set_player(c, p);
            settings_changed();
            set_status(colour_name(c, ttt) + " is now played by " +
                       (p == PlayerKind::Human ? "a human." : "the AI."));
            break;
        }
        case Action::NextGame:
            settings_.kind =
                settings_.kind == GameKind::Gomoku ? GameKind::TicTacToe : GameKind::Gomoku;
            settings_changed();
            new_game(settings_.board_config());
            set_status(settings_.kind == GameKind::Gomoku ? "New gomoku game."
                                                          : "New tic-tac-toe game.");
            break;
        case Action::SizeUp:
        case Action::SizeDown:
            if (settings_.kind != GameKind::Gomoku) break;
            settings_.size += a == Action::SizeUp ? 1 : -1;
            settings_changed();
            new_game(settings_.board_config());
            set_status("New game on " + std::to_string(settings_.size) + "x" +
                       std::to_string(settings_.size) + ".");
            break;
        case Action::NextRule:
            if (settings_.kind != GameKind::Gomoku) break;
            settings_.rule = settings_.rule == Rule::Freestyle ? Rule::Standard : Rule::Freestyle;
            settings_changed();
            new_game(settings_.board_config());
            set_status(settings_.rule == Rule::Freestyle
                           ? "New game, freestyle: five or more in a row wins."
                           : "New game, standard: exactly five wins (six do not).");
            break;
        case Action::Help:
            show_help_ = !show_help_;
            break;
        case Action::Quit:
            ai_.cancel();
            window_.close();
            break;
    }
}

// --- Files and pictures -----------------------------------------------------

void App::save_game(const std::string& path) {
    GameRecord record{session_.config(), session_.moves(),
                      session_.player(Black) == PlayerKind::Human ? "Human" : "Wuzi",
                      session_.player(White) == PlayerKind::Human ? "Human" : "Wuzi"};
    if (auto error =
            save_game_file(path, record, session_.result(), session_.resigned().has_value()))
        set_status("Not saved: " + *error, true);
    else
        set_status("Saved to " + path + ".");
}

void App::load_game(const std::string& path) {
    const RecordParse parsed = load_game_file(path, session_.config());
    if (!parsed.ok()) {
        set_status("Not loaded: " + parsed.error, true);
        return;
    }
    ai_.cancel();
    held_.reset();
    load_record(parsed.record);
    hint_requested_ = false;
    thinking_ = {};
    pv_.clear();
    settings_changed();
    set_status("Loaded " + path + " (" + std::to_string(parsed.record.moves.size()) + " moves).");
}

void App::save_screenshot() {
    const std::string path = "wuzi-" + stamp() + ".png";
    const sf::Vector2u size = window_.getSize();
    if (render_png(path, size.x, size.y))
        set_status("Screenshot saved to " + path + ".");
    else
        set_status("Could not save the screenshot " + path + ".", true);
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

// --- The AI -----------------------------------------------------------------

std::optional<SearchTicket> App::wanted_search() const {
    if (session_.version() == failed_version_) return std::nullopt;
    if (session_.ai_to_move()) return SearchTicket{session_.version(), SearchPurpose::Move};
    if (hint_requested_ && hint_version_ == session_.version() && session_.human_to_move())
        return SearchTicket{session_.version(), SearchPurpose::Hint};
    return std::nullopt;
}

void App::start_search(const SearchTicket& ticket) {
    Limits limits;
    limits.depth = settings_.depth;
    limits.time_ms = settings_.time_ms;
    if (ticket.purpose == SearchPurpose::Move) {
        limits.random_margin = random_margin(settings_.level);
        if (limits.random_margin > 0) limits.seed = std::random_device{}() | 1u;
    }
    if (!ai_.start(ticket, session_.config(), session_.moves(), limits)) {
        failed_version_ = session_.version();
        set_status("The engine refused this position.", true);
        return;
    }
    const bool ttt = session_.config().is_tictactoe();
    thinking_ = {};
    thinking_.active = true;
    thinking_.who = ticket.purpose == SearchPurpose::Hint
                        ? "Hint"
                        : colour_name(session_.side_to_move(), ttt) + " (AI)";
    pv_.clear();
    pv_first_ = session_.side_to_move();
    debug_line(std::string("search ") + (ticket.purpose == SearchPurpose::Move ? "move" : "hint"));
}

void App::apply_ai_result(const SearchTicket& ticket, const SearchInfo& info) {
    if (ticket.version != session_.version()) return;
    const Color side = session_.side_to_move();
    evals_.record(int(session_.moves().size()), from_search(info, side));
    if (ticket.purpose == SearchPurpose::Hint) {
        hint_requested_ = false;
        if (info.best_move != kNoMove) {
            hint_ = info.best_move;
            set_status("Hint: " + move_to_text(info.best_move, session_.config().size) + ".");
        }
        return;
    }
    if (session_.play(info.best_move) != PlayError::None) {
        failed_version_ = session_.version();
        set_status("The engine returned an unplayable move; the AI is stopped.", true);
        return;
    }
    debug_line("move " + std::to_string(session_.moves().size()) + " " + colour_name(side, false) +
               " " + move_to_text(info.best_move, session_.config().size) + " ai");
}

void App::update_ai() {
    const auto want = wanted_search();
    if (auto current = ai_.current(); current && current != want) {
        ai_.cancel();
        thinking_.active = false;
        pv_.clear();
    }
    if (held_ && held_->ticket != want) held_.reset();
    if (auto report = ai_.poll()) {
        const SearchInfo* latest =
            report->result ? &*report->result : (report->progress ? &*report->progress : nullptr);
        thinking_.elapsed_ms = report->elapsed_ms;
        if (latest && latest->depth > 0) {
            thinking_.depth = latest->depth;
            thinking_.seldepth = latest->seldepth;
            thinking_.eval = from_search(*latest, session_.side_to_move());
            thinking_.mate_plies = latest->mate_plies();
            thinking_.nodes = latest->nodes;
            thinking_.nps = latest->nps;
            thinking_.pv = moves_to_text(latest->pv, session_.config().size);
            std::replace(thinking_.pv.begin(), thinking_.pv.end(), ',', ' ');
            pv_ = latest->pv;
        }
        if (report->result) {
            thinking_.active = false;
            if (latest) thinking_.elapsed_ms = std::max<int64_t>(latest->time_ms, 0);
            held_ = Held{report->ticket, *report->result,
                         now_ms() + std::max<int64_t>(0, kMinThinkMs - report->elapsed_ms)};
        }
    }
    if (held_ && now_ms() >= held_->ready_at) {
        const Held h = *held_;
        held_.reset();
        pv_.clear();
        apply_ai_result(h.ticket, h.info);
    }
    if (const auto w = wanted_search(); w && !ai_.current() && !held_) start_search(*w);
}

void App::update() {
    update_ai();
    const bool running = !session_.over() && !(session_.paused() && !session_.human_to_move());
    clocks_.update(running ? std::optional<Color>(session_.side_to_move()) : std::nullopt,
                   now_ms());
    if (session_.version() != reported_version_) {
        reported_version_ = session_.version();
        const std::string moves = moves_to_text(session_.moves(), session_.config().size);
        std::string result = "ongoing";
        switch (session_.result()) {
            case GameResult::BlackWins:
                result = "black-wins";
                break;
            case GameResult::WhiteWins:
                result = "white-wins";
                break;
            case GameResult::Draw:
                result = "draw";
                break;
            case GameResult::Ongoing:
                break;
        }
        debug_line("position " + (moves.empty() ? std::string("-") : moves) + " " + result);
        if (const auto line = session_.game().winning_line(); !line.empty() && !session_.resigned())
            debug_line("winline " + moves_to_text(line, session_.config().size));
    }
}

// --- Drawing ----------------------------------------------------------------

BoardScene App::board_scene() const {
    BoardScene s;
    s.board = &session_.game().board();
    s.moves = session_.moves();
    s.win_line = session_.resigned() ? std::vector<Move>{} : session_.game().winning_line();
    s.to_move = session_.side_to_move();
    if (session_.human_to_move() && !prompt_ && !show_help_)
        if (auto p = layout_.point_at(mouse_.x, mouse_.y)) s.hover = make_move(p->x, p->y);
    if (settings_.show_pv && thinking_.active) {
        s.pv = pv_;
        if (s.pv.size() > 8) s.pv.resize(8);
        s.pv_first = pv_first_;
    }
    if (hint_ && hint_version_ == session_.version()) s.hint = hint_;
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
    m.thinking = thinking_;
    m.eval = thinking_.active && thinking_.eval ? thinking_.eval
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
    window_.setFramerateLimit(60);
    if (res_.has_icon())
        window_.setIcon(res_.icon().getSize().x, res_.icon().getSize().y,
                        res_.icon().getPixelsPtr());
    relayout(window_.getSize().x, window_.getSize().y);
    for (const auto& w : res_.warnings()) set_status(w, true);

    while (window_.isOpen()) {
        sf::Event event;
        while (window_.pollEvent(event)) handle_event(event);
        if (!window_.isOpen()) break;
        update();
        render(window_, layout_);
        window_.display();
        ++frames_;
        if (const int64_t now = now_ms(); now - fps_since_ >= 2000) {
            fps_ = int(frames_ * 1000 / std::max<int64_t>(1, now - fps_since_));
            if (debug_)
                debug_line("fps " + std::to_string(fps_) + (thinking_.active ? " thinking" : ""));
            frames_ = 0;
            fps_since_ = now;
        }
    }
    ai_.cancel();
    return 0;
}

}  // namespace wuzi::gui
