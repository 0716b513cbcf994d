// Balanced openings: random stones near the centre, kept when a short search
// from the side to move says the position is roughly even and no forced win
// is in sight. Used by `openings` (to write a file) and `selfplay`.
#pragma once

#include <wuzi/board.h>

#include <cstdint>
#include <vector>

#include "openings_file.h"
#include "progress.h"

namespace wuzi::cli {

// How openings are drawn and checked. Invariants: 1 <= min_plies <=
// max_plies; depth or time_ms bounds the check (depth 0 and time 0 would
// search forever).
struct BalanceCheck {
    int min_plies = 3, max_plies = 5;
    int radius = 3;       // stones within this distance (both axes) of the centre
    int depth = 6;        // the check's search depth (0: use time_ms)
    int64_t time_ms = 0;  // the check's search time (0: use depth)
    int max_eval = 60;    // largest |evaluation| kept
    int concurrency = 1;
    uint64_t seed = 1;
};

struct BalancedOpening {
    Opening opening;
    Score score = 0;  // the check's score for the side to move
};

// generate_balanced: up to `count` openings, no two the same up to symmetry;
// fewer only if 500 * count random positions did not give enough. `tried`
// receives how many positions were drawn.
std::vector<BalancedOpening> generate_balanced(const BoardConfig& config, int count,
                                               const BalanceCheck& check, Progress* progress,
                                               long* tried = nullptr);

}  // namespace wuzi::cli
