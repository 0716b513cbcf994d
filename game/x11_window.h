// The little the window needs from X11 directly: whether a display can be
// opened at all (SFML aborts the program when it cannot), and a minimum size
// for the window manager.
#pragma once

#include <SFML/Window/WindowHandle.hpp>
#include <optional>
#include <string>

namespace wuzi::game {

// display_problem: why no window can be opened (no DISPLAY, or it cannot be
// reached), or nothing when a display answers (its connection then stays
// open, so the server cannot reset before SFML connects).
std::optional<std::string> display_problem();
// set_min_size: ask the window manager to keep `window` at least w x h.
void set_min_size(sf::WindowHandle window, unsigned w, unsigned h);

}  // namespace wuzi::game
