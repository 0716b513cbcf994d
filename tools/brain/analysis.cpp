#include "analysis.h"

#include <algorithm>
#include <cstdlib>
#include <tuple>

namespace wuzi::brain {

namespace {

// How far a score is from the bias: forced results after everything else.
std::tuple<bool, int64_t> distance(Score score, Score bias) {
    return {is_mate_score(score), std::abs(int64_t(score) - int64_t(bias))};
}

// closest: the index of the score closest to the bias, the first on ties.
template <typename Scores>
int closest(const Scores& scores, Score bias) {
    int best = -1;
    for (size_t i = 0; i < scores.size(); ++i)
        if (best < 0 || distance(scores[i], bias) < distance(scores[size_t(best)], bias))
            best = int(i);
    return best;
}

std::optional<BalancePair> closest_pair(const std::vector<BalancePair>& pairs, Score bias) {
    std::vector<Score> scores;
    for (const BalancePair& p : pairs) scores.push_back(p.score);
    const int i = closest(scores, bias);
    if (i < 0) return std::nullopt;
    return pairs[size_t(i)];
}

}  // namespace

void rank_lines(SearchInfo& info) {
    std::stable_sort(info.lines.begin(), info.lines.end(),
                     [](const RootLine& a, const RootLine& b) { return a.score > b.score; });
    if (info.lines.empty() || info.lines.front().pv.empty()) return;
    info.score = info.lines.front().score;
    info.pv = info.lines.front().pv;
    info.best_move = info.pv.front();
}

int balanced_line(const std::vector<RootLine>& lines, Score bias) {
    std::vector<Score> scores;
    for (const RootLine& line : lines) scores.push_back(line.score);
    return closest(scores, bias);
}

std::vector<Move> defending_moves(const std::vector<RootLine>& lines) {
    std::vector<Move> moves;
    for (const RootLine& line : lines)
        if (!line.pv.empty() && line.score > -kMateBound) moves.push_back(line.pv.front());
    return moves;
}

BalanceTwoPlan::BalanceTwoPlan(std::vector<Move> firsts, Score bias, int max_depth)
    : firsts_(std::move(firsts)),
      bias_(bias),
      max_depth_(std::max(1, max_depth)),
      depth_(std::min(kFirstDepth, max_depth_)) {}

void BalanceTwoPlan::record(const std::vector<RootLine>& lines, int depth) {
    if (finished()) return;
    // The replies are scored from the opponent's point of view: the first
    // mover's score is the negation, and it is that which meets the bias.
    std::vector<RootLine> ours = lines;
    for (RootLine& line : ours) line.score = -line.score;
    const int k = balanced_line(ours, bias_);
    if (k >= 0 && !ours[size_t(k)].pv.empty())
        round_.push_back({first(), ours[size_t(k)].pv.front(), ours[size_t(k)].score, depth});
    if (++index_ < firsts_.size()) return;
    // The round is complete.
    index_ = 0;
    ++depth_;
    ++rounds_done_;
    if (!round_.empty()) last_round_ = std::move(round_);
    round_.clear();
}

std::optional<BalancePair> BalanceTwoPlan::best() const {
    if (rounds_done_ > 0 && !last_round_.empty()) return closest_pair(last_round_, bias_);
    return closest_pair(round_, bias_);
}

}  // namespace wuzi::brain
