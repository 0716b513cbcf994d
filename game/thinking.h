// What the panel shows of a search: plain data, filled by the search driver.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "eval_history.h"

namespace wuzi::game {

// ThinkingView. Invariant: the numbers describe the latest completed
// iteration and are meaningful only when `depth` > 0; `active` is true while
// the search runs.
struct ThinkingView {
    bool active = false;  // a search runs now
    std::string who;      // "White (AI)" or "Hint"
    int depth = 0, seldepth = 0;
    std::optional<Eval> eval;
    int mate_plies = 0;  // for the side searching: > 0 it wins, < 0 it loses
    uint64_t nodes = 0, nps = 0;
    int64_t elapsed_ms = 0;
    std::string pv;
};

}  // namespace wuzi::game
