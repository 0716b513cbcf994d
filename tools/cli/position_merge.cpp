#include "position_merge.h"

#include <fmt/core.h>
#include <wuzi/book.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <bitset>
#include <cmath>
#include <nlohmann/json.hpp>
#include <vector>

namespace wuzi::cli {

namespace {

// The stones of a positions line, checked: on the board, no point twice,
// no pass; Black first.
struct Stones {
    std::vector<Move> all, black, white;
};

std::string read_stones(const std::string& text, int size, Stones& stones) {
    const MoveListParse parsed = parse_move_list(text, size);
    if (!parsed.ok()) return "bad moves: " + parsed.error;
    std::bitset<kCells> seen;
    for (size_t i = 0; i < parsed.moves.size(); ++i) {
        const Move m = parsed.moves[i];
        if (m == kPass) return "a pass in the moves (set-up positions are not training data)";
        if (seen[m]) return "a move on an occupied point: " + move_to_text(m, size);
        seen[m] = true;
        stones.all.push_back(m);
        (i % 2 == 0 ? stones.black : stones.white).push_back(m);
    }
    return {};
}

std::string transformed_text(const std::vector<Move>& moves, int t, int size) {
    std::vector<Move> out;
    out.reserve(moves.size());
    for (Move m : moves) out.push_back(Book::transform_move(m, t, size));
    return moves_to_text(out, size);
}

}  // namespace

std::string PositionMerger::add(const std::string& text) {
    const auto j = nlohmann::json::parse(text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) return "not a JSON object";
    try {
        const auto rule = parse_rule(j.value("rule", "freestyle"));
        if (!rule) return "unknown rule";
        const int size = j.at("size").get<int>();
        if (size < kMinGomokuSize || size > kMaxSize) return "bad size";
        const double result = j.at("result").get<double>();
        if (!(result >= 0 && result <= 1)) return "result outside [0, 1]";
        const Score score = j.at("score").get<Score>();
        if (std::abs(score) > kInfinite) return "score out of range";
        const int64_t count = j.value("count", int64_t(1));
        if (count < 1) return "count below 1";
        const int depth = j.value("depth", 0);
        const int64_t nodes = j.value("nodes", int64_t(0));
        Stones stones;
        if (std::string why = read_stones(j.at("moves").get<std::string>(), size, stones);
            !why.empty())
            return why;
        if (j.contains("side")) {
            const std::string side = j.at("side").get<std::string>();
            if (side != (stones.all.size() % 2 == 0 ? "black" : "white"))
                return "side does not match the number of stones";
        }
        int t = 0;
        const PositionId id{Book::canonical_key(stones.black, stones.white, size, &t),
                            uint8_t(*rule), uint8_t(size)};
        const std::string moves = transformed_text(stones.all, t, size);
        std::string best;
        if (j.contains("best") && j.at("best").is_string()) {
            const auto m = parse_move(j.at("best").get<std::string>(), size);
            if (!m) return "bad best move";
            best = move_to_text(Book::transform_move(*m, t, size), size);
        }

        MergedPosition& p = records_[id];
        if (p.count == 0 || moves < p.moves) p.moves = moves;
        p.key = id.key, p.rule = id.rule, p.size = id.size;
        p.count += count;
        p.result_sum += result * double(count);
        if (is_mate_score(score)) {
            if (depth > p.mate_depth) p.mate_depth = depth, p.mate_score = score;
        } else {
            p.score_sum += int64_t(score) * count;
            p.score_count += count;
        }
        if (depth > p.depth || (depth == p.depth && best < p.best))
            p.depth = depth, p.best = best, p.nodes = nodes;
        occurrences_ += count;
        return {};
    } catch (const nlohmann::json::exception& e) {
        return std::string("missing or bad field: ") + e.what();
    }
}

bool PositionMerger::in_validation(uint64_t key, uint64_t seed, int percent) {
    uint64_t z = key ^ (seed * 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (z ^ (z >> 31)) % 100 < uint64_t(percent);
}

std::string PositionMerger::line(const MergedPosition& p) {
    // A forced result found by any search stands (tune leaves such positions
    // out); otherwise the mean of the searches' scores.
    const Score score = p.mate_depth >= 0
                            ? p.mate_score
                            : Score(std::lround(double(p.score_sum) / double(p.score_count)));
    const size_t stones =
        p.moves.empty() ? 0 : size_t(std::count(p.moves.begin(), p.moves.end(), ',') + 1);
    nlohmann::json j = {{"moves", p.moves},
                        {"size", p.size},
                        {"rule", rule_name(Rule(p.rule))},
                        {"side", stones % 2 == 0 ? "black" : "white"},
                        {"best", p.best},
                        {"score", score},
                        {"depth", p.depth},
                        {"nodes", p.nodes},
                        {"result", p.result_sum / double(p.count)},
                        {"count", p.count},
                        {"key", fmt::format("{:016x}", p.key)}};
    if (p.best.empty()) j.erase("best");
    return j.dump();
}

bool PositionMerger::write(
    int valid_percent, uint64_t seed,
    const std::function<bool(const MergedPosition&, bool, const std::string&)>& emit) const {
    std::vector<const MergedPosition*> order;
    order.reserve(records_.size());
    for (const auto& [id, p] : records_) order.push_back(&p);
    std::sort(order.begin(), order.end(), [](const MergedPosition* a, const MergedPosition* b) {
        return std::tie(a->rule, a->size, a->key) < std::tie(b->rule, b->size, b->key);
    });
    for (const MergedPosition* p : order)
        if (!emit(*p, in_validation(p->key, seed, valid_percent), line(*p))) return false;
    return true;
}

}  // namespace wuzi::cli
