// wuzi-cli data: the training-data pipeline's subcommands (data_command.cpp).
#pragma once

#include <CLI/CLI.hpp>

namespace wuzi::cli {

void register_data(CLI::App& app);

}  // namespace wuzi::cli
