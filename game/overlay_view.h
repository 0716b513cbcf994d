// Boxes drawn over everything: the keyboard help and the tooltip of a
// setting (the file chooser: chooser_view.h).
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>
#include <string>

#include "layout.h"
#include "resources_fwd.h"

namespace wuzi::game {

// draw_help: the shortcuts (key_bindings.h) in a box over the window, in one
// or two columns, at the largest size (up to the panel's) at which all fit.
void draw_help(sf::RenderTarget& t, const Resources& res, const Layout& l);
// draw_tooltip: `text` in a small box near the mouse, kept inside the window.
void draw_tooltip(sf::RenderTarget& t, const Resources& res, const Layout& l,
                  const std::string& text, sf::Vector2f mouse);

}  // namespace wuzi::game
