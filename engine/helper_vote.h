// Lazy SMP's last step: which thread's line is played (engine.cpp runs the
// threads; search.h searches).
#pragma once

#include <wuzi/engine.h>

#include <span>

namespace wuzi {

// adopt_deeper_helper: adds the helpers' nodes to `info`, the main search's
// result, and with SearchParams::helper_vote replaces its line by that of a
// helper that completed a deeper iteration with a score at least as good (a
// later helper replaces that one only if deeper still with a score at least
// as good again). Only when one line is wanted without a random choice, and
// once the main search completed an iteration: multi-PV lines and a seeded
// choice stay the main search's. `helpers` may hold empty results (a thread
// that was no helper).
void adopt_deeper_helper(const Limits& limits, std::span<const SearchInfo> helpers,
                         SearchInfo& info);

}  // namespace wuzi
