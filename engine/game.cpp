#include "game.h"

namespace wuzi {

std::string describe(PlayError error) {
    switch (error) {
        case PlayError::None: return "ok";
        case PlayError::OffBoard: return "that point is off the board";
        case PlayError::Occupied: return "that point is occupied";
        case PlayError::GameOver: return "the game is over";
    }
    return "unknown error";
}

Game::Game(const BoardConfig& config) : board_(std::make_unique<Board>(config)) {}

PlayError Game::play(Move m) {
    if (over()) return PlayError::GameOver;
    const int x = move_x(m), y = move_y(m);
    if (m == kNoMove || !board_->on_board(x, y)) return PlayError::OffBoard;
    if (!board_->is_empty(m)) return PlayError::Occupied;
    const bool wins = board_->is_winning_move(m);
    board_->make(m);
    moves_.push_back(m);
    update_result(wins);
    return PlayError::None;
}

PlayError Game::play_xy(int x, int y) {
    if (!board_->on_board(x, y)) return over() ? PlayError::GameOver : PlayError::OffBoard;
    return play(make_move(x, y));
}

void Game::update_result(bool last_move_won) {
    if (last_move_won)
        result_ = board_->side_to_move() == White ? GameResult::BlackWins : GameResult::WhiteWins;
    else if (board_->is_full())
        result_ = GameResult::Draw;
    else
        result_ = GameResult::Ongoing;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    board_->unmake();
    moves_.pop_back();
    result_ = GameResult::Ongoing;
    return true;
}

void Game::reset() {
    while (!moves_.empty()) undo();
}

void Game::reset(const BoardConfig& config) {
    if (config == board_->config()) return reset();
    board_ = std::make_unique<Board>(config);
    moves_.clear();
    result_ = GameResult::Ongoing;
}

std::vector<Move> Game::winning_line() const {
    if (result_ != GameResult::BlackWins && result_ != GameResult::WhiteWins) return {};
    const Move last = moves_.back();
    const Color c = board_->at(last);
    const int k = board_->win_length();
    for (int d = 0; d < kDirections; ++d) {
        const int step = kDirStep[d];
        Move start = last;
        while (board_->at(Move(start - step)) == c) start = Move(start - step);
        std::vector<Move> line;
        for (Move m = start; board_->at(m) == c; m = Move(m + step)) line.push_back(m);
        const bool wins = config().rule == Rule::Standard ? int(line.size()) == k
                                                          : int(line.size()) >= k;
        if (wins) return line;
    }
    return {};
}

}  // namespace wuzi
