#include "app.h"

#include <wuzi/notation.h>

#include <SFML/Window/Event.hpp>
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iostream>

#include "app_text.h"

namespace wuzi::game {

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
    driver_.cancel();
    session_.new_game(config);
    evals_.clear();
    clocks_.reset();
    relayout(unsigned(layout_.width), unsigned(layout_.height));
}

// --- Input ------------------------------------------------------------------

void App::handle_event(const sf::Event& e) {
    switch (e.type) {
        case sf::Event::Closed:
            driver_.cancel();
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
    debug_line("move " + std::to_string(session_.moves().size()) + " " + colour_name(side, false) +
               " " + move_to_text(m, session_.config().size) + " human");
}

// --- The AI -----------------------------------------------------------------

void App::report_search(const SearchDriver::Events& e) {
    const int size = session_.config().size;
    if (e.started)
        debug_line(std::string("search ") + (*e.started == SearchPurpose::Move ? "move" : "hint"));
    if (e.eval) evals_.record(e.eval_ply, *e.eval);
    if (e.ai_move)
        debug_line("move " + std::to_string(session_.moves().size()) + " " +
                   colour_name(e.ai_side, false) + " " + move_to_text(*e.ai_move, size) + " ai");
    if (e.hint) set_status("Hint: " + move_to_text(*e.hint, size) + ".");
    if (!e.error.empty()) set_status(e.error, true);
}

void App::update() {
    report_search(driver_.update(session_, settings_, now_ms()));
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
        ++frame_count_;
        // For scripts: "frame N" after a displayed frame, at most every 100 ms.
        if (debug_ && now_ms() - frame_printed_at_ >= 100) {
            debug_line("frame " + std::to_string(frame_count_));
            frame_printed_at_ = now_ms();
        }
        if (const int64_t now = now_ms(); now - fps_since_ >= 2000) {
            fps_ = int(frames_ * 1000 / std::max<int64_t>(1, now - fps_since_));
            if (debug_)
                debug_line("fps " + std::to_string(fps_) +
                           (driver_.thinking().active ? " thinking" : ""));
            frames_ = 0;
            fps_since_ = now;
        }
    }
    driver_.cancel();
    return 0;
}

}  // namespace wuzi::game
