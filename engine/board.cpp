#include <wuzi/board.h>
#include <wuzi/weights.h>

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "pattern.h"

namespace wuzi {

namespace {

struct Zobrist {
    uint64_t stone[2][kCells];
    uint64_t pass;  // xored in while an odd number of passes is on the stack
    Zobrist() {
        uint64_t state = 0x9E3779B97F4A7C15ull;
        auto next = [&state] {  // splitmix64: fixed seed, same keys on every run
            uint64_t z = (state += 0x9E3779B97F4A7C15ull);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            return z ^ (z >> 31);
        };
        for (auto& color : stone)
            for (auto& key : color) key = next();
        pass = next();
    }
};
const Zobrist kZobrist;

constexpr uint64_t stone_bits(Color c) { return c == Black ? 1 : 2; }

// The most cell records one move can need: it changes at most the cells
// five steps either way along its four lines.
constexpr size_t kMaxChangesPerMove = 2 * kDirections * 5;

// The cells a stone makes candidates: up to two steps along the eight line
// directions, and the ring of distance one (the knight-move cells are left out).
constexpr int kNeighbours[] = {-2 * kStride - 2,
                               -2 * kStride,
                               -2 * kStride + 2,
                               -kStride - 1,
                               -kStride,
                               -kStride + 1,
                               -2,
                               -1,
                               1,
                               2,
                               kStride - 1,
                               kStride,
                               kStride + 1,
                               2 * kStride - 2,
                               2 * kStride,
                               2 * kStride + 2};

}  // namespace

bool BoardConfig::valid() const {
    if (win_length == 3) return size == 3 && rule == Rule::Freestyle;
    return win_length == 5 && size >= kMinGomokuSize && size <= kMaxSize;
}

int line_index(int dir, int x, int y) {
    switch (dir) {
        case 0:
            return y;
        case 1:
            return x;
        case 2:
            return x - y + (kMaxSize - 1);
        default:
            return x + y;
    }
}

int line_pos(int dir, int x, int y) { return (dir == 1 ? y : x) + kPad; }

Board::Board(const BoardConfig& config)
    : config_(config),
      table_(&PatternTable::get(config.rule, config.win_length)),
      combo_table_{(config.eval ? *config.eval : *Evaluator::builtin()).combos(config.rule, Black),
                   (config.eval ? *config.eval : *Evaluator::builtin()).combos(config.rule, White)},
      threat_table_{PatternTable::threat_table(config.rule, Black),
                    PatternTable::threat_table(config.rule, White)},
      weights_(&(config.eval ? *config.eval : *Evaluator::builtin()).weights(config.rule)),
      pressure_on_(std::any_of(weights_->pressure.begin(), weights_->pressure.end(),
                               [](int v) { return v != 0; })),
      half_(table_->half()) {
    assert(config.valid());
    cells_.fill(Wall);
    for (int y = 0; y < size(); ++y)
        for (int x = 0; x < size(); ++x) cells_[make_move(x, y)] = Empty;
    history_.reserve(kMaxSize * kMaxSize + kMaxPly);
    changed_.resize(64 * kMaxChangesPerMove);
    recompute_all();
}

void Board::recompute_all() {
    // Line keys from the cells.
    for (auto& dir : lines_)
        for (auto& line : dir) line = ~uint64_t(0);
    for (int y = 0; y < size(); ++y)
        for (int x = 0; x < size(); ++x) {
            Color c = at(make_move(x, y));
            for (int d = 0; d < kDirections; ++d) {
                uint64_t& line = lines_[d][line_index(d, x, y)];
                int shift = 2 * line_pos(d, x, y);
                line &= ~(uint64_t(3) << shift);
                if (c != Empty) line |= stone_bits(c) << shift;
            }
        }
    // Patterns, threats, sums and candidates.
    const uint32_t mask = (1u << (2 * half_)) - 1;
    std::memset(threat_count_, 0, sizeof threat_count_);
    score_sum_[0] = score_sum_[1] = 0;
    stone_sum_[0] = stone_sum_[1] = 0;
    weight_sum_[0] = weight_sum_[1] = 0;
    candidates_.fill(0);
    state_.fill(CellState{});
    hash_ = 0;
    stones_ = 0;
    area_ = {size(), size(), -1, -1};
    for (int y = 0; y < size(); ++y)
        for (int x = 0; x < size(); ++x) {
            Move m = make_move(x, y);
            for (int d = 0; d < kDirections; ++d) {
                uint64_t w = lines_[d][line_index(d, x, y)] >> (2 * (line_pos(d, x, y) - half_));
                uint32_t index = uint32_t(w & mask) | uint32_t((w >> (2 * half_ + 2)) & mask)
                                                          << (2 * half_);
                state_[m].pattern[d] = table_->patterns(index);
            }
            for (int c = 0; c < 2; ++c) {
                uint16_t combo = 0;
                for (int d = 0; d < kDirections; ++d)
                    combo |= uint16_t(((state_[m].pattern[d] >> (4 * c)) & 15) << (4 * d));
                state_[m].combo[c] = combo;
                state_[m].threat[c] = combo_table_[c][combo].threat;
                state_[m].score[c] = combo_table_[c][combo].score;
            }
            Color c = at(m);
            if (c == Empty) {
                add_cell_value(m, +1);
            } else {
                ++stones_;
                hash_ ^= kZobrist.stone[c][m];
                stone_sum_[c] += combo_table_[c][state_[m].combo[c]].stone_score;
                for (int offset : kNeighbours) ++candidates_[m + offset];
                extend_area(x, y);
                weight_sum_[c] += position_weight(x, y);
            }
        }
    if (stones_ == 0) {
        int center = size() / 2;
        area_ = {center, center, center, center};
    }
}

int Board::position_weight(int x, int y) const {
    const int center = (size() - 1) / 2;
    return std::max(0, size() / 2 - std::max(std::abs(x - center), std::abs(y - center)));
}

void Board::extend_area(int x, int y) {
    area_.x0 = std::min(area_.x0, std::max(0, x - 2));
    area_.y0 = std::min(area_.y0, std::max(0, y - 2));
    area_.x1 = std::max(area_.x1, std::min(size() - 1, x + 2));
    area_.y1 = std::max(area_.y1, std::min(size() - 1, y + 2));
}

void Board::add_cell_value(Move m, int sign) {
    for (int c = 0; c < 2; ++c) {
        threat_count_[c][state_[m].threat[c]] += sign;
        score_sum_[c] += sign * state_[m].score[c];
    }
}

// set_patterns: a new pattern byte for cell m, direction dir. For an empty
// cell both colours' combination, threat and score follow (and the counts and
// sums). For a stone only its own colour's combination and the stone sum
// follow: the rest is as it was when the stone was placed, which is right
// again when it is taken back (moves are undone in reverse order). Sum changes
// go to `delta` (score sums then stone sums), kept in registers by the caller:
// updating the members directly chains every cell through store forwarding.
// kThreatsOnly (a threat move): empty cells only, scores left as they were.
template <bool kThreatsOnly>
[[gnu::always_inline]] inline void Board::set_patterns(Move m, int dir, PatternPair value,
                                                       int delta[4]) {
    const Color at = cells_[m];
    const int shift = 4 * dir;
    CellState& s = state_[m];
    assert(change_count_ < changed_.size());
    CellChange& change = changed_[change_count_++];
    change.before = s;
    change.cell = m;
    const unsigned changed = value ^ s.pattern[dir];
    s.pattern[dir] = value;
    // (A threat move never comes here for a stone: update_lines skips them.)
    if (!kThreatsOnly && at != Empty) {
        if (!((changed >> (4 * at)) & 15u)) return;
        const uint16_t combo =
            uint16_t((s.combo[at] & ~(15u << shift)) | (((value >> (4 * at)) & 15u) << shift));
        delta[2 + at] +=
            combo_table_[at][combo].stone_score - combo_table_[at][s.combo[at]].stone_score;
        s.combo[at] = combo;
        return;
    }
    for (int c = 0; c < 2; ++c) {
        // A colour whose pattern on this line is unchanged keeps its values.
        if (!((changed >> (4 * c)) & 15u)) continue;
        const uint16_t combo =
            uint16_t((s.combo[c] & ~(15u << shift)) | (((value >> (4 * c)) & 15u) << shift));
        // A threat move reads the class alone, from a table an eighth the size.
        const Threat threat =
            kThreatsOnly ? threat_table_[c][combo] : combo_table_[c][combo].threat;
        const Threat old = s.threat[c];
        if (threat != old) {
            --threat_count_[c][old];
            ++threat_count_[c][threat];
            s.threat[c] = threat;
        }
        s.combo[c] = combo;
        if (kThreatsOnly) continue;
        const int16_t score = combo_table_[c][combo].score;
        delta[c] += score - s.score[c];
        s.score[c] = score;
    }
}

template <bool kThreatsOnly>
void Board::update_lines(Move m) {
    const int x = move_x(m), y = move_y(m);
    const int half = half_;
    const uint32_t mask = (1u << (2 * half)) - 1;
    int delta[4] = {0, 0, 0, 0};
    for (int d = 0; d < kDirections; ++d) {
        const uint64_t key = lines_[d][line_index(d, x, y)];
        const int q = line_pos(d, x, y);
        const int step = kDirStep[d];
        for (int sign = -1; sign <= 1; sign += 2) {
            for (int i = 1; i <= half; ++i) {
                const Move n = Move(m + sign * i * step);
                const Color at = cells_[n];
                if (at == Wall) break;
                // A threat move leaves the stones' combinations as they are.
                if (kThreatsOnly && at != Empty) continue;
                const uint64_t w = key >> (2 * (q + sign * i - half));
                const uint32_t index = uint32_t(w & mask) | uint32_t((w >> (2 * half + 2)) & mask)
                                                                << (2 * half);
                const PatternPair value = table_->patterns(index);
                if (value != state_[n].pattern[d]) set_patterns<kThreatsOnly>(n, d, value, delta);
            }
        }
    }
    if (kThreatsOnly) return;
    score_sum_[0] += delta[0];
    score_sum_[1] += delta[1];
    stone_sum_[0] += delta[2];
    stone_sum_[1] += delta[3];
}

void Board::make(Move m) {
    assert(threat_moves_ == 0);
    place<false>(m);
    check_consistency();
}

void Board::make_threat_move(Move m) {
    place<true>(m);
    ++threat_moves_;
}

template <bool kThreatsOnly>
void Board::place(Move m) {
    assert(is_empty(m));
    const Color c = side_to_move();
    const int x = move_x(m), y = move_y(m);
    Undo& undo = history_.emplace_back();
    undo.move = m;
    undo.area = area_;
    undo.first_change = change_count_;
    undo.threats_only = kThreatsOnly;
    if (changed_.size() - change_count_ < kMaxChangesPerMove) changed_.resize(2 * changed_.size());
    std::memcpy(undo.threat_count, threat_count_, sizeof threat_count_);
    std::memcpy(undo.score_sum, score_sum_, sizeof score_sum_);
    std::memcpy(undo.stone_sum, stone_sum_, sizeof stone_sum_);
    if (kThreatsOnly) {
        for (int side = 0; side < 2; ++side) --threat_count_[side][state_[m].threat[side]];
    } else {
        add_cell_value(m, -1);
        stone_sum_[c] += combo_table_[c][state_[m].combo[c]].stone_score;
    }
    cells_[m] = c;
    for (int d = 0; d < kDirections; ++d)
        lines_[d][line_index(d, x, y)] |= stone_bits(c) << (2 * line_pos(d, x, y));
    hash_ ^= kZobrist.stone[c][m];
    update_lines<kThreatsOnly>(m);
    for (int offset : kNeighbours) ++candidates_[m + offset];
    weight_sum_[c] += position_weight(x, y);
    if (++stones_ == 1) area_ = {size(), size(), -1, -1};
    extend_area(x, y);
}

// check_consistency: in WUZI_CHECKS builds, every 37th make/unmake compares
// the incremental state with a recompute and aborts on a difference.
void Board::check_consistency() {
#ifdef WUZI_CHECKS
    if (++check_counter_ % 37 == 0 && !is_consistent()) {
        std::fprintf(stderr, "wuzi: incremental board state differs from a recompute\n");
        std::abort();
    }
#endif
}

void Board::unmake() {
    assert(!history_.empty());
    const Undo& undo = history_.back();
    --stones_;
    const Move m = undo.move;
    const Color c = at(m);
    const int x = move_x(m), y = move_y(m);
    cells_[m] = Empty;
    for (int d = 0; d < kDirections; ++d)
        lines_[d][line_index(d, x, y)] &= ~(uint64_t(3) << (2 * line_pos(d, x, y)));
    hash_ ^= kZobrist.stone[c][m];
    // Every pattern the move changed, restored in reverse order.
    for (uint32_t i = change_count_; i-- > undo.first_change;) {
        const CellChange& change = changed_[i];
        state_[change.cell] = change.before;
    }
    change_count_ = undo.first_change;
    for (int offset : kNeighbours) --candidates_[m + offset];
    weight_sum_[c] -= position_weight(x, y);
    std::memcpy(threat_count_, undo.threat_count, sizeof threat_count_);
    std::memcpy(score_sum_, undo.score_sum, sizeof score_sum_);
    std::memcpy(stone_sum_, undo.stone_sum, sizeof stone_sum_);
    area_ = undo.area;
    const bool threats_only = undo.threats_only;
    history_.pop_back();
    if (threats_only)
        --threat_moves_;
    else
        check_consistency();
}

void Board::make_null() {
    Undo& undo = history_.emplace_back();
    undo.move = kNoMove;
    undo.area = area_;
    undo.first_change = change_count_;
    hash_ ^= kZobrist.pass;
    ++nulls_;
}

void Board::unmake_null() {
    assert(!history_.empty() && history_.back().move == kNoMove);
    history_.pop_back();
    hash_ ^= kZobrist.pass;
    --nulls_;
}

uint64_t Board::key_after(Move m) const { return hash_ ^ kZobrist.stone[side_to_move()][m]; }

bool Board::has_five(Color c) const {
    // A stone's own-colour patterns are kept current: F5 there means the line
    // through the stone is a winning one.
    for (int y = 0; y < size(); ++y)
        for (int x = 0; x < size(); ++x) {
            const Move m = make_move(x, y);
            if (at(m) != c) continue;
            for (int d = 0; d < kDirections; ++d)
                if (pattern(c, m, d) == kPatF5) return true;
        }
    return false;
}

bool Board::has_threat_at_least(Color c, Threat t) const {
    for (int i = t; i < kThreatCount; ++i)
        if (threat_count_[c][i]) return true;
    return false;
}

Threat Board::strongest_threat(Color c) const {
    for (int i = kThreatCount - 1; i > kThreatNone; --i)
        if (threat_count_[c][i]) return Threat(i);
    return kThreatNone;
}

Board::Area Board::candidate_area() const { return area_; }

uint8_t Board::renju_kind(Move m) const { return PatternTable::renju_kind(state_[m].combo[Black]); }

CellList Board::forbidden_points() const {
    CellList out;
    if (rule() != Rule::Renju) return out;
    for (int y = 0; y < size(); ++y)
        for (int x = 0; x < size(); ++x) {
            const Move m = make_move(x, y);
            if (is_empty(m) && is_forbidden(m)) out.push_back(m);
        }
    return out;
}

CellList Board::find_threats(Color c, Threat t) const {
    CellList out;
    for (int y = area_.y0; y <= area_.y1; ++y)
        for (int x = area_.x0; x <= area_.x1; ++x) {
            Move m = make_move(x, y);
            if (cells_[m] == Empty && state_[m].threat[c] >= t) out.push_back(m);
        }
    return out;
}

Move Board::first_threat(Color c, Threat t) const {
    for (int y = area_.y0; y <= area_.y1; ++y)
        for (int x = area_.x0; x <= area_.x1; ++x) {
            Move m = make_move(x, y);
            if (cells_[m] == Empty && state_[m].threat[c] >= t) return m;
        }
    return kNoMove;
}

Score Board::evaluate() const {
    assert(threat_moves_ == 0);
    const Color us = side_to_move(), them = opponent(us);
    const EvalWeights& w = *weights_;
    int v = stone_sum_[us] - stone_sum_[them] +
            (score_sum_[us] - score_sum_[them]) / w.cell_divisor +
            w.position * (weight_sum_[us] - weight_sum_[them]) + w.tempo;
    // Initiative: what the side to move can make next, and what it must answer.
    if (threat_count_[us][kThreatFourThree] || threat_count_[us][kThreatDoubleThree]) v += w.attack;
    if (threat_count_[them][kThreatLiveFour]) v -= w.defend;
    v += w.initiative[initiative_index(strongest_threat(us), strongest_threat(them))];
    // Pressure: how many cells each side has to make a three or a four from.
    for (int kind = 0; pressure_on_ && kind < kPressureKinds; ++kind) {
        const Threat first = kPressureFirst[kind], last = kPressureLast[kind];
        v += w.pressure[pressure_index(PressureKind(kind), true, threat_cells(us, first, last))] +
             w.pressure[pressure_index(PressureKind(kind), false, threat_cells(them, first, last))];
    }
    return std::clamp(v, -kMateBound + 1, kMateBound - 1);
}

bool Board::is_consistent() const {
    Board fresh(config_);
    fresh.cells_ = cells_;
    fresh.recompute_all();
    const uint64_t passes = nulls_ % 2 ? kZobrist.pass : 0;
    bool same = (fresh.hash_ ^ passes) == hash_ &&
                std::memcmp(fresh.threat_count_, threat_count_, sizeof threat_count_) == 0 &&
                fresh.score_sum_[0] == score_sum_[0] && fresh.score_sum_[1] == score_sum_[1] &&
                fresh.stone_sum_[0] == stone_sum_[0] && fresh.stone_sum_[1] == stone_sum_[1] &&
                fresh.weight_sum_[0] == weight_sum_[0] && fresh.weight_sum_[1] == weight_sum_[1] &&
                std::memcmp(fresh.lines_, lines_, sizeof lines_) == 0;
    // Stones keep their own colour's combination current; the rest of a
    // stone's values are those of when it was placed (see set_patterns).
    for (int y = 0; y < size(); ++y)
        for (int x = 0; x < size(); ++x) {
            const Move m = make_move(x, y);
            const CellState &a = fresh.state_[m], &b = state_[m];
            same = same && a.pattern == b.pattern;
            for (int c = 0; c < 2; ++c) {
                if (at(m) == Empty)
                    same = same && a.combo[c] == b.combo[c] && a.threat[c] == b.threat[c] &&
                           a.score[c] == b.score[c];
                else if (at(m) == c)
                    same = same && a.combo[c] == b.combo[c];
            }
        }
    if (stones_ > 0) {
        same = same && fresh.area_.x0 == area_.x0 && fresh.area_.y0 == area_.y0 &&
               fresh.area_.x1 == area_.x1 && fresh.area_.y1 == area_.y1;
        for (int y = 0; y < size(); ++y)
            for (int x = 0; x < size(); ++x) {
                Move m = make_move(x, y);
                same = same && fresh.candidates_[m] == candidates_[m];
            }
    }
    return same;
}

}  // namespace wuzi
