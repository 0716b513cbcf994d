// The window: the main loop that processes input, updates and draws every
// frame, and the glue between the session, the AI worker and the views.
#pragma once

#include <wuzi/record.h>

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/System/Clock.hpp>
#include <SFML/Window/Event.hpp>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "assets.h"
#include "board_view.h"
#include "clocks.h"
#include "eval_history.h"
#include "key_bindings.h"
#include "layout.h"
#include "panel_view.h"
#include "search_driver.h"
#include "session.h"
#include "settings.h"
#include "text_prompt.h"

namespace wuzi::game {

// App. Invariants: the AI searches only on the engine's thread; the main
// thread polls it once per frame through the search driver, which applies a
// result only if it belongs to the session's current version; `layout_` always matches the window
// size and the board; settings changed in the window are saved at once.
class App {
  public:
    App(const Resources& res, Settings settings, std::optional<std::filesystem::path> settings_path,
        bool debug);

    // load_record: start from a loaded game (command line --load / --moves).
    void load_record(const GameRecord& record);
    // run: open the window and loop until it is closed; the exit code.
    int run();
    // render_png: draw the current position at the design size into a PNG.
    [[nodiscard]] bool render_png(const std::string& path, unsigned width = 1000,
                                  unsigned height = 720);

  private:
    enum class PromptKind { Save, Load };

    void handle_event(const sf::Event& e);
    void handle_click(float x, float y);
    void handle_prompt_key(const sf::Event::KeyEvent& key);
    void perform(Action a);
    void update();
    void report_search(const SearchDriver::Events& events);
    void render(sf::RenderTarget& target, const Layout& layout);
    PanelModel panel_model() const;
    BoardScene board_scene() const;

    void new_game(const BoardConfig& config);
    void settings_changed();
    void play_human(Move m);
    void save_game(const std::string& path);
    void load_game(const std::string& path);
    void save_screenshot();
    void set_status(std::string text, bool error = false);
    void relayout(unsigned width, unsigned height);
    void debug_line(const std::string& line) const;
    int64_t now_ms() const { return clock_.getElapsedTime().asMilliseconds(); }

    const Resources& res_;
    Settings settings_;
    std::optional<std::filesystem::path> settings_path_;
    bool debug_;

    Session session_;
    Clocks clocks_;
    EvalHistory evals_;
    sf::Clock clock_;

    sf::RenderWindow window_;
    Layout layout_;
    BoardView board_view_;
    PanelView panel_view_;
    std::vector<Button> buttons_;
    sf::Vector2f mouse_{-1, -1};

    std::string status_;
    bool status_error_ = false;
    int64_t status_at_ = 0;
    std::optional<Move> refused_;
    int64_t refused_at_ = 0;
    std::optional<TextPrompt> prompt_;
    PromptKind prompt_kind_ = PromptKind::Load;
    std::string last_path_;
    bool show_help_ = false;
    uint64_t reported_version_ = 0;
    int frames_ = 0;
    uint64_t frame_count_ = 0;
    int64_t frame_printed_at_ = -1000;
    int64_t fps_since_ = 0;
    int fps_ = 0;

    SearchDriver driver_;  // last: its search stops and joins before the rest goes
};

}  // namespace wuzi::game
