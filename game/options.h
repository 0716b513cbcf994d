// The command line of `wuzi`, parsed with CLI11 into plain values.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "settings.h"

namespace wuzi::game {

// Options. Invariant after a successful parse: every set value is in range
// (size 5..20, depth 1..40, time 100..60000 ms, threads 1..kMaxThreads,
// analysis lines 1..5); an engine path names an executable file; `moves`
// and `screenshot_size` are only set with `screenshot`.
struct Options {
    std::optional<GameKind> kind;
    std::optional<int> size;
    std::optional<Rule> rule;
    std::optional<OpeningRule> opening;
    std::optional<PlayerKind> black, white;
    // The absolute path of each colour's external engine when --black or
    // --white named one (then black or white is PlayerKind::Engine).
    std::string black_engine, white_engine;
    std::optional<int> depth;
    std::optional<int64_t> time_ms;
    std::optional<int> threads;
    std::optional<Level> level;
    std::optional<ClockSetting> clock;
    std::optional<int> analysis_lines;  // set: start in analysis mode
    std::optional<std::pair<unsigned, unsigned>> screenshot_size;
    std::string load;
    std::string screenshot;
    std::string moves;
    std::string weights;  // an evaluation weights file (wuzi/weights.h); empty: the built-in
    bool debug = false;

    // apply: these options over the saved settings. A time without a depth
    // makes the time the limit (the depth goes to kMaxDepth). An engine
    // given joins the settings' engine list (for this run: settings_to_save).
    void apply(Settings& s) const;
};

// The outcome of parsing: options to run with, or an exit code and the text
// to print (help goes to stdout with code 0, errors to stderr with code 2).
struct OptionsParse {
    Options options;
    std::optional<int> exit_code;
    std::string message;
};

OptionsParse parse_options(int argc, const char* const* argv);

// engine_path_problem: why `path` cannot be an external engine (no such
// file, a folder, not executable), or nothing when it can.
std::optional<std::string> engine_path_problem(const std::filesystem::path& path);

}  // namespace wuzi::game
