// The player's settings: which game, who plays each colour, the AI's strength
// and display toggles. Persisted as JSON in $XDG_CONFIG_HOME/wuzi/settings.json
// (falling back to ~/.config/wuzi).
#pragma once

#include <wuzi/board.h>
#include <wuzi/engine.h>
#include <wuzi/opening_rule.h>
#include <wuzi/types.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "clocks.h"
#include "level.h"

namespace wuzi::game {

enum class GameKind { Gomoku, TicTacToe };
// Who plays a colour: a human, the built-in AI, or an external Gomocup
// engine (a `pbrain-*` executable, Settings::black_engine / white_engine).
enum class PlayerKind { Human, Ai, Engine };

// Limits on the numbers a player may choose.
constexpr int kMinDepth = 1, kMaxDepth = 40;
constexpr int64_t kMinTimeMs = 100, kMaxTimeMs = 60000;
constexpr int kMaxAnalysisLines = 5;
constexpr int64_t kMinReviewMs = 100, kMaxReviewMs = 10000;
constexpr int kMinThreads = 1;      // up to the engine's kMaxThreads
constexpr size_t kMaxEngines = 16;  // external engines in the saved list

// Settings. Invariants (kept by clamp()): size in 5..20, depth in
// kMinDepth..kMaxDepth, time_ms in kMinTimeMs..kMaxTimeMs, analysis_lines in
// 1..kMaxAnalysisLines, review_ms in kMinReviewMs..kMaxReviewMs, threads in
// kMinThreads..kMaxThreads; `level` is the preset matching depth and time, or
// Custom; a colour played by an Engine has a non-empty engine path (else it
// is played by the AI); `engines` holds no empty or repeated path and at
// most kMaxEngines.
struct Settings {
    GameKind kind = GameKind::Gomoku;
    int size = 15;
    Rule rule = Rule::Freestyle;
    OpeningRule opening = OpeningRule::None;  // swap or swap2: a new game's opening
    PlayerKind black = PlayerKind::Human;
    PlayerKind white = PlayerKind::Ai;
    Level level = Level::Casual;
    int depth = 4;
    int64_t time_ms = 800;
    int threads = default_threads();  // the engine's search threads (Lazy SMP)
    bool show_numbers = false;
    bool show_pv = true;
    bool show_threats = false;
    bool show_forbidden = true;  // renju: Black's forbidden points, as red crosses
    bool sound = true;
    bool ponder = false;  // the AI thinks on the human's time (SearchPurpose::Ponder)
    ClockSetting clock{};
    int analysis_lines = 3;   // best moves shown in analysis mode
    int64_t review_ms = 500;  // search time per position of a game review
    // External engines: the path of each colour's (when it plays Engine),
    // and the saved list the side buttons cycle through.
    std::string black_engine, white_engine;
    std::vector<std::string> engines;
    // The folder of the last game file loaded or saved: where the file
    // chooser opens (a folder gone by then: the current directory).
    std::string last_folder;

    // board_config: the engine's description of the chosen game.
    BoardConfig board_config() const;
    // player: who plays `c`.
    PlayerKind player(Color c) const { return c == Black ? black : white; }
    // engine: the path of `c`'s external engine (empty unless it plays Engine).
    const std::string& engine(Color c) const { return c == Black ? black_engine : white_engine; }
    // add_engine: put `path` in the list (once; the oldest goes when full).
    void add_engine(const std::string& path);
    // apply_level: set depth and time from a named level (Custom keeps them).
    void apply_level(Level l);
    // clamp: bring every number into range and recompute `level`.
    void clamp();
    bool operator==(const Settings&) const = default;
};

// settings_to_save: what the settings file should hold when the window's
// settings are `now`, the run started with `start` (the file's settings with
// the one-run command-line options over them) and the file holds `file`: each
// setting the window changed (now differs from start) is the player's choice
// and saved; every other keeps the file's value, so a one-run option is not.
Settings settings_to_save(const Settings& file, const Settings& start, const Settings& now);

// to_json_text / settings_from_json_text: the file format. Unknown keys are
// ignored and missing keys keep their defaults; malformed JSON is an error.
std::string to_json_text(const Settings& s);
// A parse of settings: on error, `settings` holds the defaults.
struct SettingsParse {
    Settings settings;
    std::string error;  // empty on success
};
SettingsParse settings_from_json_text(const std::string& text);

// config_dir: $XDG_CONFIG_HOME/wuzi, else $HOME/.config/wuzi, else nothing.
std::optional<std::filesystem::path> config_dir(const char* xdg_config_home, const char* home);
std::optional<std::filesystem::path> default_settings_path();

// load_settings: read the file; a missing file gives the defaults and no
// error, an unreadable or malformed one gives the defaults and the reason.
SettingsParse load_settings(const std::filesystem::path& path);
// save_settings: write the file (creating its folder); the reason on failure.
std::optional<std::string> save_settings(const std::filesystem::path& path, const Settings& s);

std::string to_string(GameKind k);
std::string to_string(PlayerKind p);

}  // namespace wuzi::game
