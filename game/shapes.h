// Anti-aliased drawing helpers: discs, rings and thick lines whose edges fade
// over about a pixel, so they look smooth without multisampling (which Xvfb
// and many drivers lack).
#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <string>
#include <vector>

#include "theme.h"

namespace wuzi::game {

sf::Color to_sf(const Rgba& c);
sf::Color with_alpha(sf::Color c, uint8_t alpha);
sf::Color mix(sf::Color a, sf::Color b, float t);

// draw_disc: a filled circle shaded from `centre_colour` at `centre + shine`
// to `rim_colour` at the edge, the edge faded over `feather` pixels.
void draw_disc(sf::RenderTarget& target, sf::Vector2f centre, float radius, sf::Color centre_colour,
               sf::Color rim_colour, sf::Vector2f shine = {}, float feather = 1.f);
// draw_ring: a circle outline of `thickness` centred on `radius`.
void draw_ring(sf::RenderTarget& target, sf::Vector2f centre, float radius, float thickness,
               sf::Color colour);
// draw_line: a straight segment of `width` with soft sides and round-ish caps.
void draw_line(sf::RenderTarget& target, sf::Vector2f a, sf::Vector2f b, float width,
               sf::Color colour);
// draw_rect: a filled axis-aligned rectangle (pixel-snapped, no feather).
void draw_rect(sf::RenderTarget& target, float x, float y, float w, float h, sf::Color colour);

// Text alignment for draw_text.
enum class Align { Left, Centre, Right };
// draw_text: `text` with its baseline box at (x, y) aligned horizontally;
// returns the drawn width.
float draw_text(sf::RenderTarget& target, const sf::Font& font, const std::string& text,
                unsigned size, float x, float y, sf::Color colour, Align align = Align::Left);
// text_width: the drawn width of `text` (UTF-8).
float text_width(const sf::Font& font, const std::string& text, unsigned size);
// fit_text: `text`, shortened with an ellipsis if needed to fit `width`. A
// shortened text is noted in the clip log unless `report` is false (a text
// whose whole is shown elsewhere, e.g. on hover).
std::string fit_text(const sf::Font& font, const std::string& text, unsigned size, float width,
                     bool report = true);
// wrap_text: `text` broken at spaces into lines that fit `width`, at most
// `max_lines` (the last one shortened by fit_text if the text goes on).
std::vector<std::string> wrap_text(const sf::Font& font, const std::string& text, unsigned size,
                                   float width, size_t max_lines = 100);
// The clip log: the texts fit_text shortened since the last take (one
// frame's, for `wuzi --debug`; the GUI tests check nothing is cut).
std::vector<std::string> take_clip_log();
// fit_size: the largest size from `size` down to `min_size` at which `text`
// fits `width` (`min_size` if none does).
unsigned fit_size(const sf::Font& font, const std::string& text, unsigned size, unsigned min_size,
                  float width);
// draw_text_centred: `text` centred on (x, y) both ways.
void draw_text_centred(sf::RenderTarget& target, const sf::Font& font, const std::string& text,
                       unsigned size, float x, float y, sf::Color colour);

}  // namespace wuzi::game
