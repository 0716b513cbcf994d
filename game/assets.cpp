#include "assets.h"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "platform.h"

namespace wuzi::game {

namespace fs = std::filesystem;

namespace {

// readable_theme: `dir` holds a theme.txt that can be opened.
bool readable_theme(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "theme.txt", ec) && std::ifstream(dir / "theme.txt").good();
}

}  // namespace

AssetsLookup find_assets_dir() {
    AssetsLookup lookup;
    if (const char* env = std::getenv("WUZI_ASSETS"); env && *env) {
        // An explicit folder is the only place looked at.
        lookup.tried.emplace_back(env);
    } else {
        if (const auto exe = platform::executable_path()) {
            const fs::path dir = exe->parent_path();
            lookup.tried.push_back((dir / ".." / "share" / "wuzi").lexically_normal());
            lookup.tried.push_back(dir / "assets");
            lookup.tried.push_back((dir / ".." / "assets").lexically_normal());
        }
#ifdef WUZI_SOURCE_ASSETS
        lookup.tried.emplace_back(WUZI_SOURCE_ASSETS);
#endif
    }
    for (const auto& c : lookup.tried)
        if (readable_theme(c)) {
            lookup.dir = c;
            break;
        }
    return lookup;
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

    const AssetsLookup lookup = find_assets_dir();
    if (!lookup.dir) {
        std::string tried;
        for (const auto& t : lookup.tried) tried += (tried.empty() ? "" : ", ") + t.string();
        const bool from_env = std::getenv("WUZI_ASSETS") && *std::getenv("WUZI_ASSETS");
        warnings_.push_back("assets folder not found: no readable theme.txt in " + tried +
                            (from_env ? " ($WUZI_ASSETS)" : " (set WUZI_ASSETS to the folder)") +
                            "; using the built-in theme and no icon");
        return true;
    }
    const fs::path* dir = &*lookup.dir;
    assets_dir_ = *dir;
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
