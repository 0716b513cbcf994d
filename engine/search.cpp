#include "search.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstring>
#include <random>

#include "move_picker.h"
#include "platform.h"
#include "static_win.h"

namespace wuzi {

namespace {

constexpr int kMaxDepth = 100;
static_assert(kMaxDepth <= 127, "the table keeps depths of 7 bits (TTEntry)");
// Nodes (main and threat search) between two looks at the clock: about a
// millisecond at worst.
constexpr uint64_t kCheckInterval = 512;
constexpr int kRootVcfPlies = 41;
constexpr uint64_t kRootVcfBudget = 200000;
constexpr int kRootVctPlies = 31;
// The tunable constants are in SearchParams (wuzi/search_params.h). The root
// VCT's nodes: with a node limit, at most a quarter of it.

constexpr int kHistoryMax = 16384;

// clamp_reduction: a reduction of at least 0 that leaves the move at least
// a ply of its `new_depth` (none when it has none).
int clamp_reduction(int r, int new_depth) { return std::clamp(r, 0, std::max(new_depth - 1, 0)); }

bool is_quiet(const Board& board, Move m) {
    const Color us = board.side_to_move();
    return board.threat(us, m) < kThreatThree && board.threat(opponent(us), m) < kThreatThree;
}

// is_forcing: a move exempt from step 10's pruning of non-forcing moves and
// from reductions (SearchParams::forcing_own_threat and forcing_their_threat
// say which; a reply to a five is forcing too, which the caller knows). A
// quiet move is still pruned as quiet.
bool is_forcing(const Board& board, Move m, const SearchParams& p) {
    const Color us = board.side_to_move();
    return board.threat(us, m) >= p.forcing_own_threat ||
           board.threat(opponent(us), m) >= p.forcing_their_threat;
}

// stops_at_result: iterative deepening stops at a proven `score` (mate or
// mated) under `limits` (SearchParams::decided_stop).
bool stops_at_result(const Limits& limits, Score score) {
    const int rule = limits.params.decided_stop;
    return !limits.time_ms || rule == 2 || (rule == 1 && score > 0);
}

}  // namespace

// The threat searches' tables are born empty (zeroed pages): only the move statistics need setting.
Searcher::Searcher(TranspositionTable& tt) : tt_(tt) { clear_move_stats(); }

void Searcher::update_reductions() {
    const SearchParams& p = limits_.params;
    if (p.lmr_base == reductions_base_ && p.lmr_divisor == reductions_divisor_) return;
    reductions_base_ = p.lmr_base;
    reductions_divisor_ = p.lmr_divisor;
    const double base = p.lmr_base / 100.0, divisor = p.lmr_divisor / 100.0;
    for (int d = 0; d < 64; ++d)
        for (int i = 0; i < 64; ++i)
            reductions_[d][i] = d && i ? int8_t(base + std::log(d) * std::log(i) / divisor) : 0;
}

void Searcher::clear() {
    vcf_.clear();
    vct_.clear();
    proof_vct_.clear();
    clear_move_stats();
}

void Searcher::clear_move_stats() {
    std::memset(history_, 0, sizeof history_);
    std::fill(&counter_moves_[0][0], &counter_moves_[0][0] + 2 * kCells, kNoMove);
    for (Stack& st : stack_) st.killers[0] = st.killers[1] = kNoMove;
}

int64_t Searcher::elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start_)
        .count();
}

void Searcher::check_limits() {
    if (stop_request_->load(std::memory_order_relaxed)) stopped_ = true;
    if (limits_.nodes && nodes_ >= limits_.nodes) stopped_ = true;
    if (!clock_.hard_ms()) return;
    const int64_t elapsed = elapsed_ms();
    clock_.observe_load(elapsed,
                        cpu_start_ms_ < 0 ? -1 : platform::thread_cpu_ms() - cpu_start_ms_);
    if (elapsed >= clock_.hard_ms()) stopped_ = timed_out_ = true;
}

SearchInfo Searcher::make_info(int depth, Score score, const MoveLine& pv) const {
    SearchInfo info;
    info.depth = depth;
    info.seldepth = std::max(seldepth_, depth);
    info.score = score;
    info.nodes = nodes_;
    info.time_ms = elapsed_ms();
    info.nps = info.time_ms > 0 ? nodes_ * 1000 / uint64_t(info.time_ms) : nodes_ * 1000;
    info.pv = pv;
    info.best_move = pv.empty() ? kNoMove : pv[0];
    return info;
}

void Searcher::update_quiet_stats(Move best, int ply, int depth, const MoveList& tried) {
    const Color us = board_->side_to_move();
    const int bonus = std::min(depth * depth, 400);
    // Gravity keeps every entry within +-kHistoryMax however long the analysis.
    auto update = [](int& h, int b) { h += b - h * std::abs(b) / kHistoryMax; };
    update(history_[us][best], bonus);
    for (const ScoredMove& t : tried)
        if (t.move != best) update(history_[us][t.move], -bonus / 2);
    if (const Move previous = board_->last_move(); previous > kPass)
        counter_moves_[us][previous] = best;
    Move* killers = stack_[ply].killers;
    if (killers[0] != best) {
        killers[1] = killers[0];
        killers[0] = best;
    }
}

Score Searcher::quiesce(Score alpha, Score beta, int ply) {
    Board& b = *board_;
    const Color us = b.side_to_move();
    // A four alone rarely starts a win by fours at a leaf: look for one only
    // from a four-three or more (leaf_vcf_min_threat; or, with
    // leaf_vcf_static_wins 2, from any four, with static wins after blocks).
    const SearchParams& p = limits_.params;
    const Threat start = p.leaf_vcf_static_wins == 2 ? kThreatFour : Threat(p.leaf_vcf_min_threat);
    if (!exact_ && b.has_threat_at_least(us, start)) {
        const int plies = vcf_.search(b, p.leaf_vcf_plies, nodes_, uint64_t(p.leaf_vcf_nodes),
                                      nullptr, nullptr, p.leaf_vcf_static_wins != 0);
        if (plies) return mate_in(ply + plies);
    }
    if (exact_ || !p.qsearch_plies) return b.evaluate();
    return quiesce_fours(alpha, beta, ply, p.qsearch_plies);
}

bool Searcher::count_node() {
    if (++nodes_ >= next_check_) {
        next_check_ = nodes_ + kCheckInterval;
        check_limits();
    }
    return !stopped_;
}

Score Searcher::quiesce_fours(Score alpha, Score beta, int ply, int plies) {
    Board& b = *board_;
    if (!count_node()) return 0;
    const Color us = b.side_to_move(), them = opponent(us);
    if (b.threat_count(us, kThreatFive)) return mate_in(ply + 1);
    const bool deepest = plies <= 0 || ply >= kMaxPly - 4;
    // Their four: the one block is forced (it may be a four of ours).
    if (const int their_fives = b.threat_count(them, kThreatFive)) {
        const Move block = b.first_threat(them, kThreatFive);
        if (their_fives >= 2 || (us == Black && b.is_forbidden(block))) return mated_in(ply + 2);
        if (deepest) return b.evaluate();
        b.make(block);
        const Score v = -quiesce_fours(-beta, -alpha, ply + 1, plies - 1);
        b.unmake();
        return v;
    }
    if (b.threat_count(us, kThreatLiveFour)) return mate_in(ply + 3);
    // Stand pat: we need not play a four.
    Score best = b.evaluate();
    if (best >= beta || deepest) return best;
    alpha = std::max(alpha, best);
    // The first qsearch_plain_fours of our fours may be plain ones; later
    // only fours that make another threat too.
    const SearchParams& p = limits_.params;
    const Threat least =
        (p.qsearch_plies - plies) / 2 < p.qsearch_plain_fours ? kThreatFour : kThreatFourPlus;
    MoveList moves;
    generate(b, GenMode::Fours, moves);
    sort_by_score(moves);
    for (const ScoredMove& sm : moves) {
        if (b.threat(us, sm.move) < least) continue;
        b.make(sm.move);
        const Score v = -quiesce_fours(-beta, -alpha, ply + 1, plies - 1);
        b.unmake();
        if (stopped_) return 0;
        if (v > best) {
            best = v;
            if (v >= beta) break;
            alpha = std::max(alpha, v);
        }
    }
    return best;
}

bool Searcher::reducible(int depth, int tried, bool forcing) const {
    const SearchParams& p = limits_.params;
    return !exact_ && !forcing && depth >= p.lmr_min_depth && tried >= p.lmr_min_moves;
}

int Searcher::base_reduction(int depth, int tried, bool pv, bool quiet) const {
    const SearchParams& p = limits_.params;
    return reductions_[std::min(depth, 63)][std::min(tried, 63)] + !pv - pv * p.lmr_pv -
           !quiet * p.lmr_not_quiet;
}

MovePicker Searcher::make_picker(int ply, Move tt_move, GenMode mode) const {
    const Board& b = *board_;
    const Color us = b.side_to_move();
    return MovePicker(b, mode, tt_move, stack_[ply].killers, history_[us],
                      b.last_move() > kPass ? counter_moves_[us][b.last_move()] : kNoMove,
                      ordering_);
}

template <bool PvNode>
Score Searcher::search(Score alpha, Score beta, int depth, int ply, bool cut_node) {
    assert(!(PvNode && cut_node));
    Board& b = *board_;
    const SearchParams& p = limits_.params;
    Stack* ss = &stack_[ply];
    if (PvNode) ss->pv.clear();

    // Step 1. Count the node; the clock is read every kCheckInterval nodes,
    // threat-search nodes included.
    if (!count_node()) return 0;
    seldepth_ = std::max(seldepth_, ply);

    // Step 2. Immediate results: our five, a full board, two fives of theirs
    // (or under renju one that Black may not block), our live four when they
    // have no five to make, and (static_wins) our four-three or double three
    // when they cannot answer by fours (static_win.h).
    const Color us = b.side_to_move(), them = opponent(us);
    if (b.threat_count(us, kThreatFive)) {
        if (PvNode) ss->pv.assign(1, b.first_threat(us, kThreatFive));
        return mate_in(ply + 1);
    }
    if (b.is_full()) return kDraw;
    const int their_fives = b.threat_count(them, kThreatFive);
    if (their_fives >= 2 || (their_fives && us == Black && b.rule() == Rule::Renju &&
                             b.is_forbidden(b.first_threat(them, kThreatFive))))
        return mated_in(ply + 2);
    if (!exact_ && !their_fives && b.threat_count(us, kThreatLiveFour)) return mate_in(ply + 3);
    // (static_win asks for no five of theirs and for gomoku itself.)
    if (p.static_wins) {
        if (const Move win = static_win(b, p.static_wins == 2); win != kNoMove) {
            if (PvNode) ss->pv.assign(1, win);
            return mate_in(ply + 5);
        }
    }

    // Step 3. Mate distance pruning: no result here can beat a faster mate
    // found elsewhere.
    alpha = std::max(alpha, mated_in(ply));
    beta = std::min(beta, mate_in(ply + 1));
    if (alpha >= beta) return alpha;

    // Step 4. Leaves: the threat search and the evaluation.
    if (depth <= 0 && !their_fives) return quiesce(alpha, beta, ply);
    if (ply >= kMaxPly - 4) return b.evaluate();

    // Step 5. Transposition table: a cut-off at non-PV nodes, and the move.
    // A singular test (step 10b) searches this node without one move: the
    // table's result does not hold for it.
    const Move excluded = ss->excluded;
    const uint64_t key = b.hash();
    const std::optional<TTEntry> tte = tt_.probe(key);
    const Move tt_move = tte ? tte->move : kNoMove;
    const bool tt_pv = PvNode || (tte && tte->pv);
    if (tte && !PvNode && excluded == kNoMove && tte->depth >= std::max(depth, 0)) {
        const Score tt_value = value_from_tt(tte->value, ply);
        const Bound bound = tte->bound();
        if (bound == kBoundExact || (bound == kBoundLower && tt_value >= beta) ||
            (bound == kBoundUpper && tt_value <= alpha))
            return tt_value;
    }

    // Step 5b. Internal iterative reduction: without a table move this node
    // was not searched before, or not to this depth; search it shallower.
    if (p.iir_min_depth && !exact_ && !their_fives && depth >= p.iir_min_depth &&
        tt_move == kNoMove)
        --depth;

    // Step 6. Static evaluation (the table keeps it).
    ss->static_eval = tte ? Score(tte->eval) : b.evaluate();
    const Score static_eval = ss->static_eval;
    const bool improving = ply >= 2 && static_eval > stack_[ply - 2].static_eval;
    // The pruning steps' estimate: the static eval, or (tt_refines_eval) the
    // table's bound where it says more.
    Score eval = static_eval;
    if (p.tt_refines_eval && tte && !is_mate_score(tte->value) &&
        (tte->bound() & (tte->value > static_eval ? kBoundLower : kBoundUpper)))
        eval = tte->value;

    // Step 6b. Razoring: far below alpha at low depth, only a threat win
    // would change the verdict.
    if (!PvNode && !exact_ && !their_fives && excluded == kNoMove && depth <= p.razor_depth &&
        !is_mate_score(alpha) && eval + p.razor_margin * depth < alpha)
        return quiesce(alpha, beta, ply);

    // Step 7. Reverse futility: a quiet position far above beta at low depth.
    if (!PvNode && !exact_ && !their_fives && excluded == kNoMove &&
        depth <= p.reverse_futility_depth && !b.has_threat_at_least(them, kThreatFourThree) &&
        !is_mate_score(beta) && eval - p.reverse_futility_margin * depth >= beta)
        return eval;

    // Step 8. Null move (off by default: null_move_min_depth): if passing
    // still holds beta at a reduced depth, so will a real move (an extra
    // stone never hurts in gomoku). Not when the opponent has a live three to
    // push, and never twice in a row.
    if (p.null_move_min_depth && !PvNode && !exact_ && !their_fives && excluded == kNoMove &&
        depth >= p.null_move_min_depth && eval >= beta && !is_mate_score(beta) &&
        b.last_move() != kNoMove && !b.threat_count(them, kThreatLiveFour)) {
        const int r = p.null_move_reduction + depth / p.null_move_depth_divisor;
        ss->move_threat = kThreatNone;
        b.make_null();
        const Score v = -search<false>(-beta, -beta + 1, depth - 1 - r, ply + 1, !cut_node);
        b.unmake_null();
        if (stopped_) return 0;
        if (v >= beta) return is_mate_score(v) ? beta : v;
    }

    // Step 8b. ProbCut (off by default: probcut_min_depth): a node whose
    // eval holds beta, where one of the first moves (the table move, or one
    // that makes or blocks a three) holds a margin above beta at a much
    // shallower depth, would most likely hold beta at full depth.
    if (p.probcut_min_depth && !PvNode && !exact_ && !their_fives && excluded == kNoMove &&
        depth >= p.probcut_min_depth && eval >= beta && !is_mate_score(beta) &&
        !b.threat_count(them, kThreatLiveFour)) {
        if (const std::optional<Score> v = probcut(beta, depth, ply, cut_node, tte, static_eval))
            return *v;
        if (stopped_) return 0;
    }

    // Step 9. The moves, in stages (move_picker.h).
    MovePicker picker = make_picker(
        ply, tt_move, their_fives ? GenMode::All : gen_mode(b, exact_, p.defend_four_three));
    const Score alpha_orig = alpha;
    Score best = -kInfinite;
    Move best_move = kNoMove;
    MoveList quiets;  // the non-forcing moves tried, for the history
    int searched = 0;
    // Far above beta: every move but a four is searched a ply shallower.
    const bool likely_fail_high = !PvNode && !exact_ && !their_fives && p.fail_high_margin &&
                                  eval >= beta + p.fail_high_margin * depth;
    // What a move costs: a ply, less for a forced reply (to a four, or with
    // three_reply_depth 0 to a live three).
    const bool defending = !exact_ && !their_fives && b.threat_count(them, kThreatLiveFour) > 0;
    const int reply_cost = their_fives ? p.four_reply_depth : defending ? p.three_reply_depth : 1;
    // far_from(m, back), before m is made: m is more than four lines from
    // the move `back` plies ago (1: the opponent's last, 2: our own), or
    // there is none (a pass, or before the game).
    auto far_from = [&b](Move m, int back) {
        const int i = b.move_count() - back;
        return i < 0 || b.move_at(i) == kNoMove || distance(m, b.move_at(i)) > 4;
    };
    const int late_moves = (p.late_move_base + depth + depth * depth / 8) *
                           (improving ? 100 : p.late_move_not_improving) / 100;
    // Futility (step 10) is decided once: a non-PV node's alpha never moves
    // (a move above it is a cut-off).
    const bool futile = !PvNode && depth <= p.futility_depth &&
                        eval + p.futility_base + p.futility_per_depth * depth <= alpha;
    // The table move makes or blocks a three or more (step 11's lmr_tt_threat).
    const bool tt_threat =
        p.lmr_tt_threat && tt_move != kNoMove && b.is_empty(tt_move) && !is_quiet(b, tt_move);
    for (ScoredMove sm = picker.next(); sm.move != kNoMove; sm = picker.next()) {
        const Move m = sm.move;
        if (m == excluded) continue;
        const bool quiet = !their_fives && is_quiet(b, m);
        // Forcing moves (SearchParams::forcing_own_threat says which) are
        // neither pruned as non-forcing nor reduced.
        const bool forcing = their_fives || is_forcing(b, m, p);

        // Step 10. Late move and futility pruning of quiet moves at low
        // depth, and of every non-forcing move later in the list. At any
        // node below the root, at low depth: trivial moves (no shape for
        // either side), counter-fours far from the fight, and at non-PV
        // nodes non-forcing moves the policy ranks far below the best.
        // distraction, while defending, for a move that blocks none of their
        // fours: 2 if it is far from their last move, +1 if far from ours.
        const int distraction =
            defending && b.threat(them, m) < kThreatFour ? 2 * far_from(m, 1) + far_from(m, 2) : 0;
        // A quiet move away from both sides' last moves (step 11's lmr_far_quiet).
        const bool far_quiet = p.lmr_far_quiet && quiet && far_from(m, 1) && far_from(m, 2);
        if (!exact_ && best > -kMateBound && !their_fives) {
            if (depth < p.trivial_prune_depth && b.threat(us, m) == kThreatNone &&
                b.threat(them, m) == kThreatNone)
                continue;
            if (depth < p.far_defence_prune_depth && distraction == 3) continue;
            if (!PvNode && !forcing && depth <= p.policy_prune_depth && searched > 0 &&
                picker.by_policy() && picker.top_score() - sm.score > p.policy_prune_gap * depth)
                continue;
        }
        // Each of these holds for the rest of the node once it holds (searched
        // and alpha only grow): the picker drops the later moves it prunes.
        // At PV nodes only with late_move_pv, and never by futility.
        if (!exact_ && best > -kMateBound && (!PvNode || p.late_move_pv)) {
            if (quiet && (searched >= late_moves || futile)) {
                picker.drop_later([&b](Move n) { return is_quiet(b, n); });
                continue;
            }
            if (!forcing && (!PvNode || p.late_move_pv >= 2) && depth <= p.non_forcing_depth &&
                searched >= p.non_forcing_base + depth * depth) {
                picker.drop_later([&b, &p](Move n) { return !is_forcing(b, n, p); });
                continue;
            }
        }

        // Step 10b. Singular extension: the table move, when the others,
        // searched shallower, all stay clearly below its lower bound.
        int extension = likely_fail_high && b.threat(us, m) < kThreatFour ? -1 : 0;
        if (p.singular_min_depth && m == tt_move && !exact_ && !their_fives &&
            excluded == kNoMove && depth >= p.singular_min_depth && (tte->bound() & kBoundLower) &&
            tte->depth >= depth - 3 && !is_mate_score(tte->value)) {
            const Score singular_beta =
                value_from_tt(tte->value, ply) - p.singular_margin * depth / 8;
            ss->excluded = m;
            const Score v =
                search<false>(singular_beta - 1, singular_beta, (depth - 1) / 2, ply, cut_node);
            ss->excluded = kNoMove;
            if (stopped_) return 0;
            if (v < singular_beta) {
                extension += 1;
            } else if (p.singular_multi_cut && !PvNode) {
                // Another move holds singular_beta too: with beta below
                // it, two moves cut (multi-cut); else the table move is
                // not alone and, as it held beta before, searched shallower.
                if (singular_beta >= beta) return singular_beta;
                if (value_from_tt(tte->value, ply) >= beta) extension -= 1;
            }
        }

        // Step 11. Principal variation search with late move reductions.
        const int new_depth = depth - reply_cost + extension;
        ss->move_threat = b.threat(us, m);
        tt_.prefetch(b.key_after(m));
        b.make(m);
        if (PvNode) stack_[ply + 1].pv.clear();  // a zero-window child leaves no line
        Score v;
        if (searched == 0) {
            v = -search<PvNode>(-beta, -alpha, new_depth, ply + 1, !PvNode && !cut_node);
        } else {
            int r = 0;
            if (reducible(depth, searched, forcing)) {
                r = base_reduction(depth, searched, PvNode, quiet);
                if (p.lmr_cut_node && cut_node &&
                    (defending || (m != ss->killers[0] && m != ss->killers[1])))
                    r += p.lmr_cut_node;
                if (p.lmr_history_divisor) r -= history_[us][m] / p.lmr_history_divisor;
                if (tt_pv) r -= p.lmr_tt_pv;
                if (!PvNode && !improving) r += p.lmr_not_improving;
                if (tt_threat && quiet) r += p.lmr_tt_threat;
                if (far_quiet) r += p.lmr_far_quiet;
                if (p.lmr_policy_gap && picker.by_policy())
                    r += std::clamp((picker.top_score() - sm.score) / p.lmr_policy_gap - 1, -1,
                                    p.lmr_policy_max);
                r += p.lmr_far_defence * distraction;
                if (p.lmr_attack_chain && !defending && ply >= 2 &&
                    stack_[ply - 2].move_threat >= kThreatThree && ss->move_threat >= kThreatThree)
                    r -= p.lmr_attack_chain;
                r = clamp_reduction(r, new_depth);
            }
            v = -search<false>(-alpha - 1, -alpha, new_depth - r, ply + 1, true);
            if (v > alpha && r > 0)
                v = -search<false>(-alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
            if (PvNode && v > alpha && v < beta)
                v = -search<true>(-beta, -alpha, new_depth, ply + 1, false);
        }
        b.unmake();
        if (stopped_) return 0;
        ++searched;
        if (!forcing) quiets.push_back(sm);

        // Step 12. A new best move: the line, and on a cut-off the killers
        // and the history.
        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                if (PvNode) {
                    // The later moves must beat this one: search them shallower.
                    if (p.pv_alpha_reduction && v < beta && depth > 2 && depth < 12 &&
                        !is_mate_score(v))
                        depth = std::max(depth - p.pv_alpha_reduction, 1);
                    ss->pv.assign(1, m);
                    ss->pv.insert(ss->pv.end(), stack_[ply + 1].pv.begin(),
                                  stack_[ply + 1].pv.end());
                }
                if (v >= beta) {
                    if (!forcing) update_quiet_stats(m, ply, depth, quiets);
                    break;
                }
                alpha = v;
            }
        }
    }
    // Everything pruned (cannot happen at PV nodes); in a singular test, no
    // other move holds: the table move is singular.
    if (searched == 0) return excluded != kNoMove ? alpha : static_eval;
    if (excluded != kNoMove) return best;  // not the node's result: not stored

    // Step 13. Store the result.
    const Bound bound = best >= beta ? kBoundLower : best > alpha_orig ? kBoundExact : kBoundUpper;
    tt_.store(key, value_to_tt(best, ply), static_eval, best_move, std::max(depth, 0), bound,
              tt_pv);
    return best;
}

std::optional<Score> Searcher::probcut(Score beta, int depth, int ply, bool cut_node,
                                       const std::optional<TTEntry>& tte, Score static_eval) {
    Board& b = *board_;
    const SearchParams& p = limits_.params;
    const Color us = b.side_to_move();
    const Score probcut_beta = beta + p.probcut_margin;
    const int probcut_depth = depth - p.probcut_reduction;
    // A table entry at least as deep below probcut_beta says it would fail.
    if (tte && tte->depth > probcut_depth && value_from_tt(tte->value, ply) < probcut_beta)
        return std::nullopt;
    const Move tt_move = tte ? tte->move : kNoMove;
    const bool tt_pv = tte && tte->pv;  // never a PV node here
    MovePicker picker = make_picker(ply, tt_move, gen_mode(b, exact_, p.defend_four_three));
    // The candidates: among the picker's first 3 * probcut_moves moves, at
    // most probcut_moves that are the table move or not quiet.
    int tried = 0;
    for (int picked = 0; picked < 3 * p.probcut_moves && tried < p.probcut_moves; ++picked) {
        const Move m = picker.next().move;
        if (m == kNoMove) break;
        if (m != tt_move && is_quiet(b, m)) continue;
        ++tried;
        stack_[ply].move_threat = b.threat(us, m);
        b.make(m);
        const Score v =
            -search<false>(-probcut_beta, -probcut_beta + 1, probcut_depth, ply + 1, !cut_node);
        b.unmake();
        if (stopped_) return std::nullopt;
        if (v >= probcut_beta) {
            tt_.store(b.hash(), value_to_tt(v, ply), static_eval, m, probcut_depth + 1, kBoundLower,
                      tt_pv);
            return is_mate_score(v) ? v : v - p.probcut_margin;
        }
    }
    return std::nullopt;
}

Score Searcher::search_root(Score alpha, Score beta, int depth, bool exact_scores, size_t first) {
    Board& b = *board_;
    Score best = -kInfinite;
    for (size_t i = first; i < root_moves_.size(); ++i) {
        RootMove& rm = root_moves_[i];
        const bool forced = b.threat_count(opponent(b.side_to_move()), kThreatFive) > 0;
        const int new_depth = forced ? depth - limits_.params.four_reply_depth : depth - 1;
        // A five ends the game: the child would see only the opponent's threats.
        const bool five = b.is_winning_move(rm.move);
        const bool quiet = !forced && is_quiet(b, rm.move);
        const bool forcing = forced || is_forcing(b, rm.move, limits_.params);
        stack_[0].move_threat = b.threat(b.side_to_move(), rm.move);
        b.make(rm.move);
        stack_[1].pv.clear();
        Score v;
        if (five) {
            v = mate_in(1);
        } else if (i == first || exact_scores) {
            v = -search<true>(-beta, exact_scores ? kInfinite : -alpha, new_depth, 1, false);
        } else {
            // Step 11's base reduction at a PV node (none of its other
            // terms), root_lmr - 1 plies more.
            const int tried = int(i - first);
            const int r = limits_.params.root_lmr && reducible(depth, tried, forcing)
                              ? clamp_reduction(base_reduction(depth, tried, true, quiet) +
                                                    limits_.params.root_lmr - 1,
                                                new_depth)
                              : 0;
            v = -search<false>(-alpha - 1, -alpha, new_depth - r, 1, true);
            if (v > alpha && r > 0) v = -search<false>(-alpha - 1, -alpha, new_depth, 1, true);
            if (v > alpha && v < beta) v = -search<true>(-beta, -alpha, new_depth, 1, false);
        }
        b.unmake();
        if (stopped_) break;
        if (v > alpha || i == first || exact_scores) {
            rm.score = v;
            rm.pv.assign(1, rm.move);
            rm.pv.insert(rm.pv.end(), stack_[1].pv.begin(), stack_[1].pv.end());
            // A move that beats the first one is worth playing even if this
            // iteration does not finish.
            if (i != first && v > alpha && first == 0 && !exact_scores) new_best_ = rm;
        } else {
            rm.score = -kInfinite;
        }
        if (v > best) best = v;
        if (v > alpha && !exact_scores) {
            alpha = v;
            if (v >= beta) break;
        }
    }
    // Stable: equal scores keep the earlier order.
    std::stable_sort(root_moves_.begin() + std::ptrdiff_t(first), root_moves_.end(),
                     [](const RootMove& a, const RootMove& c) { return a.score > c.score; });
    return best;
}

bool Searcher::try_root_threats(SearchInfo& info) {
    Board& b = *board_;
    const Color us = b.side_to_move();
    if (b.threat_count(us, kThreatFive)) {
        info = make_info(1, mate_in(1), {b.first_threat(us, kThreatFive)});
        return true;
    }
    if (exact_) return false;
    // The shortest win by continuous fours, found by deepening the threat search.
    MoveLine line;
    // It may use its share of the time; the main search still finds slower wins.
    const int vcf_share = limits_.params.root_vcf_time_permille;
    const std::function<bool()> should_stop = [this, vcf_share] {
        check_limits();
        return stopped_ ||
               (clock_.hard_ms() && elapsed_ms() * 1000 >= clock_.hard_ms() * vcf_share);
    };
    for (int plies = 3; plies <= kRootVcfPlies && !stopped_; plies += 2) {
        const int found = vcf_.search(b, plies, nodes_, kRootVcfBudget, &line, &should_stop);
        if (found) {
            info = make_info(found, mate_in(found), line);
            return true;
        }
        if (!b.has_threat_at_least(us, kThreatFour)) break;
    }
    // Then the shortest win by threes and fours, in its share of the time
    // (none: the main search gets it all). Helper threads search on meanwhile.
    const SearchParams& p = limits_.params;
    const int share = limits_.threads > 1 ? p.root_vct_time_permille_smp : p.root_vct_time_permille;
    if (clock_.hard_ms() && share == 0) return false;
    const std::function<bool()> vct_stop = [this, share] {
        check_limits();
        return stopped_ || (clock_.hard_ms() && elapsed_ms() * 1000 >= clock_.hard_ms() * share);
    };
    if (b.threat_count(opponent(us), kThreatFive) || !b.has_threat_at_least(us, kThreatThree))
        return false;
    if (limits_.depth > 0 && limits_.depth < p.root_vct_min_depth) return false;
    uint64_t budget = uint64_t(p.root_vct_nodes);
    if (limits_.depth > 0)
        budget = std::min(budget, uint64_t(p.root_vct_nodes_per_depth) * uint64_t(limits_.depth));
    if (limits_.nodes > 0) budget = std::min(budget, limits_.nodes / 4);
    const int found = deepen_vct(budget, vct_stop, &line);
    if (found) info = make_info(found, mate_in(found), line);
    return found > 0;
}

int Searcher::deepen_vct(uint64_t budget, const std::function<bool()>& stop, MoveLine* line) {
    if (limits_.params.vct_proof_numbers)
        return proof_vct_.search(*board_, kRootVctPlies, nodes_, budget, line, &stop);
    const uint64_t start = nodes_;  // one budget for every depth of the deepening
    for (int plies = 5; plies <= kRootVctPlies && !stop(); plies += 2) {
        const uint64_t used = nodes_ - start;
        if (used >= budget) break;
        if (const int found = vct_.search(*board_, plies, nodes_, budget - used, line, &stop))
            return found;
    }
    return 0;
}

void Searcher::guard_against_vct(SearchInfo& result) {
    Board& b = *board_;
    const SearchParams& p = limits_.params;
    const Color us = b.side_to_move(), them = opponent(us);
    const std::function<bool()> stop = [this] {
        check_limits();
        return stopped_;
    };
    // The chosen move, then the others in the last iteration's order, less
    // those proven lost (a score of -kInfinite is a bound, not a loss).
    std::vector<const RootMove*> candidates;
    const RootMove chosen{result.best_move, result.score, 0, result.pv};
    candidates.push_back(&chosen);
    for (const RootMove& rm : root_moves_)
        if (rm.move != chosen.move && !(rm.score > -kInfinite && rm.score <= -kMateBound))
            candidates.push_back(&rm);
    for (size_t i = 0; i < candidates.size() && int(i) < p.vct_guard_moves; ++i) {
        const RootMove& rm = *candidates[i];
        b.make(rm.move);
        // A four of ours only delays their answer: the search's own four is
        // kept, another is no proven escape. Without a three to make they
        // have no threat win.
        const bool four = b.threat_count(us, kThreatFive) > 0;
        const bool lost = four ? i > 0
                               : b.has_threat_at_least(them, kThreatThree) &&
                                     deepen_vct(uint64_t(p.vct_guard_nodes), stop, nullptr) > 0;
        b.unmake();
        if (four && i == 0) return;
        if (stopped_) return;  // not proven safe: keep the search's choice
        if (lost) continue;
        if (i == 0) return;
        // The search ranked it lower but it keeps the game: its score is at
        // most the chosen one's, which is reported when it has none.
        const Score score = rm.score > -kInfinite ? rm.score : result.score;
        const MoveLine pv = rm.pv.empty() ? MoveLine{rm.move} : rm.pv;
        result = make_info(result.depth, score, pv);
        result.lines.assign(1, {score, pv});
        return;
    }
}

bool Searcher::generate_root_moves() {
    const Board& board = *board_;
    MoveList moves;
    generate(board, gen_mode(board, exact_), moves);
    auto allowed = [this](const ScoredMove& sm) {
        return std::find(limits_.excluded.begin(), limits_.excluded.end(), sm.move) ==
               limits_.excluded.end();
    };
    if (std::none_of(moves.begin(), moves.end(), allowed)) generate(board, GenMode::All, moves);
    sort_by_score(moves);
    root_moves_.clear();
    for (const ScoredMove& sm : moves)
        if (allowed(sm)) root_moves_.push_back({sm.move, -kInfinite, sm.score, {}});
    // Nothing generated: under renju Black's only block is forbidden. Every
    // other legal point loses as well, but one must be played.
    if (root_moves_.empty())
        for (int y = 0; y < board.size(); ++y)
            for (int x = 0; x < board.size(); ++x) {
                const Move m = make_move(x, y);
                if (board.is_empty(m) && allowed({m, 0}) &&
                    !(board.side_to_move() == Black && board.is_forbidden(m)))
                    root_moves_.push_back({m, -kInfinite, 0, {}});
            }
    return !root_moves_.empty();
}

Move Searcher::choose_random(Score best_score) const {
    std::vector<Move> near_best;
    for (const RootMove& rm : root_moves_) {
        const bool losing = rm.score <= -kMateBound && best_score > -kMateBound;
        if (rm.score >= best_score - limits_.random_margin && !losing) near_best.push_back(rm.move);
    }
    if (near_best.empty()) return root_moves_.front().move;
    std::mt19937_64 rng(limits_.seed);
    return near_best[rng() % near_best.size()];
}

SearchInfo Searcher::run(Board& board, const Limits& limits, const std::atomic<bool>& stop_request,
                         const std::function<void(const SearchInfo&)>& on_iteration, bool helper,
                         std::chrono::steady_clock::time_point start) {
    board_ = &board;
    limits_ = limits;
    ordering_ = OrderingWeights::from(limits_.params, board.weights());
    update_reductions();
    stop_request_ = &stop_request;
    start_ = start;
    cpu_start_ms_ = platform::thread_cpu_ms();
    nodes_ = 0;
    next_check_ = kCheckInterval;
    seldepth_ = 0;
    stopped_ = timed_out_ = false;
    clock_.start(limits.time_ms, limits_.params);
    exact_ = board.config().is_tictactoe();
    stack_[0].static_eval = board.evaluate();
    for (auto& side : history_)
        for (int& h : side) h /= 2;

    SearchInfo result;
    if (board.is_full()) return result;
    // The root threat search answers alone only when one unrestricted line is wanted.
    if (!helper && limits.multi_pv <= 1 && limits.excluded.empty() && try_root_threats(result)) {
        result.lines.push_back({result.score, result.pv});
        if (on_iteration) on_iteration(result);
        return result;
    }

    if (!generate_root_moves()) return result;
    const bool forced_reply = limits.time_ms && root_moves_.size() == 1;
    if (forced_reply) clock_.scale_target(limits.params.forced_reply_time_percent);
    result = make_info(0, 0, {root_moves_[0].move});
    const size_t lines =
        std::clamp<size_t>(size_t(std::max(limits.multi_pv, 1)), 1, root_moves_.size());

    const int empties = board.cell_count() - board.stone_count();
    int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxDepth) : kMaxDepth;
    if (exact_) max_depth = std::min(max_depth, empties);
    const bool randomize = limits.seed != 0 && limits.random_margin > 0;

    Score previous = 0;
    for (int depth = 1 + helper; depth <= max_depth; ++depth) {
        new_best_.reset();
        Score alpha = -kInfinite, beta = kInfinite, delta = limits.params.aspiration_delta;
        if (depth >= limits.params.aspiration_min_depth && !is_mate_score(previous) && !randomize) {
            alpha = std::max(previous - delta, -kInfinite);
            beta = std::min(previous + delta, kInfinite);
        }
        Score score = 0;
        while (true) {
            score = search_root(alpha, beta, depth, randomize, 0);
            if (stopped_) break;
            if (score <= alpha) {
                alpha = std::max(score - delta, -kInfinite);
            } else if (score >= beta) {
                beta = std::min(score + delta, kInfinite);
            } else {
                break;
            }
            delta *= 2;
            if (delta > 1000) alpha = -kInfinite, beta = kInfinite;
        }
        // Multi-PV: each further line is the best of the moves not yet ranked.
        for (size_t k = 1; k < lines && !stopped_; ++k)
            search_root(-kInfinite, kInfinite, depth, false, k);
        if (stopped_) break;
        // Each line was searched with its own window: rank them by score.
        std::stable_sort(root_moves_.begin(), root_moves_.begin() + std::ptrdiff_t(lines),
                         [](const RootMove& a, const RootMove& c) { return a.score > c.score; });
        score = root_moves_.front().score;

        previous = score;
        result = make_info(depth, score, root_moves_.front().pv);
        for (size_t k = 0; k < lines; ++k)
            result.lines.push_back({root_moves_[k].score, root_moves_[k].pv});
        if (on_iteration) on_iteration(result);

        if (forced_reply && !limits.params.forced_reply_time_percent) break;
        if (is_mate_score(score) && depth >= (kMate - std::abs(score)) + 2 && !exact_ &&
            stops_at_result(limits, score))
            break;
        if (!clock_.next_iteration(elapsed_ms(), result.best_move, score)) break;
    }
    // An unfinished iteration that proved a better first move: play it.
    if (stopped_ && new_best_ && !randomize && lines == 1 && new_best_->move != result.best_move) {
        const SearchInfo last = result;
        result = make_info(last.depth, new_best_->score, new_best_->pv);
        result.lines.assign(1, {new_best_->score, new_best_->pv});
    }
    if (limits.params.vct_guard_nodes && !stopped_ && !exact_ && !helper && !randomize &&
        lines == 1 && limits.excluded.empty() && result.depth > 0 && !is_mate_score(result.score))
        guard_against_vct(result);
    if (timed_out_) clock_.record_stop(elapsed_ms());
    // Report the final numbers (nodes and time include an unfinished iteration).
    const SearchInfo last = result;
    result = make_info(last.depth, last.score, last.pv);
    result.seldepth = last.seldepth;
    result.lines = last.lines;
    if (randomize && !result.pv.empty() && result.depth > 0) {
        const Move chosen = choose_random(result.score);
        if (chosen != result.best_move) {
            for (const RootMove& rm : root_moves_)
                if (rm.move == chosen) result.score = rm.score, result.pv = rm.pv;
            result.best_move = chosen;
        }
    }
    return result;
}

}  // namespace wuzi
