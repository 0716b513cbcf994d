// Threat search on request: does the side to move win by continuous fours
// (VCF) or by continuous threats, threes and fours (VCT), and how? The front
// ends' one way to the engine's threat searches (a teaching tool: the window
// shows the winning line on the board); the search itself is engine-internal.
#pragma once

#include <wuzi/board.h>
#include <wuzi/types.h>

#include <atomic>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace wuzi {

// VCF: every attacking move is a four (the defender's reply is forced).
// VCT: every attacking move is a four or a three; against a three the
// defender's answers are the engine's defence set (every point that makes
// the attacker's four, and the defender's own fours), so a VCT is the
// engine's proof by its own threat rules, not a full search of every reply.
enum class ThreatKind { Vcf, Vct };

// Win: a forced win was found (`line` shows it). NoWin: the search ended
// and found none within `max_plies`. Unknown: the node or time limit (or a
// stop) ended it first. BadPosition: nothing was searched (`error` says why).
enum class ThreatOutcome { Win, NoWin, Unknown, BadPosition };

// What a threat search may spend. Zero: the defaults below; every limit is
// clamped to them at most (kMaxThreatPlies) or used as given.
struct ThreatLimits {
    int max_plies = 0;       // plies of the win, attacker's and defender's moves
    uint64_t max_nodes = 0;  // nodes of the search (0: kDefaultThreatNodes)
    int64_t time_ms = 0;     // 0: no time limit
    // stop: if set, the search ends (Unknown) soon after it becomes true.
    const std::atomic<bool>* stop = nullptr;
};

constexpr int kDefaultVcfPlies = 41;
constexpr int kDefaultVctPlies = 31;
constexpr int kMaxThreatPlies = 99;
constexpr uint64_t kDefaultThreatNodes = 4'000'000;

// The answer. Invariants: `line` is non-empty exactly when `outcome` is Win;
// it starts with the attacker's move and alternates colours (VCF: every
// defender reply is forced; VCT: the defender's first answer of the defence
// set at each step), ending with the attacker's five (or a live four, when
// nothing can stop it); `plies` is the win's length (`line.size()` or more);
// `error` is set only for BadPosition.
struct ThreatAnswer {
    ThreatOutcome outcome = ThreatOutcome::BadPosition;
    Color attacker = Black;
    std::vector<Move> line;
    int plies = 0;
    int max_plies = 0;  // the ply limit searched to
    uint64_t nodes = 0;
    int64_t time_ms = 0;
    std::string error;
};

// find_threat_win: search the position of `moves` on `config` (judged as
// stones, as Engine::set_position takes it) for a `kind` win of the side to
// move within `limits`; the shortest is found by deepening the ply limit
// (3, 5, 7, ...). A bad position (an invalid config, a bad move list, a
// finished game, tic-tac-toe) is BadPosition, never a crash. Runs on the
// caller's thread: a front end that must not freeze calls it on another.
ThreatAnswer find_threat_win(const BoardConfig& config, std::span<const Move> moves,
                             ThreatKind kind, const ThreatLimits& limits = {});

// threat_kind_name: "VCF" or "VCT".
const char* threat_kind_name(ThreatKind kind);

}  // namespace wuzi
