// Runs the engine for a session: the AI's moves, the human's hints, the
// analysis of the shown position and the positions of a game review, each
// searched on the engine's thread through AiWorker.
#pragma once

#include <wuzi/swap_decision.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ai_worker.h"
#include "eval_history.h"
#include "review.h"
#include "session.h"
#include "settings.h"
#include "thinking.h"

namespace wuzi::game {

// limits_for: what a search may spend under `settings`. Moves of the weak
// levels get a random margin and a fresh seed, and the clock's plan
// (`clock_ms`) instead of the level's time when the game is timed; hints seek
// the best move; analysis has no limit and asks for several lines; a review
// position gets the review's time; pondering has no limit. Every search uses
// the settings' threads.
Limits limits_for(const Settings& settings, SearchPurpose purpose, uint64_t seed,
                  std::optional<int64_t> clock_ms = std::nullopt);

// SearchDriver. Each update() works out the search wanted (the next position
// of a running review; else the analysis of the shown position in analysis
// mode; else, in an opening (swap, swap2) where a machine must act, its
// opening choice (the engine's SwapPlanner's searches one after the other,
// the decision then played into the session; a stone the plan does not
// cover is a move search); else the AI's move when the AI is to move; else a
// hint the human asked
// for in this very position; else, with `Settings::ponder`, the AI pondering
// while the human is to move against it at the latest position: the position
// after the reply its last move's search expects, if that is legal, else the
// position itself), cancels any other, starts the wanted one,
// follows its progress and, when it ends, plays the AI's move, records the
// hint or the review position. Invariants: at most one search runs; a result
// is used at most once and only for the ticket it was computed for; a
// position the engine refused is not retried until the session changes; a
// finished analysis is not restarted for the same position; an AI move
// appears no sooner than `min_think_ms` after its search started;
// pondering is never shown and ends only when the position changes (or on a
// proven result, and is then not restarted for the same position);
// `thinking()` describes a search of the session's position `version` only
// while `thinking().version` equals the version it was started (or, for the
// AI's move, played) at.
class SearchDriver {
  public:
    explicit SearchDriver(int64_t min_think_ms = 250) : min_think_ms_(min_think_ms) {}

    // What one update did. Invariant: `ai_move` is already in the session;
    // each of `evals` is (ply, evaluation of the position after ply moves).
    struct Events {
        std::optional<SearchPurpose> started;
        std::optional<Move> ai_move;  // played into the session by `ai_side`
        Color ai_side = Black;
        std::optional<Move> hint;
        std::vector<std::pair<int, Eval>> evals;
        std::optional<int> reviewed;  // the review position just searched
        // The AI's opening decision, already in the session; the stones on
        // the board when it decided and the colour of the seat that decided.
        std::optional<SwapDecision> opening;
        int opening_stones = 0;
        Color opening_side = Black;
        std::string error;
    };
    // What else the driver needs: the AI's time from the clock when the game
    // is timed, and the review (if any) that wants positions searched.
    struct Input {
        std::optional<int64_t> ai_time_ms;
        Review* review = nullptr;
    };
    Events update(Session& session, const Settings& settings, int64_t now_ms, const Input& input);
    Events update(Session& session, const Settings& settings, int64_t now_ms) {
        return update(session, settings, now_ms, Input());
    }

    // request_hint: search for the human to move in the current position.
    void request_hint(const Session& session);
    bool hint_pending() const { return hint_requested_; }
    // hint: the suggestion for the session's current position, if found.
    std::optional<Move> hint(const Session& session) const;
    // cancel: stop any search and forget hints, held results and what the
    // last search showed (a new game, a loaded one).
    void cancel();
    // limits_changed: the settings' depth, time or threads changed: a search
    // for the AI's move or a hint stops and starts again under the new
    // limits at the next update() (the other searches keep theirs). True if
    // one was restarted.
    bool limits_changed();
    // finish: cancel(), then wait until the search thread has ended (closing).
    void finish();
    void set_min_think_ms(int64_t ms) { min_think_ms_ = ms; }
    // set_evaluator: the weights the engine evaluates with (AiWorker).
    void set_evaluator(std::shared_ptr<const Evaluator> eval) {
        ai_.set_evaluator(std::move(eval));
    }

    const ThinkingView& thinking() const { return thinking_; }
    // current_for: the thinking view belongs to the session's shown position.
    bool current_for(const Session& session) const {
        return thinking_.version == session.version() && thinking_.depth > 0;
    }
    // serial: changes whenever thinking() or the hint change (for redrawing).
    uint64_t serial() const { return serial_; }
    // searching: a search runs (any purpose).
    bool searching() const { return ai_.current().has_value() || held_.has_value(); }

  private:
    std::optional<SearchTicket> wanted(const Session& session, const Settings& settings,
                                       const Review* review) const;
    void follow(const AiWorker::Report& report, int64_t now_ms);
    void finish(const SearchTicket& ticket, const SearchInfo& info, Session& session,
                Review* review, Events& events);
    void stop_showing();
    // start_opening: the next search of the opening plan for `ticket`
    // (a new plan if it is for another ticket); false if refused.
    bool start_opening(const SearchTicket& ticket, const Session& session,
                       const Settings& settings);
    // apply_opening: play the plan's decision into the session.
    void apply_opening(const SwapDecision& d, Session& session, Events& events);

    // A finished search waiting for the minimum thinking time; used at
    // `ready_at` only if its ticket is still the wanted one.
    struct Held {
        SearchTicket ticket;
        SearchInfo info;
        int64_t ready_at;
    };

    int64_t min_think_ms_;
    ThinkingView thinking_;
    int recorded_depth_ = 0;  // the analysis's deepest evaluation handed out
    uint64_t serial_ = 0;
    bool hint_requested_ = false;
    uint64_t hint_version_ = 0;
    std::optional<Move> hint_;
    std::optional<Held> held_;
    std::optional<SearchTicket> analysed_;  // the last finished analysis
    std::optional<SearchTicket> pondered_;  // the last pondering that ended by itself
    // The AI's opening decision under way, and the ticket it is for.
    std::optional<SwapPlanner> opening_;
    SearchTicket opening_ticket_;
    // The reply the AI's last move's search expects, for the session version
    // the move was played into.
    Move expected_reply_ = kNoMove;
    uint64_t expected_version_ = 0;
    uint64_t failed_version_ = 0;
    // The running search's depth limit and, at tic-tac-toe, its position's
    // empty cells (-1 at gomoku), for judged_eval().
    int depth_limit_ = 0;
    int empties_ = -1;
    AiWorker ai_;  // last: its search stops and joins first
};

}  // namespace wuzi::game
