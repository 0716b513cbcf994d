#include "move_picker.h"

#include <algorithm>
#include <utility>

namespace wuzi {

namespace {

// Ordering bonuses added to the threat score of a move.
constexpr int kTTMoveBonus = 1 << 24;
constexpr int kKillerBonus = 700;

}  // namespace

MovePicker::MovePicker(const Board& board, GenMode mode, Move tt_move, const Move killers[2],
                       const int* history, int cell_weight, Move counter, int counter_bonus,
                       int history_divisor, int history_max)
    : board_(board),
      mode_(mode),
      tt_move_(tt_move),
      killers_(killers),
      history_(history),
      cell_weight_(cell_weight),
      counter_(counter),
      counter_bonus_(counter_bonus),
      history_divisor_(history_divisor),
      history_max_(history_max) {}

void MovePicker::generate_rest() {
    generate(board_, mode_, moves_);
    if (moves_.empty() && !tt_move_given_) generate(board_, GenMode::All, moves_);
    const Color us = board_.side_to_move(), them = opponent(us);
    for (ScoredMove& sm : moves_) {
        const Move m = sm.move;
        if (cell_weight_)
            sm.score +=
                (board_.cell_score(us, m) + board_.cell_score(them, m)) * cell_weight_ / 100;
        if (m == tt_move_)
            sm.score += kTTMoveBonus;
        else if (m == killers_[0] || m == killers_[1])
            sm.score += kKillerBonus;
        else if (m == counter_)
            sm.score += counter_bonus_;
        sm.score += std::clamp(history_[m] / history_divisor_, -history_max_, history_max_);
    }
}

ScoredMove MovePicker::next() {
    switch (stage_) {
        case Stage::TTMove:
            stage_ = Stage::Generate;
            if (board_.stone_count() > 0 && generates(board_, mode_, tt_move_)) {
                tt_move_given_ = true;
                return {tt_move_, kTTMoveBonus};
            }
            [[fallthrough]];
        case Stage::Generate:
            stage_ = Stage::Rest;
            generate_rest();
            [[fallthrough]];
        case Stage::Rest:
            while (next_ < moves_.size()) {
                // Selection sort: the best remaining move first.
                size_t top = next_;
                for (size_t j = next_ + 1; j < moves_.size(); ++j)
                    if (moves_[j].score > moves_[top].score) top = j;
                std::swap(moves_[next_], moves_[top]);
                const ScoredMove sm = moves_[next_++];
                if (tt_move_given_ && sm.move == tt_move_) continue;
                return sm;
            }
            return {kNoMove, 0};
    }
    return {kNoMove, 0};
}

}  // namespace wuzi
