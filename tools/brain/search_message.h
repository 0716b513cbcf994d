// The thinking lines Yixin-Board and other managers show:
// `depth D-SD ev E n N n/ms S tm T pv h8 i9 ...`, and for a multi-PV search
// (YXNBEST, YXSEARCHDEFEND) one line per candidate: `(k) E | D-SD | h8 i9 ...`.
#pragma once

#include <wuzi/engine.h>

#include <string>

namespace wuzi::brain {

// format_score: centipawn-like score, or `+M5` / `-M5` for a forced result
// in that many plies.
std::string format_score(Score score);
std::string format_score(const SearchInfo& info);

// format_progress: the first line above (without the `MESSAGE ` prefix),
// with the principal variation in our move text on a board of `size`.
std::string format_progress(const SearchInfo& info, int size);

// format_line: line `k` (0-based; printed from 1) of a multi-PV result, as
// Rapfi prints it for Yixin-Board: `(1) 35 | 8-14 | h8 i9 j10`. The depth is
// the iteration's (lines of one iteration share it).
std::string format_line(const SearchInfo& info, size_t k, int size);

}  // namespace wuzi::brain
