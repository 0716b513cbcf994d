#include "assets.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace wuzi::game {

namespace fs = std::filesystem;

std::optional<fs::path> find_assets_dir() {
    std::vector<fs::path> candidates;
    std::error_code ec;
    if (const char* env = std::getenv("WUZI_ASSETS"); env && *env) {
        // An explicit folder is the only place looked at.
        if (fs::is_regular_file(fs::path(env) / "theme.txt", ec)) return fs::path(env);
        return std::nullopt;
    }
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path dir = exe.parent_path();
        candidates.push_back(dir / "assets");
        candidates.push_back(dir / ".." / "assets");
        candidates.push_back(dir / ".." / "share" / "wuzi" / "assets");
    }
#ifdef WUZI_SOURCE_ASSETS
    candidates.emplace_back(WUZI_SOURCE_ASSETS);
#endif
    for (const auto& c : candidates)
        if (fs::is_regular_file(c / "theme.txt", ec)) return c.lexically_normal();
    return std::nullopt;
}

std::optional<fs::path> find_font_file(const std::string& name) {
    std::vector<fs::path> dirs;
    if (const char* env = std::getenv("WUZI_FONT_DIR"); env && *env)
        dirs.emplace_back(env);  // an explicit folder is the only place looked at
    else
        for (const char* d :
             {"/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
              "/usr/local/share/fonts", "/usr/share/fonts/dejavu-sans-fonts"})
            dirs.emplace_back(d);
    std::error_code ec;
    for (const auto& d : dirs)
        if (fs::is_regular_file(d / name, ec)) return d / name;
    return std::nullopt;
}

bool Resources::load() {
    const std::array<const char*, 3> names = {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
                                              "DejaVuSansMono.ttf"};
    for (size_t i = 0; i < names.size(); ++i) {
        const auto path = find_font_file(names[i]);
        if (!path) {
            const char* env = std::getenv("WUZI_FONT_DIR");
            error_ = std::string("font ") + names[i] + " not found in " +
                     (env && *env ? env : "/usr/share/fonts/truetype/dejavu") +
                     " (install the package fonts-dejavu-core, or set WUZI_FONT_DIR to a "
                     "folder holding the DejaVu fonts)";
            return false;
        }
        if (!fonts_[i].loadFromFile(path->string())) {
            error_ = "cannot load font " + path->string();
            return false;
        }
    }

    const auto dir = find_assets_dir();
    if (!dir) {
        warnings_.push_back(
            "assets folder not found (looked next to the executable, in ../share/wuzi/assets "
            "and $WUZI_ASSETS): using the built-in theme and no icon");
        return true;
    }
    std::ifstream in(*dir / "theme.txt");
    std::stringstream text;
    text << in.rdbuf();
    ThemeParse parsed = parse_theme(text.str());
    theme_ = parsed.theme;
    for (auto& w : parsed.warnings) warnings_.push_back("theme.txt " + w);

    const fs::path icon = *dir / "icon.png";
    std::error_code ec;
    if (!fs::is_regular_file(icon, ec))
        warnings_.push_back("icon " + icon.string() + " is missing: the window has no icon");
    else if (!icon_.loadFromFile(icon.string()))
        warnings_.push_back("cannot load icon " + icon.string());
    return true;
}

}  // namespace wuzi::game
