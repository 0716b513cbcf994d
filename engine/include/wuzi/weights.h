// Evaluation weights: every number Board::evaluate() uses, per rule, each
// with a name, a meaning and a range; their text file format (the files under
// assets/weights/); and `Evaluator`, a set of weights made ready for boards.
//
// The evaluation, from the side to move's (us) point of view, is
//
//   Σ stone(us) - Σ stone(them)                     over stones
//   + (Σ cell(us) - Σ cell(them)) / cell_divisor     over empty cells
//   + position * (centre(us) - centre(them))         over stones
//   + tempo
//   + attack   if we have a four-three or double-three point
//   - defend   if they have a live-four point
//   + initiative.OWN.THEIR   OWN (THEIR): the strongest threat class of an
//                            empty cell of us (them), `none` if there is none
//   + pressure.KIND.SIDE.N   N: how many empty cells of SIDE (own: us, their:
//                            them) make a KIND (threes: a live three, the
//                            classes three to double three; fours: a four,
//                            four to four-three), at most kPressureCap
//
// clamped short of a mate score. A cell's four directional patterns of one
// colour form a combination class (the multiset of the four patterns); then
//   cell(c)  = Σ_dir cell.P + threat.T + cell_combo.CLASS   (T: the class's threat)
//   stone(c) = Σ_dir stone.P + stone_combo.CLASS
// and centre() is size/2 less a stone's Chebyshev distance from the cell
// ((size-1)/2, (size-1)/2), at least 0: its nearness to the centre.
// Everything above is linear in the weights: `eval_features` gives the
// counts it multiplies, which is what `wuzi-cli tune` fits.
#pragma once

#include <wuzi/threat.h>
#include <wuzi/types.h>

#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wuzi {

class Board;
struct ComboValue;

// The combination classes: four patterns as an unordered multiset, C(13, 4),
// and one more for Black's forbidden (or likely forbidden) points under
// renju, which count for nothing else.
constexpr int kComboClasses = 716;
constexpr int kForbiddenClass = kComboClasses - 1;

// A class's patterns, strongest first, and the threat they make.
struct ComboClass {
    std::array<Pattern, 4> patterns;
    Threat threat;
};

// combo_class: the class of a combination (four pattern nibbles, direction d
// in bits 4d..4d+3). combo_class_info: its patterns and threat.
// combo_class_name: e.g. "F3+F3+B2" (patterns other than none), "none", or
// "forbidden".
int combo_class(uint16_t combo);
// combo_class: the class of `c`'s combination at an empty cell under `rule`
// (kForbiddenClass for Black's forbidden shapes under renju).
int combo_class(uint16_t combo, Rule rule, Color c);
const ComboClass& combo_class_info(int cls);
std::string combo_class_name(int cls);

// pattern_name: "none", "B1" .. "F5"; threat_name: "none", "two" .. "five".
std::string_view pattern_name(Pattern p);
std::string_view threat_name(Threat t);

// The pressure terms' kinds (kThrees, kFours) and counts (0 .. kPressureCap,
// the last standing for that many or more).
enum PressureKind { kThrees = 0, kFours = 1, kPressureKinds = 2 };
constexpr int kPressureCap = 8;
// The threat classes each kind counts: a live three (three .. double three),
// a four (four .. four-three).
constexpr Threat kPressureFirst[kPressureKinds] = {kThreatThree, kThreatFour};
constexpr Threat kPressureLast[kPressureKinds] = {kThreatDoubleThree, kThreatFourThree};
constexpr int kPressureSize = kPressureKinds * 2 * (kPressureCap + 1);

// The policy's nearness buckets: no such last move (0), a king-step distance
// of 1 to 4, or 5 and more (5); for the opponent's last move and our own.
constexpr int kPolicyNear = 6;
constexpr int kPolicyNearSize = 2 * kPolicyNear;
constexpr size_t policy_near_index(bool own, int bucket) {
    return size_t(own ? kPolicyNear : 0) + size_t(bucket);
}
// policy_near_name: the weight's name, e.g. "policy_near.their.2" or "policy_near.own.none".
std::string policy_near_name(bool own, int bucket);

// The weights of one rule; see the top of this file for how they combine.
// The defaults are the hand-set evaluation. Invariant (kept by set_weight and
// the file reader): every value lies in its weight's range.
struct EvalWeights {
    int tempo = 100;
    int attack = 120;
    int defend = 60;
    int position = 2;
    int cell_divisor = 8;
    // Indexed by Pattern / Threat; the `none` entries are always 0.
    std::array<int, kPatternCount> cell = {0, 1, 3, 6, 16, 20, 60, 70, 200, 600};
    std::array<int, kPatternCount> stone = {0, 0, 2, 3, 10, 14, 45, 35, 150, 300};
    std::array<int, kThreatCount> threat = {0, 0, 0, 10, 15, 0, 40, 180, 0, 60, 300, 400, 0};
    // Per-class corrections, indexed by class (0 in the hand-set evaluation).
    std::array<int, kComboClasses> cell_combo{};
    std::array<int, kComboClasses> stone_combo{};
    // Who holds the initiative, indexed by initiative_index(own, their): the
    // side to move's strongest threat class against the opponent's (0 in
    // the hand-set evaluation, which has only attack and defend).
    std::array<int, kThreatCount * kThreatCount> initiative{};
    // The pressure: indexed by pressure_index(kind, own, count), how many
    // cells each side has to start a threat from (0 in the hand-set
    // evaluation).
    std::array<int, kPressureSize> pressure{};
    // The move-ordering policy (wuzi/policy.h; not part of the evaluation):
    // a move's score in hundredths of a logit is the sum of the entries of
    // its features: the side to move's combination class at the cell
    // (policy_own), the opponent's (policy_their: what playing there takes
    // from it), the pair of threat classes (policy_threat, indexed by
    // initiative_index(own, their)) and the move's nearness to the
    // opponent's and to our own last move (policy_near, indexed by
    // policy_near_index). All 0 (as in the hand-set weights): no policy, the
    // search orders by fixed threat scores.
    std::array<int, kComboClasses> policy_own{};
    std::array<int, kComboClasses> policy_their{};
    std::array<int, kThreatCount * kThreatCount> policy_threat{};
    std::array<int, kPolicyNearSize> policy_near{};

    bool has_policy() const;
    bool operator==(const EvalWeights&) const = default;
};

// initiative_index: the index in EvalWeights::initiative of the side to
// move's strongest threat class `own` against the opponent's `their`.
constexpr size_t initiative_index(Threat own, Threat their) {
    return size_t(own) * kThreatCount + size_t(their);
}

// initiative_name: the weight's name, e.g. "initiative.three.four".
std::string initiative_name(Threat own, Threat their);

// pressure_index: the index in EvalWeights::pressure of `count` cells (capped
// here) of kind `kind` of the side to move (`own`) or of the opponent.
constexpr size_t pressure_index(PressureKind kind, bool own, int count) {
    return (size_t(kind) * 2 + (own ? 0 : 1)) * (kPressureCap + 1) +
           size_t(count < kPressureCap ? count : kPressureCap);
}
// pressure_name: the weight's name, e.g. "pressure.threes.own.2".
std::string pressure_name(PressureKind kind, bool own, int count);
// pressure_count: a side's cells of kind `kind` on `board` (uncapped).
int pressure_count(const Board& board, Color c, PressureKind kind);

// One weight: its name in files and in `param.NAME`, what it means, its range.
struct WeightInfo {
    std::string name;
    std::string meaning;
    int min, max;
};

// The weights by index, in file order: the five scalars, cell.P, stone.P,
// threat.T, then cell_combo.CLASS, stone_combo.CLASS,
// initiative.OWN.THEIR (e.g. initiative.three.four), pressure.KIND.SIDE.N, then
// the policy's policy_own.CLASS, policy_their.CLASS, policy_threat.OWN.THEIR and
// policy_near.SIDE.BUCKET.
int weight_count();
const WeightInfo& weight_info(int index);
// find_weight: the index of a name, or -1.
int find_weight(std::string_view name);
int get_weight(const EvalWeights& w, int index);
// set_weight: false (and no change) if the value is outside the range.
[[nodiscard]] bool set_weight(EvalWeights& w, int index, int value);

// The weights of every rule, indexed by Rule; a default-constructed set is
// the hand-set evaluation of every rule.
struct WeightSet {
    std::array<EvalWeights, kRuleCount> rules;
    EvalWeights& operator[](Rule r) { return rules[size_t(r)]; }
    const EvalWeights& operator[](Rule r) const { return rules[size_t(r)]; }
    bool operator==(const WeightSet&) const = default;
};

// builtin_weights: the weights the engine plays with unless told otherwise:
// the weights file compiled in (named in the top CMakeLists.txt:
// assets/weights/default.txt, tuned weights of every rule; rules a file
// leaves out keep the hand-set ones). assets/weights/hand-set.txt holds the
// hand-set weights of every rule as a file.
const WeightSet& builtin_weights();

// The weights file (text, UTF-8):
//   # comments and blank lines anywhere
//   wuzi-weights 1             first line that is not a comment
//   [freestyle]                a rule's section: freestyle, standard or renju
//   tempo = 100                NAME = integer, each name at most once per section
//   cell_combo.F3+F3 = -12
//   [standard]
//   ...
//   end                        last line: a file cut short is refused
// A weight a section leaves out, or a rule without a section, keeps its
// hand-set value (not builtin_weights()). Anything else is an error naming the file and line.
//
// parse_weights: the weights in `text`; on error nothing, with `error` set to
// "SOURCE:LINE: reason". format_weights: the text of `set` (every scalar and
// pattern weight, and the combination corrections that are not 0), with
// `comment` (any number of lines) as # lines at the top.
std::optional<WeightSet> parse_weights(std::string_view text, const std::string& source,
                                       std::string& error);
std::string format_weights(const WeightSet& set, const std::string& comment = {});
// load_weights / save_weights: the same through a file; a missing, unreadable
// or corrupt file is an error that names it.
std::optional<WeightSet> load_weights(const std::string& path, std::string& error);
[[nodiscard]] bool save_weights(const std::string& path, const WeightSet& set,
                                const std::string& comment, std::string& error);

// override_weight: set NAME to VALUE (text) in every rule, or in one with
// "freestyle.NAME" / "standard.NAME" / "renju.NAME"; an error text if the name is unknown or
// the value is not an integer in range, else empty.
std::string override_weight(WeightSet& set, std::string_view name, std::string_view value);

// Weights made ready for boards: the score tables of every combination built
// from them. Immutable to its users; boards share one through
// BoardConfig::eval. A rule's tables are built at its first combos() call
// (once, whichever thread asks first), so a program that plays one rule
// never pays for the others.
class Evaluator {
  public:
    explicit Evaluator(const WeightSet& weights);
    ~Evaluator();
    Evaluator(const Evaluator&) = delete;
    Evaluator& operator=(const Evaluator&) = delete;

    // builtin: the engine's default, builtin_weights(), built once.
    static const std::shared_ptr<const Evaluator>& builtin();

    const WeightSet& weights() const { return weights_; }
    const EvalWeights& weights(Rule r) const { return weights_[r]; }
    // combos: the table from `c`'s combination to threat and scores under
    // `r` (engine-internal type; the colours differ under renju only).
    const ComboValue* combos(Rule r, Color c) const;

  private:
    void build(Rule r) const;

    WeightSet weights_;
    mutable std::once_flag built_[kRuleCount];
    mutable std::unique_ptr<ComboValue[]> tables_[kRuleCount][2];
};

// What Board::evaluate() sums in a position, from the side to move's view:
// per combination class, empty cells of us minus them and stones of us minus
// them (non-zero entries only, by class); centre weights of us minus them;
// whether the attack and defend terms apply; the strongest threat class of
// an empty cell of us and of them; the pressure counts.
struct EvalFeatures {
    std::vector<std::pair<int, int>> cells, stones;
    int position = 0;
    bool attack = false, defend = false;
    Threat own_best = kThreatNone, their_best = kThreatNone;
    // pressure[kind][0 (us) or 1 (them)]: the cell counts, uncapped.
    int pressure[kPressureKinds][2] = {};
};

// eval_features: the features of a gomoku position.
EvalFeatures eval_features(const Board& board);
// evaluate_features: the evaluation the features give with `w`; equal to
// Board::evaluate() of the position when `w` are the board's weights.
Score evaluate_features(const EvalFeatures& f, const EvalWeights& w);

}  // namespace wuzi
