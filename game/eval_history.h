// The AI's evaluation over the game, for the evaluation bar, the graph and
// the review, and the text shown for a score.
#pragma once

#include <wuzi/engine.h>
#include <wuzi/types.h>

#include <optional>
#include <string>
#include <vector>

namespace wuzi::game {

// One evaluation, always from Black's point of view. `mate_plies` is nonzero
// when a forced result is known: positive if Black wins in that many plies;
// `draw`: a proven draw (tic-tac-toe searched to the end; then score is 0).
struct Eval {
    Score score = 0;
    int mate_plies = 0;
    bool draw = false;
    bool operator==(const Eval&) const = default;
};

// from_search: the search's result for the side that was to move, seen from Black.
Eval from_search(const SearchInfo& info, Color side_to_move);
Eval from_score(Score score, Color side_to_move);
// judged_eval: what a search proves about its position, from Black's view,
// or nothing: at tic-tac-toe (`empties` >= 0, the empty cells) a position is
// won, lost or drawn, so a search that reached `empties` plies without a
// forced result is a draw and a shallower one proves nothing; at gomoku
// (`empties` < 0) a one-ply result where deeper was allowed (`depth_limit`
// 0 or above 1: the engine plays a lone candidate, such as the first move,
// after one ply) is no evaluation.
std::optional<Eval> judged_eval(const SearchInfo& info, Color side_to_move, int depth_limit,
                                int empties);
// after_best_move: the evaluation once the side to move has played the move
// `e` was found for (a forced result comes one ply closer).
Eval after_best_move(const Eval& e);

// EvalHistory. Invariants: entry i (if set) evaluates the position after the
// first i moves of `line_`; sync() drops the entries whose moves changed, so
// stepping back and forth along a line keeps them.
class EvalHistory {
  public:
    // sync: the game's line is now `line`.
    void sync(const std::vector<Move>& line);
    void record(int ply, Eval e);
    void clear();
    std::optional<Eval> at(int ply) const;
    // shown: the evaluation for the position after `ply` moves: its own, or
    // the latest earlier one that is not a forced result (a forced result
    // counts plies and belongs to its own position only).
    std::optional<Eval> shown(int ply) const;
    int size() const { return int(evals_.size()); }

  private:
    std::vector<Move> line_;
    std::vector<std::optional<Eval>> evals_;
};

// win_chance: Black's prospects, -1 (lost) .. 1 (won); 0 is level. The bar,
// the graph and the review's thresholds all use this one scale.
double win_chance(const Eval& e);
// bar_fraction: Black's share of the evaluation bar, 0..1 (0.5 is level).
double bar_fraction(const Eval& e);
// eval_text: the evaluation from the side it favours: "+1.25 for Black",
// "+0.40 for O", "even", "Black wins in 3".
std::string eval_text(const Eval& e, bool tictactoe);
// eval_short: a few characters for the board and the move list: "+1.3",
// "win 3" (mate in moves); `favours` is set to the side ahead.
std::string eval_short(const Eval& e, Color& favours);

}  // namespace wuzi::game
