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
    const float ox = std::floor((l.width - kDesignWidth * l.scale) / 2);
    const float oy = std::floor((l.height - kDesignHeight * l.scale) / 2);
    const float side = kBoardDesignSize * l.scale;
    l.board = {ox, oy, side, side};
    l.panel = {ox + side, oy, (kDesignWidth - kBoardDesignSize) * l.scale, side};
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
