#include "eval_history.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace wuzi::game {

Eval from_search(const SearchInfo& info, Color side_to_move) {
    const int sign = side_to_move == Black ? 1 : -1;
    return {Score(sign * info.score), sign * info.mate_plies()};
}

void EvalHistory::record(int ply, Eval e) {
    if (ply < 0) return;
    if (int(evals_.size()) <= ply) evals_.resize(size_t(ply) + 1);
    evals_[size_t(ply)] = e;
}

void EvalHistory::truncate(int plies) {
    if (plies < 0) plies = 0;
    if (int(evals_.size()) > plies + 1) evals_.resize(size_t(plies) + 1);
}

std::optional<Eval> EvalHistory::at(int ply) const {
    if (ply < 0 || ply >= int(evals_.size())) return std::nullopt;
    return evals_[size_t(ply)];
}

std::optional<Eval> EvalHistory::latest(int ply) const {
    for (int i = std::min(ply, int(evals_.size()) - 1); i >= 0; --i)
        if (evals_[size_t(i)]) return evals_[size_t(i)];
    return std::nullopt;
}

double bar_fraction(const Eval& e) {
    if (e.mate_plies > 0) return 1.0;
    if (e.mate_plies < 0) return 0.0;
    return 0.5 + 0.5 * std::tanh(double(e.score) / 600.0);
}

std::string eval_text(const Eval& e, bool tictactoe) {
    if (e.mate_plies != 0) {
        const int moves = (std::abs(e.mate_plies) + 1) / 2;
        std::string who =
            e.mate_plies > 0 ? (tictactoe ? "X" : "Black") : (tictactoe ? "O" : "White");
        return who + " wins in " + std::to_string(moves);
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.2f", e.score / 100.0);
    return buffer;
}

}  // namespace wuzi::game
