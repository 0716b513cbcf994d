// wuzi-cli tune: the evaluation tuner's subcommand (tune.cpp).
#pragma once

#include <CLI/CLI.hpp>

namespace wuzi::cli {

void register_tune(CLI::App& app);

}  // namespace wuzi::cli
