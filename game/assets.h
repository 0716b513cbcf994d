// Finding and loading what the window needs from outside: the assets folder
// (theme, icon) next to the executable or under an install prefix, and the
// DejaVu fonts from the system.
#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Image.hpp>
#include <array>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "theme.h"

namespace wuzi::game {

enum class FontId { Regular, Bold, Mono };

// find_assets_dir: $WUZI_ASSETS if set (and nothing if it lacks theme.txt),
// else the first of <exe>/assets, <exe>/../assets, <exe>/../share/wuzi/assets
// and the source tree's assets/ that holds theme.txt; nothing if none does.
std::optional<std::filesystem::path> find_assets_dir();

// find_font_file: the DejaVu font file `name` in $WUZI_FONT_DIR if set, else
// in the usual system folders; nothing if it is not there.
std::optional<std::filesystem::path> find_font_file(const std::string& name);

// Resources: fonts, theme and icon, loaded once at start-up. Invariants after
// a successful load(): every font is loaded; `theme` is complete (defaults
// where the file is missing or silent); `warnings` lists every asset that
// was missing or odd; `icon` is empty if the icon could not be loaded.
class Resources {
  public:
    // load: everything; false (with `error()`) only if a font is missing.
    [[nodiscard]] bool load();
    const sf::Font& font(FontId id) const { return fonts_[size_t(id)]; }
    const Theme& theme() const { return theme_; }
    const sf::Image& icon() const { return icon_; }
    bool has_icon() const { return icon_.getSize().x > 0; }
    const std::vector<std::string>& warnings() const { return warnings_; }
    const std::string& error() const { return error_; }

  private:
    std::array<sf::Font, 3> fonts_;
    Theme theme_;
    sf::Image icon_;
    std::vector<std::string> warnings_;
    std::string error_;
};

}  // namespace wuzi::game
