// wuzi-cli: the Wuzi engine on the command line.
#include <CLI/CLI.hpp>

#include "book_commands.h"
#include "commands.h"
#include "data_command.h"
#include "data_files.h"
#include "match_commands.h"
#include "tune_command.h"
#include "version.h"

int main(int argc, char** argv) {
    wuzi::cli::set_command_line(argc, argv);
    CLI::App app{"wuzi-cli: the Wuzi gomoku engine on the command line"};
    app.set_version_flag("--version", wuzi::version_line("wuzi-cli"),
                         "print the version and the git commit");
    app.require_subcommand(1);
    wuzi::cli::register_analyse(app);
    wuzi::cli::register_mistakes(app);
    wuzi::cli::register_bench(app);
    wuzi::cli::register_play(app);
    wuzi::cli::register_forbidden(app);
    wuzi::cli::register_match(app);
    wuzi::cli::register_selfplay(app);
    wuzi::cli::register_openings(app);
    wuzi::cli::register_book(app);
    wuzi::cli::register_tune(app);
    wuzi::cli::register_tune_policy(app);
    wuzi::cli::register_data(app);
    CLI11_PARSE(app, argc, argv);
    return 0;
}
