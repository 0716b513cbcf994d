// A game as the window plays it: the line of moves and the point of it shown,
// who plays each colour, undo and redo (including undo of a new game, a load
// or a new line), resignation, loss on time, the AI pause and analysis mode.
#pragma once

#include <wuzi/game.h>
#include <wuzi/opening_rule.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "settings.h"

namespace wuzi::game {

// How a decided game ended other than on the board: a resignation, a loss
// on time (the window's clock), or an external engine's failure (it
// crashed, timed out or played an illegal move).
enum class EndKind { Resignation, Time, Failure };

// An ending off the board. Invariant: `loser` is Black or White; `reason`
// is set exactly for a Failure and says what the loser's engine did, as
// "Black (NAME) crashed (Segmentation fault)".
struct Ending {
    EndKind kind = EndKind::Resignation;
    Color loser = Black;
    std::string reason;
    bool operator==(const Ending&) const = default;
};

// What the window does with clicks and the engine.
// - Play: each colour is a human, the AI or an external engine; a machine
//   (the AI or an engine) moves when it is its turn.
// - Analysis: the human plays both colours, the engine analyses the shown
//   position and never moves.
enum class Mode { Play, Analysis };

// Session. Invariants:
// - `line()` is the game's main line; the board shows its first `cursor()`
//   moves (`moves()` == line()[0, cursor)); `at_end()` when it shows them all;
// - the first `setup()` moves of the line are a set-up position (a position
//   editor's or a file's AB/AW stones, judged as stones, not in order): the
//   cursor never goes below it, and undo goes back over it to the game it
//   replaced, all at once;
// - the game's ending (resignation, time) belongs to the end of the line and
//   counts only there;
// - every change that loses moves (a new game, a load, a move that starts a
//   new line from an earlier point) first saves the old state, and undo()
//   restores it, so nothing is lost without a way back;
// - `version()` changes whenever the shown position, the line, the players,
//   the mode, the pause or the result change, so a search started for an older
//   version is stale;
// - a machine (the AI or an external engine) moves only at the end of the
//   line, in Play mode, when not paused;
// - opening rules (swap, swap2: wuzi/opening_rule.h): a game begun by
//   new_game() under a rule has an opening; the choices made in it belong to
//   the line (at plies 3 and 5) and count when the board shows their ply
//   and the choice (a choice is a half step: undo can show its ply before
//   it); the seats `players_` are those of the game's start (the first
//   player is Black's), and player() exchanges them while an odd number of
//   the shown choices changed the first player's colour. A loaded or edited
//   game, tic-tac-toe and analysis have no opening.
class Session {
  public:
    explicit Session(const BoardConfig& config = {});

    const Game& game() const { return game_; }
    const BoardConfig& config() const { return game_.config(); }
    // moves: the shown position's moves.
    const std::vector<Move>& moves() const { return game_.moves(); }
    const std::vector<Move>& line() const { return line_; }
    int cursor() const { return int(game_.moves().size()); }
    bool at_end() const { return size_t(cursor()) == line_.size(); }
    // setup: the line's leading moves that are a set-up position (0: none).
    int setup() const { return setup_; }
    uint64_t version() const { return version_; }

    PlayerKind player(Color c) const { return players_[seat(c)]; }
    // seat: the colour `c`'s player had at the game's start (the settings'
    // black and white): `c` itself unless a shown opening choice exchanged them.
    Color seat(Color c) const { return swapped(choices()) ? opponent(c) : c; }
    void set_player(Color c, PlayerKind p);
    // swap_sides: exchange who plays black and who plays white.
    void swap_sides();
    bool has_human() const;
    // has_ai: a machine plays a colour (the built-in AI or an external engine).
    bool has_ai() const;
    // has_player: `p` plays a colour.
    bool has_player(PlayerKind p) const { return players_[Black] == p || players_[White] == p; }

    Mode mode() const { return mode_; }
    void set_mode(Mode m);

    // result: the outcome of the shown position, counting an ending off the
    // board when the end of the line is shown.
    GameResult result() const;
    bool over() const { return result() != GameResult::Ongoing; }
    // ending: the resignation or loss on time, if the shown position has one.
    std::optional<Ending> ending() const { return at_end() ? ending_ : std::nullopt; }
    std::optional<Color> resigned() const;
    Color side_to_move() const { return game_.side_to_move(); }

    // human_to_move: the shown game goes on and a click may play for the side
    // to move (always in analysis mode). ai_to_move: the built-in AI should
    // move now; engine_to_move: an external engine should.
    bool human_to_move() const;
    bool ai_to_move() const;
    bool engine_to_move() const;
    // ai_waits: a machine's turn that waits: paused, or an earlier move is shown.
    bool ai_waits() const;

    // The opening rule of the next new game, and of this game (None for a
    // loaded or edited game and tic-tac-toe).
    OpeningRule opening_rule() const { return opening_rule_; }
    // set_opening_rule: from the next new game on, and for this one if its
    // board is still empty (and it is gomoku).
    void set_opening_rule(OpeningRule rule);
    OpeningRule game_opening() const { return game_opening_; }
    // opening_step: what the opening expects at the shown position
    // (Settled: play by colour; always in analysis mode).
    OpeningStep opening_step() const;
    // acting: the colour whose player acts now (places, chooses or moves).
    Color acting() const;
    // opening_machine_to_move: a machine must place stones or choose now.
    bool opening_machine_to_move() const;
    // choose: the player expected to choose makes `c`; false (nothing
    // changes) unless the end of the line is shown and the step allows it.
    bool choose(SwapChoice c);
    // choices: the opening choices the shown position counts.
    OpeningChoices choices() const;

    bool paused() const { return paused_; }
    void set_paused(bool paused);

    // play: the side to move plays `m`. At the end of the line the move is
    // added; at an earlier point, the line's own next move just steps on, and
    // any other move starts a new line (undo brings the old one back).
    [[nodiscard]] PlayError play(Move m);
    // place: a stone of colour `c` on `m` (analysis: stones of either colour
    // are placed freely). The side to move's stone is play(m); the other
    // colour's is a pass and the stone, which undo() takes back together.
    // A refused stone changes nothing.
    [[nodiscard]] PlayError place(Move m, Color c);
    // continue_here: at an earlier point, drop the rest of the line (undoably)
    // so that play goes on from the shown position; false at the end.
    bool continue_here();

    // undo: back to just before the last move a human made (with no human or
    // in analysis: one move; AI against AI also pauses), and before the pass
    // that came with it (place()). An ending is taken
    // back first; at the start of a game, a replaced game comes back.
    bool undo();
    bool can_undo() const;
    // redo: forward along the line until a human is to move again (over a
    // pass and the stone after it at once).
    bool redo();
    bool can_redo() const;
    // step_to: show the position after `ply` moves of the line (clamped);
    // nothing is lost. False if nothing changed.
    bool step_to(int ply);

    // resign: the human to move (or the only human) resigns.
    bool resign();
    bool can_resign() const;
    // flag: `c` ran out of time (the end of the line only).
    bool flag(Color c);
    // fail: `c`'s external engine failed (crashed, timed out, played an
    // illegal move: `reason`); the game ends, lost by `c` (end of the line only).
    bool fail(Color c, std::string reason);

    // new_game: an empty board, optionally of another kind. The old game is
    // kept for undo() unless it was empty and of the same kind.
    void new_game();
    void new_game(const BoardConfig& config);
    // replace: a loaded record (or an edited position), shown at its end;
    // its first `setup` moves are a set-up position (validate(.., setup))
    // and the rest must replay legally after it. Returns false and changes
    // nothing otherwise. Undoable like new_game.
    [[nodiscard]] bool replace(const BoardConfig& config, const std::vector<Move>& moves,
                               std::optional<Ending> ending = std::nullopt, int setup = 0);
    // can_restore: undo() at this point would bring back a replaced game.
    bool can_restore() const;

  private:
    // A saved state. `branch` >= 0: saved when a new line started at that
    // ply (restored by undoing back over it); -1: saved when the whole game
    // was replaced (restored by undo at the start of the game).
    struct Saved {
        int branch = -1;
        BoardConfig config;
        std::vector<Move> line;
        int cursor = 0;
        std::optional<Ending> ending;
        int setup = 0;
        OpeningRule opening = OpeningRule::None;
        OpeningChoices choices;
    };
    // A point of the game: `ply` moves shown and, at a choice's ply, whether
    // the choice is shown.
    struct Point {
        int ply = 0;
        bool shown = true;
    };

    void changed() { ++version_; }
    void save(int branch);
    void restore(const Saved& s, int cursor);
    // reset_to: the board of `config` with `line` and its first `setup`
    // moves set up as stones, shown at the set-up position.
    void reset_to(const BoardConfig& config, const std::vector<Move>& line, int setup);
    // show: replay the first `ply` moves of the line onto the board.
    void show(int ply);
    // undo_target: the point undo() goes back to, if any.
    std::optional<Point> undo_target() const;
    // mover: the colour of the move with index `i`.
    static Color mover(size_t i) { return i % 2 == 0 ? Black : White; }
    // swapped: the choices exchange the seats (the one after five only with count_fifth).
    static bool swapped(const OpeningChoices& c, bool count_fifth = true);
    // choice_at: the line's opening has a choice at `ply`.
    bool choice_at(int ply) const;
    // actor_before: who made the action that led to `p` (a move or a choice).
    PlayerKind actor_before(Point p) const;
    // show_point: show `p` (show() and the choice's half step).
    void show_point(Point p);
    // trim_choices: forget the choices past the end of the line.
    void trim_choices();

    Game game_;
    std::vector<Move> line_;
    std::vector<Saved> saved_;
    PlayerKind players_[2] = {PlayerKind::Human, PlayerKind::Ai};
    std::optional<Ending> ending_;
    int setup_ = 0;
    OpeningRule opening_rule_ = OpeningRule::None;
    OpeningRule game_opening_ = OpeningRule::None;
    OpeningChoices choices_;    // on the line
    bool choice_shown_ = true;  // at a choice's ply: the choice is shown
    Mode mode_ = Mode::Play;
    bool paused_ = false;
    uint64_t version_ = 1;
};

// result_text: "Black wins: five in a row", "White wins on time", "White wins:
// move 9 (h8): Black's double three is forbidden" (renju), ...
std::string result_text(const Session& s);

}  // namespace wuzi::game
