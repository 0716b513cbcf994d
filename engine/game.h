// A game in progress: the board, the moves played and the result. Shared by
// the window, the protocol brain and the command line; the search never uses it.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "board.h"

namespace wuzi {

enum class GameResult { Ongoing, BlackWins, WhiteWins, Draw };

// Why a move was refused.
enum class PlayError { None, OffBoard, Occupied, GameOver };

// describe: a short human-readable reason, e.g. "that point is occupied".
std::string describe(PlayError error);

// A game record. Invariants: `board()` holds exactly `moves()`; `result()` is
// Ongoing until a move makes a winning line (then no further move is accepted)
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

    // play: the side to move plays `m`; a refused move changes nothing.
    [[nodiscard]] PlayError play(Move m);
    // play_xy: the same with board coordinates (x from the left, y from the top).
    [[nodiscard]] PlayError play_xy(int x, int y);
    // set_moves: replaces the game by `moves` (alternating, Black first)
    // judged as a finished position, not move by move: a standard-rule
    // overline whose stones arrive in another order is no win on the way. A
    // refused list (off the board, occupied) changes nothing.
    [[nodiscard]] PlayError set_moves(const std::vector<Move>& moves);
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
};

}  // namespace wuzi
