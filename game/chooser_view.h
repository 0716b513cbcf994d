// The file chooser drawn over the window (file_chooser.h holds its logic):
// where its parts go, from the layout alone so that drawing, clicks and the
// GUI test scripts agree, and the drawing.
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <cstddef>
#include <optional>

#include "file_chooser.h"
#include "layout.h"
#include "resources_fwd.h"

namespace wuzi::game {

// ChooserGeometry. Invariants: every part lies inside `box`, which lies
// inside the window; `rows` >= 1 rows of `row_h` fit in `list`; `ok` (Open,
// Save or, while Save asks, Replace) and `cancel` (Cancel, or Keep) are apart.
struct ChooserGeometry {
    Rect box, list, field, ok, cancel;
    float row_h = 0, k = 1;  // k: the design scale (the panel's)
    size_t rows = 1;
    float title_y = 0, folder_y = 0, message_y = 0;
    // row_at: the list's row under pixel (x, y) when its first row shown is
    // `first` (it may be past the last entry: the caller checks).
    std::optional<size_t> row_at(float x, float y, size_t first) const;
    // row_rect: where the list's row `row` is drawn when `first` is the first shown.
    Rect row_rect(size_t row, size_t first) const;
};

// chooser_geometry: the chooser's box in a window of layout `l`.
ChooserGeometry chooser_geometry(const Layout& l);

// draw_chooser: the box with its title, the folder, the list (the selection
// highlighted, a scroll bar when it is longer than the box), the name field
// with a blinking cursor, the message and the buttons (Save's question
// turns them into Replace and Keep). `engine_title`: the title of an
// engine's chooser (which side it is for).
void draw_chooser(sf::RenderTarget& t, const Resources& res, const Layout& l,
                  const FileChooser& chooser, float time_s, sf::Vector2f mouse,
                  const std::string& engine_title = {});

}  // namespace wuzi::game
