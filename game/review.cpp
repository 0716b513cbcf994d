#include "review.h"

#include <wuzi/game.h>

#include <algorithm>

namespace wuzi::game {

Verdict verdict_for(double loss) {
    if (loss >= kBlunderLoss) return Verdict::Blunder;
    if (loss >= kMistakeLoss) return Verdict::Mistake;
    if (loss >= kInaccuracyLoss) return Verdict::Inaccuracy;
    return Verdict::Good;
}

std::string verdict_mark(Verdict v) {
    switch (v) {
        case Verdict::Good:
            return "";
        case Verdict::Inaccuracy:
            return "?!";
        case Verdict::Mistake:
            return "?";
        case Verdict::Blunder:
            return "??";
    }
    return "";
}

std::string verdict_name(Verdict v) {
    switch (v) {
        case Verdict::Good:
            return "good";
        case Verdict::Inaccuracy:
            return "inaccuracy";
        case Verdict::Mistake:
            return "mistake";
        case Verdict::Blunder:
            return "blunder";
    }
    return "";
}

void Review::start(const BoardConfig& config, const std::vector<Move>& line,
                   int64_t ms_per_position, int setup) {
    ++id_;
    config_ = config;
    line_ = line;
    ms_ = ms_per_position;
    positions_.assign(line.size() + 1, Position{});
    setup_ = std::clamp(setup, 0, int(line.size()));
    for (int i = 0; i < setup_; ++i) positions_[size_t(i)].known = true;  // best: none
    // A game that ended on the board needs no search of its last position:
    // the side that just moved has won (or the board is full).
    Game game(config);
    if (!game.set_moves(line, size_t(setup_)) && game.over()) {
        Position& last = positions_.back();
        last.known = true;
        if (game.result() == GameResult::BlackWins) last.eval = {kMate, 1};
        if (game.result() == GameResult::WhiteWins) last.eval = {-kMate, -1};
    }
    running_ = true;
    running_ = next().has_value();
}

void Review::cancel() { running_ = false; }

void Review::clear() {
    running_ = false;
    setup_ = 0;
    line_.clear();
    positions_.clear();
}

std::optional<int> Review::next() const {
    if (!running_) return std::nullopt;
    for (size_t i = 0; i < positions_.size(); ++i)
        if (!positions_[i].known) return int(i);
    return std::nullopt;
}

void Review::record(int ply, const SearchInfo& info) {
    if (ply < setup_ || ply >= int(positions_.size())) return;
    Position& p = positions_[size_t(ply)];
    p.known = true;
    const Color side = ply % 2 == 0 ? Black : White;
    // Tic-tac-toe: won, lost or drawn when the search reached the end.
    int empties = -1;
    if (config_.is_tictactoe())
        empties =
            config_.size * config_.size - int(std::count_if(line_.begin(), line_.begin() + ply,
                                                            [](Move m) { return m != kPass; }));
    p.eval = judged_eval(info, side, 0, empties).value_or(from_search(info, side));
    p.best = info.best_move;
    if (!next()) running_ = false;
}

void Review::skip(int ply) {
    if (ply < setup_ || ply >= int(positions_.size())) return;
    Position& p = positions_[size_t(ply)];
    p.known = true;
    if (ply > setup_) p.eval = positions_[size_t(ply) - 1].eval;
    p.best = kNoMove;
    if (!next()) running_ = false;
}

void Review::sync(const std::vector<Move>& line) {
    size_t common = 0;
    while (common < line.size() && common < line_.size() && line[common] == line_[common]) ++common;
    if (common == line_.size()) return;
    line_.resize(common);
    positions_.resize(common + 1);
    setup_ = std::min(setup_, int(common));
    if (running_ && !next()) running_ = false;
}

int Review::searched() const {
    return int(std::count_if(positions_.begin(), positions_.end(),
                             [](const Position& p) { return p.known; })) -
           setup_;
}

std::optional<Eval> Review::eval(int ply) const {
    if (ply < setup_ || ply >= int(positions_.size()) || !positions_[size_t(ply)].known)
        return std::nullopt;
    return positions_[size_t(ply)].eval;
}

std::optional<MoveReview> Review::move(int index) const {
    if (index < setup_ || index + 1 >= int(positions_.size())) return std::nullopt;
    const Position& before = positions_[size_t(index)];
    const Position& after = positions_[size_t(index) + 1];
    if (!before.known || !after.known) return std::nullopt;
    const double sign = index % 2 == 0 ? 1.0 : -1.0;  // the mover's point of view
    MoveReview r;  // a pass (a stone placed in analysis) is not judged
    if (before.best != kNoMove && line_[size_t(index)] != kPass &&
        before.best != line_[size_t(index)])
        r.loss = std::max(0.0, sign * (win_chance(before.eval) - win_chance(after.eval)));
    r.verdict = verdict_for(r.loss);
    if (r.verdict != Verdict::Good) r.better = before.best;
    return r;
}

std::array<int, 4> Review::counts(Color c) const {
    std::array<int, 4> out{};
    for (int i = c == Black ? 0 : 1; i + 1 < int(positions_.size()); i += 2)
        if (const auto r = move(i)) ++out[size_t(r->verdict)];
    return out;
}

}  // namespace wuzi::game
