#include "shapes.h"

#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <algorithm>
#include <cmath>

namespace wuzi::game {

namespace {

constexpr float kPi = 3.14159265f;

int segments_for(float radius) { return std::clamp(int(radius * 1.5f), 24, 96); }

sf::Vector2f on_circle(sf::Vector2f c, float r, int i, int n) {
    const float a = 2 * kPi * float(i) / float(n);
    return {c.x + r * std::cos(a), c.y + r * std::sin(a)};
}

void add_quad(sf::VertexArray& va, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Vector2f d,
              sf::Color ca, sf::Color cb, sf::Color cc, sf::Color cd) {
    // Two triangles: a-b-c and a-c-d.
    va.append({a, ca});
    va.append({b, cb});
    va.append({c, cc});
    va.append({a, ca});
    va.append({c, cc});
    va.append({d, cd});
}

}  // namespace

sf::Color to_sf(const Rgba& c) { return sf::Color(c.r, c.g, c.b, c.a); }

sf::Color with_alpha(sf::Color c, uint8_t alpha) {
    c.a = alpha;
    return c;
}

sf::Color mix(sf::Color a, sf::Color b, float t) {
    auto m = [t](uint8_t x, uint8_t y) { return uint8_t(std::lround(x + (y - x) * t)); };
    return sf::Color(m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a));
}

void draw_disc(sf::RenderTarget& target, sf::Vector2f centre, float radius, sf::Color centre_colour,
               sf::Color rim_colour, sf::Vector2f shine, float feather) {
    if (radius <= 0) return;
    const int n = segments_for(radius);
    const float inner = std::max(0.f, radius - feather / 2), outer = radius + feather / 2;
    sf::VertexArray va(sf::Triangles);
    const sf::Vector2f focus = centre + shine;
    const sf::Color clear = with_alpha(rim_colour, 0);
    for (int i = 0; i < n; ++i) {
        const sf::Vector2f a = on_circle(centre, inner, i, n),
                           b = on_circle(centre, inner, i + 1, n);
        va.append({focus, centre_colour});
        va.append({a, rim_colour});
        va.append({b, rim_colour});
        add_quad(va, a, on_circle(centre, outer, i, n), on_circle(centre, outer, i + 1, n), b,
                 rim_colour, clear, clear, rim_colour);
    }
    target.draw(va);
}

void draw_ring(sf::RenderTarget& target, sf::Vector2f centre, float radius, float thickness,
               sf::Color colour) {
    const int n = segments_for(radius);
    const float f = 0.6f;
    const float r[4] = {radius - thickness / 2 - f, radius - thickness / 2 + f,
                        radius + thickness / 2 - f, radius + thickness / 2 + f};
    const sf::Color clear = with_alpha(colour, 0);
    const sf::Color c[4] = {clear, colour, colour, clear};
    sf::VertexArray va(sf::Triangles);
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < 3; ++k)
            add_quad(va, on_circle(centre, r[k], i, n), on_circle(centre, r[k + 1], i, n),
                     on_circle(centre, r[k + 1], i + 1, n), on_circle(centre, r[k], i + 1, n), c[k],
                     c[k + 1], c[k + 1], c[k]);
    target.draw(va);
}

void draw_line(sf::RenderTarget& target, sf::Vector2f a, sf::Vector2f b, float width,
               sf::Color colour) {
    sf::Vector2f d = b - a;
    const float len = std::sqrt(d.x * d.x + d.y * d.y);
    if (len <= 0) return;
    d /= len;
    const sf::Vector2f n(-d.y, d.x);
    const float f = 0.6f;
    const float off[4] = {-width / 2 - f, -width / 2 + f, width / 2 - f, width / 2 + f};
    const sf::Color clear = with_alpha(colour, 0);
    const sf::Color c[4] = {clear, colour, colour, clear};
    sf::VertexArray va(sf::Triangles);
    for (int k = 0; k < 3; ++k)
        add_quad(va, a + n * off[k], b + n * off[k], b + n * off[k + 1], a + n * off[k + 1], c[k],
                 c[k], c[k + 1], c[k + 1]);
    target.draw(va);
}

void draw_rect(sf::RenderTarget& target, float x, float y, float w, float h, sf::Color colour) {
    sf::RectangleShape r({std::round(w), std::round(h)});
    r.setPosition(std::round(x), std::round(y));
    r.setFillColor(colour);
    target.draw(r);
}

float draw_text(sf::RenderTarget& target, const sf::Font& font, const std::string& text,
                unsigned size, float x, float y, sf::Color colour, Align align) {
    sf::Text t(sf::String::fromUtf8(text.begin(), text.end()), font, size);
    t.setFillColor(colour);
    const float w = t.getLocalBounds().width + t.getLocalBounds().left;
    if (align == Align::Centre) x -= w / 2;
    if (align == Align::Right) x -= w;
    t.setPosition(std::round(x), std::round(y));
    target.draw(t);
    return w;
}

float text_width(const sf::Font& font, const std::string& text, unsigned size) {
    const sf::Text t(sf::String::fromUtf8(text.begin(), text.end()), font, size);
    return t.getLocalBounds().width + t.getLocalBounds().left;
}

namespace {
std::vector<std::string> clip_log;  // the main thread's (drawing happens there only)
}  // namespace

std::vector<std::string> take_clip_log() {
    std::vector<std::string> out;
    out.swap(clip_log);
    return out;
}

std::vector<std::string> wrap_text(const sf::Font& font, const std::string& text, unsigned size,
                                   float width, size_t max_lines) {
    std::vector<std::string> lines;
    std::string line;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find(' ', start);
        if (end == std::string::npos) end = text.size();
        const std::string word = text.substr(start, end - start);
        start = end + 1;
        std::string next = line;
        if (!next.empty()) next.push_back(' ');
        next.append(word);
        if (line.empty() || text_width(font, next, size) <= width) {
            line = next;
            continue;
        }
        if (lines.size() + 1 == max_lines) {  // the last line allowed: the rest, shortened
            line = next;
            if (start <= text.size()) line.append(" ").append(text, start, std::string::npos);
            break;
        }
        lines.push_back(fit_text(font, line, size, width));
        line = word;
    }
    if (!line.empty() || lines.empty()) lines.push_back(fit_text(font, line, size, width));
    return lines;
}

std::string fit_text(const sf::Font& font, const std::string& text, unsigned size, float width,
                     bool report) {
    if (text_width(font, text, size) <= width) return text;
    if (report) clip_log.push_back(text);
    std::string cut = text;
    while (!cut.empty()) {
        // Remove one whole UTF-8 character: its continuation bytes, then its lead.
        while (!cut.empty() && (static_cast<unsigned char>(cut.back()) & 0xC0) == 0x80)
            cut.pop_back();
        if (!cut.empty()) cut.pop_back();
        if (text_width(font, cut + "\u2026", size) <= width) return cut + "\u2026";
    }
    return "";
}

unsigned fit_size(const sf::Font& font, const std::string& text, unsigned size, unsigned min_size,
                  float width) {
    while (size > min_size && text_width(font, text, size) > width) --size;
    return size;
}

void draw_text_centred(sf::RenderTarget& target, const sf::Font& font, const std::string& text,
                       unsigned size, float x, float y, sf::Color colour) {
    sf::Text t(sf::String::fromUtf8(text.begin(), text.end()), font, size);
    t.setFillColor(colour);
    // Centre horizontally on the text itself, vertically on a digit, so that
    // labels with and without ascenders share a baseline.
    const sf::FloatRect b = t.getLocalBounds();
    const sf::FloatRect ref = sf::Text("8", font, size).getLocalBounds();
    t.setPosition(std::round(x - b.left - b.width / 2), std::round(y - ref.top - ref.height / 2));
    target.draw(t);
}

}  // namespace wuzi::game
