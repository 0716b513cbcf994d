// What the Yixin analysis commands make of the engine's multi-PV lines:
// the balanced move (YXBALANCEONE), the defending moves (YXSEARCHDEFEND) and
// the schedule of searches behind a balanced pair of moves (YXBALANCETWO).
// Pure functions of search results, so they are tested without a search.
#pragma once

#include <wuzi/engine.h>

#include <optional>
#include <vector>

namespace wuzi::brain {

// rank_lines: the lines sorted best score first (stably) and the result's
// best move, score and line taken from the first. A multi-PV search ranks
// each line with a window of its own, so a later line can come back with a
// higher score than an earlier one; Rapfi shows them re-sorted, and so do we.
void rank_lines(SearchInfo& info);

// balanced_line: the index of the line whose score is closest to `bias`,
// preferring lines without a forced result (a forced win or loss is not a
// balanced position), then the better-ranked line; -1 if `lines` is empty.
// Scores and bias are from the same side's point of view.
int balanced_line(const std::vector<RootLine>& lines, Score bias);

// defending_moves: the first moves of the lines that do not lose by force,
// in the lines' order (best first).
std::vector<Move> defending_moves(const std::vector<RootLine>& lines);

// A pair of moves for YXBALANCETWO: `first` by the side to move, `second`
// by the opponent; `score` is the evaluation after both, from the point of
// view of the side that plays `first`, found at `depth`.
struct BalancePair {
    Move first = kNoMove;
    Move second = kNoMove;
    Score score = 0;
    int depth = 0;
};

// The YXBALANCETWO schedule. Every candidate first move gets a search of the
// position after it (the opponent to move) with every reply as a line; the
// reply that leaves the score closest to the bias makes that first move's
// pair. One round searches every first move at one depth (kFirstDepth, or
// `max_depth` if lower); the next round goes one ply deeper, up to `max_depth`. Invariants:
// `first()` and `depth()` name the next search while !finished(); best() comes from the last
// complete round, or from the partial first round if none is complete, so pairs found at different
// depths are never compared.
class BalanceTwoPlan {
  public:
    static constexpr int kFirstDepth = 2;

    BalanceTwoPlan() = default;
    // `firsts` in the order to search them (the most promising first).
    BalanceTwoPlan(std::vector<Move> firsts, Score bias, int max_depth);

    bool finished() const { return firsts_.empty() || depth_ > max_depth_; }
    Move first() const { return firsts_[index_]; }
    int depth() const { return depth_; }
    int rounds_done() const { return rounds_done_; }

    // record: the search of the position after first() ended with `lines`
    // (the opponent's replies, the opponent's point of view) at `depth`;
    // moves on to the next search.
    void record(const std::vector<RootLine>& lines, int depth);

    // best: the pair closest to the bias (see balanced_line), if any.
    std::optional<BalancePair> best() const;

  private:
    std::vector<Move> firsts_;
    Score bias_ = 0;
    int max_depth_ = 0;
    size_t index_ = 0;
    int depth_ = kFirstDepth;
    int rounds_done_ = 0;
    std::vector<BalancePair> round_, last_round_;
};

}  // namespace wuzi::brain
