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
