// What an external engine says about its search, read from its MESSAGE
// lines: pbrain-wuzi's and Rapfi's `depth D-SD ev E n N ... pv h8 i9 ...`,
// Yixin-style multi-PV lines `(1) E | D-SD | h8 i9 ...`, or any other text,
// which is kept as it came for the panel to show.
#pragma once

#include <wuzi/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wuzi::game {

// EngineThought. Invariants: `depth` > 0 when a numbers line was read (then
// `score`, if set, is from the side to move's view, mates as mate_in /
// mated_in); `pv` and `note` are printable ASCII of at most kMaxText
// characters (anything else an engine writes is escaped or cut).
struct EngineThought {
    static constexpr size_t kMaxText = 120;
    int depth = 0, seldepth = 0;
    std::optional<Score> score;
    uint64_t nodes = 0;
    std::string pv;    // its line as it wrote it: "h8 i9 j10"
    std::string note;  // its latest MESSAGE text, without the word MESSAGE
    bool operator==(const EngineThought&) const = default;
};

// read_engine_message: update `t` from one MESSAGE line (with or without the
// word MESSAGE). Numbers it gives replace the old ones; a line without any
// changes only the note. Never fails: garbage is a note.
void read_engine_message(std::string_view line, EngineThought& t);

// parse_engine_score: "35", "-120", "+M5", "-M5", "M5" as a Score, or nothing.
std::optional<Score> parse_engine_score(std::string_view text);

}  // namespace wuzi::game
