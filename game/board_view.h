// Draws the board: wood, grid, star points, coordinates, stones (or X and O),
// the last move, move numbers, the winning line, the hover preview, the
// engine's principal variation as ghost stones, the hint, the analysis's best
// moves with their scores, the threat display, renju's forbidden points and
// the review's verdicts.
#pragma once

#include <wuzi/board.h>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <optional>
#include <vector>

#include "forbidden_marks.h"
#include "layout.h"
#include "resources_fwd.h"
#include "review.h"
#include "threat_marks.h"

namespace wuzi::game {

// One of the analysis's best moves: its rank (1 is best) and its score in a
// few characters, on a badge of the colour it favours.
struct Candidate {
    Move move = kNoMove;
    int rank = 1;
    std::string label;
    Color favours = Black;
};

// What to draw besides the stones. Invariant: every move listed lies on the
// board of `layout` (but `moves` may hold passes); `pv` alternates colours starting with
// `pv_first`.
struct BoardScene {
    const Board* board = nullptr;
    std::vector<Move> moves;  // the game so far, for numbers and the last move; kPass draws nothing
    size_t setup = 0;         // moves[0, setup) are set-up stones: no numbers, never the last move
    std::vector<Move> win_line;
    std::optional<Move> hover;  // preview of the human's next stone
    Color to_move = Black;
    std::vector<Move> pv;  // engine's expected continuation
    Color pv_first = Black;
    uint8_t pv_alpha = 110;  // the line's stones: faint for a guess, firmer for a proven win
    std::optional<Move> hint;
    std::optional<Move> refused;  // a click that was refused, fading
    float refused_alpha = 0;
    std::vector<Candidate> candidates;
    std::vector<ThreatMark> threats;
    std::vector<ForbiddenMark> forbidden;  // renju: Black's forbidden points
    std::optional<Move> judged;            // the last move, marked with its review verdict
    Verdict verdict = Verdict::Good;
    std::optional<Move> better;  // the review's better move for the last move
    bool show_numbers = false;
    float hint_pulse = -1;  // 0..1 while the hint pulses, else steady
};

// BoardView. Invariant: `cache_` holds the wood, grid and coordinates drawn
// for `cached_` (the layout they were drawn for); it is redrawn only when the
// layout changes, so a frame costs little more than the stones.
class BoardView {
  public:
    explicit BoardView(const Resources& res) : res_(res) {}
    void draw(sf::RenderTarget& target, const Layout& layout, const BoardScene& scene) const;

  private:
    void draw_wood(sf::RenderTarget& t, const Layout& l) const;
    void draw_grid(sf::RenderTarget& t, const Layout& l) const;
    void draw_stone(sf::RenderTarget& t, const Layout& l, Move m, Color c, uint8_t alpha) const;
    void draw_mark(sf::RenderTarget& t, const Layout& l, Move m, Color c, uint8_t alpha) const;
    void draw_candidates(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const;
    void draw_threats(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const;
    void draw_forbidden(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const;
    void draw_review(sf::RenderTarget& t, const Layout& l, const BoardScene& s) const;

    const sf::Texture* static_layer(const Layout& l) const;

    const Resources& res_;
    mutable sf::RenderTexture cache_;
    mutable std::optional<Layout> cached_;
};

}  // namespace wuzi::game
