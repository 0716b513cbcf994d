#include "renju.h"

#include <algorithm>
#include <cassert>
#include <optional>

namespace wuzi {

// The table is fetched once: PatternTable::get locks, and move generation
// makes a check for every point that may be a double three.
ForbiddenCheck::ForbiddenCheck(const Board& board)
    : board_(board), table_([]() -> const PatternTable& {
          static const PatternTable& renju = PatternTable::get(Rule::Renju, 5);
          return renju;
      }()) {
    assert(board.rule() == Rule::Renju && table_.half() == 5);
}

Color ForbiddenCheck::cell(Move m) const {
    if (std::find(placed_.begin(), placed_.end(), m) != placed_.end()) return Black;
    return board_.at(m);
}

// black_pattern: the table lookup the board makes, from the overlay's cells:
// two bits per neighbour (00 empty, 01 black, 10 white, 11 wall), the
// farthest on the left in the lowest bits, the centre left out.
Pattern ForbiddenCheck::black_pattern(Move m, int dir) const {
    constexpr int kCode[4] = {1, 2, 0, 3};  // by Color: Black, White, Empty, Wall
    const int half = table_.half();
    uint32_t index = 0;
    for (int i = 0; i < 2 * half; ++i) {
        const int offset = i < half ? i - half : i - half + 1;
        index |= uint32_t(kCode[cell(Move(m + offset * kDirStep[dir]))]) << (2 * i);
    }
    return Pattern(table_.patterns(index) & 15);
}

uint16_t ForbiddenCheck::black_combo(Move m) const {
    uint16_t combo = 0;
    for (int d = 0; d < kDirections; ++d) combo |= uint16_t(black_pattern(m, d) << (4 * d));
    return combo;
}

namespace {

// decided: the verdict the pattern tables give alone, or nothing when the
// point may be a double three (the recursive test decides).
std::optional<Forbidden> decided(RenjuKind kind) {
    switch (kind) {
        case kRenjuNone:
            return Forbidden::None;
        case kRenjuOverline:
            return Forbidden::Overline;
        case kRenjuDoubleFour:
            return Forbidden::DoubleFour;
        case kRenjuMaybeDoubleThree:
            break;
    }
    return std::nullopt;
}

}  // namespace

Forbidden ForbiddenCheck::check_at(Move m, int depth) {
    const uint16_t combo = black_combo(m);
    if (const std::optional<Forbidden> verdict = decided(PatternTable::renju_kind(combo)))
        return *verdict;
    if (depth >= kMaxDepth) return Forbidden::None;
    placed_.push_back(m);
    int threes = 0;
    for (int d = 0; d < kDirections && threes < 2; ++d)
        if (Pattern((combo >> (4 * d)) & 15) == kPatF3 && is_real_three(m, d, depth)) ++threes;
    placed_.pop_back();
    return threes >= 2 ? Forbidden::DoubleThree : Forbidden::None;
}

bool ForbiddenCheck::is_real_three(Move m, int dir, int depth) {
    const int step = kDirStep[dir];
    for (int sign = -1; sign <= 1; sign += 2) {
        // Walking out from m: black stones, then the first empty point (a
        // straight four through m has no gap between m and its new stone).
        for (int i = 1; i <= 4; ++i) {
            const Move e = Move(m + sign * i * step);
            const Color c = cell(e);
            if (c == Black) continue;
            if (c == Empty && black_pattern(e, dir) == kPatF4 &&
                check_at(e, depth + 1) == Forbidden::None)
                return true;
            break;
        }
    }
    return false;
}

Forbidden Board::forbidden(Move m) const {
    if (rule() != Rule::Renju || !is_empty(m)) return Forbidden::None;
    if (const std::optional<Forbidden> verdict =
            decided(PatternTable::renju_kind(state_[m].combo[Black])))
        return *verdict;
    return ForbiddenCheck(*this).check(m);
}

}  // namespace wuzi
