// Where everything goes in the window, computed from the window size alone so
// that drawing, clicking and the GUI test scripts agree.
#pragma once

#include <optional>

namespace wuzi::game {

// An axis-aligned rectangle in window pixels; w and h are never negative.
struct Rect {
    float x = 0, y = 0, w = 0, h = 0;
    bool contains(float px, float py) const {
        return px >= x && py >= y && px < x + w && py < y + h;
    }
};

// The design size: everything is laid out for this and scaled uniformly, so
// the board keeps its aspect (bands of background fill the rest).
constexpr float kDesignWidth = 1000.f, kDesignHeight = 720.f;
constexpr float kBoardDesignSize = 720.f;
constexpr float kPanelDesignWidth = kDesignWidth - kBoardDesignSize;
// The panel's text stays readable: below this scale the panel keeps its size
// and the board shrinks instead.
constexpr float kMinPanelScale = 0.8f;
// The smallest window the window manager is asked to allow (and the window
// sets itself back to): everything still fits without overlap.
constexpr unsigned kMinWindowWidth = 480, kMinWindowHeight = 360;

// Layout. Invariants: `board` is a square and `panel` lies right of it, both
// inside the window; `cell` > 0 is the distance between neighbouring points;
// point (x, y) (y from the top) is drawn at (x0 + x * cell, y0 + y * cell),
// which for tic-tac-toe is a cell's centre and for gomoku an intersection;
// `scale` multiplies the board's design lengths and `pscale` (>= scale) the
// panel's; `panel_height` is the panel's height in design units.
struct Layout {
    float width = kDesignWidth, height = kDesignHeight;
    float scale = 1.f;
    float pscale = 1.f;
    Rect board, panel;
    int size = 15;
    bool cells = false;  // tic-tac-toe: play in cells, not on intersections
    float cell = 0, x0 = 0, y0 = 0;

    // compute: the layout of a window `width` x `height` for a board of `size`.
    static Layout compute(float width, float height, int size, bool cells);

    float px(int x) const { return x0 + float(x) * cell; }
    float py(int y) const { return y0 + float(y) * cell; }
    // point_at: the point whose click area holds pixel (px, py), if any.
    // Gomoku accepts clicks within 0.45 cell of an intersection; tic-tac-toe
    // anywhere inside a cell.
    struct Point {
        int x, y;
    };
    std::optional<Point> point_at(float px, float py) const;
    // s: a design length in pixels; ps: the same in the panel.
    float s(float design) const { return design * scale; }
    float ps(float design) const { return design * pscale; }
    float panel_height() const { return panel.h / pscale; }
};

}  // namespace wuzi::game
