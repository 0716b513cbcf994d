// The AI's evaluation over the game, for the evaluation bar and graph, and
// the text shown for a score.
#pragma once

#include <wuzi/engine.h>
#include <wuzi/types.h>

#include <optional>
#include <string>
#include <vector>

namespace wuzi::game {

// One evaluation, always from Black's point of view. `mate_plies` is nonzero
// when a forced result is known: positive if Black wins in that many plies.
struct Eval {
    Score score = 0;
    int mate_plies = 0;
};

// from_search: the search's result for the side that was to move, seen from Black.
Eval from_search(const SearchInfo& info, Color side_to_move);

// EvalHistory. Invariant: entry i (if set) evaluates the position after i
// moves; truncate() forgets positions that were undone.
class EvalHistory {
  public:
    void record(int ply, Eval e);
    void truncate(int plies);
    void clear() { evals_.clear(); }
    std::optional<Eval> at(int ply) const;
    // latest: the evaluation of the latest position at or before `ply`.
    std::optional<Eval> latest(int ply) const;
    int size() const { return int(evals_.size()); }

  private:
    std::vector<std::optional<Eval>> evals_;
};

// bar_fraction: Black's share of the evaluation bar, 0..1 (0.5 is level).
double bar_fraction(const Eval& e);
// eval_text: "+1.25", "-0.40", "Black wins in 3", "White wins in 1".
std::string eval_text(const Eval& e, bool tictactoe);

}  // namespace wuzi::game
