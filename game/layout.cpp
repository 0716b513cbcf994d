#include "layout.h"

#include <algorithm>
#include <cmath>

namespace wuzi::game {

Layout Layout::compute(float width, float height, int size, bool cells) {
    Layout l;
    l.width = std::max(width, 1.f);
    l.height = std::max(height, 1.f);
    l.size = std::max(size, 1);
    l.cells = cells;
    l.scale = std::min(l.width / kDesignWidth, l.height / kDesignHeight);
    float ox = 0, oy = 0, side = 0;
    if (l.scale >= kMinPanelScale) {
        // Everything scales together, centred with bands of background.
        l.pscale = l.scale;
        ox = std::floor((l.width - kDesignWidth * l.scale) / 2);
        oy = std::floor((l.height - kDesignHeight * l.scale) / 2);
        side = kBoardDesignSize * l.scale;
        l.panel = {ox + side, oy, kPanelDesignWidth * l.scale, side};
    } else {
        // A small window: the panel keeps a readable size (at most half the
        // width) and the full height; the board takes the rest.
        l.pscale = std::min(kMinPanelScale, l.width / 2 / kPanelDesignWidth);
        const float panel_w = std::floor(kPanelDesignWidth * l.pscale);
        side = std::max(1.f, std::min(l.height, l.width - panel_w));
        ox = std::floor((l.width - side - panel_w) / 2);
        oy = std::floor((l.height - side) / 2);
        l.scale = side / kBoardDesignSize;
        l.panel = {ox + side, 0, panel_w, l.height};
    }
    l.board = {ox, oy, side, side};
    if (cells) {
        // Half a cell of margin around the grid of cells.
        l.cell = side / (float(l.size) + 1.f);
        l.x0 = ox + l.cell;
        l.y0 = oy + l.cell;
    } else {
        // 1.2 cells of margin: room for the coordinates and edge stones.
        l.cell = side / (float(l.size - 1) + 2.4f);
        l.x0 = ox + 1.2f * l.cell;
        l.y0 = oy + 1.2f * l.cell;
    }
    l.x0 = std::round(l.x0);
    l.y0 = std::round(l.y0);
    return l;
}

std::optional<Layout::Point> Layout::point_at(float px_, float py_) const {
    const float fx = (px_ - x0) / cell, fy = (py_ - y0) / cell;
    const int x = int(std::lround(fx)), y = int(std::lround(fy));
    if (x < 0 || y < 0 || x >= size || y >= size) return std::nullopt;
    const float reach = cells ? 0.5f : 0.45f;
    if (std::fabs(fx - float(x)) > reach || std::fabs(fy - float(y)) > reach) return std::nullopt;
    return Point{x, y};
}

}  // namespace wuzi::game
