// The evaluation bar (Black's share of the position) and the graph of the
// evaluation over the game.
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <optional>

#include "eval_history.h"
#include "layout.h"
#include "resources_fwd.h"

namespace wuzi::game {

// draw_eval_bar: a horizontal bar, black from the left, white from the right,
// split at Black's share; the evaluation's text on it.
void draw_eval_bar(sf::RenderTarget& t, const Resources& res, const Rect& r,
                   const std::optional<Eval>& eval, bool tictactoe, float scale);
// draw_eval_graph: Black's share after each move (1 = Black winning at the
// top), for the positions `history` knows, over `plies` moves.
void draw_eval_graph(sf::RenderTarget& t, const Resources& res, const Rect& r,
                     const EvalHistory& history, int plies, float scale);

}  // namespace wuzi::game
