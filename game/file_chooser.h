// The file chooser of Load and Save (and of an external engine's program),
// without a window: the folder shown, its folders and game files (or, for an
// engine, all its files) in order, the selected row and the rows scrolled
// past, the name field, what Enter means (open a folder, choose a file, or a
// message), and Save's question before it replaces a file. The window draws
// it (chooser_view.h) and forwards keys and clicks.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "text_prompt.h"

namespace wuzi::game {

// Load and Save choose a game file; Engine chooses a Gomocup brain's program
// (any file is listed; the window checks that it can be run).
enum class ChooserPurpose { Load, Save, Engine };

// One row of the list: a folder (".." is the parent folder) or a file.
struct ChooserEntry {
    std::string name;
    bool folder = false;
    bool operator==(const ChooserEntry&) const = default;
};

// game_file_name: a name the list shows as a game file (.sgf or .psq, any case).
bool game_file_name(const std::string& name);
// list_folder: the rows of `folder`: ".." unless it is the root, then its
// folders, then its game files (`all_files`: every file that is not a
// folder), each group in natural order (case aside, and numbers by value:
// "game-2" before "game-10"); hidden names (a leading '.') are left out.
// The reason when it cannot be read.
std::optional<std::string> list_folder(const std::filesystem::path& folder,
                                       std::vector<ChooserEntry>& out, bool all_files = false);

// FileChooser. Invariants: `folder()` is absolute and lexically normal (no
// trailing separator but at the root) and `entries()` is its listing as of
// the last show(); a folder that cannot be read leaves folder and listing as
// they were and sets an error message. `selected()` is empty or a row of
// `entries()`; 0 <= first_row() <= max(0, entries - rows()), rows() >= 1, and
// a selection made by the keyboard or a click lies within the rows shown.
// `overwrite()` is set only for Save, only to an existing file; while it is
// set only confirm() and back() act.
class FileChooser {
  public:
    // The chooser opens in `folder`, or in the current directory when that is
    // no folder; `name` starts in the name field.
    FileChooser(ChooserPurpose purpose, const std::filesystem::path& folder, std::string name = {});

    ChooserPurpose purpose() const { return purpose_; }
    const std::filesystem::path& folder() const { return folder_; }
    const std::vector<ChooserEntry>& entries() const { return entries_; }
    std::optional<size_t> selected() const { return selected_; }
    size_t first_row() const { return first_; }
    size_t rows() const { return rows_; }
    const TextPrompt& field() const { return field_; }
    const std::string& message() const { return message_; }
    bool message_is_error() const { return message_error_; }
    const std::optional<std::filesystem::path>& overwrite() const { return overwrite_; }

    // show: list `folder` (absolute, or relative to the folder shown); false,
    // with the reason as the message, when it cannot be read.
    bool show(const std::filesystem::path& folder);
    // parent: show the folder above (nothing at the root).
    void parent();
    // resolve: the path `text` names: absolute, or relative to the folder shown.
    std::filesystem::path resolve(const std::string& text) const;

    // set_rows: how many rows the list shows (at least 1).
    void set_rows(size_t rows);
    // select: select row `row` (a file's name goes into the name field).
    void select(size_t row);
    // move: the selection `delta` rows down (negative: up), kept in the list;
    // page: a page of rows; home / end: the first / last row.
    void move(long delta);
    void page(int direction) { move(direction * long(rows_)); }
    void home() { select(0); }
    void end();
    // scroll: the list `delta` rows down (the mouse wheel); the selection stays.
    void scroll(long delta);
    // click: a click on row `row`, handled at `now_ms`, that reached the
    // window at `arrived_ms` or later (<= now_ms: the window learns of a
    // click only when it reads its events, maybe long after on a busy
    // machine): selects it; true when it is the second click on that row and
    // arrived within kDoubleClickMs of the first one's handling (the caller
    // activates). A late frame never splits a double-click in two.
    bool click(size_t row, int64_t arrived_ms, int64_t now_ms);
    static constexpr int64_t kDoubleClickMs = 400;

    // The name field: typing makes Enter act on it rather than on the selection.
    void type(uint32_t unicode);
    // backspace: erase before the cursor; with the field empty, the parent folder.
    void backspace();
    void erase_forward() { field_.erase_forward(); }
    void left() { field_.left(); }
    void right() { field_.right(); }

    // activate: Enter or a double-click. On the selection (when it was chosen
    // after the last typing) or else on the typed path: a folder is shown;
    // a file is returned (Load and Engine: whatever it is, the caller says
    // why it will not do; Save: its folder exists, and an
    // existing file is only asked about: overwrite() is set, nothing returned);
    // otherwise a message says why not.
    std::optional<std::filesystem::path> activate();
    // confirm: Save's answer "replace it": the file asked about (and the
    // question ends). back: "keep it": the question ends, the chooser stays.
    std::optional<std::filesystem::path> confirm();
    void back();
    // set_message: a message shown in the chooser (e.g. why a file did not load).
    void set_message(std::string text, bool error);

  private:
    std::optional<std::filesystem::path> choose_file(const std::filesystem::path& path);
    void show_visible();
    size_t max_first() const;

    ChooserPurpose purpose_;
    std::filesystem::path folder_;
    std::vector<ChooserEntry> entries_;
    std::optional<size_t> selected_;
    bool typed_ = true;  // the name field was changed after the last selection
    size_t first_ = 0;
    size_t rows_ = 10;
    TextPrompt field_;
    std::string message_;
    bool message_error_ = false;
    std::optional<std::filesystem::path> overwrite_;
    std::optional<size_t> clicked_;  // the last click's row and time
    int64_t clicked_at_ = 0;
};

}  // namespace wuzi::game
