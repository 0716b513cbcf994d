#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <algorithm>

namespace wuzi {

std::string describe(PlayError error) {
    switch (error) {
        case PlayError::None:
            return "ok";
        case PlayError::OffBoard:
            return "that point is off the board";
        case PlayError::Occupied:
            return "that point is occupied";
        case PlayError::GameOver:
            return "the game is over";
        case PlayError::BadConfig:
            return "that board size and rule cannot be played";
    }
    return "unknown error";
}

std::string describe(Forbidden kind) {
    switch (kind) {
        case Forbidden::None:
            return "allowed";
        case Forbidden::DoubleThree:
            return "double three";
        case Forbidden::DoubleFour:
            return "double four";
        case Forbidden::Overline:
            return "overline";
    }
    return "allowed";
}

std::string Foul::message(int size) const {
    return "move " + std::to_string(index + 1) + " (" + move_to_text(move, size) + "): Black's " +
           describe(kind) + " is forbidden";
}

Game::Game(const BoardConfig& config) : board_(std::make_unique<Board>(config)) {}

PlayError Game::play(Move m) {
    if (over()) return PlayError::GameOver;
    if (m == kPass) {
        board_->play(m);
        moves_.push_back(m);
        return PlayError::None;
    }
    const int x = move_x(m), y = move_y(m);
    if (m == kNoMove || !board_->on_board(x, y)) return PlayError::OffBoard;
    if (!board_->is_empty(m)) return PlayError::Occupied;
    const bool wins = board_->is_winning_move(m);
    const Forbidden kind = side_to_move() == Black ? board_->forbidden(m) : Forbidden::None;
    board_->make(m);
    moves_.push_back(m);
    update_result(wins);
    if (kind != Forbidden::None) {
        foul_ = Foul{int(moves_.size()) - 1, m, kind};
        result_ = GameResult::WhiteWins;
    }
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

std::string MoveListError::message(int size) const {
    if (index < 0) return describe(reason);
    return "move " + std::to_string(index + 1) + " (" + move_to_text(move, size) +
           "): " + describe(reason);
}

std::optional<MoveListError> validate(const BoardConfig& config, std::span<const Move> moves,
                                      Replay how) {
    if (!config.valid()) return MoveListError{-1, kNoMove, PlayError::BadConfig};
    Game game(config);
    return game.set_moves(moves, how);
}

std::optional<MoveListError> validate(const BoardConfig& config, std::span<const Move> moves,
                                      size_t setup) {
    if (!config.valid()) return MoveListError{-1, kNoMove, PlayError::BadConfig};
    Game game(config);
    return game.set_moves(moves, setup);
}

std::vector<Move> setup_moves(std::span<const Move> black, std::span<const Move> white,
                              Color to_move) {
    std::vector<Move> moves;
    for (size_t i = 0; i < std::max(black.size(), white.size()); ++i) {
        moves.push_back(i < black.size() ? black[i] : kPass);
        moves.push_back(i < white.size() ? white[i] : kPass);
    }
    while (!moves.empty() && moves.back() == kPass) moves.pop_back();
    const Color next = moves.size() % 2 == 0 ? Black : White;
    if (next != to_move) moves.push_back(kPass);
    return moves;
}

std::optional<MoveListError> Game::set_moves(std::span<const Move> moves, size_t setup) {
    setup = std::min(setup, moves.size());
    Game next(config());
    if (auto bad = next.set_moves(moves.first(setup), Replay::AsPosition)) return bad;
    for (size_t i = setup; i < moves.size(); ++i)
        if (const PlayError e = next.play(moves[i]); e != PlayError::None)
            return MoveListError{int(i), moves[i], e};
    *this = std::move(next);
    return std::nullopt;
}

std::optional<MoveListError> Game::set_moves(std::span<const Move> moves, Replay how) {
    Game next(config());
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i];
        PlayError e = PlayError::None;
        if (how == Replay::InOrder || m == kPass) {
            e = next.play(m);
        } else if (m == kNoMove || !next.board_->on_board(move_x(m), move_y(m))) {
            e = PlayError::OffBoard;
        } else if (!next.board_->is_empty(m)) {
            e = PlayError::Occupied;
        } else {
            next.board_->make(m);
            next.moves_.push_back(m);
        }
        if (e != PlayError::None) return MoveListError{int(i), m, e};
    }
    if (how == Replay::AsPosition) {
        const Board& b = *next.board_;
        next.result_ = b.has_five(Black)   ? GameResult::BlackWins
                       : b.has_five(White) ? GameResult::WhiteWins
                       : b.is_full()       ? GameResult::Draw
                                           : GameResult::Ongoing;
    }
    *this = std::move(next);
    return std::nullopt;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    board_->take_back();
    moves_.pop_back();
    result_ = GameResult::Ongoing;
    foul_.reset();
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
    foul_.reset();
}

std::vector<Move> Game::winning_line() const {
    if (result_ != GameResult::BlackWins && result_ != GameResult::WhiteWins) return {};
    const Color c = result_ == GameResult::BlackWins ? Black : White;
    const int k = board_->win_length();
    // The run of `c` through `m` along direction `d`, if it wins.
    auto winning_run = [&](Move m, int d) {
        const int step = kDirStep[d];
        Move start = m;
        while (board_->at(Move(start - step)) == c) start = Move(start - step);
        std::vector<Move> line;
        for (Move n = start; board_->at(n) == c; n = Move(n + step)) line.push_back(n);
        const int n = int(line.size());
        if (exact_five(config().rule, c) ? n != k : n < k) line.clear();
        return line;
    };
    // The last move first (it made the line in a played game), then any stone
    // (a position set up with set_moves).
    std::vector<Move> stones{moves_.back()};
    stones.insert(stones.end(), moves_.begin(), moves_.end());
    for (Move m : stones) {
        if (board_->at(m) != c) continue;
        for (int d = 0; d < kDirections; ++d)
            if (auto line = winning_run(m, d); !line.empty()) return line;
    }
    return {};
}

}  // namespace wuzi
