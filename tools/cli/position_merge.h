// The merge of self-play positions (`wuzi-cli data merge`): positions lines
// from any number of shards are keyed by their stones up to the 8 symmetries
// of the board (Book::canonical_key, with the rule and size), repeats become
// one record with averaged labels, and every record falls on the training or
// the validation side by its key alone, so a position and its rotations and
// reflections are always on the same side, whatever the order of the input.
#pragma once

#include <wuzi/types.h>

#include <boost/unordered/unordered_flat_map.hpp>
#include <cstdint>
#include <functional>
#include <string>

namespace wuzi::cli {

// One distinct position and what its occurrences said. Invariants: count >=
// 1; `moves` and `best` are in the canonical frame (the transform that gives
// the key), `moves` the smallest text among the occurrences (so the record
// does not depend on the input order); result_sum / count in [0, 1];
// score_count counts occurrences without a forced (mate) score and
// `mate_depth` >= 0 only if some occurrence had one.
struct MergedPosition {
    uint64_t key = 0;
    uint8_t rule = 0, size = 0;
    std::string moves, best;
    int64_t count = 0;
    double result_sum = 0;
    int64_t score_sum = 0, score_count = 0;
    Score mate_score = 0;
    int mate_depth = -1;
    int depth = -1;  // the deepest search's depth; `best` is its move
    int64_t nodes = 0;
};

// The identity of a position: canonical key, rule and size.
struct PositionId {
    uint64_t key;
    uint8_t rule, size;
    bool operator==(const PositionId&) const = default;
};
struct PositionIdHash {
    size_t operator()(const PositionId& id) const {
        return size_t(id.key ^ (uint64_t(id.rule) << 8 | id.size) * 0x9E3779B97F4A7C15ull);
    }
};

// The merged records. Invariant: one record per PositionId.
class PositionMerger {
  public:
    // add: one line of `selfplay --positions` (or of a merged file: its
    // `count` occurrences are taken with its averaged result and score).
    // Returns empty, or why the line was refused (nothing is added then).
    std::string add(const std::string& line);

    int64_t occurrences() const { return occurrences_; }
    size_t unique() const { return records_.size(); }

    // in_validation: whether the position of canonical key `key` is held out.
    static bool in_validation(uint64_t key, uint64_t seed, int percent);

    // write: every record as one JSON line, sorted by (rule, size, key), with
    // whether it is held out; stops and returns false when `emit` does.
    bool write(int valid_percent, uint64_t seed,
               const std::function<bool(const MergedPosition&, bool valid,
                                        const std::string& line)>& emit) const;

    // line: the JSON line of a record (no newline): moves, size, rule, side,
    // best, score (mean; a forced score if some search found one), depth,
    // nodes (of the deepest search), result (mean), count, key (hex).
    static std::string line(const MergedPosition& p);

  private:
    boost::unordered_flat_map<PositionId, MergedPosition, PositionIdHash> records_;
    int64_t occurrences_ = 0;
};

}  // namespace wuzi::cli
