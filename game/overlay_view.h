// Boxes drawn over the board: the keyboard help and the file-name prompt.
#pragma once

#include <SFML/Graphics/RenderTarget.hpp>

#include "layout.h"
#include "resources_fwd.h"
#include "text_prompt.h"

namespace wuzi::game {

// draw_help: the shortcuts (key_bindings.h) in a box over the board.
void draw_help(sf::RenderTarget& t, const Resources& res, const Layout& l);
// draw_prompt: the prompt's title, its text with a blinking cursor and the
// keys that confirm or cancel.
void draw_prompt(sf::RenderTarget& t, const Resources& res, const Layout& l,
                 const TextPrompt& prompt, float time_s);

}  // namespace wuzi::game
