// Small pieces of text the window shows, shared by the app's source files.
#pragma once

#include <wuzi/types.h>

#include <cstdint>
#include <string>

namespace wuzi::game {

// colour_name: "Black"/"White", or "X"/"O" in tic-tac-toe.
std::string colour_name(Color c, bool tictactoe);
// time_text: a time budget as "0.8s", "2s", "60s".
std::string time_text(int64_t ms);
// rule_summary: what wins under a rule, e.g. "exactly five win (six do not)."
std::string rule_summary(Rule rule);
// timestamp: local time as "20261130-121530", for file names.
std::string timestamp();

}  // namespace wuzi::game
