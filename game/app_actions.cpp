// The app's commands: what each Action does, and saving, loading and
// screenshots.
#include <wuzi/notation.h>

#include <algorithm>
#include <array>

#include "app.h"
#include "app_text.h"
#include "game_file.h"

namespace wuzi::game {

namespace {

// The time budgets ] and [ step through.
constexpr std::array<int64_t, 16> kTimeSteps = {
    100, 200, 300, 500, 800, 1000, 1500, 2000, 3000, 5000, 8000, 10000, 15000, 20000, 30000, 60000};

}  // namespace

void App::perform(Action a) {
    const bool ttt = session_.config().is_tictactoe();
    switch (a) {
        case Action::NewGame:
            new_game(settings_.board_config());
            set_status("New game.");
            break;
        case Action::Undo:
            if (session_.undo()) {
                evals_.truncate(int(session_.moves().size()));
                set_status("Move taken back.");
            } else {
                set_status("Nothing to undo.");
            }
            break;
        case Action::Redo:
            if (session_.redo()) {
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
                            last_path_.empty() ? "wuzi-" + timestamp() + ".sgf" : last_path_);
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
            driver_.cancel();
            window_.close();
            break;
    }
}

// --- Files and pictures -----------------------------------------------------

void App::save_game(const std::string& path) {
    GameRecord record;
    record.config = session_.config();
    record.moves = session_.moves();
    record.black_name = session_.player(Black) == PlayerKind::Human ? "Human" : "Wuzi";
    record.white_name = session_.player(White) == PlayerKind::Human ? "Human" : "Wuzi";
    record.result = session_.result();
    record.ending = session_.resigned() ? Ending::Resignation : Ending::Normal;
    record.date = today();
    if (auto error = save_game_file(path, record))
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
    driver_.cancel();
    load_record(parsed.record);
    settings_changed();
    set_status("Loaded " + path + " (" + std::to_string(parsed.record.moves.size()) + " moves).");
}

void App::save_screenshot() {
    const std::string path = "wuzi-" + timestamp() + ".png";
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

}  // namespace wuzi::game
