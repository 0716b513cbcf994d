#include "pattern.h"

#include <algorithm>
#include <cassert>
#include <memory>
#include <mutex>

namespace wuzi {

namespace {

constexpr int kOwn = 1;
constexpr int kBlocked = 2;
constexpr int kEmptyCell = 0;

// Recursive classifier over lines of 2 * half + 1 ternary cells. The centre
// is always own. Results are memoised by the ternary code of the line.
// `exact`: only exactly `win_length` in a row wins; `renju_black`: also mark
// overlines and two fours on one line (Black under renju).
class Classifier {
  public:
    Classifier(bool exact, bool renju_black, int win_length, int half)
        : exact_(exact), renju_black_(renju_black), k_(win_length), half_(half) {
        int n = 1;
        for (int i = 0; i < 2 * half + 1; ++i) n *= 3;
        memo_.assign(n, -1);
    }

    Pattern classify(std::vector<int>& line) {
        int code = 0;
        for (int c : line) code = code * 3 + c;
        if (memo_[code] >= 0) return Pattern(memo_[code]);
        Pattern result = compute(line);
        memo_[code] = int8_t(result);
        return result;
    }

  private:
    // run: the length of the run of own stones through the centre.
    int run(const std::vector<int>& line) const {
        int l = half_, r = half_;
        while (l > 0 && line[l - 1] == kOwn) --l;
        while (r < 2 * half_ && line[r + 1] == kOwn) ++r;
        return r - l + 1;
    }
    bool is_five(const std::vector<int>& line) const {
        const int len = run(line);
        return exact_ ? len == k_ : len >= k_;
    }

    Pattern compute(std::vector<int>& line) {
        if (is_five(line)) return kPatF5;
        if (renju_black_ && run(line) > k_) return kPatOverline;
        const int lo = std::max(0, half_ - (k_ - 1));
        const int hi = std::min(2 * half_, half_ + (k_ - 1));
        int winning_points = 0, first = -1, last = -1;
        for (int e = lo; e <= hi; ++e) {
            if (line[e] != kEmptyCell) continue;
            line[e] = kOwn;
            if (is_five(line)) {
                ++winning_points;
                if (first < 0) first = e;
                last = e;
            }
            line[e] = kEmptyCell;
        }
        // Two winning points k apart close one straight four; any other two
        // belong to two fours on this line.
        if (renju_black_ && winning_points >= 2 && !(winning_points == 2 && last - first == k_))
            return kPatFourFour;
        if (winning_points >= 2) return kPatF4;
        if (winning_points == 1) return kPatB4;
        Pattern best = kPatNone;
        for (int e = lo; e <= hi; ++e) {
            if (line[e] != kEmptyCell) continue;
            line[e] = kOwn;
            Pattern child = classify(line);
            line[e] = kEmptyCell;
            Pattern promoted = kPatNone;
            switch (child) {
                case kPatF4:
                    promoted = kPatF3;
                    break;
                case kPatB4:
                    promoted = kPatB3;
                    break;
                case kPatF3:
                    promoted = kPatF2;
                    break;
                case kPatB3:
                    promoted = kPatB2;
                    break;
                case kPatF2:
                    promoted = kPatF1;
                    break;
                case kPatB2:
                    promoted = kPatB1;
                    break;
                default:
                    break;
            }
            best = std::max(best, promoted);
        }
        return best;
    }

    bool exact_, renju_black_;
    int k_;
    int half_;
    std::vector<int8_t> memo_;
};

}  // namespace

Pattern PatternTable::classify(const std::vector<int>& line, Rule rule, int win_length, Color c) {
    const int half = int(line.size()) / 2;
    Classifier classifier(exact_five(rule, c), rule == Rule::Renju && c == Black, win_length, half);
    std::vector<int> copy = line;
    copy[half] = kOwn;
    return classifier.classify(copy);
}

namespace {

// Ternary codes of the lines a table index describes, for one colour: the
// index's 2 * half cells fall into a left and a right half of `half` cells
// (two bits each: 0 empty, 1 black, 2 white, 3 wall), and a half's code is
// its cells as ternary digits (0 empty, 1 own, 2 blocked), cell i worth 3^i.
// A line's code is left + 3^half * right.
class LineCodes {
  public:
    LineCodes(int half, Color c) : half_(half), halves_(size_t(1) << (2 * half)) {
        for (uint32_t bits = 0; bits < halves_.size(); ++bits) {
            uint32_t code = 0;
            for (int i = half - 1; i >= 0; --i) {
                const uint32_t cell = (bits >> (2 * i)) & 3;
                code = code * 3 + (cell == 0 ? kEmptyCell : cell == 1u + c ? kOwn : kBlocked);
            }
            halves_[bits] = code;
        }
        power_ = 1;
        for (int i = 0; i < half; ++i) power_ *= 3;
    }

    uint32_t count() const { return power_ * power_; }
    uint32_t of_index(uint32_t index) const {
        const uint32_t mask = uint32_t(halves_.size() - 1);
        return halves_[index & mask] + power_ * halves_[index >> (2 * half_)];
    }
    // line: writes into `cells` (2 * half + 1 of them) the line with `code`
    // in window order, centre own.
    void line(uint32_t code, std::vector<int>& cells) const {
        cells.assign(size_t(2 * half_ + 1), kOwn);
        for (int i = 0; i < 2 * half_; ++i, code /= 3)
            cells[size_t(i < half_ ? i : i + 1)] = int(code % 3);
    }

  private:
    int half_;
    std::vector<uint32_t> halves_;
    uint32_t power_;
};

// patterns_by_code: the pattern of every ternary line, by LineCodes' code.
std::vector<Pattern> patterns_by_code(Classifier& classifier, const LineCodes& codes) {
    std::vector<Pattern> patterns(codes.count());
    std::vector<int> line;
    for (uint32_t code = 0; code < codes.count(); ++code) {
        codes.line(code, line);
        patterns[code] = classifier.classify(line);
    }
    return patterns;
}

// index_half: the fewest cells on each side of a cell that decide its
// pattern. A win through the cell lies within win_length - 1 of it; where
// exactly win_length wins (Black under standard and renju, White under
// standard), one cell more tells a five from an overline. Tic-tac-toe's
// table (freestyle, three) thus has 2^8 entries, gomoku's 2^16 or 2^20.
int index_half(Rule rule, int win_length) {
    return rule == Rule::Freestyle ? win_length - 1 : win_length;
}

}  // namespace

// Each colour sees a cell as empty, own or blocked (the other colour or a
// wall), so the 4^(2 half) indices describe only 3^(2 half) lines per
// colour: those are classified once, and each index looks its two up. Only
// renju judges the colours' lines differently; elsewhere White's patterns
// by code are Black's.
PatternTable::PatternTable(Rule rule, int win_length) : half_(index_half(rule, win_length)) {
    const LineCodes black_codes(half_, Black), white_codes(half_, White);
    Classifier black_classifier(exact_five(rule, Black), rule == Rule::Renju, win_length, half_);
    const std::vector<Pattern> black = patterns_by_code(black_classifier, black_codes);
    std::vector<Pattern> white;
    if (rule == Rule::Renju) {
        Classifier white_classifier(exact_five(rule, White), false, win_length, half_);
        white = patterns_by_code(white_classifier, white_codes);
    } else {
        assert(exact_five(rule, White) == exact_five(rule, Black));
        white = black;
    }
    table_.resize(size_t(1) << (4 * half_));
    for (uint32_t index = 0; index < table_.size(); ++index)
        table_[index] = PatternPair(black[black_codes.of_index(index)] |
                                    (white[white_codes.of_index(index)] << 4));
}

const PatternTable& PatternTable::get(Rule rule, int win_length) {
    assert(win_length >= 3 && win_length <= 5);
    static std::unique_ptr<PatternTable> tables[kRuleCount][6];
    static std::mutex mutex;
    std::lock_guard lock(mutex);
    auto& slot = tables[int(rule)][win_length];
    if (!slot) slot.reset(new PatternTable(rule, win_length));
    return *slot;
}

namespace {

// The combination tables, computed at compile time (read-only data: no
// front end builds them at its start). The evaluation's scores live in
// wuzi/weights.h.
template <typename T, typename F>
constexpr std::array<T, 65536> table_of(F of) {
    std::array<T, 65536> values{};
    for (uint32_t combo = 0; combo < 65536; ++combo) values[combo] = of(uint16_t(combo));
    return values;
}

constexpr std::array<Threat, 65536> kThreats = table_of<Threat>(PatternTable::threat_of);
constexpr std::array<RenjuKind, 65536> kRenjuKinds =
    table_of<RenjuKind>(PatternTable::renju_kind_of);
constexpr std::array<Threat, 65536> kRenjuBlackThreats = table_of<Threat>([](uint16_t combo) {
    return PatternTable::renju_kind_of(combo) == kRenjuNone ? PatternTable::threat_of(combo)
                                                            : kThreatNone;
});

}  // namespace

const std::array<Threat, 65536>& PatternTable::threats() { return kThreats; }

const std::array<RenjuKind, 65536>& PatternTable::renju_kinds() { return kRenjuKinds; }

const std::array<Threat, 65536>& PatternTable::renju_black_threats() { return kRenjuBlackThreats; }

const Threat* PatternTable::threat_table(Rule rule, Color c) {
    return rule == Rule::Renju && c == Black ? renju_black_threats().data() : threats().data();
}

}  // namespace wuzi
