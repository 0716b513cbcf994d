// The thinking line Yixin-Board and other managers show:
// `depth D-SD ev E n N n/ms S tm T pv h8 i9 ...`.
#pragma once

#include <wuzi/engine.h>

#include <string>

namespace wuzi::brain {

// format_score: centipawn-like score, or `+M5` / `-M5` for a forced result
// in that many plies.
std::string format_score(const SearchInfo& info);

// format_progress: the line above (without the `MESSAGE ` prefix), with the
// principal variation in our move text on a board of `size`.
std::string format_progress(const SearchInfo& info, int size);

}  // namespace wuzi::brain
