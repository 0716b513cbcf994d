// wuzi-cli book: build, query and measure an opening book (tools/cli/book.cpp).
#pragma once

#include <CLI/CLI.hpp>

namespace wuzi::cli {

void register_book(CLI::App& app);

}  // namespace wuzi::cli
