#include "session.h"

#include <algorithm>

namespace wuzi::game {

Session::Session(const BoardConfig& config) : game_(config) {}

void Session::set_player(Color c, PlayerKind p) {
    if (player(c) == p) return;
    players_[seat(c)] = p;
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
    return !over() && (mode_ == Mode::Analysis || player(acting()) == PlayerKind::Human);
}

bool Session::ai_to_move() const {
    return mode_ == Mode::Play && !over() && !paused_ && at_end() &&
           opening_step() == OpeningStep::Settled && player(side_to_move()) == PlayerKind::Ai;
}

bool Session::engine_to_move() const {
    return mode_ == Mode::Play && !over() && !paused_ && at_end() &&
           opening_step() == OpeningStep::Settled && player(side_to_move()) == PlayerKind::Engine;
}

bool Session::opening_machine_to_move() const {
    return mode_ == Mode::Play && !over() && !paused_ && at_end() &&
           opening_step() != OpeningStep::Settled && player(acting()) != PlayerKind::Human;
}

bool Session::ai_waits() const {
    return mode_ == Mode::Play && !over() && player(acting()) != PlayerKind::Human &&
           (paused_ || !at_end());
}

void Session::set_opening_rule(OpeningRule rule) {
    opening_rule_ = rule;
    if (!line_.empty() || config().is_tictactoe() || game_opening_ == rule) return;
    game_opening_ = rule;
    choices_ = {};
    changed();
}

OpeningStep Session::opening_step() const {
    if (mode_ == Mode::Analysis) return OpeningStep::Settled;
    return wuzi::opening_step(game_opening_, cursor(), choices());
}

OpeningChoices Session::choices() const {
    OpeningChoices c;
    const int ply = cursor();
    if (ply > 3 || (ply == 3 && choice_shown_)) c.after_three = choices_.after_three;
    if (ply > 5 || (ply == 5 && choice_shown_)) c.after_five = choices_.after_five;
    return c;
}

bool Session::swapped(const OpeningChoices& c, bool count_fifth) {
    const bool fifth_swaps = count_fifth && c.after_five == SwapChoice::TakeWhite;
    return (c.after_three == SwapChoice::TakeBlack) != fifth_swaps;
}

Color Session::acting() const {
    // The first player plays Black unless the shown choices exchanged the seats.
    const Color first = swapped(choices()) ? White : Black;
    switch (opening_step()) {
        case OpeningStep::FirstPlaces:
        case OpeningStep::FirstChooses:
            return first;
        case OpeningStep::SecondChooses:
        case OpeningStep::SecondPlaces:
            return opponent(first);
        case OpeningStep::Settled:
            break;
    }
    return side_to_move();
}

bool Session::choose(SwapChoice c) {
    const OpeningStep step = opening_step();
    if (mode_ != Mode::Play || over() || !at_end() || !choice_allowed(game_opening_, step, c))
        return false;
    (step == OpeningStep::SecondChooses ? choices_.after_three : choices_.after_five) = c;
    choice_shown_ = true;
    changed();
    return true;
}

bool Session::choice_at(int ply) const {
    return (ply == 3 && choices_.after_three) || (ply == 5 && choices_.after_five);
}

PlayerKind Session::actor_before(Point p) const {
    // The second player chooses after three stones, the first after five.
    if (choice_at(p.ply) && p.shown) return players_[p.ply == 3 ? White : Black];
    const size_t i = size_t(p.ply - 1);
    if (game_opening_ != OpeningRule::None) {
        if (i < 3) return players_[Black];
        if (i < 5 && choices_.after_three == SwapChoice::PlaceTwo) return players_[White];
    }
    // Before stone 5 the choice after five has not been made (no copy of
    // the choices here: GCC's TSan build saw an optional used uninitialised).
    return players_[swapped(choices_, i >= 5) ? opponent(mover(i)) : mover(i)];
}

void Session::trim_choices() {
    // Cut at `n`: a choice at ply n stays only if it was shown there.
    const int n = int(line_.size());
    const auto keep = [&](int ply) { return ply < n || (ply == n && choice_shown_); };
    if (!keep(3)) choices_.after_three.reset();
    if (!keep(5)) choices_.after_five.reset();
}

void Session::set_paused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    changed();
}

void Session::save(int branch) {
    saved_.push_back({branch, config(), line_, cursor(), ending_, setup_, game_opening_, choices_});
}

void Session::show(int ply) {
    ply = std::max(ply, setup_);  // the set-up stones stand together
    while (cursor() > ply) game_.undo();
    while (cursor() < ply)
        if (game_.play(line_[size_t(cursor())]) != PlayError::None) {  // cannot happen: legal line
            line_.resize(size_t(cursor()));
            break;
        }
    choice_shown_ = true;
}

void Session::show_point(Point p) {
    show(p.ply);
    choice_shown_ = p.shown;
}

void Session::restore(const Saved& s, int ply) {
    reset_to(s.config, s.line, s.setup);
    ending_ = s.ending;
    game_opening_ = s.opening;
    choices_ = s.choices;
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
        saved_.push_back({ply, config(), line_, ply, ending_, setup_, game_opening_, choices_});
        line_.resize(size_t(ply));
        trim_choices();
        ending_.reset();
    }
    line_.push_back(m);
    choice_shown_ = true;
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
    trim_choices();
    ending_.reset();
    changed();
    return true;
}

std::optional<Session::Point> Session::undo_target() const {
    Point p{cursor(), choice_at(cursor()) ? choice_shown_ : true};
    const bool to_human = mode_ == Mode::Play && has_human();
    for (;;) {  // back over one action (a choice or a move) at a time
        const bool at_choice = choice_at(p.ply) && p.shown;
        if (!at_choice && p.ply == 0) return std::nullopt;
        const PlayerKind actor = actor_before(p);
        p = at_choice ? Point{p.ply, false} : Point{p.ply - 1, true};
        if (!to_human || actor == PlayerKind::Human) break;
    }
    while (p.ply > setup_ && line_[size_t(p.ply) - 1] == kPass) --p.ply;  // with its stone
    if (p.ply < setup_) return std::nullopt;  // the set-up position is undone as a whole
    return p;
}

bool Session::can_restore() const {
    return !undo_target() && !saved_.empty() && saved_.back().branch < 0;
}

bool Session::can_undo() const { return ending().has_value() || undo_target() || can_restore(); }

bool Session::undo() {
    if (ending()) {
        ending_.reset();
        changed();
        return true;
    }
    if (const auto target = undo_target()) {
        if (!saved_.empty() && saved_.back().branch >= target->ply) {
            const Saved s = saved_.back();
            saved_.pop_back();
            restore(s, target->ply);
            choice_shown_ = target->shown;
        } else {
            show_point(*target);
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

bool Session::can_redo() const {
    return (!at_end() || (choice_at(cursor()) && !choice_shown_)) && !game_.over();
}

bool Session::redo() {
    if (!can_redo()) return false;
    do {
        if (choice_at(cursor()) && !choice_shown_)
            choice_shown_ = true;
        else
            show(cursor() + 1);
    } while (!at_end() && !game_.over() &&
             (line_[size_t(cursor()) - 1] == kPass ||
              (mode_ == Mode::Play && has_human() && player(acting()) != PlayerKind::Human)));
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
    ending_ = Ending{EndKind::Resignation, player(us) == PlayerKind::Human ? us : opponent(us), {}};
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
    game_opening_ = config.is_tictactoe() ? OpeningRule::None : opening_rule_;
    choices_ = {};
    choice_shown_ = true;
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
    game_opening_ = OpeningRule::None;
    choices_ = {};
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
