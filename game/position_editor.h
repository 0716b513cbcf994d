// The position editor: stones of either colour placed and removed freely,
// the side to move chosen, the board cleared, each edit undoable, before the
// position is handed to the session (Session::replace with its setup).
#pragma once

#include <wuzi/game.h>

#include <string>
#include <vector>

namespace wuzi::game {

// What a left-click places: a black or a white stone, or nothing (erase).
// A right-click places the other colour; a click on a stone removes it.
enum class EditTool { Black, White, Erase };

// PositionEditor. Invariants: `game()` holds exactly the stones of
// `black()` and `white()` set up as a position (setup_moves, judged as
// stones: renju's forbidden points are no reason to refuse a set-up stone)
// with `to_move()` to move; no edit makes it decided: one that would make
// five in a row (three at tic-tac-toe) or fill the board is refused with
// the reason and changes nothing (only a position the editor started from
// can be decided: `decided()`, until a stone of its line goes); every
// accepted edit can be undone, back to the position the editor started from.
class PositionEditor {
  public:
    // start: edit the stones of `board` (its config, its side to move).
    explicit PositionEditor(const Board& board);

    const Game& game() const { return game_; }
    const BoardConfig& config() const { return game_.config(); }
    const std::vector<Move>& black() const { return stones_.black; }
    const std::vector<Move>& white() const { return stones_.white; }
    Color to_move() const { return stones_.to_move; }
    EditTool tool() const { return tool_; }
    void set_tool(EditTool t) { tool_ = t; }
    // changed: the position differs from the one the editor started from.
    bool changed() const { return !(stones_ == start_); }
    bool can_undo() const { return !history_.empty(); }
    // decided: the position already has a winning line or a full board.
    bool decided() const { return game_.over(); }

    // click: a click on `m` (`other`: a right-click): an empty point gets a
    // stone of the tool's colour (a right-click: the other colour; with the
    // eraser nothing), a stone is removed. "" if done, else why not.
    std::string click(Move m, bool other = false);
    // set: the point `m` holds a stone of `c`, or none (Empty).
    std::string set(Move m, Color c);
    void set_to_move(Color c);
    // clear: every stone removed (undoable); false if there was none.
    bool clear();
    bool undo();
    // moves: the position as the session's set-up moves (setup_moves()).
    std::vector<Move> moves() const;

  private:
    struct Stones {
        std::vector<Move> black, white;
        Color to_move = Black;
        bool operator==(const Stones&) const = default;
    };
    // apply: `next` becomes the position if it is undecided ("" then).
    std::string apply(const Stones& next);

    Game game_;
    Stones stones_, start_;
    std::vector<Stones> history_;
    EditTool tool_ = EditTool::Black;
};

}  // namespace wuzi::game
