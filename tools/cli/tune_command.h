// wuzi-cli tune and tune-policy: the evaluation's and the move ordering's
// tuners (tune.cpp, tune_policy.cpp).
#pragma once

#include <CLI/CLI.hpp>

namespace wuzi::cli {

void register_tune(CLI::App& app);
// tune-policy: the move-ordering policy's fit (tune_policy.cpp).
void register_tune_policy(CLI::App& app);

}  // namespace wuzi::cli
