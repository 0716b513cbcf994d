// The game review: the engine checks every move of a line at a chosen time
// per position, and each move is judged by how much it lost from its
// mover's point of view.
#pragma once

#include <wuzi/board.h>
#include <wuzi/engine.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "eval_history.h"

namespace wuzi::game {

// How good a move was. Thresholds, in win-chance units (eval_history.h's
// win_chance, -1..1) lost by the mover against the best move: an inaccuracy
// loses at least 0.10, a mistake 0.20, a blunder 0.30. A move the engine
// itself chose loses nothing.
enum class Verdict { Good, Inaccuracy, Mistake, Blunder };
constexpr double kInaccuracyLoss = 0.10, kMistakeLoss = 0.20, kBlunderLoss = 0.30;

// verdict_for: the verdict for a move that lost `loss`.
Verdict verdict_for(double loss);
// verdict_mark: "?!", "?", "??" (empty for Good); verdict_name: "inaccuracy", ...
std::string verdict_mark(Verdict v);
std::string verdict_name(Verdict v);

// The review of one move. Invariant: `better` is set (the engine's choice)
// whenever the verdict is not Good.
struct MoveReview {
    Verdict verdict = Verdict::Good;
    double loss = 0;  // win chance lost by the mover, >= 0
    Move better = kNoMove;
};

// Review. Invariants: it covers the first `line().size()` moves of the line
// it was started on; position i (after i moves) is searched at most once and
// its result kept until sync() sees move i-1 or earlier change; a move's
// review exists once both positions around it are known; the last position is
// judged without a search when the game ended there.
class Review {
  public:
    // start: review `line` on `config` at `ms_per_position` per search; its
    // first `setup` moves are a set-up position, not moves: neither searched
    // nor judged (the review starts at the position they make).
    void start(const BoardConfig& config, const std::vector<Move>& line, int64_t ms_per_position,
               int setup = 0);
    // cancel: stop asking for searches; the results so far stay.
    void cancel();
    // clear: forget the review.
    void clear();
    bool running() const { return running_; }
    // shown: there are results to show (running, finished or cancelled).
    bool shown() const { return !positions_.empty(); }
    uint64_t id() const { return id_; }
    int64_t ms_per_position() const { return ms_; }
    const BoardConfig& config() const { return config_; }
    const std::vector<Move>& line() const { return line_; }

    // next: the ply of the next position to search, while running.
    std::optional<int> next() const;
    // record: the search of the position after `ply` moves; the review stops
    // running when every position is known.
    void record(int ply, const SearchInfo& info);
    // skip: the engine could not search position `ply`; judge without it.
    void skip(int ply);
    // sync: the game's line is now `line`: results past a changed move go.
    void sync(const std::vector<Move>& line);

    // searched, total: positions searched and to search (after the setup).
    int searched() const;
    int total() const { return int(positions_.size()) - setup_; }
    std::optional<Eval> eval(int ply) const;
    std::optional<MoveReview> move(int index) const;
    // counts: verdicts of `c`'s moves so far, by Verdict index.
    std::array<int, 4> counts(Color c) const;

  private:
    struct Position {
        bool known = false;
        Eval eval;
        Move best = kNoMove;
    };

    BoardConfig config_{};
    std::vector<Move> line_;
    std::vector<Position> positions_;  // positions_[i]: after i moves
    int setup_ = 0;                    // positions before it are the setup's: not reviewed
    int64_t ms_ = 500;
    bool running_ = false;
    uint64_t id_ = 0;
};

}  // namespace wuzi::game
