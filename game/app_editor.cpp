// The position editor in the window: opening it on the shown position, its
// commands and clicks, and closing it (Done hands the position to the
// session as a set-up position; Cancel drops it).
#include <wuzi/notation.h>

#include "app.h"
#include "app_text.h"

namespace wuzi::game {

namespace {

std::string stone_count(size_t n, const std::string& colour) {
    return std::to_string(n) + " " + colour + (n == 1 ? " stone" : " stones");
}

}  // namespace

void App::start_editing() {
    if (review_.running()) review_.cancel();
    driver_.cancel();
    editor_.emplace(session_.game().board());
    refresh_forbidden();
    dirty_ = true;
    debug_line("edit start");
    set_status(
        "Position editor: click places or removes a stone (right-click: the other colour); "
        "B, W, E: tool; S: side to move; Enter: done; Esc: cancel.");
}

void App::finish_editing(bool keep) {
    if (!editor_) return;
    if (!keep || !editor_->changed()) {
        editor_.reset();
        refresh_forbidden();
        debug_line("edit cancel");
        set_status(keep ? "Position unchanged: the game goes on as it was."
                        : "Edit cancelled: the game is as it was.");
        return;
    }
    if (editor_->decided()) {
        set_status("This position is already won: remove a stone of its line first.", true);
        return;
    }
    const std::vector<Move> moves = editor_->moves();
    const Color to_move = editor_->to_move();
    const bool ttt = session_.config().is_tictactoe();
    if (!session_.replace(editor_->config(), moves, std::nullopt, int(moves.size()))) {
        set_status("The position could not be set up.", true);  // the editor checked it
        return;
    }
    editor_.reset();
    evals_.clear();
    review_.clear();
    notes_.clear();
    game_clock_.reset();
    // Like a loaded game, the position waits for the player to look.
    const bool ai_waits = session_.mode() == Mode::Play && session_.has_ai();
    if (ai_waits) session_.set_paused(true);
    after_change();
    debug_line("edit done");
    std::string text = "Position set up, " + colour_name(to_move, ttt) +
                       " to move (undo brings the game before back).";
    if (ai_waits) text += " The AI is paused: Space lets it play.";
    set_status(text);
}

void App::perform_edit(Command c) {
    if (!editor_) {
        set_status("Press D to set up a position first.");
        return;
    }
    const bool ttt = session_.config().is_tictactoe();
    switch (c.action) {
        case Action::EditTool: {
            static const EditTool tools[] = {EditTool::Black, EditTool::White, EditTool::Erase};
            editor_->set_tool(tools[std::clamp(c.arg, 0, 2)]);
            const std::string what = c.arg == 2 ? "the eraser: a click removes a stone"
                                                : colour_name(c.arg == 0 ? Black : White, ttt) +
                                                      " stones (right-click: the other colour)";
            set_status("Editor: " + what + ".");
            break;
        }
        case Action::EditSide:
            editor_->set_to_move(opponent(editor_->to_move()));
            set_status("Editor: " + colour_name(editor_->to_move(), ttt) + " to move.");
            break;
        case Action::EditClear:
            set_status(editor_->clear() ? "Editor: the board is cleared (U brings it back)."
                                        : "Editor: the board is already empty.");
            break;
        case Action::Undo:
            set_status(editor_->undo() ? "Editor: last edit undone." : "Editor: nothing to undo.");
            break;
        case Action::EditDone:
            finish_editing(true);
            return;
        case Action::EditCancel:
            finish_editing(false);
            return;
        default:
            return;
    }
    refresh_forbidden();
    dirty_ = true;
}

void App::edit_click(Move m, bool other_colour) {
    const std::string error = editor_->click(m, other_colour);
    if (!error.empty()) {
        refused_ = m;
        refused_at_ = now_ms();
        set_status(error, true);
        return;
    }
    refresh_forbidden();
    dirty_ = true;
    const int size = session_.config().size;
    const Color at = editor_->game().board().at(m);
    debug_line("edit " + move_to_text(m, size) + " " +
               (at == Black   ? "black"
                : at == White ? "white"
                              : "empty"));
}

void App::editor_model(PanelModel& m) const {
    const bool ttt = session_.config().is_tictactoe();
    m.editing = true;
    m.edit_tool = int(editor_->tool());
    m.edit_to_move = editor_->to_move();
    m.edit_can_undo = editor_->can_undo();
    m.turn_colour = editor_->to_move();
    m.over = false;
    m.drawn = false;
    m.turn_line = "Set-up: " + colour_name(editor_->to_move(), ttt) + " to move";
    m.turn_note = stone_count(editor_->black().size(), ttt ? "X" : "black") + ", " +
                  stone_count(editor_->white().size(), ttt ? "O" : "white");
    const BoardConfig& c = session_.config();
    m.game_line = ttt ? "Editing: tic-tac-toe"
                      : "Editing: " + std::to_string(c.size) + "x" + std::to_string(c.size) + " " +
                            std::string(rule_name(c.rule));
    m.engine_title = "Position editor";
    m.engine_lines.clear();
    m.engine_line_moves.clear();
    m.eval.reset();
    m.eval_text.clear();
    m.can_undo = editor_->can_undo();
    m.can_redo = m.can_hint = m.can_resign = m.can_review = m.can_pause = m.can_threat = false;
}

}  // namespace wuzi::game
