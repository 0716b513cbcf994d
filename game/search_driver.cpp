#include "search_driver.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <random>

namespace wuzi::game {

Limits limits_for(const Settings& settings, SearchPurpose purpose, uint64_t seed) {
    Limits limits;
    limits.depth = settings.depth;
    limits.time_ms = settings.time_ms;
    if (purpose == SearchPurpose::Move) {
        limits.random_margin = random_margin(settings.level);
        if (limits.random_margin > 0) limits.seed = seed | 1u;
    }
    return limits;
}

std::optional<SearchTicket> SearchDriver::wanted(const Session& s) const {
    if (s.version() == failed_version_) return std::nullopt;
    if (s.ai_to_move()) return SearchTicket{s.version(), SearchPurpose::Move};
    if (hint_requested_ && hint_version_ == s.version() && s.human_to_move())
        return SearchTicket{s.version(), SearchPurpose::Hint};
    return std::nullopt;
}

void SearchDriver::request_hint(const Session& session) {
    hint_requested_ = session.human_to_move();
    hint_version_ = session.version();
    hint_.reset();
}

std::optional<Move> SearchDriver::hint(const Session& session) const {
    if (hint_version_ != session.version()) return std::nullopt;
    return hint_;
}

void SearchDriver::cancel() {
    ai_.cancel();
    held_.reset();
    hint_requested_ = false;
    hint_.reset();
    thinking_.active = false;
    pv_.clear();
}

void SearchDriver::follow(const AiWorker::Report& report, const Session& session, int64_t now_ms) {
    const SearchInfo* latest =
        report.result ? &*report.result : (report.progress ? &*report.progress : nullptr);
    thinking_.elapsed_ms = report.elapsed_ms;
    if (latest && latest->depth > 0) {
        thinking_.depth = latest->depth;
        thinking_.seldepth = latest->seldepth;
        thinking_.eval = from_search(*latest, session.side_to_move());
        thinking_.mate_plies = latest->mate_plies();
        thinking_.nodes = latest->nodes;
        thinking_.nps = latest->nps;
        thinking_.pv = moves_to_text(latest->pv, session.config().size);
        std::replace(thinking_.pv.begin(), thinking_.pv.end(), ',', ' ');
        pv_.assign(latest->pv.begin(), latest->pv.end());
    }
    if (report.result) {
        thinking_.active = false;
        if (latest) thinking_.elapsed_ms = std::max<int64_t>(latest->time_ms, 0);
        const int64_t wait = report.ticket.purpose == SearchPurpose::Move
                                 ? std::max<int64_t>(0, min_think_ms_ - report.elapsed_ms)
                                 : 0;
        held_ = Held{report.ticket, *report.result, now_ms + wait};
    }
}

void SearchDriver::finish(const SearchTicket& ticket, const SearchInfo& info, Session& session,
                          Events& events) {
    if (ticket.version != session.version()) return;
    const Color side = session.side_to_move();
    events.eval = from_search(info, side);
    events.eval_ply = int(session.moves().size());
    if (ticket.purpose == SearchPurpose::Hint) {
        hint_requested_ = false;
        if (info.best_move != kNoMove) hint_ = events.hint = info.best_move;
        return;
    }
    if (session.play(info.best_move) != PlayError::None) {
        failed_version_ = session.version();
        events.error = "The engine returned an unplayable move; the AI is stopped.";
        return;
    }
    events.ai_move = info.best_move;
    events.ai_side = side;
}

SearchDriver::Events SearchDriver::update(Session& session, const Settings& settings,
                                          int64_t now_ms) {
    Events events;
    const auto want = wanted(session);
    if (auto current = ai_.current(); current && current != want) {
        ai_.cancel();
        thinking_.active = false;
        pv_.clear();
    }
    if (held_ && held_->ticket != want) held_.reset();
    if (auto report = ai_.poll()) follow(*report, session, now_ms);
    if (held_ && now_ms >= held_->ready_at) {
        const Held h = *held_;
        held_.reset();
        pv_.clear();
        finish(h.ticket, h.info, session, events);
    }
    const auto next = wanted(session);
    if (!next || ai_.current() || held_) return events;
    const Limits limits = limits_for(settings, next->purpose, std::random_device{}());
    if (!ai_.start(*next, session.config(), session.moves(), limits)) {
        failed_version_ = session.version();
        events.error = "The engine refused this position.";
        return events;
    }
    const bool ttt = session.config().is_tictactoe();
    thinking_ = {};
    thinking_.active = true;
    thinking_.who = next->purpose == SearchPurpose::Hint
                        ? "Hint"
                        : std::string(ttt ? (session.side_to_move() == Black ? "X" : "O")
                                          : (session.side_to_move() == Black ? "Black" : "White")) +
                              " (AI)";
    pv_first_ = session.side_to_move();
    events.started = next->purpose;
    return events;
}

}  // namespace wuzi::game
