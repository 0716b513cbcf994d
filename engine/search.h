// The search: iterative deepening principal variation search (alpha-beta)
// with aspiration windows, a transposition table, killer and history move
// ordering, late move reductions and pruning, and a threat (VCF) search at
// the leaves and at the root.
#pragma once

#include <wuzi/board.h>
#include <wuzi/engine.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <vector>

#include "iteration_clock.h"
#include "move_picker.h"
#include "movegen.h"
#include "tt.h"
#include "vcf.h"
#include "vct.h"
#include "vct_proof.h"

namespace wuzi {

// One search thread's searcher with its own tables; the transposition table
// is shared by all threads of a search (Lazy SMP) and owned by the caller,
// who also ages it (new_search) once per search. One search at a time per
// searcher. The board passed to run() is used with make/unmake and left as
// it was found. Invariant between searches: the history and the VCF cache
// hold only what earlier searches learnt (clear() empties them; with a
// cleared table a following search is independent of earlier ones).
class Searcher {
  public:
    explicit Searcher(TranspositionTable& tt);

    void clear();

    // run: search `board` within `limits`; returns the best move of the last
    // completed iteration (or the first ordered move if none completed).
    // `helper` (Lazy SMP): a thread that only fills the shared table; it
    // starts one ply deeper, reports nothing and runs until stopped.
    // `start`: when the search was asked for; the time limit and the
    // reported time count from it.
    SearchInfo run(Board& board, const Limits& limits, const std::atomic<bool>& stop_request,
                   const std::function<void(const SearchInfo&)>& on_iteration, bool helper = false,
                   std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now());

  private:
    struct RootMove {
        Move move;
        Score score;
        int order;  // generation order score, then previous iteration's rank
        MoveLine pv;
    };

    // search: the node's score within (alpha, beta). cut_node: a zero-window
    // node expected to fail high (the reduced search of a late move, and
    // every other ply below it along first moves); never a PV node.
    template <bool PvNode>
    Score search(Score alpha, Score beta, int depth, int ply, bool cut_node);
    // make_picker: the move picker of the node at `ply` (its killers, the
    // side to move's history and counter move, the search's ordering).
    MovePicker make_picker(int ply, Move tt_move, GenMode mode) const;
    // probcut: step 8b (SearchParams::probcut_min_depth) at a non-PV node:
    // the value, at least beta + probcut_margin, that one of the node's
    // first moves holds in a search probcut_reduction plies shallower, then
    // stored as a lower bound; nullopt when none holds it, when the table
    // entry `tte` says none would, or when stopped.
    std::optional<Score> probcut(Score beta, int depth, int ply, bool cut_node,
                                 const std::optional<TTEntry>& tte, Score static_eval);
    // quiesce: a leaf's score: a threat search for a win by fours, then
    // (SearchParams::qsearch_plies) quiesce_fours, else the evaluation.
    Score quiesce(Score alpha, Score beta, int ply);
    // quiesce_fours: the evaluation as a floor (we need not play a four),
    // raised by our fours, each answered by its one block, for at most
    // `plies` more plies; a four of theirs is blocked first.
    Score quiesce_fours(Score alpha, Score beta, int ply, int plies);
    // search_root: searches root_moves_[first..] and sorts them by score.
    Score search_root(Score alpha, Score beta, int depth, bool exact_scores, size_t first);
    // generate_root_moves: the root moves in generation order, less the
    // excluded ones; false if none is left.
    bool generate_root_moves();
    void check_limits();
    // count_node: counts a node, reads the clock every kCheckInterval nodes;
    // false once the search is stopped.
    bool count_node();
    int64_t elapsed_ms() const;
    bool try_root_threats(SearchInfo& info);
    // deepen_vct: plies to the shortest win of the side to move by threes and
    // fours, deepening two plies at a time within one node budget; 0 if none
    // is found (or `stop` says so first).
    int deepen_vct(uint64_t budget, const std::function<bool()>& stop, MoveLine* line);
    // guard_against_vct: replaces the chosen move of `result` if it leaves the
    // opponent a win by threes and fours (SearchParams::vct_guard_nodes).
    void guard_against_vct(SearchInfo& result);
    // clear_move_stats: history, counter moves and killers back to none.
    void clear_move_stats();
    void update_quiet_stats(Move best, int ply, int depth, const MoveList& tried);
    Move choose_random(Score best_score) const;
    SearchInfo make_info(int depth, Score score, const MoveLine& pv) const;

    TranspositionTable& tt_;
    VcfSearch vcf_;
    VctSearch vct_;
    ProofNumberVct proof_vct_;
    int history_[2][kCells];
    // counter_moves_[c][m]: c's last non-forcing move that cut off right
    // after the opponent played m (kNoMove if none).
    Move counter_moves_[2][kCells];
    // The search stack: what each ply of the current line keeps. Invariant:
    // stack_[ply].pv is the best line found from that ply in the current
    // PV node (empty at zero-window nodes); killers are the last two
    // non-forcing moves that cut off at that ply; static_eval is the
    // evaluation of the node at that ply of the current line (of the root
    // at ply 0); excluded is kNoMove except during a singular test there.
    struct Stack {
        MoveLine pv;
        Move killers[2] = {kNoMove, kNoMove};
        Score static_eval = 0;
        Move excluded = kNoMove;           // the singular test's table move, skipped here
        Threat move_threat = kThreatNone;  // the mover's threat class at the move being searched
    };
    Stack stack_[kMaxPly + 1];

    Board* board_ = nullptr;
    Limits limits_;
    OrderingWeights ordering_;  // from limits_.params and the board's weights
    // Late move reductions by depth and move number, made from limits_.params
    // (lmr_base, lmr_divisor) when those change.
    int8_t reductions_[64][64];
    int reductions_base_ = -1, reductions_divisor_ = -1;
    void update_reductions();
    // Late move reductions (step 11, and at the root with root_lmr), for the
    // `tried`-th move after the first. reducible: the move may be reduced
    // (not forcing, from lmr_min_depth, after lmr_min_moves tried).
    // base_reduction: the table's reduction with the terms every reduced
    // move gets: a ply more at a non-PV node, lmr_pv plies less at a PV
    // node, lmr_not_quiet plies less for a move that is not quiet.
    bool reducible(int depth, int tried, bool forcing) const;
    int base_reduction(int depth, int tried, bool pv, bool quiet) const;
    const std::atomic<bool>* stop_request_ = nullptr;
    std::chrono::steady_clock::time_point start_;
    double cpu_start_ms_ = 0;  // the thread's CPU time at the start (negative: unknown)
    uint64_t nodes_ = 0;
    uint64_t next_check_ = 0;
    int seldepth_ = 0;
    bool stopped_ = false;
    bool timed_out_ = false;  // stopped at the hard time limit
    IterationClock clock_;
    std::optional<RootMove> new_best_;  // beat the first root move in the current iteration
    bool exact_ = false;                // tic-tac-toe: no forward pruning, exact mate distances
    boost::container::static_vector<RootMove, kMaxMoves> root_moves_;
};

}  // namespace wuzi
