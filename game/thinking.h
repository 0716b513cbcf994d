// What the panel and the board show of a search: plain data, filled by the
// search driver.
#pragma once

#include <wuzi/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "eval_history.h"

namespace wuzi::game {

// What a search is for: the AI's move, a hint for the human, the analysis of
// the shown position, one position of a game review, or pondering (the AI
// thinking on the human's time, to fill its table for its next move), or one
// of the searches behind the AI's opening choice (wuzi/swap_decision.h).
enum class SearchPurpose { Move, Hint, Analysis, Review, Ponder, Opening };

// One of the best moves of the searched position. Invariant: `line` starts
// with `move`; `eval` is from Black's view like every Eval.
struct LineView {
    Move move = kNoMove;
    Eval eval;
    std::vector<Move> line;
};

// ThinkingView. Invariants: the numbers describe the latest completed
// iteration of the search of the position after `ply` moves (session
// `version`) and are meaningful only when `depth` > 0; `active` is true while
// the search runs; `lines` holds the best moves found (one outside analysis).
struct ThinkingView {
    bool active = false;  // a search runs now
    SearchPurpose purpose = SearchPurpose::Move;
    std::string who;  // "White (AI)", "Hint", "Analysis", "Black (Rapfi)"
    uint64_t version = 0;
    int ply = 0;
    Color side = Black;  // to move in the searched position
    int size = 15;       // of the board searched
    int depth = 0, seldepth = 0;
    std::optional<Eval> eval;
    uint64_t nodes = 0, nps = 0;
    int64_t elapsed_ms = 0;
    std::string pv;
    std::vector<LineView> lines;
    // An external engine's latest MESSAGE text (its own words, whatever
    // they are); empty for the built-in engine.
    std::string note;
};

}  // namespace wuzi::game
