// Runs the AI for a session: the AI's moves and the human's hints, each
// searched on the engine's thread through AiWorker.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "ai_worker.h"
#include "eval_history.h"
#include "session.h"
#include "settings.h"
#include "thinking.h"

namespace wuzi::game {

// limits_for: what a search may spend under `settings`. Moves of the weak
// levels get a random margin and a fresh seed; hints always seek the best move.
Limits limits_for(const Settings& settings, SearchPurpose purpose, uint64_t seed);

// SearchDriver. Each update() works out the search the session wants (the
// AI's move when the AI is to move and not paused, or a hint the human asked
// for in this very position), cancels any other, starts the wanted one,
// follows its progress and, when it ends, plays the AI's move or records the
// hint. Invariants: at most one search runs; a result is used at most once
// and only for the session version it was computed for; a position the
// engine refused is not retried until the session changes; an AI move appears
// no sooner than `min_think_ms` after its search started.
class SearchDriver {
  public:
    explicit SearchDriver(int64_t min_think_ms = 250) : min_think_ms_(min_think_ms) {}

    // What one update did. Invariant: `ai_move` is already in the session;
    // `eval` is set whenever a search finished for the current position.
    struct Events {
        std::optional<SearchPurpose> started;
        std::optional<Move> ai_move;  // played into the session by `ai_side`
        Color ai_side = Black;
        std::optional<Move> hint;
        std::optional<Eval> eval;  // the finished search's evaluation...
        int eval_ply = 0;          // ...of the position after this many moves
        std::string error;
    };
    Events update(Session& session, const Settings& settings, int64_t now_ms);

    // request_hint: search for the human to move in the current position.
    void request_hint(const Session& session);
    bool hint_pending() const { return hint_requested_; }
    // hint: the suggestion for the session's current position, if found.
    std::optional<Move> hint(const Session& session) const;
    // cancel: stop any search and forget hints and held results.
    void cancel();

    const ThinkingView& thinking() const { return thinking_; }
    // pv: the running search's expected line, starting with `pv_first()`.
    const std::vector<Move>& pv() const { return pv_; }
    Color pv_first() const { return pv_first_; }

  private:
    std::optional<SearchTicket> wanted(const Session& session) const;
    void follow(const AiWorker::Report& report, const Session& session, int64_t now_ms);
    void finish(const SearchTicket& ticket, const SearchInfo& info, Session& session,
                Events& events);

    // A finished search waiting for the minimum thinking time; used at
    // `ready_at` only if its ticket is still the wanted one.
    struct Held {
        SearchTicket ticket;
        SearchInfo info;
        int64_t ready_at;
    };

    int64_t min_think_ms_;
    ThinkingView thinking_;
    std::vector<Move> pv_;
    Color pv_first_ = Black;
    bool hint_requested_ = false;
    uint64_t hint_version_ = 0;
    std::optional<Move> hint_;
    std::optional<Held> held_;
    uint64_t failed_version_ = 0;
    AiWorker ai_;  // last: its search stops and joins first
};

}  // namespace wuzi::game
