// wuzi-cli: the Wuzi engine on the command line.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iterator>
#include <string_view>

#include "book_commands.h"
#include "commands.h"
#include "data_command.h"
#include "data_files.h"
#include "match_commands.h"
#include "tune_command.h"
#include "version.h"

namespace {

// The subcommands by name (and alias). Each registers its options with CLI11.
struct Subcommand {
    std::string_view name, alias;
    void (*add)(CLI::App&);
};
constexpr Subcommand kSubcommands[] = {
    {"analyse", "analyze", wuzi::cli::register_analyse},
    {"mistakes", {}, wuzi::cli::register_mistakes},
    {"bench", {}, wuzi::cli::register_bench},
    {"play", {}, wuzi::cli::register_play},
    {"forbidden", {}, wuzi::cli::register_forbidden},
    {"match", {}, wuzi::cli::register_match},
    {"selfplay", {}, wuzi::cli::register_selfplay},
    {"openings", {}, wuzi::cli::register_openings},
    {"book", {}, wuzi::cli::register_book},
    {"tune", {}, wuzi::cli::register_tune},
    {"tune-policy", {}, wuzi::cli::register_tune_policy},
    {"data", {}, wuzi::cli::register_data},
};

}  // namespace

int main(int argc, char** argv) {
    wuzi::cli::set_command_line(argc, argv);
    CLI::App app{"wuzi-cli: the Wuzi gomoku engine on the command line"};
    app.set_version_flag("--version", wuzi::version_line("wuzi-cli"),
                         "print the version and the git commit");
    app.require_subcommand(1);
    // A command line that starts with a subcommand's name registers that one
    // alone (every option of every subcommand is a tenth of a quick
    // command's start-up); anything else (--help, --version, a misspelt
    // name) registers them all, so that CLI11 lists or refuses as usual.
    const std::string_view first = argc > 1 ? argv[1] : "";
    const auto named = std::find_if(
        std::begin(kSubcommands), std::end(kSubcommands), [first](const Subcommand& s) {
            return first == s.name || (!s.alias.empty() && first == s.alias);
        });
    if (named != std::end(kSubcommands)) {
        named->add(app);
    } else {
        for (const Subcommand& s : kSubcommands) s.add(app);
    }
    CLI11_PARSE(app, argc, argv);
    return 0;
}
