// wuzi: the game window. Parses the command line, loads settings, fonts and
// assets, then either renders a screenshot and exits or runs the window.
#include <wuzi/notation.h>
#include <wuzi/weights.h>

#include <iostream>
#include <memory>

#include "app.h"
#include "assets.h"
#include "game_file.h"
#include "options.h"
#include "settings.h"
#include "x11_window.h"

using namespace wuzi;
using namespace wuzi::game;

int main(int argc, char** argv) {
    const OptionsParse parsed = parse_options(argc, argv);
    if (parsed.exit_code) {
        (*parsed.exit_code == 0 ? std::cout : std::cerr) << parsed.message << "\n";
        return *parsed.exit_code;
    }
    const Options& options = parsed.options;

    const auto settings_path = default_settings_path();
    Settings settings;
    if (settings_path) {
        SettingsParse loaded = load_settings(*settings_path);
        if (!loaded.error.empty()) std::cerr << "wuzi: ignoring settings: " << loaded.error << "\n";
        settings = loaded.settings;
    }
    const Settings file_settings = settings;
    options.apply(settings);

    // A game to start from: a file, or moves for a screenshot.
    std::optional<GameRecord> start;
    if (!options.load.empty()) {
        RecordParse file = load_game_file(options.load, settings.board_config());
        if (!file.ok()) {
            std::cerr << "wuzi: cannot load " << options.load << ": " << file.error << "\n";
            return 1;
        }
        start = file.record;
    } else if (!options.moves.empty()) {
        const BoardConfig config = settings.board_config();
        MoveListParse moves = parse_move_list(options.moves, config.size);
        std::string error = moves.error;
        if (error.empty())
            if (auto bad = validate(config, moves.moves, Replay::InOrder))
                error = bad->message(config.size);
        if (!error.empty()) {
            std::cerr << "wuzi: --moves: " << error << "\n";
            return 2;
        }
        start = GameRecord{.config = config, .moves = moves.moves};
    }

    std::shared_ptr<const Evaluator> eval;
    if (!options.weights.empty()) {
        std::string error;
        const std::optional<WeightSet> weights = load_weights(options.weights, error);
        if (!weights) {
            std::cerr << "wuzi: --weights: " << error << "\n";
            return 1;
        }
        eval = std::make_shared<const Evaluator>(*weights);
    }

    // SFML aborts the program when it cannot reach a display: say why first.
    if (auto problem = display_problem()) {
        std::cerr << "wuzi: " << *problem << "\n";
        return 1;
    }

    Resources resources;
    if (!resources.load()) {
        std::cerr << "wuzi: " << resources.error() << "\n";
        return 1;
    }
    for (const auto& w : resources.warnings()) std::cerr << "wuzi: warning: " << w << "\n";
    if (options.debug) std::cout << "assets " << resources.assets_dir().string() << std::endl;

    App app(resources, settings, settings_path, options.debug);
    app.set_file_settings(file_settings);
    if (eval) app.set_evaluator(std::move(eval));
    if (start) app.load_record(*start);
    if (options.analysis_lines) app.start_analysis();
    if (!options.screenshot.empty()) {
        const auto [w, h] = options.screenshot_size.value_or(
            std::pair<unsigned, unsigned>(unsigned(kDesignWidth), unsigned(kDesignHeight)));
        if (!app.render_png(options.screenshot, w, h)) {
            std::cerr << "wuzi: cannot render or write " << options.screenshot
                      << " (a display is needed: run under xvfb-run without one)\n";
            return 1;
        }
        return 0;
    }
    return app.run();
}
