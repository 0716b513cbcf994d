// The evaluation bar (Black's share of the position) and the graph of the
// evaluation over the game, with the review's marks.
#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "eval_history.h"
#include "layout.h"
#include "resources_fwd.h"
#include "review.h"

namespace wuzi::game {

// verdict_colour: yellow for an inaccuracy, orange a mistake, red a blunder.
sf::Color verdict_colour(Verdict v);

// draw_eval_bar: a horizontal bar, black from the left, white from the right,
// split at Black's share; `text` (the evaluation in words) on it, shrunk to fit.
void draw_eval_bar(sf::RenderTarget& t, const Resources& res, const Rect& r,
                   const std::optional<Eval>& eval, const std::string& text, float scale);

// What the graph shows. Invariant: the references outlive the draw call.
struct GraphData {
    const EvalHistory& history;
    int plies;   // the line's length
    int cursor;  // the shown position, marked by a vertical line
    const std::vector<std::pair<int, Verdict>>& marks;  // (ply after the move, verdict)
    bool tictactoe;
};
// draw_eval_graph: Black's share after each move (Black winning at the top),
// for the positions the history knows, the review's marks as coloured dots.
void draw_eval_graph(sf::RenderTarget& t, const Resources& res, const Rect& r,
                     const GraphData& data, float scale);

}  // namespace wuzi::game
