#include <wuzi/swap_decision.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <random>
#include <tuple>

namespace wuzi {

namespace {

// How far a score is from even: forced results after everything else.
std::tuple<bool, Score> swap_distance_from_even(Score s) {
    return {is_mate_score(s), Score(std::abs(s))};
}

// The lines of a search, or its best move alone when it gave no lines.
std::vector<RootLine> swap_search_lines(const SearchInfo& info) {
    if (!info.lines.empty()) {
        std::vector<RootLine> lines = info.lines;
        std::stable_sort(lines.begin(), lines.end(),
                         [](const RootLine& a, const RootLine& b) { return a.score > b.score; });
        return lines;
    }
    if (info.best_move == kNoMove) return {};
    RootLine line;
    line.score = info.score;
    line.pv.push_back(info.best_move);
    return {line};
}

}  // namespace

SwapPlanner SwapPlanner::propose(const BoardConfig& config, uint64_t seed) {
    SwapPlanner plan;
    plan.kind_ = Kind::Propose;
    std::mt19937_64 rng(seed);
    const int c = config.size / 2, r = std::min(2, c);
    std::uniform_int_distribution<int> d(-r, r);
    while (int(plan.candidates_.size()) < kSwapProposals) {
        std::vector<Move> stones;
        while (stones.size() < 3) {
            const Move m = make_move(c + d(rng), c + d(rng));
            if (std::find(stones.begin(), stones.end(), m) == stones.end()) stones.push_back(m);
        }
        plan.candidates_.push_back(stones);
    }
    plan.ask(plan.candidates_[0], 1, kSwapProposals);
    return plan;
}

SwapPlanner SwapPlanner::reply(std::vector<Move> moves, OpeningRule rule) {
    SwapPlanner plan;
    plan.kind_ = moves.size() >= 5 ? Kind::Five : Kind::Three;
    plan.rule_ = rule;
    plan.root_ = std::move(moves);
    const bool swap2 = plan.kind_ == Kind::Three && rule == OpeningRule::Swap2;
    plan.ask(plan.root_, swap2 ? kPlaceTwoFirsts : 1, swap2 ? 2 : 1);
    return plan;
}

void SwapPlanner::ask(std::vector<Move> moves, int multi_pv, int share) {
    next_.moves = std::move(moves);
    next_.multi_pv = multi_pv;
    next_.share = share;
}

void SwapPlanner::finish(SwapDecision::Action action, std::vector<Move> stones, Score score) {
    decision_.action = action;
    decision_.stones = std::move(stones);
    decision_.score = score;
    decision_.three_score = kind_ == Kind::Propose ? 0 : three_score_;
    finished_ = true;
}

void SwapPlanner::record(const SearchInfo& info) {
    if (finished_) return;
    ++done_;
    switch (kind_) {
        case Kind::Propose:
            return record_proposal(info);
        case Kind::Five: {
            const bool white = info.score >= 0;
            std::vector<Move> move;
            if (white && info.best_move != kNoMove) move.push_back(info.best_move);
            return finish(white ? SwapDecision::Action::TakeWhite : SwapDecision::Action::TakeBlack,
                          move, info.score);
        }
        case Kind::Three:
            return done_ == 1 ? record_three(info) : record_pair(info);
    }
}

void SwapPlanner::record_proposal(const SearchInfo& info) {
    if (best_ < 0 || swap_distance_from_even(info.score) < swap_distance_from_even(best_score_)) {
        best_ = int(index_);
        best_score_ = info.score;
    }
    if (++index_ < candidates_.size()) return ask(candidates_[index_], 1, kSwapProposals);
    stop();
}

void SwapPlanner::record_three(const SearchInfo& info) {
    three_score_ = info.score;
    best_reply_ = info.best_move;
    const bool close = std::abs(info.score) <= kSwapMargin;
    if (rule_ != OpeningRule::Swap2 || !close) return conclude_three();
    for (const RootLine& line : swap_search_lines(info))
        if (!line.pv.empty() && !is_mate_score(line.score) && int(firsts_.size()) < kPlaceTwoFirsts)
            firsts_.push_back(line.pv.front());
    if (firsts_.empty()) return conclude_three();
    std::vector<Move> moves = root_;
    moves.push_back(firsts_[0]);
    ask(moves, kPlaceTwoReplies, 2 * kPlaceTwoFirsts);
}

void SwapPlanner::record_pair(const SearchInfo& info) {
    // Black to move after White's stone: Black's view, so White's is -score.
    std::optional<Pair> best;
    for (const RootLine& line : swap_search_lines(info)) {
        if (line.pv.empty()) continue;
        const Pair p{firsts_[index_], line.pv.front(), Score(-line.score)};
        if (!best || swap_distance_from_even(p.score) < swap_distance_from_even(best->score))
            best = p;
    }
    if (best) pairs_.push_back(*best);
    if (++index_ >= firsts_.size()) return conclude_three();
    std::vector<Move> moves = root_;
    moves.push_back(firsts_[index_]);
    ask(moves, kPlaceTwoReplies, 2 * kPlaceTwoFirsts);
}

void SwapPlanner::conclude_three() {
    using Action = SwapDecision::Action;
    if (three_score_ < -kSwapMargin) return finish(Action::TakeBlack, {}, three_score_);
    const Pair* best = nullptr;
    for (const Pair& p : pairs_)
        if (!best || swap_distance_from_even(p.score) < swap_distance_from_even(best->score))
            best = &p;
    if (best && !is_mate_score(best->score) && std::abs(best->score) <= kSwapMargin)
        return finish(Action::PlaceTwo, {best->white, best->black}, best->score);
    std::vector<Move> move;
    if (best_reply_ != kNoMove) move.push_back(best_reply_);
    finish(Action::TakeWhite, move, three_score_);
}

void SwapPlanner::stop() {
    if (finished_) return;
    switch (kind_) {
        case Kind::Propose: {
            const size_t i = best_ < 0 ? 0 : size_t(best_);
            return finish(SwapDecision::Action::Propose, candidates_[i],
                          best_ < 0 ? 0 : best_score_);
        }
        case Kind::Five:
            return finish(SwapDecision::Action::TakeWhite, {}, 0);
        case Kind::Three:
            return conclude_three();
    }
}

Limits swap_limits(const Limits& limits, const SwapSearch& search) {
    Limits l = limits;
    l.multi_pv = search.multi_pv;
    if (l.time_ms > 0) l.time_ms = std::max<int64_t>(1, l.time_ms / std::max(1, search.share));
    return l;
}

SwapDecision decide_swap(Engine& engine, const BoardConfig& config, SwapPlanner plan,
                         const Limits& limits) {
    while (!plan.finished()) {
        if (!engine.set_position(config, plan.next().moves)) {
            plan.stop();
            break;
        }
        plan.record(engine.search(swap_limits(limits, plan.next())));
    }
    return plan.decision();
}

}  // namespace wuzi
