#include <wuzi/board.h>
#include <wuzi/notation.h>
#include <wuzi/weights.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "pattern.h"

namespace wuzi {

namespace {

// The combination classes, and the class of every 16-bit combination,
// computed at compile time (read-only data: no front end builds them at its
// start). Nibbles outside the patterns (10..15) count as `none`, as in the
// threat table (under renju, Black's 10 and 11 mark forbidden shapes:
// combo_class with a rule and colour tells those apart).
struct ClassTable {
    std::array<ComboClass, kComboClasses> classes{};
    std::array<uint16_t, 65536> of_combo{};
};

constexpr ClassTable build_class_table() {
    ClassTable t;
    int index[kPatternCount][kPatternCount][kPatternCount][kPatternCount] = {};
    int count = 0;
    for (int a = kPatternCount - 1; a >= 0; --a)
        for (int b = a; b >= 0; --b)
            for (int c = b; c >= 0; --c)
                for (int d = c; d >= 0; --d) {
                    const uint16_t combo = uint16_t(a | b << 4 | c << 8 | d << 12);
                    index[a][b][c][d] = count;
                    t.classes[size_t(count++)] = {{Pattern(a), Pattern(b), Pattern(c), Pattern(d)},
                                                  PatternTable::threat_of(combo)};
                }
    // The C(13, 4) multisets, then the forbidden class (a compile error if not).
    if (count != kForbiddenClass) throw std::logic_error("combination classes miscounted");
    t.classes[size_t(count)] = {{kPatNone, kPatNone, kPatNone, kPatNone}, kThreatNone};
    // A combination's class is that of its patterns sorted, largest first:
    // the class of the three low nibbles, then the fourth added to it.
    const auto sorted_class = [&index](std::array<int, 4> p) {
        for (int& v : p) v = v < kPatternCount ? v : kPatNone;
        std::sort(p.begin(), p.end(), std::greater<>());
        return uint16_t(index[p[0]][p[1]][p[2]][p[3]]);
    };
    std::array<uint16_t, 4096> of_low{};
    std::array<uint16_t, size_t(kComboClasses) * 16> with_fourth{};
    for (uint32_t low = 0; low < 4096; ++low)
        of_low[low] = sorted_class({int(low & 15), int(low >> 4 & 15), int(low >> 8), 0});
    for (int k = 0; k < count; ++k) {
        const auto& p = t.classes[size_t(k)].patterns;
        if (p[3] != kPatNone) continue;  // not a class of three nibbles
        for (int fourth = 0; fourth < 16; ++fourth)
            with_fourth[size_t(k) * 16 + size_t(fourth)] = sorted_class({p[0], p[1], p[2], fourth});
    }
    for (uint32_t combo = 0; combo < 65536; ++combo)
        t.of_combo[combo] = with_fourth[size_t(of_low[combo & 4095]) * 16 + (combo >> 12)];
    return t;
}

constexpr ClassTable kClassTable = build_class_table();

const ClassTable& class_table() { return kClassTable; }

// board_makes: whether each nibble of `combo` is a pattern or one of renju's
// marks (overline, four-four), as a board's combinations are.
constexpr bool board_makes(uint16_t combo) {
    for (int d = 0; d < 4; ++d)
        if (((combo >> (4 * d)) & 15) > kPatFourFour) return false;
    return true;
}

constexpr std::string_view kPatternNames[kPatternCount] = {"none", "B1", "F1", "B2", "F2",
                                                           "B3",   "F3", "B4", "F4", "F5"};
constexpr std::string_view kThreatNames[kThreatCount] = {
    "none",       "two",        "blocked_three", "double_two", "blocked_three_plus",
    "three",      "three_plus", "double_three",  "four",       "four_plus",
    "four_three", "live_four",  "five"};

// The index layout: scalars, then cell.P and stone.P for P = B1..F5, then
// threat.T for T = two..five, then the two per-class correction tables.
constexpr int kScalars = 5;
constexpr int kCellBase = kScalars;
constexpr int kStoneBase = kCellBase + kPatternCount - 1;
constexpr int kThreatBase = kStoneBase + kPatternCount - 1;
constexpr int kCellComboBase = kThreatBase + kThreatCount - 1;
constexpr int kStoneComboBase = kCellComboBase + kComboClasses;
constexpr int kInitiativeBase = kStoneComboBase + kComboClasses;
constexpr int kPressureBase = kInitiativeBase + kThreatCount * kThreatCount;
constexpr int kPolicyOwnBase = kPressureBase + kPressureSize;
constexpr int kPolicyTheirBase = kPolicyOwnBase + kComboClasses;
constexpr int kPolicyThreatBase = kPolicyTheirBase + kComboClasses;
constexpr int kPolicyNearBase = kPolicyThreatBase + kThreatCount * kThreatCount;
constexpr int kWeightCount = kPolicyNearBase + kPolicyNearSize;

// The weights' groups in index order: the five scalars one by one, then one
// group per table. A weight's range and the reading of its name come from its
// group, so that reading a weights file (every front end's start) never
// builds weight_table() below, whose 3,200 names and sentences are for the
// tools that list them. Ranges keep every table entry inside int16_t: a cell
// scores at most 4 * 4000 + 8000 + 4000, a stone 4 * 4000 + 4000.
enum class NameKind { Scalar, Pattern, Threat, ComboClass, ThreatPair, Pressure, Near };
struct WeightGroup {
    std::string_view prefix;
    int base, size;
    NameKind kind;
    int min, max;
};
constexpr WeightGroup kWeightGroups[] = {
    {"tempo", 0, 1, NameKind::Scalar, -1000, 1000},
    {"attack", 1, 1, NameKind::Scalar, -2000, 2000},
    {"defend", 2, 1, NameKind::Scalar, -2000, 2000},
    {"position", 3, 1, NameKind::Scalar, -50, 50},
    {"cell_divisor", 4, 1, NameKind::Scalar, 1, 64},
    {"cell", kCellBase, kPatternCount - 1, NameKind::Pattern, -1000, 4000},
    {"stone", kStoneBase, kPatternCount - 1, NameKind::Pattern, -1000, 4000},
    {"threat", kThreatBase, kThreatCount - 1, NameKind::Threat, -4000, 8000},
    {"cell_combo", kCellComboBase, kComboClasses, NameKind::ComboClass, -4000, 4000},
    {"stone_combo", kStoneComboBase, kComboClasses, NameKind::ComboClass, -4000, 4000},
    {"initiative", kInitiativeBase, kThreatCount* kThreatCount, NameKind::ThreatPair, -4000, 4000},
    {"pressure", kPressureBase, kPressureSize, NameKind::Pressure, -4000, 4000},
    {"policy_own", kPolicyOwnBase, kComboClasses, NameKind::ComboClass, -5000, 5000},
    {"policy_their", kPolicyTheirBase, kComboClasses, NameKind::ComboClass, -5000, 5000},
    {"policy_threat", kPolicyThreatBase, kThreatCount* kThreatCount, NameKind::ThreatPair, -5000,
     5000},
    {"policy_near", kPolicyNearBase, kPolicyNearSize, NameKind::Near, -5000, 5000},
};
static_assert(kWeightGroups[std::size(kWeightGroups) - 1].base +
                  kWeightGroups[std::size(kWeightGroups) - 1].size ==
              kWeightCount);

const WeightGroup& weight_group(int index) {
    for (const WeightGroup& g : kWeightGroups)
        if (index < g.base + g.size) return g;
    throw std::out_of_range("weight index " + std::to_string(index));
}

// pattern_of_name, threat_of_name: the pattern or threat class so named, or -1.
// A pattern's name is read by its structure (Bn: 2n - 1; Fn: 2n, F5 last),
// then checked against kPatternNames: reading a weights file reads about
// 10,000 of them.
int pattern_of_name(std::string_view name) {
    if (name.size() != 2) return name == kPatternNames[kPatNone] ? kPatNone : -1;
    const int n = name[1] - '0';
    const int p = name[0] == 'B' ? 2 * n - 1 : name[0] == 'F' ? std::min(2 * n, int(kPatF5)) : -1;
    return p > kPatNone && p < kPatternCount && kPatternNames[p] == name ? p : -1;
}
int threat_of_name(std::string_view name) {
    for (int t = 0; t < kThreatCount; ++t)
        if (name == kThreatNames[t]) return t;
    return -1;
}

// class_of_name: the combination class named as combo_class_name() names it
// (its patterns strongest first), or -1.
int class_of_name(std::string_view name) {
    if (name == "forbidden") return kForbiddenClass;
    if (name == "none") return combo_class(0);
    std::array<int, 4> patterns{};
    size_t count = 0;
    for (size_t from = 0; from <= name.size(); ++count) {
        const size_t plus = std::min(name.find('+', from), name.size());
        const int p = pattern_of_name(name.substr(from, plus - from));
        if (count == patterns.size() || p <= kPatNone) return -1;
        patterns[count] = p;
        from = plus + 1;
    }
    const int cls = combo_class(
        uint16_t(patterns[0] | patterns[1] << 4 | patterns[2] << 8 | patterns[3] << 12));
    const auto& canonical = combo_class_info(cls).patterns;
    for (size_t i = 0; i < patterns.size(); ++i)
        if (canonical[i] != patterns[i]) return -1;
    return cls;
}

// split_at_dot: the text before the first dot and after it (none: all, "").
std::pair<std::string_view, std::string_view> split_at_dot(std::string_view text) {
    const size_t dot = text.find('.');
    if (dot == std::string_view::npos) return {text, {}};
    return {text.substr(0, dot), text.substr(dot + 1)};
}

// digit_of: the value of a one-digit text in [low, high], or -1.
int digit_of(std::string_view text, int low, int high) {
    if (text.size() != 1 || text[0] < '0' + low || text[0] > '0' + high) return -1;
    return text[0] - '0';
}

// offset_in_group: the index within group kind `kind` of the name's part
// after the group's prefix, or -1 if it names no weight.
int offset_in_group(NameKind kind, std::string_view rest) {
    switch (kind) {
        case NameKind::Scalar:
            return -1;
        case NameKind::Pattern: {
            const int p = pattern_of_name(rest);
            return p > kPatNone ? p - 1 : -1;
        }
        case NameKind::Threat: {
            const int t = threat_of_name(rest);
            return t > kThreatNone ? t - 1 : -1;
        }
        case NameKind::ComboClass:
            return class_of_name(rest);
        case NameKind::ThreatPair: {
            const auto [own_name, their_name] = split_at_dot(rest);
            const int own = threat_of_name(own_name), their = threat_of_name(their_name);
            return own < 0 || their < 0 ? -1 : int(initiative_index(Threat(own), Threat(their)));
        }
        case NameKind::Pressure: {
            const auto [kind_name, after_kind] = split_at_dot(rest);
            const auto [side, count_name] = split_at_dot(after_kind);
            const int count = digit_of(count_name, 0, kPressureCap);
            if ((kind_name != "threes" && kind_name != "fours") ||
                (side != "own" && side != "their") || count < 0)
                return -1;
            return int(
                pressure_index(kind_name == "threes" ? kThrees : kFours, side == "own", count));
        }
        case NameKind::Near: {
            const auto [side, bucket_name] = split_at_dot(rest);
            const int bucket =
                bucket_name == "none" ? 0 : digit_of(bucket_name, 1, kPolicyNear - 1);
            if ((side != "own" && side != "their") || bucket < 0) return -1;
            return int(policy_near_index(side == "own", bucket));
        }
    }
    return -1;
}

// The weights' names and meanings (the ranges are their groups'), built at
// the first call: for the tools that list or write weights.
const std::vector<WeightInfo>& weight_table() {
    static const std::vector<WeightInfo> table = [] {
        std::vector<WeightInfo> t;
        const auto add = [&t](std::string name, std::string meaning) {
            const WeightGroup& g = weight_group(int(t.size()));
            t.push_back({std::move(name), std::move(meaning), g.min, g.max});
        };
        add("tempo", "bonus of the side to move");
        add("attack", "bonus when the side to move has a four-three or double-three point");
        add("defend", "penalty when the opponent has a live-four point");
        add("position", "per unit of centre weight of a stone (size/2 - distance)");
        add("cell_divisor", "the empty-cell sums are divided by this");
        for (int p = 1; p < kPatternCount; ++p)
            add("cell." + std::string(kPatternNames[p]),
                "an empty cell's score per direction where a stone would make " +
                    std::string(kPatternNames[p]));
        for (int p = 1; p < kPatternCount; ++p)
            add("stone." + std::string(kPatternNames[p]),
                "a stone's score per direction where its line is " + std::string(kPatternNames[p]));
        for (int c = 1; c < kThreatCount; ++c)
            add("threat." + std::string(kThreatNames[c]),
                "an empty cell's bonus when its patterns make a " + std::string(kThreatNames[c]) +
                    " threat");
        for (int k = 0; k < kComboClasses; ++k)
            add("cell_combo." + combo_class_name(k),
                "correction to an empty cell's score for this combination");
        for (int k = 0; k < kComboClasses; ++k)
            add("stone_combo." + combo_class_name(k),
                "correction to a stone's score for this combination");
        for (int own = 0; own < kThreatCount; ++own)
            for (int their = 0; their < kThreatCount; ++their)
                add(initiative_name(Threat(own), Threat(their)),
                    "bonus when the side to move's strongest threat is " +
                        std::string(kThreatNames[own]) + " and the opponent's " +
                        std::string(kThreatNames[their]));
        for (int kind = 0; kind < kPressureKinds; ++kind)
            for (bool own : {true, false})
                for (int n = 0; n <= kPressureCap; ++n)
                    add(pressure_name(PressureKind(kind), own, n),
                        std::string("bonus when ") + (own ? "the side to move" : "the opponent") +
                            " has " + std::to_string(n) + (n == kPressureCap ? " or more" : "") +
                            " empty cells that make " +
                            (kind == kThrees ? "a live three" : "a four"));
        // The policy, in hundredths of a logit.
        for (int k = 0; k < kComboClasses; ++k)
            add("policy_own." + combo_class_name(k),
                "move ordering: the side to move makes this combination");
        for (int k = 0; k < kComboClasses; ++k)
            add("policy_their." + combo_class_name(k),
                "move ordering: the cell is the opponent's point of this combination");
        for (int own = 0; own < kThreatCount; ++own)
            for (int their = 0; their < kThreatCount; ++their)
                add("policy_threat." + std::string(kThreatNames[own]) + "." +
                        std::string(kThreatNames[their]),
                    "move ordering: the cell's threat classes, own " +
                        std::string(kThreatNames[own]) + " and the opponent's " +
                        std::string(kThreatNames[their]));
        for (bool own : {false, true})
            for (int bucket = 0; bucket < kPolicyNear; ++bucket)
                add(policy_near_name(own, bucket),
                    std::string("move ordering: the move's distance from ") +
                        (own ? "our own" : "the opponent's") + " last move");
        return t;
    }();
    return table;
}

// weight_slot: where weight `i` lives in `w` (an EvalWeights, const or not).
template <typename Weights>
auto weight_slot(Weights& w, int i) -> decltype(&w.tempo) {
    if (i < kScalars) {
        decltype(&w.tempo) scalars[kScalars] = {&w.tempo, &w.attack, &w.defend, &w.position,
                                                &w.cell_divisor};
        return scalars[i];
    }
    if (i < kStoneBase) return &w.cell[size_t(i - kCellBase + 1)];
    if (i < kThreatBase) return &w.stone[size_t(i - kStoneBase + 1)];
    if (i < kCellComboBase) return &w.threat[size_t(i - kThreatBase + 1)];
    if (i < kStoneComboBase) return &w.cell_combo[size_t(i - kCellComboBase)];
    if (i < kInitiativeBase) return &w.stone_combo[size_t(i - kStoneComboBase)];
    if (i < kPressureBase) return &w.initiative[size_t(i - kInitiativeBase)];
    if (i < kPolicyOwnBase) return &w.pressure[size_t(i - kPressureBase)];
    if (i < kPolicyTheirBase) return &w.policy_own[size_t(i - kPolicyOwnBase)];
    if (i < kPolicyThreatBase) return &w.policy_their[size_t(i - kPolicyTheirBase)];
    if (i < kPolicyNearBase) return &w.policy_threat[size_t(i - kPolicyThreatBase)];
    return &w.policy_near[size_t(i - kPolicyNearBase)];
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

bool parse_int(std::string_view text, int& out) {
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end && !text.empty();
}

std::optional<Rule> rule_of_section(std::string_view name) {
    for (Rule r : kRules)
        if (name == rule_name(r)) return r;
    return std::nullopt;
}

}  // namespace

int combo_class(uint16_t combo) { return class_table().of_combo[combo]; }

int combo_class(uint16_t combo, Rule rule, Color c) {
    if (rule == Rule::Renju && c == Black && PatternTable::renju_kind(combo) != kRenjuNone)
        return kForbiddenClass;
    return combo_class(combo);
}

const ComboClass& combo_class_info(int cls) { return class_table().classes[size_t(cls)]; }

std::string combo_class_name(int cls) {
    if (cls == kForbiddenClass) return "forbidden";
    std::string name;
    for (Pattern p : combo_class_info(cls).patterns) {
        if (p == kPatNone) break;
        if (!name.empty()) name += '+';
        name += kPatternNames[p];
    }
    return name.empty() ? "none" : name;
}

std::string_view pattern_name(Pattern p) { return kPatternNames[p]; }

std::string initiative_name(Threat own, Threat their) {
    return "initiative." + std::string(kThreatNames[own]) + "." + std::string(kThreatNames[their]);
}
std::string_view threat_name(Threat t) { return kThreatNames[t]; }

std::string pressure_name(PressureKind kind, bool own, int count) {
    return std::string("pressure.") + (kind == kThrees ? "threes" : "fours") +
           (own ? ".own." : ".their.") + std::to_string(count);
}

std::string policy_near_name(bool own, int bucket) {
    return std::string("policy_near.") + (own ? "own." : "their.") +
           (bucket == 0 ? std::string("none") : std::to_string(bucket));
}

bool EvalWeights::has_policy() const {
    auto any = [](const auto& table) {
        return std::any_of(table.begin(), table.end(), [](int v) { return v != 0; });
    };
    return any(policy_own) || any(policy_their) || any(policy_threat) || any(policy_near);
}

int pressure_count(const Board& board, Color c, PressureKind kind) {
    return board.threat_cells(c, kPressureFirst[kind], kPressureLast[kind]);
}

int weight_count() { return kWeightCount; }
const WeightInfo& weight_info(int index) { return weight_table()[size_t(index)]; }

int find_weight(std::string_view name) {
    const auto [prefix, rest] = split_at_dot(name);
    for (const WeightGroup& g : kWeightGroups) {
        if (prefix != g.prefix) continue;
        if (g.kind == NameKind::Scalar)
            return rest.empty() && prefix.size() == name.size() ? g.base : -1;
        const int offset = offset_in_group(g.kind, rest);
        return offset < 0 ? -1 : g.base + offset;
    }
    return -1;
}

int get_weight(const EvalWeights& w, int index) { return *weight_slot(w, index); }

bool set_weight(EvalWeights& w, int index, int value) {
    const WeightGroup& g = weight_group(index);
    if (value < g.min || value > g.max) return false;
    *weight_slot(w, index) = value;
    return true;
}

std::optional<WeightSet> parse_weights(std::string_view text, const std::string& source,
                                       std::string& error) {
    WeightSet set;
    std::vector<bool> seen(kWeightCount, false);
    std::optional<Rule> section;
    bool header = false, ended = false;
    int line_no = 0;
    auto fail = [&](const std::string& reason) {
        error = source + ":" + std::to_string(line_no) + ": " + reason;
        return std::nullopt;
    };
    while (!text.empty()) {
        const size_t nl = text.find('\n');
        const std::string_view raw = text.substr(0, nl);
        text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
        ++line_no;
        const std::string_view line = trim(raw.substr(0, raw.find('#')));
        if (line.empty()) continue;
        if (ended) return fail("text after 'end'");
        if (!header) {
            if (line != "wuzi-weights 1")
                return fail("not a weights file (the first line must be 'wuzi-weights 1')");
            header = true;
        } else if (line == "end") {
            ended = true;
        } else if (line.front() == '[') {
            if (line.back() != ']') return fail("bad section '" + std::string(line) + "'");
            section = rule_of_section(trim(line.substr(1, line.size() - 2)));
            if (!section)
                return fail("unknown rule '" + std::string(line) +
                            "' (freestyle, standard or renju)");
            std::fill(seen.begin(), seen.end(), false);
        } else {
            const size_t eq = line.find('=');
            if (eq == std::string_view::npos) return fail("expected NAME = VALUE");
            if (!section) return fail("a weight before the first [rule] section");
            const std::string_view name = trim(line.substr(0, eq));
            const std::string_view value = trim(line.substr(eq + 1));
            const auto quoted = [name] {
                // Appended, not `"'" + std::string(name)`: g++ 12 -O3 warns
                // of an overlapping copy there (-Wrestrict, a false alarm).
                std::string q = "'";
                q.append(name).push_back('\'');
                return q;
            };
            const int index = find_weight(name);
            if (index < 0) return fail("unknown weight " + quoted());
            if (seen[size_t(index)]) return fail(quoted() + " given twice");
            seen[size_t(index)] = true;
            int v = 0;
            if (!parse_int(value, v))
                return fail(quoted() + ": '" + std::string(value) + "' is not an integer");
            if (!set_weight(set[*section], index, v)) {
                const WeightGroup& g = weight_group(index);
                return fail(quoted() + " = " + std::to_string(v) + " is outside [" +
                            std::to_string(g.min) + ", " + std::to_string(g.max) + "]");
            }
        }
    }
    if (!header) return fail("empty: no 'wuzi-weights 1' line");
    if (!ended) return fail("no 'end' line: the file is cut short");
    error.clear();
    return set;
}

std::string format_weights(const WeightSet& set, const std::string& comment) {
    std::ostringstream out;
    std::istringstream lines(comment);
    for (std::string line; std::getline(lines, line);) out << "# " << line << '\n';
    out << "wuzi-weights 1\n";
    for (Rule rule : kRules) {
        out << '[' << rule_name(rule) << "]\n";
        const EvalWeights& w = set[rule];
        for (int i = 0; i < kWeightCount; ++i) {
            const int v = get_weight(w, i);
            if (i >= kCellComboBase && v == 0) continue;
            out << weight_info(i).name << " = " << v << '\n';
        }
    }
    out << "end\n";
    return out.str();
}

std::optional<WeightSet> load_weights(const std::string& path, std::string& error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read weights file '" + path + "'";
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) {
        error = "cannot read weights file '" + path + "'";
        return std::nullopt;
    }
    return parse_weights(text.str(), path, error);
}

bool save_weights(const std::string& path, const WeightSet& set, const std::string& comment,
                  std::string& error) {
    std::ofstream out(path, std::ios::binary);
    out << format_weights(set, comment);
    out.close();
    if (!out) {
        error = "cannot write weights file '" + path + "'";
        return false;
    }
    return true;
}

std::string override_weight(WeightSet& set, std::string_view name, std::string_view value) {
    std::vector<Rule> rules(std::begin(kRules), std::end(kRules));
    const size_t dot = name.find('.');
    if (dot != std::string_view::npos) {
        if (auto rule = rule_of_section(name.substr(0, dot))) {
            rules = {*rule};
            name.remove_prefix(dot + 1);
        }
    }
    const int index = find_weight(name);
    if (index < 0) return "unknown weight '" + std::string(name) + "'";
    int v = 0;
    if (!parse_int(value, v))
        return "weight '" + std::string(name) + "': '" + std::string(value) + "' is not an integer";
    for (Rule rule : rules)
        if (!set_weight(set[rule], index, v)) {
            const WeightGroup& g = weight_group(index);
            return "weight '" + std::string(name) + "' = " + std::to_string(v) + " is outside [" +
                   std::to_string(g.min) + ", " + std::to_string(g.max) + "]";
        }
    return {};
}

Evaluator::Evaluator(const WeightSet& weights) : weights_(weights) {}

const ComboValue* Evaluator::combos(Rule r, Color c) const {
    std::call_once(built_[size_t(r)], [&] { build(r); });
    return tables_[size_t(r)][r == Rule::Renju ? size_t(c) : 0].get();
}

void Evaluator::build(Rule rule) const {
    const EvalWeights& w = weights_[rule];
    int16_t cell[kComboClasses], stone[kComboClasses];
    for (int k = 0; k < kComboClasses; ++k) {
        const ComboClass& info = combo_class_info(k);
        int c = w.threat[info.threat] + w.cell_combo[size_t(k)];
        int s = w.stone_combo[size_t(k)];
        for (Pattern p : info.patterns) c += w.cell[p], s += w.stone[p];
        cell[k] = int16_t(c);
        stone[k] = int16_t(s);
    }
    for (Color colour : {Black, White}) {
        if (rule != Rule::Renju && colour == White) break;  // one table serves both
        const Threat* threats = PatternTable::threat_table(rule, colour);
        // Only combinations of nibbles a board makes (the patterns, and
        // renju's overline and four-four marks) are written: the others are
        // never read, and 7 in 16 of the table's 512 KB of pages are never
        // touched.
        auto table = std::unique_ptr<ComboValue[]>(new ComboValue[65536]);
        for (uint32_t combo = 0; combo < 65536; ++combo) {
            if (!board_makes(uint16_t(combo))) continue;
            const int k = combo_class(uint16_t(combo), rule, colour);
            // A stone's class is that of its shapes (a forbidden shape
            // around a stone is one Black won with, or never played).
            const int stone_class = combo_class(uint16_t(combo));
            table[combo] = {cell[k], stone[stone_class], threats[combo], {}};
        }
        tables_[size_t(rule)][size_t(colour)] = std::move(table);
    }
}

Evaluator::~Evaluator() = default;

// The weights file built in at compile time (engine/embed_weights.cmake).
extern const char kBuiltinWeightsSource[];
extern const char kBuiltinWeightsText[];

const WeightSet& builtin_weights() {
    static const WeightSet set = [] {
        std::string error;
        const auto parsed = parse_weights(kBuiltinWeightsText, kBuiltinWeightsSource, error);
        // The build embeds a file the tests parse: a corrupt one is a build defect.
        if (!parsed) throw std::logic_error("built-in weights: " + error);
        return *parsed;
    }();
    return set;
}

const std::shared_ptr<const Evaluator>& Evaluator::builtin() {
    static const std::shared_ptr<const Evaluator> instance =
        std::make_shared<const Evaluator>(builtin_weights());
    return instance;
}

EvalFeatures eval_features(const Board& board) {
    const Color us = board.side_to_move(), them = opponent(us);
    std::vector<int> cells(kComboClasses), stones(kComboClasses);
    for (int y = 0; y < board.size(); ++y)
        for (int x = 0; x < board.size(); ++x) {
            const Move m = make_move(x, y);
            const Color at = board.at(m);
            if (at == Empty) {
                ++cells[size_t(combo_class(board.combo(us, m), board.rule(), us))];
                --cells[size_t(combo_class(board.combo(them, m), board.rule(), them))];
            } else {
                stones[size_t(combo_class(board.combo(at, m)))] += at == us ? 1 : -1;
            }
        }
    EvalFeatures f;
    for (int k = 0; k < kComboClasses; ++k) {
        if (cells[size_t(k)]) f.cells.emplace_back(k, cells[size_t(k)]);
        if (stones[size_t(k)]) f.stones.emplace_back(k, stones[size_t(k)]);
    }
    f.position = board.centre_weight_sum(us) - board.centre_weight_sum(them);
    f.attack =
        board.threat_count(us, kThreatFourThree) || board.threat_count(us, kThreatDoubleThree);
    f.defend = board.threat_count(them, kThreatLiveFour) > 0;
    f.own_best = board.strongest_threat(us);
    f.their_best = board.strongest_threat(them);
    for (int kind = 0; kind < kPressureKinds; ++kind) {
        f.pressure[kind][0] = pressure_count(board, us, PressureKind(kind));
        f.pressure[kind][1] = pressure_count(board, them, PressureKind(kind));
    }
    return f;
}

Score evaluate_features(const EvalFeatures& f, const EvalWeights& w) {
    int cell_sum = 0, stone_sum = 0;
    for (auto [k, n] : f.cells) {
        const ComboClass& info = combo_class_info(k);
        int v = w.threat[info.threat] + w.cell_combo[size_t(k)];
        for (Pattern p : info.patterns) v += w.cell[p];
        cell_sum += n * v;
    }
    for (auto [k, n] : f.stones) {
        int v = w.stone_combo[size_t(k)];
        for (Pattern p : combo_class_info(k).patterns) v += w.stone[p];
        stone_sum += n * v;
    }
    int v = stone_sum + cell_sum / w.cell_divisor + w.position * f.position + w.tempo;
    if (f.attack) v += w.attack;
    if (f.defend) v -= w.defend;
    v += w.initiative[initiative_index(f.own_best, f.their_best)];
    for (int kind = 0; kind < kPressureKinds; ++kind)
        for (int side = 0; side < 2; ++side)
            v += w.pressure[pressure_index(PressureKind(kind), side == 0, f.pressure[kind][side])];
    return std::clamp(v, -kMateBound + 1, kMateBound - 1);
}

}  // namespace wuzi
