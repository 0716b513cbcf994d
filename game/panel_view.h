// The side panel: game and turn, players and clocks, the AI's settings, the
// live view of the search, the evaluation bar and graph, the buttons and the
// status line.
#pragma once

#include <wuzi/types.h>

#include <SFML/Graphics/RenderTarget.hpp>
#include <optional>
#include <string>
#include <vector>

#include "eval_history.h"
#include "key_bindings.h"
#include "layout.h"
#include "resources_fwd.h"
#include "thinking.h"

namespace wuzi::game {

// A clickable button as drawn this frame. Invariant: `rect` is where it was
// drawn, so a click inside it means `action` (if enabled).
struct Button {
    Rect rect;
    Action action;
    std::string label;
    bool enabled = true;
};

// Everything the panel draws, prepared by the app from the session each
// frame. Invariant: `history` (if set) outlives the draw call; texts are final
// (the view adds no wording of its own beyond labels).
struct PanelModel {
    std::string game_line;  // "Gomoku 15x15, freestyle"
    std::string turn_line;  // "Black to move: your turn"
    Color turn_colour = Black;
    bool over = false;
    bool drawn = false;  // the game ended in a draw
    bool tictactoe = false;
    std::string player[2];  // "Human" / "AI"
    std::string clock[2];
    std::optional<Color> clock_running;
    std::string size;  // "15" (gomoku) or "3"
    std::string level, depth, time;
    ThinkingView thinking;
    std::optional<Eval> eval;
    const EvalHistory* history = nullptr;
    int plies = 0;
    std::string status;
    bool status_error = false;
    float status_alpha = 1;
    bool paused = false, can_pause = false, can_undo = false, can_redo = false, can_hint = false,
         can_resign = false;
    std::string footer;
    sf::Vector2f mouse{-1, -1};
};

// PanelView: draws a model and reports the buttons it drew, for clicks.
class PanelView {
  public:
    explicit PanelView(const Resources& res) : res_(res) {}
    std::vector<Button> draw(sf::RenderTarget& t, const Layout& l, const PanelModel& m) const;

  private:
    void draw_button(sf::RenderTarget& t, const Layout& l, const Button& b,
                     sf::Vector2f mouse) const;
    const Resources& res_;
};

}  // namespace wuzi::game
