// The side panel: game and turn, players and clocks, the game and AI
// settings, the review, the live view of the search, the evaluation bar and
// graph, the move list, the buttons and the status line, as many of them as
// fit (panel_plan.h).
#pragma once

#include <wuzi/types.h>

#include <SFML/Graphics/RenderTarget.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "eval_history.h"
#include "key_bindings.h"
#include "layout.h"
#include "panel_plan.h"
#include "resources_fwd.h"
#include "review.h"

namespace wuzi::game {

// A clickable button as drawn this frame. Invariant: `rect` is where it was
// drawn, so a click inside it means `command` (if enabled); `tip` (if any) is
// shown when the mouse rests on it.
struct Button {
    Rect rect;
    Command command;
    std::string label;
    bool enabled = true;
    bool on = false;  // a toggle that is on, or the selected move
    std::string tip;
};

// One move of the move list. Invariant: `text` is the move alone ("h8").
struct MoveEntry {
    std::string text;
    Verdict verdict = Verdict::Good;
};

// Everything the panel draws, prepared by the app each frame. Invariants:
// `history` (if set) outlives the draw call; texts are final (the view adds
// no wording of its own beyond labels); `cursor` <= moves.size().
struct PanelModel {
    std::string game_line;  // "Gomoku 15x15, freestyle"
    std::string turn_line;  // "Black: your move"
    std::string turn_note;  // "Move 5 of 12: End returns"
    Color turn_colour = Black;
    bool over = false, drawn = false, tictactoe = false;
    std::string player[2];      // "Human" / "AI" / an external engine's name
    std::string player_tip[2];  // what the side button does (and the engine's path)
    std::string clock[2];
    std::optional<Color> clock_running;
    bool clock_low[2] = {false, false};
    std::string game_label, size, rule_label, level, clock_label, depth, time, threads;
    std::string level_tip, clock_tip, depth_tip, time_tip, threads_tip;
    // The opening rule's button, and the choice box (replacing the engine's
    // while a human must choose: Take Black, Take White, Place two more).
    std::string opening_label, opening_tip, choice_title;
    bool choosing = false, can_place_two = false, can_opening = true;
    bool renju = false;      // the Forbidden toggle applies
    bool forbidden = false;  // forbidden points are shown
    // The search.
    std::string engine_title;
    bool engine_active = false;
    std::vector<std::string> engine_lines;
    // The moves of each engine line (empty: none); a line with moves can be
    // hovered to read it whole and see it on the board.
    std::vector<std::vector<Move>> engine_line_moves;
    // Evaluation.
    std::optional<Eval> eval;
    std::string eval_text;
    const EvalHistory* history = nullptr;
    std::vector<std::pair<int, Verdict>> marks;  // (ply after the move, verdict)
    int plies = 0;                               // the line's length
    // The move list and the review.
    std::vector<MoveEntry> moves;  // the moves after the set-up position
    int first_ply = 0;             // the ply of moves[0]: the set-up moves before it
    int cursor = 0;
    int list_first_row = 0;
    bool list_follow = true;
    bool review_shown = false, review_running = false;
    float review_progress = 0;
    std::string review_line, review_note;
    // Status and buttons.
    std::string status;
    bool status_error = false;
    float status_alpha = 1;
    bool paused = false, can_pause = false, can_undo = false, can_redo = false, can_hint = false,
         can_resign = false, can_review = false, analysis = false, threats = false, numbers = false,
         show_pv = false, sound = false;
    std::string pause_label;
    std::string resign_label = "Resign";  // "Sure?" while it asks to confirm
    // The position editor (while `editing`: its box replaces the engine's).
    bool editing = false, edit_can_undo = false;
    int edit_tool = 0;  // EditTool: 0 black, 1 white, 2 erase
    Color edit_to_move = Black;
    // Threat search: the buttons apply (gomoku, a game that goes on); the
    // kind running or shown (-1: none), to light its button.
    bool can_threat = false;
    int threat_kind = -1;
    std::string footer;
    sf::Vector2f mouse{-1, -1};
};

// What a draw call produced: the buttons (move list entries included), the
// move list's first row shown and how many rows fit.
struct PanelDrawn {
    std::vector<Button> buttons;
    std::vector<std::pair<Section, Rect>> sections;  // where each section was drawn
    Rect move_list;
    float players_y = -1;  // the Players section's top (design units), if drawn
    int list_first_row = 0;
    int list_rows = 0;
};

// PanelView: draws a model and reports what it drew, for clicks.
class PanelView {
  public:
    explicit PanelView(const Resources& res) : res_(res) {}
    PanelDrawn draw(sf::RenderTarget& t, const Layout& l, const PanelModel& m) const;
    // draw_clocks: the two clocks of the Players section at `players_y`, over
    // a patch of the panel's colour (to refresh them alone on a drawn frame).
    void draw_clocks(sf::RenderTarget& t, const Layout& l, const PanelModel& m,
                     float players_y) const;

  private:
    struct Ctx;
    void draw_turn(const Ctx& c, float y) const;
    void draw_players(Ctx& c, float y) const;
    void draw_settings(Ctx& c, float y, bool ai_row) const;
    void draw_review(Ctx& c, float y) const;
    void draw_engine(Ctx& c, float y, float h) const;
    void draw_editor(Ctx& c, float y) const;
    // draw_choice: the opening choice box (Take Black, Take White, Place two more).
    void draw_choice(Ctx& c, float y) const;
    void draw_move_list(Ctx& c, float y, float h, PanelDrawn& out) const;
    void draw_buttons(Ctx& c, float y) const;
    // draw_status: the status in up to `max_lines` rows; the rows drawn.
    size_t draw_status(const Ctx& c, float y, size_t max_lines) const;
    void draw_button(sf::RenderTarget& t, const Layout& l, const Button& b,
                     sf::Vector2f mouse) const;
    const Resources& res_;
};

}  // namespace wuzi::game
