#include "session.h"

#include <algorithm>

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

bool Session::has_ai() const {
    return players_[Black] != PlayerKind::Human || players_[White] != PlayerKind::Human;
}

void Session::set_mode(Mode m) {
    if (mode_ == m) return;
    mode_ = m;
    changed();
}

GameResult Session::result() const {
    if (const auto e = ending())
        return e->loser == Black ? GameResult::WhiteWins : GameResult::BlackWins;
    return game_.result();
}

std::optional<Color> Session::resigned() const {
    if (const auto e = ending(); e && e->kind == EndKind::Resignation) return e->loser;
    return std::nullopt;
}

bool Session::human_to_move() const {
    return !over() && (mode_ == Mode::Analysis || players_[side_to_move()] == PlayerKind::Human);
}

bool Session::ai_to_move() const {
    return mode_ == Mode::Play && !over() && !paused_ && at_end() &&
           players_[side_to_move()] == PlayerKind::Ai;
}

bool Session::engine_to_move() const {
    return mode_ == Mode::Play && !over() && !paused_ && at_end() &&
           players_[side_to_move()] == PlayerKind::Engine;
}

bool Session::ai_waits() const {
    return mode_ == Mode::Play && !over() && players_[side_to_move()] != PlayerKind::Human &&
           (paused_ || !at_end());
}

void Session::set_paused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    changed();
}

void Session::save(int branch) {
    saved_.push_back({branch, config(), line_, cursor(), ending_, setup_});
}

void Session::show(int ply) {
    ply = std::max(ply, setup_);  // the set-up stones stand together
    while (cursor() > ply) game_.undo();
    while (cursor() < ply)
        if (game_.play(line_[size_t(cursor())]) != PlayError::None) {  // cannot happen: legal line
            line_.resize(size_t(cursor()));
            break;
        }
}

void Session::restore(const Saved& s, int ply) {
    reset_to(s.config, s.line, s.setup);
    ending_ = s.ending;
    show(ply);
}

void Session::reset_to(const BoardConfig& config, const std::vector<Move>& line, int setup) {
    game_.reset(config);
    line_ = line;
    setup_ = std::clamp(setup, 0, int(line.size()));
    // Checked when the line was taken: a set-up position replays as stones.
    if (setup_ > 0 && game_.set_moves(std::span(line_).first(size_t(setup_)), Replay::AsPosition)) {
        line_.clear();
        setup_ = 0;
    }
}

PlayError Session::play(Move m) {
    if (over()) return PlayError::GameOver;
    const int ply = cursor();
    if (!at_end() && line_[size_t(ply)] == m) {
        const PlayError error = game_.play(m);
        if (error == PlayError::None) changed();
        return error;
    }
    const PlayError error = game_.play(m);
    if (error != PlayError::None) return error;
    if (size_t(ply) < line_.size()) {
        // A new line from an earlier point: keep the old one for undo.
        saved_.push_back({ply, config(), line_, ply, ending_, setup_});
        line_.resize(size_t(ply));
        ending_.reset();
    }
    line_.push_back(m);
    changed();
    return PlayError::None;
}

PlayError Session::place(Move m, Color c) {
    if (c == side_to_move()) return play(m);
    if (over()) return PlayError::GameOver;
    const Board& b = game_.board();
    if (!b.on_board(move_x(m), move_y(m))) return PlayError::OffBoard;
    if (!b.is_empty(m)) return PlayError::Occupied;
    if (const PlayError e = play(kPass); e != PlayError::None) return e;
    return play(m);  // legal: an empty point of a game that goes on
}

bool Session::continue_here() {
    if (at_end()) return false;
    save(cursor());
    line_.resize(size_t(cursor()));
    ending_.reset();
    changed();
    return true;
}

int Session::undo_target() const {
    int target = cursor() - 1;
    if (mode_ == Mode::Play && has_human())
        while (target >= 0 && players_[mover(size_t(target))] != PlayerKind::Human) --target;
    while (target > setup_ && line_[size_t(target) - 1] == kPass) --target;  // with its stone
    return target < setup_ ? -1 : target;  // the set-up position is undone as a whole
}

bool Session::can_restore() const {
    return undo_target() < 0 && !saved_.empty() && saved_.back().branch < 0;
}

bool Session::can_undo() const {
    return ending().has_value() || undo_target() >= 0 || can_restore();
}

bool Session::undo() {
    if (ending()) {
        ending_.reset();
        changed();
        return true;
    }
    if (const int target = undo_target(); target >= 0) {
        if (!saved_.empty() && saved_.back().branch >= target) {
            const Saved s = saved_.back();
            saved_.pop_back();
            restore(s, target);
        } else {
            show(target);
        }
        if (mode_ == Mode::Play && !has_human()) paused_ = true;
        changed();
        return true;
    }
    if (can_restore()) {
        const Saved s = saved_.back();
        saved_.pop_back();
        restore(s, s.cursor);
        changed();
        return true;
    }
    return false;
}

bool Session::redo() {
    if (!can_redo()) return false;
    do {
        show(cursor() + 1);
    } while (
        !at_end() && !game_.over() &&
        (line_[size_t(cursor()) - 1] == kPass ||
         (mode_ == Mode::Play && has_human() && players_[side_to_move()] != PlayerKind::Human)));
    changed();
    return true;
}

bool Session::step_to(int ply) {
    ply = std::clamp(ply, setup_, int(line_.size()));
    if (ply == cursor()) return false;
    show(ply);
    changed();
    return true;
}

bool Session::can_resign() const {
    return mode_ == Mode::Play && at_end() && !over() && has_human();
}

bool Session::resign() {
    if (!can_resign()) return false;
    const Color us = side_to_move();
    ending_ =
        Ending{EndKind::Resignation, players_[us] == PlayerKind::Human ? us : opponent(us), {}};
    changed();
    return true;
}

bool Session::flag(Color c) {
    if (!at_end() || over()) return false;
    ending_ = Ending{EndKind::Time, c, {}};
    changed();
    return true;
}

bool Session::fail(Color c, std::string reason) {
    if (!at_end() || over()) return false;
    ending_ = Ending{EndKind::Failure, c, std::move(reason)};
    changed();
    return true;
}

void Session::new_game() { new_game(config()); }

void Session::new_game(const BoardConfig& config) {
    if (!line_.empty() || config != this->config()) save(-1);
    game_.reset(config);
    line_.clear();
    setup_ = 0;
    ending_.reset();
    paused_ = false;
    changed();
}

bool Session::replace(const BoardConfig& config, const std::vector<Move>& moves,
                      std::optional<Ending> ending, int setup) {
    setup = std::clamp(setup, 0, int(moves.size()));
    if (!config.valid() || validate(config, moves, size_t(setup))) return false;
    // A set-up position must leave a game to play.
    Game start(config);
    if (start.set_moves(std::span(moves).first(size_t(setup)), Replay::AsPosition) || start.over())
        return false;
    if (!line_.empty() || config != this->config()) save(-1);
    reset_to(config, moves, setup);
    ending_ = ending;
    show(int(moves.size()));
    changed();
    return true;
}

std::string result_text(const Session& s) {
    const bool ttt = s.config().is_tictactoe();
    const std::string black = ttt ? "X" : "Black", white = ttt ? "O" : "White";
    const auto ending = s.ending();
    switch (s.result()) {
        case GameResult::Ongoing:
            return "";
        case GameResult::Draw:
            return "Draw: the board is full";
        case GameResult::BlackWins:
        case GameResult::WhiteWins: {
            const bool black_won = s.result() == GameResult::BlackWins;
            const std::string& winner = black_won ? black : white;
            const std::string& loser = black_won ? white : black;
            if (const auto& foul = s.game().foul(); foul && !ending)
                return winner + " wins: " + foul->message(s.config().size);
            if (!ending) return winner + (ttt ? " wins: three in a row" : " wins: five in a row");
            if (ending->kind == EndKind::Time) return winner + " wins on time";
            if (ending->kind == EndKind::Failure) return winner + " wins: " + ending->reason;
            return winner + " wins: " + loser + " resigned";
        }
    }
    return "";
}

}  // namespace wuzi::game
