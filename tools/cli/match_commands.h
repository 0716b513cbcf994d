// The engine-vs-engine subcommands of wuzi-cli: match, selfplay and openings
// (see commands.h for the rest).
#pragma once

#include <CLI/CLI.hpp>

namespace wuzi::cli {

void register_match(CLI::App& app);
void register_selfplay(CLI::App& app);
void register_openings(CLI::App& app);

}  // namespace wuzi::cli
