// A game in progress: the board, the moves played and the result. Shared by
// the window, the protocol brain and the command line; the search never uses it.
#pragma once

#include <wuzi/board.h>

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace wuzi {

enum class GameResult { Ongoing, BlackWins, WhiteWins, Draw };

// Why a move was refused.
enum class PlayError { None, OffBoard, Occupied, GameOver, BadConfig };

// describe: a short human-readable reason, e.g. "that point is occupied".
std::string describe(PlayError error);
// describe: "double three", "double four", "overline" (or "allowed").
std::string describe(Forbidden kind);

// Renju: the forbidden move by which Black lost a game whose move order is
// known (the move is on the board; the game is over, White wins).
struct Foul {
    int index = 0;  // 0-based, in the game's moves
    Move move = kNoMove;
    Forbidden kind = Forbidden::None;
    // message: "move 9 (h8): Black's double three is forbidden" on a board of `size`.
    std::string message(int size) const;
};

// How a move list is judged.
// - InOrder: as played, move by move; no move may follow the end of the game.
// - AsPosition: as stones whose order is unknown (a Gomocup BOARD): each move
//   must be on the board and empty, and the result is judged on the final
//   stones, so a standard-rule overline set up five stones first is no win.
enum class Replay { InOrder, AsPosition };

// The first move of a list that cannot be played, and why. `index` is
// 0-based; a BadConfig error has index -1.
struct MoveListError {
    int index = -1;
    Move move = kNoMove;
    PlayError reason = PlayError::None;
    // message: "move 7 (h8): that point is occupied" on a board of `size`.
    std::string message(int size) const;
};

// validate: nothing if `moves` replay on an empty board of `config` as
// `how` says, else the first bad move. The one replay check of the program:
// files, protocol positions and the engine all use it.
std::optional<MoveListError> validate(const BoardConfig& config, std::span<const Move> moves,
                                      Replay how);
// validate: the same for a list whose first `setup` moves are a set-up
// position (judged AsPosition, so a stone order that would break a rule
// on the way counts for nothing) and the rest are played InOrder after it.
std::optional<MoveListError> validate(const BoardConfig& config, std::span<const Move> moves,
                                      size_t setup);

// setup_moves: stones set up in no particular order (an editor, SGF's AB
// and AW) as the move list the engine takes: Black's and White's stones in
// turn, a pass where one colour has none left, and a last pass when the list
// would otherwise leave the other colour than `to_move` to move. Only the
// order is made here: judge the list with validate(.., Replay::AsPosition).
std::vector<Move> setup_moves(std::span<const Move> black, std::span<const Move> white,
                              Color to_move);

// A game record. Invariants: `board()` holds exactly `moves()`; `result()` is
// Ongoing until a move makes a winning line or, under renju, Black plays a
// forbidden point (`foul()` says which; then no further move is accepted),
// or fills the board (a draw).
class Game {
  public:
    explicit Game(const BoardConfig& config = {});

    const BoardConfig& config() const { return board_->config(); }
    const Board& board() const { return *board_; }
    const std::vector<Move>& moves() const { return moves_; }
    GameResult result() const { return result_; }
    bool over() const { return result_ != GameResult::Ongoing; }
    Color side_to_move() const { return board_->side_to_move(); }

    // foul: the forbidden move that lost the game for Black, if one did.
    const std::optional<Foul>& foul() const { return foul_; }

    // play: the side to move plays `m`, or passes (`kPass`: free placement of
    // stones, e.g. a window's analysis; never from a Gomocup brain); a refused
    // move changes nothing. A
    // forbidden black move under renju is played and loses (see foul()):
    // front ends that refuse it ask board().forbidden(m) first.
    [[nodiscard]] PlayError play(Move m);
    // play_xy: the same with board coordinates (x from the left, y from the top).
    [[nodiscard]] PlayError play_xy(int x, int y);
    // set_moves: replaces the game by `moves` (alternating, Black first;
    // kPass skips a turn),
    // judged as `how` says (AsPosition looks for no forbidden move: the order
    // is unknown). A refused list changes nothing.
    [[nodiscard]] std::optional<MoveListError> set_moves(std::span<const Move> moves,
                                                         Replay how = Replay::AsPosition);
    // set_moves: the first `setup` moves as a set-up position (AsPosition),
    // then the rest played in order; a refused list changes nothing.
    [[nodiscard]] std::optional<MoveListError> set_moves(std::span<const Move> moves, size_t setup);
    // undo: take back the last move; false if there is none.
    bool undo();
    // reset: a new empty game, optionally with another configuration.
    void reset();
    void reset(const BoardConfig& config);

    // winning_line: the stones of the winning line, in order; empty unless won.
    std::vector<Move> winning_line() const;

  private:
    void update_result(bool last_move_won);

    std::unique_ptr<Board> board_;
    std::vector<Move> moves_;
    GameResult result_ = GameResult::Ongoing;
    std::optional<Foul> foul_;
};

}  // namespace wuzi
