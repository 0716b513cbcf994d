// Finding and loading what the window needs from outside: the assets folder
// (theme, icon) under the install prefix, next to the executable or in the
// source tree, and the DejaVu fonts from the system.
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

// Where the assets were looked for: the folder found (none if no candidate
// holds a readable theme.txt) and every folder tried, in order.
struct AssetsLookup {
    std::optional<std::filesystem::path> dir;
    std::vector<std::filesystem::path> tried;
};

// find_assets_dir: $WUZI_ASSETS alone if set; else the first of
// <exe>/../share/wuzi (installed), <exe>/assets, <exe>/../assets and the
// source tree's assets/ (the build tree) that holds a readable theme.txt.
AssetsLookup find_assets_dir();

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
    // assets_dir: the assets folder used; empty if none was found.
    const std::filesystem::path& assets_dir() const { return assets_dir_; }

  private:
    std::array<sf::Font, 3> fonts_;
    Theme theme_;
    sf::Image icon_;
    std::vector<std::string> warnings_;
    std::string error_;
    std::filesystem::path assets_dir_;
};

}  // namespace wuzi::game
