#include "options.h"

#include <unistd.h>
#include <wuzi/notation.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cctype>
#include <charconv>
#include <utility>

#include "lower_case.h"
#include "version.h"

namespace wuzi::game {

namespace {

// A word option's value: one of `choices` (case-insensitive), or an error
// that names the option and every choice.
template <class T>
std::optional<T> choose(const std::string& option, const std::string& value,
                        const std::vector<std::pair<std::string, T>>& choices, std::string& error) {
    for (const auto& [name, v] : choices)
        if (lower_case(value) == name) return v;
    std::string names;
    for (size_t i = 0; i < choices.size(); ++i)
        names += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i].first;
    error = option + ": '" + value + "' is not one of " + names;
    return std::nullopt;
}

// A whole-number option's value within [lo, hi], or an error naming the range.
std::optional<int64_t> number(const std::string& option, const std::string& value, int64_t lo,
                              int64_t hi, std::string& error) {
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    const std::string range = std::to_string(lo) + " to " + std::to_string(hi);
    if (value.empty() || ec != std::errc() || end != value.data() + value.size()) {
        error = option + ": '" + value + "' is not a whole number (give " + range + ")";
        return std::nullopt;
    }
    if (v < lo || v > hi) {
        error = option + ": " + value + " is out of range (give " + range + ")";
        return std::nullopt;
    }
    return v;
}

std::optional<std::pair<unsigned, unsigned>> parse_size(const std::string& text) {
    const size_t x = lower_case(text).find('x');
    if (x == std::string::npos) return std::nullopt;
    std::string err;
    const auto w = number("", text.substr(0, x), 200, 4000, err);
    const auto h = number("", text.substr(x + 1), 200, 4000, err);
    if (!w || !h) return std::nullopt;
    return std::pair<unsigned, unsigned>(unsigned(*w), unsigned(*h));
}

// player: --black / --white: human, ai or the path of an engine's executable.
void player(const std::string& option, const std::string& value, std::optional<PlayerKind>& kind,
            std::string& engine, std::string& error) {
    if (lower_case(value) == "human" || lower_case(value) == "ai") {
        kind = lower_case(value) == "human" ? PlayerKind::Human : PlayerKind::Ai;
        return;
    }
    if (const auto problem = engine_path_problem(value)) {
        error = option + ": '" + value + "' is not human, ai or an engine: " + *problem;
        return;
    }
    std::error_code ec;
    const auto absolute = std::filesystem::absolute(value, ec);
    kind = PlayerKind::Engine;
    engine = (ec ? std::filesystem::path(value) : absolute).lexically_normal().string();
}

}  // namespace

std::optional<std::string> engine_path_problem(const std::filesystem::path& path) {
    std::error_code ec;
    if (path.empty()) return "no path given";
    if (!std::filesystem::exists(path, ec)) return "no such file";
    if (std::filesystem::is_directory(path, ec)) return "a folder, not a program";
    if (::access(path.c_str(), X_OK) != 0) return "not an executable file";
    return std::nullopt;
}

void Options::apply(Settings& s) const {
    if (kind) s.kind = *kind;
    if (size) s.size = *size;
    if (rule) s.rule = *rule;
    if (opening) s.opening = *opening;
    if (black) s.black = *black;
    if (white) s.white = *white;
    if (black == PlayerKind::Engine) s.black_engine = black_engine;
    if (white == PlayerKind::Engine) s.white_engine = white_engine;
    s.add_engine(black_engine);
    s.add_engine(white_engine);
    if (level) s.apply_level(*level);
    if (depth) s.depth = *depth;
    if (time_ms) s.time_ms = *time_ms;
    // A time by itself is the limit: no level's depth cap cuts it short.
    if (time_ms && !depth) s.depth = kMaxDepth;
    if (threads) s.threads = *threads;
    if (clock) s.clock = *clock;
    if (analysis_lines) s.analysis_lines = *analysis_lines;
    s.clamp();
}

OptionsParse parse_options(int argc, const char* const* argv) {
    OptionsParse out;
    Options& o = out.options;
    CLI::App app{
        "Wuzi: play gomoku and tic-tac-toe against the Wuzi engine. The window needs a "
        "display (run it under xvfb-run on a machine without one).",
        "wuzi"};
    std::string kind, rule, opening, black, white, level, size, depth, time_ms, threads, clock,
        lines, shot_size;
    app.add_option("--game", kind, "gomoku or tictactoe")->type_name("GAME");
    app.add_option("--size", size, "gomoku board size, 5 to 20")->type_name("N");
    app.add_option("--rule", rule,
                   "freestyle (five or more wins), standard (exactly five) or renju (exactly "
                   "five for Black, who may not make a double three, a double four or an "
                   "overline)")
        ->type_name("RULE");
    app.add_option("--opening-rule", opening,
                   "the opening for this run: none, swap (the first player places three stones, "
                   "the second chooses a colour) or swap2 (the second may instead place two more "
                   "and let the first choose)")
        ->type_name("RULE");
    app.add_option("--black", black,
                   "who plays black: human, ai or the path of a Gomocup engine (a pbrain-* "
                   "executable)")
        ->type_name("WHO");
    app.add_option("--white", white, "who plays white: human, ai or an engine's path")
        ->type_name("WHO");
    app.add_option("--level", level, "AI level: beginner, casual, strong or max")
        ->type_name("LEVEL");
    app.add_option("--depth", depth, "AI search depth, 1 to 40")->type_name("D");
    app.add_option("--time-ms", time_ms, "AI time per move in ms, 100 to 60000")->type_name("T");
    app.add_option("--threads", threads,
                   "engine search threads, 1 to " + std::to_string(kMaxThreads) +
                       " (default: all cores, " + std::to_string(default_threads()) + " here)")
        ->type_name("N");
    app.add_option("--clock", clock,
                   "time control: off, M+S (M minutes each, S seconds added per move, e.g. 5+3) "
                   "or Ns (N seconds per move, e.g. 10s)")
        ->type_name("CLOCK");
    app.add_option("--analyse", lines, "start in analysis mode showing the N best moves (1 to 5)")
        ->type_name("N")
        ->expected(0, 1)
        ->default_str("3");
    app.add_option("--load", o.load, "open a game file (SGF or move text)")->type_name("FILE");
    auto* shot_opt = app.add_option("--screenshot", o.screenshot,
                                    "render the position to this PNG file and exit")
                         ->type_name("FILE");
    app.add_option("--screenshot-size", shot_size, "size of the --screenshot picture (1000x720)")
        ->type_name("WxH")
        ->needs(shot_opt);
    app.add_option("--moves", o.moves, "moves to play first, e.g. h8,i9 (with --screenshot)")
        ->type_name("MOVES")
        ->needs(shot_opt);
    app.add_option("--weights", o.weights,
                   "evaluate with this weights file (wuzi-cli tune, assets/weights/) instead of "
                   "the built-in weights")
        ->type_name("FILE");
    app.add_flag("--debug", o.debug, "print the board geometry and events to stdout");
    app.set_version_flag("--version", version_line("wuzi"), "print the version and the git commit");

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        out.exit_code = 0;
        out.message = app.help();
        return out;
    } catch (const CLI::CallForVersion&) {
        out.exit_code = 0;
        out.message = version_line("wuzi");
        return out;
    } catch (const CLI::ParseError& e) {
        out.exit_code = 2;
        out.message = std::string("wuzi: ") + e.what() + "\nRun 'wuzi --help' for the options.";
        return out;
    }

    std::string error;
    auto given = [&](const char* name) { return app.count(name) > 0 && error.empty(); };
    if (given("--game"))
        o.kind = choose<GameKind>(
            "--game", kind, {{"gomoku", GameKind::Gomoku}, {"tictactoe", GameKind::TicTacToe}},
            error);
    if (given("--size"))
        if (auto v = number("--size", size, kMinGomokuSize, kMaxSize, error)) o.size = int(*v);
    if (given("--rule")) {
        o.rule = parse_rule(rule);
        if (!o.rule) {  // the same message as choose()'s, naming the engine's rules
            std::vector<std::pair<std::string, Rule>> rules;
            for (int r = 0; r < kRuleCount; ++r)
                rules.emplace_back(std::string(rule_name(Rule(r))), Rule(r));
            choose<Rule>("--rule", rule, rules, error);
        }
    }
    if (given("--opening-rule")) {
        o.opening = parse_opening_rule(opening);
        if (!o.opening)
            o.opening = choose<OpeningRule>("--opening-rule", opening,
                                            {{"none", OpeningRule::None},
                                             {"swap", OpeningRule::Swap},
                                             {"swap2", OpeningRule::Swap2}},
                                            error);
    }
    if (given("--black")) player("--black", black, o.black, o.black_engine, error);
    if (given("--white")) player("--white", white, o.white, o.white_engine, error);
    if (given("--level"))
        o.level = choose<Level>("--level", level,
                                {{"beginner", Level::Beginner},
                                 {"casual", Level::Casual},
                                 {"strong", Level::Strong},
                                 {"max", Level::Max}},
                                error);
    if (given("--depth"))
        if (auto v = number("--depth", depth, kMinDepth, kMaxDepth, error)) o.depth = int(*v);
    if (given("--time-ms"))
        if (auto v = number("--time-ms", time_ms, kMinTimeMs, kMaxTimeMs, error)) o.time_ms = *v;
    if (given("--threads"))
        if (auto v = number("--threads", threads, kMinThreads, kMaxThreads, error))
            o.threads = int(*v);
    if (given("--clock")) {
        o.clock = parse_clock(clock);
        if (!o.clock)
            error = "--clock: '" + clock +
                    "' is not a time control (give off, M+S such as 5+3, or Ns such as 10s)";
    }
    if (given("--analyse")) {
        if (lines.empty()) lines = "3";
        if (auto v = number("--analyse", lines, 1, kMaxAnalysisLines, error))
            o.analysis_lines = int(*v);
    }
    if (given("--screenshot-size")) {
        o.screenshot_size = parse_size(shot_size);
        if (!o.screenshot_size)
            error = "--screenshot-size: '" + shot_size + "' is not a size such as 1000x720";
    }
    if (error.empty() && o.size && o.kind == GameKind::TicTacToe)
        error = "--size applies to gomoku only (tic-tac-toe is 3x3)";
    if (error.empty() && o.kind == GameKind::TicTacToe &&
        (!o.black_engine.empty() || !o.white_engine.empty()))
        error = "external engines play gomoku only, not tic-tac-toe";
    if (error.empty() && !o.load.empty() && !o.moves.empty())
        error = "use either --load or --moves, not both";
    if (!error.empty()) {
        out.exit_code = 2;
        out.message = "wuzi: " + error + "\nRun 'wuzi --help' for the options.";
    }
    return out;
}

}  // namespace wuzi::game
