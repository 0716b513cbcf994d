#include "brain_settings.h"

#include <algorithm>
#include <charconv>

namespace wuzi::brain {

namespace {

std::optional<int64_t> parse_int(const std::string& text) {
    int64_t value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty()) return std::nullopt;
    return value;
}

constexpr size_t kDefaultHashMb = 64;
// Memory the process needs besides the table: code, stacks, the engine's
// boards and histories, allocator slack (measured: see tests/brain).
constexpr int64_t kBaseMemoryMb = 24;

}  // namespace

std::optional<std::string> BrainSettings::apply(const std::string& key, const std::string& value) {
    struct Int {
        const char* key;
        int64_t min, max;
    };
    static constexpr Int kInts[] = {
        // Times stay within +-2^40 ms (35 years) so that no sum overflows.
        {"timeout_turn", 0, int64_t(1) << 40},
        {"timeout_match", 0, int64_t(1) << 40},
        {"time_left", -(int64_t(1) << 40), int64_t(1) << 40},
        {"time_increment", 0, int64_t(1) << 40},
        {"max_memory", 0, INT64_MAX},
        {"hash_size", 0, INT64_MAX},
        {"rule", 0, 1 << 20},
        {"game_type", 0, 1 << 20},
        {"thread_num", 1, 256},
        {"max_depth", 0, 1000},
        {"max_node", -1, INT64_MAX},
        {"debug", 0, 1},
        {"use_book", 0, 1},
        {"pondering", 0, 1},
        {"caution_factor", 0, 100},
        {"show_detail", 0, 3},
    };
    if (key == "folder") {
        folder = value;
        return std::nullopt;
    }
    for (const Int& spec : kInts) {
        if (key != spec.key) continue;
        const auto v = parse_int(value);
        if (!v || *v < spec.min || *v > spec.max)
            return "INFO " + key + " needs an integer " +
                   (spec.max >= (int64_t(1) << 40)
                        ? ">= " + std::to_string(spec.min)
                        : "from " + std::to_string(spec.min) + " to " + std::to_string(spec.max)) +
                   ", got '" + value + "'";
        if (key == "timeout_turn") clock.turn_ms = *v;
        if (key == "timeout_match") clock.match_ms = *v;
        if (key == "time_left") clock.left_ms = *v;
        if (key == "time_increment") clock.increment_ms = *v;
        if (key == "max_memory") max_memory = *v;
        if (key == "hash_size") hash_kb = *v;
        if (key == "rule") rule = int(*v);
        if (key == "game_type") game_type = int(*v);
        if (key == "thread_num") threads = int(*v);
        if (key == "max_depth") max_depth = int(*v);
        if (key == "max_node") max_nodes = std::max<int64_t>(*v, 0);
        if (key == "debug") debug = *v != 0;
        if (key == "use_book") use_book = *v != 0;
        if (key == "pondering") pondering = *v != 0;
        if (key == "caution_factor") caution_factor = int(*v);
        if (key == "show_detail") show_detail = int(*v);
        return std::nullopt;
    }
    return std::nullopt;  // evaluate, usedatabase, nbestsym, ...: not used
}

std::optional<std::string> BrainSettings::rule_error() const {
    std::string names;
    if (rule & 8) names += ", caro";
    if (rule & ~15) names += ", unknown bits";
    if ((rule & 4) == 0 && (rule & 3) == 3) names += ", continuous game";
    if (names.empty()) return std::nullopt;
    return "rule " + std::to_string(rule) + " is not supported (" + names.substr(2) +
           "); Wuzi plays rule 0 (freestyle), 1 (exactly five) and 4 (renju; also 2, as "
           "Yixin-Board sends it)";
}

Rule BrainSettings::game_rule() const {
    if ((rule & 4) || rule == 2) return Rule::Renju;
    return (rule & 1) ? Rule::Standard : Rule::Freestyle;
}

size_t BrainSettings::hash_mb() const {
    int64_t mb = int64_t(kDefaultHashMb);
    if (hash_kb > 0) mb = std::max<int64_t>(1, hash_kb / 1024);
    if (max_memory > 0) {
        // Half of what is left after the base: the table is rounded down to a
        // power of two anyway, and the allocator needs its slack.
        const int64_t budget = (max_memory >> 20) - kBaseMemoryMb;
        mb = std::min(mb, std::max<int64_t>(1, budget / 2 + budget / 4));
    }
    return size_t(mb);
}

}  // namespace wuzi::brain
