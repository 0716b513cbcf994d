// lower_case: ASCII lower case of a word the player typed or a file holds
// (option values, level names, review comments), for case-insensitive
// comparison. One definition for the window's parsers.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

namespace wuzi::game {

inline std::string lower_case(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

}  // namespace wuzi::game
