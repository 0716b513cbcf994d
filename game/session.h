// A game as the window plays it: the record, who plays each colour, the
// undo/redo stack, resignation and the AI-vs-AI pause.
#pragma once

#include <wuzi/game.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "settings.h"

namespace wuzi::game {

// Session. Invariants: `redo_stack()` holds moves undone since the last
// fresh move, the next one to redo last; `version()` changes whenever the
// position, the players or the result change, so a search started for an
// older version is stale; once the game is over (a line, a full board or a
// resignation) no move is accepted until undo or a new game.
class Session {
  public:
    explicit Session(const BoardConfig& config = {});

    const Game& game() const { return game_; }
    const BoardConfig& config() const { return game_.config(); }
    const std::vector<Move>& moves() const { return game_.moves(); }
    const std::vector<Move>& redo_stack() const { return redo_; }
    uint64_t version() const { return version_; }

    PlayerKind player(Color c) const { return players_[c]; }
    void set_player(Color c, PlayerKind p);
    // swap_sides: exchange who plays black and who plays white.
    void swap_sides();
    bool has_human() const;

    // result: the outcome, counting a resignation.
    GameResult result() const;
    bool over() const { return result() != GameResult::Ongoing; }
    // resigned: the colour that resigned, if any.
    std::optional<Color> resigned() const { return resigned_; }
    Color side_to_move() const { return game_.side_to_move(); }

    // human_to_move / ai_to_move: the game goes on and that kind of player is
    // to move (the AI only while not paused).
    bool human_to_move() const;
    bool ai_to_move() const;

    bool paused() const { return paused_; }
    void set_paused(bool paused);

    // play: the side to move plays `m`. A move equal to the next redo move
    // keeps the rest of the redo stack; any other clears it.
    [[nodiscard]] PlayError play(Move m);
    // undo: back to just before the last move a human made (with no human:
    // one move, and the AI pauses). A resignation is taken back first.
    bool undo();
    bool can_undo() const;
    // redo: replay undone moves until a human is to move again.
    bool redo();
    bool can_redo() const { return !redo_.empty() && !over(); }
    // resign: the human to move (or the only human) resigns.
    bool resign();
    bool can_resign() const;
    // new_game: an empty board, optionally of another kind.
    void new_game();
    void new_game(const BoardConfig& config);
    // replace: load a record; moves must be legal (game_file checks them).
    // Returns false and changes nothing otherwise.
    [[nodiscard]] bool replace(const BoardConfig& config, const std::vector<Move>& moves);

  private:
    void changed() { ++version_; }
    // mover: who played the move with index `i`.
    static Color mover(size_t i) { return i % 2 == 0 ? Black : White; }

    Game game_;
    PlayerKind players_[2] = {PlayerKind::Human, PlayerKind::Ai};
    std::vector<Move> redo_;
    std::optional<Color> resigned_;
    bool paused_ = false;
    uint64_t version_ = 1;
};

// result_text: "Black wins: five in a row", "Draw: the board is full", ...
std::string result_text(const Session& s);

}  // namespace wuzi::game
