#include "session.h"

namespace wuzi::game {

Session::Session(const BoardConfig& config) : game_(config) {}

void Session::set_player(Color c, PlayerKind p) {
    if (players_[c] == p) return;
    players_[c] = p;
    changed();
}

void Session::swap_sides() {
    std::swap(players_[Black], players_[White]);
    changed();
}

bool Session::has_human() const {
    return players_[Black] == PlayerKind::Human || players_[White] == PlayerKind::Human;
}

GameResult Session::result() const {
    if (resigned_) return *resigned_ == Black ? GameResult::WhiteWins : GameResult::BlackWins;
    return game_.result();
}

bool Session::human_to_move() const {
    return !over() && players_[side_to_move()] == PlayerKind::Human;
}

bool Session::ai_to_move() const {
    return !over() && !paused_ && players_[side_to_move()] == PlayerKind::Ai;
}

void Session::set_paused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    changed();
}

PlayError Session::play(Move m) {
    if (resigned_) return PlayError::GameOver;
    const PlayError error = game_.play(m);
    if (error != PlayError::None) return error;
    if (!redo_.empty() && redo_.back() == m)
        redo_.pop_back();
    else
        redo_.clear();
    changed();
    return PlayError::None;
}

bool Session::can_undo() const {
    if (resigned_) return true;
    if (!has_human()) return !moves().empty();
    for (size_t i = moves().size(); i-- > 0;)
        if (players_[mover(i)] == PlayerKind::Human) return true;
    return false;
}

bool Session::undo() {
    if (!can_undo()) return false;
    if (resigned_) {
        resigned_.reset();
        changed();
        return true;
    }
    size_t target = moves().size() - 1;
    if (has_human())
        while (players_[mover(target)] != PlayerKind::Human) --target;  // can_undo: one exists
    else
        paused_ = true;
    while (moves().size() > target) {
        redo_.push_back(moves().back());
        game_.undo();
    }
    changed();
    return true;
}

bool Session::redo() {
    if (!can_redo()) return false;
    do {
        const Move m = redo_.back();
        redo_.pop_back();
        if (game_.play(m) != PlayError::None) {  // cannot happen: the moves were legal here
            redo_.clear();
            break;
        }
    } while (!redo_.empty() && !game_.over() && has_human() &&
             players_[side_to_move()] == PlayerKind::Ai);
    changed();
    return true;
}

bool Session::can_resign() const { return !over() && has_human(); }

bool Session::resign() {
    if (!can_resign()) return false;
    const Color us = side_to_move();
    resigned_ = players_[us] == PlayerKind::Human ? us : opponent(us);
    changed();
    return true;
}

void Session::new_game() { new_game(config()); }

void Session::new_game(const BoardConfig& config) {
    game_.reset(config);
    redo_.clear();
    resigned_.reset();
    paused_ = false;
    changed();
}

bool Session::replace(const BoardConfig& config, const std::vector<Move>& moves) {
    if (!config.valid()) return false;
    Game fresh(config);
    for (Move m : moves)
        if (fresh.play(m) != PlayError::None) return false;
    game_ = std::move(fresh);
    redo_.clear();
    resigned_.reset();
    changed();
    return true;
}

std::string result_text(const Session& s) {
    const bool line = !s.resigned();
    switch (s.result()) {
        case GameResult::Ongoing:
            return "";
        case GameResult::Draw:
            return "Draw: the board is full";
        case GameResult::BlackWins:
            return line ? (s.config().is_tictactoe() ? "X wins: three in a row"
                                                     : "Black wins: five in a row")
                        : (s.config().is_tictactoe() ? "X wins: O resigned"
                                                     : "Black wins: White resigned");
        case GameResult::WhiteWins:
            return line ? (s.config().is_tictactoe() ? "O wins: three in a row"
                                                     : "White wins: five in a row")
                        : (s.config().is_tictactoe() ? "O wins: X resigned"
                                                     : "White wins: Black resigned");
    }
    return "";
}

}  // namespace wuzi::game
