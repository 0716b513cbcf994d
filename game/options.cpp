#include "options.h"

#include <CLI/CLI.hpp>
#include <map>

namespace wuzi::game {

void Options::apply(Settings& s) const {
    if (kind) s.kind = *kind;
    if (size) s.size = *size;
    if (rule) s.rule = *rule;
    if (black) s.black = *black;
    if (white) s.white = *white;
    if (level) s.apply_level(*level);
    if (depth) s.depth = *depth;
    if (time_ms) s.time_ms = *time_ms;
    s.clamp();
}

OptionsParse parse_options(int argc, const char* const* argv) {
    OptionsParse out;
    Options& o = out.options;
    CLI::App app{"Wuzi: play gomoku and tic-tac-toe against the Wuzi engine.", "wuzi"};

    const std::map<std::string, GameKind> kinds{{"gomoku", GameKind::Gomoku},
                                                {"tictactoe", GameKind::TicTacToe}};
    const std::map<std::string, Rule> rules{{"freestyle", Rule::Freestyle},
                                            {"standard", Rule::Standard}};
    const std::map<std::string, PlayerKind> players{{"human", PlayerKind::Human},
                                                    {"ai", PlayerKind::Ai}};
    const std::map<std::string, Level> levels{{"beginner", Level::Beginner},
                                              {"casual", Level::Casual},
                                              {"strong", Level::Strong},
                                              {"max", Level::Max}};
    GameKind kind{};
    Rule rule{};
    PlayerKind black{}, white{};
    Level level{};
    int size = 0, depth = 0;
    int64_t time_ms = 0;
    auto* kind_opt = app.add_option("--game", kind, "gomoku or tictactoe")
                         ->transform(CLI::CheckedTransformer(kinds, CLI::ignore_case));
    auto* size_opt = app.add_option("--size", size, "gomoku board size (5 to 20)")
                         ->check(CLI::Range(kMinGomokuSize, kMaxSize));
    auto* rule_opt = app.add_option("--rule", rule, "freestyle or standard (exactly five)")
                         ->transform(CLI::CheckedTransformer(rules, CLI::ignore_case));
    auto* black_opt = app.add_option("--black", black, "who plays black: human or ai")
                          ->transform(CLI::CheckedTransformer(players, CLI::ignore_case));
    auto* white_opt = app.add_option("--white", white, "who plays white: human or ai")
                          ->transform(CLI::CheckedTransformer(players, CLI::ignore_case));
    auto* level_opt = app.add_option("--level", level, "beginner, casual, strong or max")
                          ->transform(CLI::CheckedTransformer(levels, CLI::ignore_case));
    auto* depth_opt = app.add_option("--depth", depth, "AI search depth (1 to 40)")
                          ->check(CLI::Range(kMinDepth, kMaxDepth));
    auto* time_opt = app.add_option("--time-ms", time_ms, "AI time per move in ms (100 to 60000)")
                         ->check(CLI::Range(kMinTimeMs, kMaxTimeMs));
    app.add_option("--load", o.load, "open a game file (SGF or move text)");
    auto* shot_opt = app.add_option("--screenshot", o.screenshot,
                                    "render the position to this PNG file and exit");
    app.add_option("--moves", o.moves, "moves to play first, e.g. h8,i9 (with --screenshot)")
        ->needs(shot_opt);
    app.add_flag("--debug", o.debug, "print the board geometry and events to stdout");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        out.exit_code = 0;
        out.message = app.help();
        return out;
    } catch (const CLI::ParseError& e) {
        out.exit_code = 2;
        out.message = std::string("wuzi: ") + e.what() + "\nRun 'wuzi --help' for the options.";
        return out;
    }
    if (*kind_opt) o.kind = kind;
    if (*size_opt) o.size = size;
    if (*rule_opt) o.rule = rule;
    if (*black_opt) o.black = black;
    if (*white_opt) o.white = white;
    if (*level_opt) o.level = level;
    if (*depth_opt) o.depth = depth;
    if (*time_opt) o.time_ms = time_ms;
    if (o.size && o.kind == GameKind::TicTacToe) {
        out.exit_code = 2;
        out.message = "wuzi: --size applies to gomoku only (tic-tac-toe is 3x3)";
    }
    if (!o.load.empty() && !o.moves.empty()) {
        out.exit_code = 2;
        out.message = "wuzi: use either --load or --moves, not both";
    }
    return out;
}

}  // namespace wuzi::game
