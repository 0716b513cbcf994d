#include <wuzi/game.h>
#include <wuzi/threat_search.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>

#include "vcf.h"
#include "vct.h"

namespace wuzi {

namespace {

using Clock = std::chrono::steady_clock;

// checked_board: the position as a board, or why it cannot be searched.
std::unique_ptr<Board> checked_board(const BoardConfig& config, std::span<const Move> moves,
                                     std::string& error) {
    if (!config.valid()) {
        error = "invalid board";
        return nullptr;
    }
    if (config.is_tictactoe()) {
        error = "tic-tac-toe has no fours or threes to search";
        return nullptr;
    }
    Game game(config);
    if (const auto bad = game.set_moves(moves, Replay::AsPosition)) {
        error = bad->message(config.size);
        return nullptr;
    }
    if (game.over()) {
        error = "the game is over";
        return nullptr;
    }
    auto board = std::make_unique<Board>(config);
    for (const Move m : moves) board->play(m);
    return board;
}

// deepen: `search(plies, budget)` at 3, 5, ... plies (VCT from 5) up to
// `max_plies`, sharing one node budget; Win at the first that finds one.
template <class Search>
void deepen(ThreatAnswer& out, int first, uint64_t budget, Search&& search) {
    MoveLine line;
    for (int plies = first; plies <= out.max_plies; plies += 2) {
        const uint64_t used = out.nodes;
        if (used >= budget) {
            out.outcome = ThreatOutcome::Unknown;
            return;
        }
        bool aborted = false;
        if (const int found = search(plies, budget - used, line, aborted)) {
            out.outcome = ThreatOutcome::Win;
            out.plies = found;
            out.line.assign(line.begin(), line.end());
            return;
        }
        if (aborted) {
            out.outcome = ThreatOutcome::Unknown;
            return;
        }
    }
    out.outcome = ThreatOutcome::NoWin;
}

}  // namespace

const char* threat_kind_name(ThreatKind kind) { return kind == ThreatKind::Vcf ? "VCF" : "VCT"; }

ThreatAnswer find_threat_win(const BoardConfig& config, std::span<const Move> moves,
                             ThreatKind kind, const ThreatLimits& limits) {
    const auto start = Clock::now();
    ThreatAnswer out;
    const std::unique_ptr<Board> board = checked_board(config, moves, out.error);
    if (!board) return out;
    Board& b = *board;
    const Color us = b.side_to_move();
    out.attacker = us;
    const int fallback = kind == ThreatKind::Vcf ? kDefaultVcfPlies : kDefaultVctPlies;
    out.max_plies =
        std::clamp(limits.max_plies > 0 ? limits.max_plies : fallback, 1, kMaxThreatPlies);
    const uint64_t budget = limits.max_nodes > 0 ? limits.max_nodes : kDefaultThreatNodes;
    const auto deadline = start + std::chrono::milliseconds(limits.time_ms);
    const std::function<bool()> should_stop = [&] {
        return (limits.stop && limits.stop->load(std::memory_order_relaxed)) ||
               (limits.time_ms > 0 && Clock::now() >= deadline);
    };
    if (b.threat_count(us, kThreatFive)) {  // five now
        out.outcome = ThreatOutcome::Win;
        out.plies = 1;
        out.line = {b.first_threat(us, kThreatFive)};
    } else if (kind == ThreatKind::Vcf) {
        auto vcf = std::make_unique<VcfSearch>();
        deepen(out, 3, budget, [&](int plies, uint64_t left, MoveLine& line, bool& aborted) {
            const int found = vcf->search(b, plies, out.nodes, left, &line, &should_stop);
            aborted = vcf->aborted();
            return found;
        });
        // No four at all: no VCF at any length (deepening found it at once).
    } else {
        auto vct = std::make_unique<VctSearch>();
        deepen(out, 3, budget, [&](int plies, uint64_t left, MoveLine& line, bool& aborted) {
            const int found = vct->search(b, plies, out.nodes, left, &line, &should_stop);
            aborted = vct->aborted();
            return found;
        });
    }
    out.time_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    return out;
}

}  // namespace wuzi
