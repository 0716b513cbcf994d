// External engines chosen in the window: the chooser of an engine's
// program, adding it to the saved list (checked: a program that can be
// run) as a colour's player, taking one out of the list, and who plays a
// colour.
#include <algorithm>
#include <filesystem>

#include "app.h"
#include "app_text.h"
#include "chooser_view.h"
#include "options.h"

namespace wuzi::game {

void App::set_player(Color c, PlayerKind p, const std::string& engine) {
    // The settings keep the players' seats at the game's start.
    const Color seat = session_.seat(c);
    (seat == Black ? settings_.black : settings_.white) = p;
    (seat == Black ? settings_.black_engine : settings_.white_engine) =
        p == PlayerKind::Engine ? engine : std::string();
    session_.set_player(c, p);
    settings_changed();
}

void App::open_engine_chooser(Color c) {
    if (settings_.kind != GameKind::Gomoku) {
        set_status("External engines play gomoku only.");
        return;
    }
    // It opens in the folder of the colour's engine, else of the last one saved.
    std::string near = settings_.engine(session_.seat(c));
    if (near.empty() && !settings_.engines.empty()) near = settings_.engines.back();
    const std::filesystem::path folder =
        near.empty() ? std::filesystem::path() : std::filesystem::path(near).parent_path();
    chooser_.emplace(ChooserPurpose::Engine, folder);
    chooser_->set_rows(chooser_geometry(layout_).rows);
    engine_chooser_side_ = c;
    set_status("Choose a Gomocup engine's program (pbrain-*) for " + colour_name(c, false) +
               "; Esc keeps " + colour_name(c, false) + "'s player.");
}

std::optional<std::string> App::add_engine(Color c, const std::filesystem::path& path) {
    if (settings_.kind != GameKind::Gomoku) return "External engines play gomoku only.";
    if (const auto why = engine_path_problem(path))
        return "Cannot use " + path.string() + " as an engine: " + *why + ".";
    std::error_code ec;
    const std::filesystem::path absolute = std::filesystem::absolute(path, ec);
    const std::string engine = (ec ? path : absolute).lexically_normal().string();
    const bool known = std::find(settings_.engines.begin(), settings_.engines.end(), engine) !=
                       settings_.engines.end();
    settings_.add_engine(engine);
    set_player(c, PlayerKind::Engine, engine);
    debug_line("engine added " + colour_name(c, false) + " " + engine);
    set_status(colour_name(c, false) + " is now played by " +
               engines_.name(c, session_, settings_) + " (" + engine + ")" +
               (known ? "." : "; it is added to the saved engines."));
    return std::nullopt;
}

void App::remove_engine(Color c) {
    if (session_.player(c) != PlayerKind::Engine) {
        set_status(colour_name(c, false) +
                   " is not played by an engine: a right-click on the side button of an "
                   "engine takes it out of the saved engines.");
        return;
    }
    const std::string engine = settings_.engine(session_.seat(c));
    const std::string name = engines_.name(c, session_, settings_);
    std::erase(settings_.engines, engine);
    set_player(c, PlayerKind::Ai);
    debug_line("engine removed " + colour_name(c, false) + " " + engine);
    set_status(name + " (" + engine + ") is out of the saved engines; " + colour_name(c, false) +
               " is now played by the AI.");
}

}  // namespace wuzi::game
