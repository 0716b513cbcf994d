#include "eval_history.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace wuzi::game {

namespace {

// Scores within this of zero read "even".
constexpr Score kEvenBelow = 5;

std::string side_name(Color c, bool tictactoe) {
    if (tictactoe) return c == Black ? "X" : "O";
    return c == Black ? "Black" : "White";
}

}  // namespace

Eval from_score(Score score, Color side_to_move) {
    SearchInfo info;
    info.score = score;
    return from_search(info, side_to_move);
}

Eval from_search(const SearchInfo& info, Color side_to_move) {
    const int sign = side_to_move == Black ? 1 : -1;
    return {Score(sign * info.score), sign * info.mate_plies()};
}

std::optional<Eval> judged_eval(const SearchInfo& info, Color side_to_move, int depth_limit,
                                int empties) {
    const Eval e = from_search(info, side_to_move);
    if (e.mate_plies != 0) return e;
    if (empties >= 0) {
        if (info.depth < empties) return std::nullopt;
        return Eval{0, 0, true};
    }
    if (info.depth <= 1 && depth_limit != 1) return std::nullopt;
    return e;
}

Eval after_best_move(const Eval& e) {
    Eval out = e;
    if (e.mate_plies > 1) out.mate_plies = e.mate_plies - 1;
    if (e.mate_plies < -1) out.mate_plies = e.mate_plies + 1;
    return out;
}

void EvalHistory::sync(const std::vector<Move>& line) {
    if (line == line_) return;
    size_t common = 0;
    while (common < line.size() && common < line_.size() && line[common] == line_[common]) ++common;
    if (evals_.size() > common + 1) evals_.resize(common + 1);
    line_ = line;
}

void EvalHistory::record(int ply, Eval e) {
    if (ply < 0) return;
    if (int(evals_.size()) <= ply) evals_.resize(size_t(ply) + 1);
    evals_[size_t(ply)] = e;
}

void EvalHistory::clear() {
    evals_.clear();
    line_.clear();
}

std::optional<Eval> EvalHistory::at(int ply) const {
    if (ply < 0 || ply >= int(evals_.size())) return std::nullopt;
    return evals_[size_t(ply)];
}

std::optional<Eval> EvalHistory::shown(int ply) const {
    if (auto e = at(ply)) return e;
    for (int i = std::min(ply, int(evals_.size())) - 1; i >= 0; --i)
        if (evals_[size_t(i)]) {
            if (evals_[size_t(i)]->mate_plies != 0) return std::nullopt;
            return evals_[size_t(i)];
        }
    return std::nullopt;
}

double win_chance(const Eval& e) {
    if (e.mate_plies > 0) return 1.0;
    if (e.mate_plies < 0) return -1.0;
    return std::tanh(double(e.score) / 600.0);
}

double bar_fraction(const Eval& e) { return 0.5 + 0.5 * win_chance(e); }

std::string eval_text(const Eval& e, bool tictactoe) {
    if (e.draw) return "draw";
    if (e.mate_plies != 0) {
        const int moves = (std::abs(e.mate_plies) + 1) / 2;
        return side_name(e.mate_plies > 0 ? Black : White, tictactoe) + " wins in " +
               std::to_string(moves);
    }
    if (std::abs(e.score) < kEvenBelow) return "even";
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "+%.2f for ", std::abs(e.score) / 100.0);
    return buffer + side_name(e.score > 0 ? Black : White, tictactoe);
}

std::string eval_short(const Eval& e, Color& favours) {
    if (e.draw) {
        favours = Black;
        return "draw";
    }
    if (e.mate_plies != 0) {
        favours = e.mate_plies > 0 ? Black : White;
        return "win " + std::to_string((std::abs(e.mate_plies) + 1) / 2);
    }
    favours = e.score >= 0 ? Black : White;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "+%.1f", std::abs(e.score) / 100.0);
    return buffer;
}

}  // namespace wuzi::game
