#include "app_text.h"

#include <cstdio>
#include <ctime>

namespace wuzi::game {

std::string colour_name(Color c, bool tictactoe) {
    if (tictactoe) return c == Black ? "X" : "O";
    return c == Black ? "Black" : "White";
}

std::string time_text(int64_t ms) {
    char buffer[32];
    if (ms < 1000)
        std::snprintf(buffer, sizeof buffer, "%.1fs", double(ms) / 1000.0);
    else
        std::snprintf(buffer, sizeof buffer, "%gs", double(ms) / 1000.0);
    return buffer;
}

std::string rule_summary(Rule rule) {
    switch (rule) {
        case Rule::Freestyle:
            return "five or more in a row win.";
        case Rule::Standard:
            return "exactly five win (six do not).";
        case Rule::Renju:
            return "exactly five win for Black, who may not make a double three, a double four "
                   "or an overline (red crosses); White wins with five or more.";
    }
    return "";
}

std::string timestamp() {
    char buffer[32] = "now";
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    if (localtime_r(&now, &tm)) std::strftime(buffer, sizeof buffer, "%Y%m%d-%H%M%S", &tm);
    return buffer;
}

}  // namespace wuzi::game
