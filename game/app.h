// The window: the main loop that processes input, updates and draws when
// something changed, and the glue between the session, the search driver,
// the clocks, the review, the sounds and the views.
#pragma once

#include <wuzi/record.h>

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <SFML/System/Clock.hpp>
#include <SFML/Window/Event.hpp>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "assets.h"
#include "board_view.h"
#include "clocks.h"
#include "engine_driver.h"
#include "eval_history.h"
#include "file_chooser.h"
#include "forbidden_marks.h"
#include "key_bindings.h"
#include "layout.h"
#include "move_notes.h"
#include "panel_view.h"
#include "position_editor.h"
#include "review.h"
#include "search_driver.h"
#include "session.h"
#include "settings.h"
#include "sound.h"
#include "threat_worker.h"

namespace wuzi::game {

// App. Invariants: the engine searches only on its own thread; the main
// thread polls it through the search driver, which applies a result only if
// it belongs to the session's current version; `layout_` always matches the
// window size and the board; settings changed in the window are saved at
// once; a frame is drawn only when `dirty_` (an event, a change of the game
// or the search) or when `redraw_at_` (the next change of a clock, a fade or
// an animation) has come, so a window at rest sleeps.
class App {
  public:
    App(const Resources& res, Settings settings, std::optional<std::filesystem::path> settings_path,
        bool debug);

    // load_record: start from a loaded game (command line --load / --moves).
    void load_record(const GameRecord& record);
    // set_file_settings: what the settings file held before the command
    // line's one-run options went over it (the constructor's settings); only
    // what the window changes is saved over these (settings_to_save).
    void set_file_settings(const Settings& file) { file_settings_ = file; }
    // start_analysis: open in analysis mode (command line --analyse).
    void start_analysis();
    // set_evaluator: the weights of every search (`--weights`); null: the built-in ones.
    void set_evaluator(std::shared_ptr<const Evaluator> eval) {
        driver_.set_evaluator(std::move(eval));
    }
    // run: open the window and loop until it is closed; the exit code.
    int run();
    // render_png: draw the current position at `width` x `height` into a PNG.
    [[nodiscard]] bool render_png(const std::string& path, unsigned width = 1000,
                                  unsigned height = 720);

  private:
    // Input (app.cpp).
    void handle_event(const sf::Event& e);
    // handle_click: a press at pixel (x, y); `other_colour` (a right-click)
    // places, in analysis, a stone for the side not to move.
    void handle_click(float x, float y, bool other_colour = false);
    void play_human(Move m, Color colour);
    // Updates (app.cpp).
    void update();
    void after_change();
    // refresh_forbidden: renju's forbidden points of the shown position, when
    // they are shown (computed once per position, not per frame).
    void refresh_forbidden();
    void report_search(const SearchDriver::Events& events);
    // report_engines: an external engine moved or failed (the game ends).
    void report_engines(const EngineDriver::Events& events);
    // shown_thinking: the search the engine box shows: an external engine's
    // while it thinks or just moved in the shown position, else the AI's;
    // thinking_current: it belongs to the shown position.
    const ThinkingView& shown_thinking() const;
    bool thinking_current() const;
    // player_label: "Human", "AI" or an external engine's name.
    std::string player_label(Color c) const;
    // announce_move: a move was just played (or the game ended off the
    // board): its sound, or the end's chime and the result in the status.
    void announce_move();
    int64_t next_redraw(int64_t now) const;
    // Commands (app_actions.cpp).
    void perform(Command c);
    void perform_game_change(Action a);
    void perform_step(Command c);
    void toggle_analysis();
    void toggle_review();
    // The position editor (app_editor.cpp): open it on the shown position,
    // its commands and clicks, and leave it keeping the position (Done:
    // the session takes it as a set-up position, undoably) or not.
    void start_editing();
    void perform_edit(Command c);
    void edit_click(Move m, bool other_colour);
    void finish_editing(bool keep);
    void editor_model(PanelModel& m) const;
    // Threat search on request (app_threats.cpp): start one for the shown
    // position, take its answer when it comes, and show it (a stale one,
    // for another position, is dropped).
    void request_threat_search(ThreatKind kind);
    void poll_threats();
    bool threat_current() const;
    void threat_model(PanelModel& m) const;
    void new_game(const BoardConfig& config, const std::string& what);
    // The opening rules (app_opening.cpp): the rule's button, a human's
    // choice, the AI's decision reported, what the status line says is
    // expected, a click refused while a choice is expected, the panel's
    // choice box.
    void change_opening();
    void choose_opening(SwapChoice c);
    void report_opening(const SearchDriver::Events& e);
    void say_opening();
    bool opening_refused();
    void opening_model(PanelModel& m) const;
    // opening_who: "Black (you)", "White (AI)": who plays `c`, for the opening's texts.
    std::string opening_who(Color c) const;
    void sync_settings_to_game();
    void settings_changed();
    // save_game / load_game: false when it failed (the status says why).
    bool save_game(const std::string& path);
    bool load_game(const std::string& path);
    // The file chooser of Load and Save (app_chooser.cpp): opened in the
    // last folder used; its keys, typed text, clicks and wheel; activate
    // (Enter, a double-click, Open/Save) and confirm (Save's Replace) hand a
    // file to chooser_take, which loads or saves it and closes the chooser
    // (a failure stays in it, with the reason), remembering its folder.
    void open_chooser(ChooserPurpose purpose);
    void chooser_key(const sf::Event::KeyEvent& key);
    void chooser_text(uint32_t unicode);
    void chooser_click(float x, float y);
    // chooser_button_at: 1 over its OK button, 2 over Cancel, else 0.
    int chooser_button_at(sf::Vector2f p) const;
    void chooser_scroll(float delta);
    void chooser_activate();
    void chooser_confirm();
    void chooser_take(const std::filesystem::path& path);
    // External engines from the window (app_engines.cpp): the chooser of an
    // engine's program for colour `c` (Shift+B / Shift+W, or the side
    // button's cycle past the saved engines); add_engine: `path` checked
    // (it must be a program that can be run), put in the saved list and made
    // `c`'s player, else the reason; remove_engine: `c`'s engine out of the
    // saved list (a right-click on its side button), the AI plays `c`;
    // set_player: who plays `c` (the settings keep the seats of the game's start).
    void open_engine_chooser(Color c);
    std::optional<std::string> add_engine(Color c, const std::filesystem::path& path);
    void remove_engine(Color c);
    void set_player(Color c, PlayerKind p, const std::string& engine = {});
    void save_screenshot();
    GameRecord record() const;
    // Drawing (app_draw.cpp, app_panel.cpp).
    void render(sf::RenderTarget& target, const Layout& layout);
    PanelModel panel_model() const;
    void clock_model(PanelModel& m) const;
    // draw_frame: a whole new frame (into `frame_`, then the window), or
    // only the clocks over the last one.
    void draw_frame();
    void draw_clocks_only();
    BoardScene board_scene() const;
    BoardScene editor_scene() const;
    std::optional<std::string> tooltip() const;
    // hovered_line: the engine line under the mouse (its box's row), if any.
    const std::vector<Move>* hovered_line() const;
    // Debug reports for the scripts (app_report.cpp).
    void report_frame();
    void report_chooser();
    void show(const std::string& key, const std::string& value);
    void debug_line(const std::string& line) const;

    void set_status(std::string text, bool error = false);
    // set_setting_status: a message about a setting, not about the position:
    // it stays when the position changes (it fades like any other).
    void set_setting_status(std::string text);
    // search_limits_changed: depth, time or threads changed: save, restart
    // the AI's (or a hint's) search under them, and say so after `what`.
    void search_limits_changed(const std::string& what);
    void relayout(unsigned width, unsigned height);
    int64_t now_ms() const { return clock_.getElapsedTime().asMilliseconds(); }

    const Resources& res_;
    Settings settings_;
    Settings start_settings_;  // what the run started with (file and options)
    Settings file_settings_;   // what the settings file holds
    std::optional<std::filesystem::path> settings_path_;
    bool debug_;

    Session session_;
    GameClock game_clock_;
    EvalHistory evals_;
    Review review_;
    MoveNotes notes_;  // a loaded file's move comments
    ForbiddenCache forbidden_;
    // The position being set up, while the editor is open: the session, the
    // searches and the clocks wait until it closes.
    std::optional<PositionEditor> editor_;
    // The threat search on request and the answer shown (while it is for
    // the shown position: threat_current()).
    ThreatWorker threats_;
    std::optional<ThreatResult> threat_;
    int64_t threat_started_ = 0;
    SoundPlayer sound_;
    bool sound_warned_ = false;
    sf::Clock clock_;

    sf::RenderWindow window_;
    Layout layout_;
    BoardView board_view_;
    PanelView panel_view_;
    PanelDrawn drawn_;  // what the panel drew last: buttons, the move list
    int list_first_row_ = 0;
    bool list_follow_ = true;
    sf::Vector2f mouse_{-1, -1};
    int64_t hover_since_ = 0;
    std::optional<size_t> hover_button_;

    std::string status_;
    bool status_error_ = false;
    int64_t status_at_ = 0;
    uint64_t status_version_ = 0;     // the position the status is about
    bool status_of_position_ = true;  // false: about a setting, kept on a move
    std::optional<Move> refused_;
    int64_t refused_at_ = 0;
    std::optional<Move> hint_shown_;
    int64_t hint_at_ = 0;
    std::optional<FileChooser> chooser_;  // open: Load or Save is choosing a file
    Color engine_chooser_side_ = Black;   // the colour an Engine chooser adds for
    std::string last_name_;               // the last file's name, which Save proposes
    bool show_help_ = false;
    // A Shift key is down, as the events so far say (a click is judged by
    // the events before it, not by the keyboard when it is handled).
    bool shift_held_ = false;
    uint64_t resign_asked_ = 0;  // the session version at which Resign asked to confirm

    // What was last seen, to notice changes.
    uint64_t seen_version_ = 0;
    uint64_t seen_serial_ = 0;

    // When the loop last found no event left: an event read after that
    // reached the window no earlier (file-chooser double-clicks).
    int64_t events_read_at_ = 0;
    // Redrawing.
    bool dirty_ = true;
    int64_t redraw_at_ = 0;
    std::optional<int64_t> clock_at_;  // the next change of a running clock
    sf::RenderTexture frame_;          // the last whole frame
    bool frame_ok_ = false;
    bool sync_requested_ = false;
    uint64_t syncs_ = 0;
    uint64_t frame_count_ = 0;
    int frames_ = 0;
    int64_t fps_since_ = 0;
    int fps_ = 0;
    std::map<std::string, std::string> shown_;  // debug: the last value of each field
    std::string buttons_shown_;
    std::string chooser_rows_shown_;
    std::vector<std::string> clipped_;  // texts the last frame cut short
    PanelModel shown_model_;            // debug: what the last frame showed
    BoardScene shown_scene_;

    // External engines: their processes end (END, then a kill) before the rest goes.
    EngineDriver engines_;
    SearchDriver driver_;  // last: its search stops and joins before the rest goes
};

}  // namespace wuzi::game
