// The engine's decisions in the swap openings (wuzi/opening_rule.h), shared by
// the Gomocup brain (SWAP2BOARD) and the window: which three stones to propose,
// which colour to take after three stones or after five, and which two stones
// to add under swap2. A decision needs a few searches; SwapPlanner names each
// search in turn and concludes from their results, so a front end runs them
// its own way (the brain one at a time from its protocol loop, the window on
// its AI worker); decide_swap() runs them all with Engine::search().
#pragma once

#include <wuzi/engine.h>
#include <wuzi/opening_rule.h>

#include <cstdint>
#include <vector>

namespace wuzi {

// The thresholds, in centipawn-like score units (100 = "1.00" in the window).
// After three stones (White to move, White's view): below -kSwapMargin Black
// is clearly better and is taken, above +kSwapMargin White is; in between the
// position is too close to call and swap2 places two more stones, if two
// are found that leave the five-stone position within kSwapMargin of even
// (else White is taken, as swap1 does). After five stones the first player
// takes Black when White's score is below zero, else White.
constexpr Score kSwapMargin = 30;
// The proposal of three stones: how many random openings near the centre are
// searched; the most even one is proposed.
constexpr int kSwapProposals = 4;
// Place two more: White's best moves tried as stone 4, and Black's best
// replies to each tried as stone 5.
constexpr int kPlaceTwoFirsts = 3;
constexpr int kPlaceTwoReplies = 4;

// What the engine decided. `action` is one of SwapChoice, or Propose for the
// three opening stones. `stones`: Propose: the three stones (black, white,
// black); PlaceTwo: the two (white, then black); TakeWhite: the move White
// plays next (empty if the search found none); TakeBlack: empty.
// `score`: the score the choice rests on, White's view with White to move,
// of the position searched: the proposal's three stones, the three stones,
// the five stones after PlaceTwo, or the five stones chosen from.
// `three_score`: after three stones, the three stones' score (else 0).
struct SwapDecision {
    enum class Action : uint8_t { Propose, TakeBlack, TakeWhite, PlaceTwo };
    Action action = Action::Propose;
    std::vector<Move> stones;
    Score score = 0;
    Score three_score = 0;
};

// One search a plan wants: the position (moves from the empty board) and how
// many best lines; `share`: the search gets 1/share of the decision's time.
struct SwapSearch {
    std::vector<Move> moves;
    int multi_pv = 1;
    int share = 1;
};

// SwapPlanner: the searches behind one decision, in order. Invariants:
// next() names the search wanted while !finished(); record() takes that
// search's result and moves on; once finished(), decision() holds the
// decision. stop() finishes at once with what the searches so far show (the
// first search must have been recorded, except for a proposal, which then
// takes the first candidate). The plan never plays a stone on an occupied
// point, and every stone it proposes or adds is one a search chose or a
// random point near the centre.
class SwapPlanner {
  public:
    // propose: the three opening stones on a board of `config`; `seed`
    // chooses the random candidates.
    static SwapPlanner propose(const BoardConfig& config, uint64_t seed);
    // reply: the decision after `moves` (three stones: the second player's,
    // under `rule`; five stones: the first player's after swap2's PlaceTwo).
    static SwapPlanner reply(std::vector<Move> moves, OpeningRule rule);

    bool finished() const { return finished_; }
    const SwapSearch& next() const { return next_; }
    void record(const SearchInfo& info);
    void stop();
    const SwapDecision& decision() const { return decision_; }
    // searches_done: how many results record() took.
    int searches_done() const { return done_; }

  private:
    enum class Kind : uint8_t { Propose, Three, Five };
    struct Pair {
        Move white = kNoMove, black = kNoMove;
        Score score = 0;  // White's view, White to move after both
    };
    void record_proposal(const SearchInfo& info);
    void record_three(const SearchInfo& info);
    void record_pair(const SearchInfo& info);
    void conclude_three();
    void finish(SwapDecision::Action action, std::vector<Move> stones, Score score);
    void ask(std::vector<Move> moves, int multi_pv, int share);

    Kind kind_ = Kind::Propose;
    OpeningRule rule_ = OpeningRule::Swap2;
    std::vector<Move> root_;                     // the position decided on
    std::vector<std::vector<Move>> candidates_;  // Propose: the openings
    std::vector<Move> firsts_;                   // PlaceTwo: White's stones to try
    std::vector<Pair> pairs_;                    // PlaceTwo: the best pair per stone tried
    Move best_reply_ = kNoMove;                  // Three: White's best move
    Score three_score_ = 0;
    int best_ = -1;  // Propose: the most even candidate so far
    Score best_score_ = 0;
    size_t index_ = 0;
    int done_ = 0;
    bool finished_ = false;
    SwapSearch next_;
    SwapDecision decision_;
};

// decide_swap: run `plan` to its end on `engine` (its position is replaced),
// each search with `limits`, its multi_pv and 1/share of its time (at least
// 1 ms when `limits` has a time). Blocks until the plan is finished.
SwapDecision decide_swap(Engine& engine, const BoardConfig& config, SwapPlanner plan,
                         const Limits& limits);

// swap_limits: `limits` for `search`: its lines and its share of the time.
Limits swap_limits(const Limits& limits, const SwapSearch& search);

}  // namespace wuzi
