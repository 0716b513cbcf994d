#include "search_driver.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <random>

namespace wuzi::game {

Limits limits_for(const Settings& settings, SearchPurpose purpose, uint64_t seed,
                  std::optional<int64_t> clock_ms) {
    Limits limits;
    limits.threads = settings.threads;
    switch (purpose) {
        case SearchPurpose::Move:
            limits.depth = settings.depth;
            limits.time_ms = clock_ms ? std::max<int64_t>(1, *clock_ms) : settings.time_ms;
            limits.random_margin =
                random_margin(settings.level, settings.kind == GameKind::TicTacToe);
            if (limits.random_margin > 0) limits.seed = seed | 1u;
            break;
        case SearchPurpose::Hint:
            limits.depth = settings.depth;
            limits.time_ms = settings.time_ms;
            break;
        case SearchPurpose::Analysis:
            limits.multi_pv = settings.analysis_lines;
            break;
        case SearchPurpose::Review:
            limits.time_ms = settings.review_ms;
            break;
        case SearchPurpose::Ponder:
            break;
        case SearchPurpose::Opening:  // as for a move, but always the best one
            limits.depth = settings.depth;
            limits.time_ms = clock_ms ? std::max<int64_t>(1, *clock_ms) : settings.time_ms;
            break;
    }
    return limits;
}

std::optional<SearchTicket> SearchDriver::wanted(const Session& s, const Settings& settings,
                                                 const Review* review) const {
    if (review && review->running())
        if (const auto ply = review->next())
            return SearchTicket{review->id(), SearchPurpose::Review, *ply};
    if (s.version() == failed_version_) return std::nullopt;
    if (s.mode() == Mode::Analysis) {
        const SearchTicket t{s.version(), SearchPurpose::Analysis, s.cursor()};
        if (s.over() || analysed_ == t) return std::nullopt;
        return t;
    }
    // (An external engine's opening is EngineDriver's: SWAP2BOARD.)
    if (s.opening_machine_to_move() && s.player(s.acting()) == PlayerKind::Ai) {
        // The plan decides from no stone, three or five; other stones are moves.
        const OpeningStep step = s.opening_step();
        const bool plan = (step == OpeningStep::FirstPlaces && s.cursor() == 0) ||
                          step == OpeningStep::SecondChooses || step == OpeningStep::FirstChooses;
        return SearchTicket{s.version(), plan ? SearchPurpose::Opening : SearchPurpose::Move,
                            s.cursor()};
    }
    if (s.ai_to_move()) return SearchTicket{s.version(), SearchPurpose::Move, s.cursor()};
    if (hint_requested_ && hint_version_ == s.version() && s.human_to_move())
        return SearchTicket{s.version(), SearchPurpose::Hint, s.cursor()};
    if (settings.ponder && s.mode() == Mode::Play && s.has_player(PlayerKind::Ai) &&
        s.human_to_move() && !s.paused() && s.at_end()) {
        const SearchTicket t{s.version(), SearchPurpose::Ponder, s.cursor()};
        if (pondered_ != t) return t;
    }
    return std::nullopt;
}

void SearchDriver::request_hint(const Session& session) {
    hint_requested_ = session.human_to_move();
    hint_version_ = session.version();
    hint_.reset();
    ++serial_;
}

std::optional<Move> SearchDriver::hint(const Session& session) const {
    if (hint_version_ != session.version()) return std::nullopt;
    return hint_;
}

void SearchDriver::stop_showing() {
    if (thinking_.active) ++serial_;
    thinking_.active = false;
}

void SearchDriver::finish() {
    cancel();
    ai_.join();
}

bool SearchDriver::limits_changed() {
    const auto limited = [](const SearchTicket& t) {
        return t.purpose == SearchPurpose::Move || t.purpose == SearchPurpose::Hint;
    };
    const auto current = ai_.current();
    const bool restart = (current && limited(*current)) || (held_ && limited(held_->ticket));
    if (!restart) return false;
    ai_.cancel();  // wanted() still asks for it: update() starts it afresh
    held_.reset();
    stop_showing();
    thinking_.depth = 0;
    ++serial_;
    return true;
}

void SearchDriver::cancel() {
    ai_.cancel();
    held_.reset();
    hint_requested_ = false;
    hint_.reset();
    analysed_.reset();
    pondered_.reset();
    opening_.reset();
    thinking_ = {};
    ++serial_;
}

void SearchDriver::follow(const AiWorker::Report& report, int64_t now_ms) {
    const bool shown = report.ticket.purpose != SearchPurpose::Review &&
                       report.ticket.purpose != SearchPurpose::Ponder &&
                       report.ticket.purpose != SearchPurpose::Opening;
    const SearchInfo* latest =
        report.result ? &*report.result : (report.progress ? &*report.progress : nullptr);
    if (shown) {
        if (thinking_.elapsed_ms / 100 != report.elapsed_ms / 100) ++serial_;
        thinking_.elapsed_ms = report.elapsed_ms;
    }
    if (shown && latest && latest->depth > 0 &&
        (latest->depth != thinking_.depth || latest->nodes != thinking_.nodes)) {
        const int size = thinking_.size;
        thinking_.depth = latest->depth;
        thinking_.seldepth = latest->seldepth;
        thinking_.eval = judged_eval(*latest, thinking_.side, depth_limit_, empties_);
        thinking_.nodes = latest->nodes;
        thinking_.nps = latest->nps;
        thinking_.pv = moves_to_text(latest->pv, size);
        std::replace(thinking_.pv.begin(), thinking_.pv.end(), ',', ' ');
        thinking_.lines.clear();
        for (const RootLine& line : latest->lines) {
            SearchInfo one = *latest;
            one.score = line.score;
            const auto eval = judged_eval(one, thinking_.side, depth_limit_, empties_);
            // Tic-tac-toe shows only what is proven; gomoku a line's score at any depth.
            if (!line.pv.empty() && (eval || empties_ < 0))
                thinking_.lines.push_back({line.pv.front(),
                                           eval.value_or(from_score(line.score, thinking_.side)),
                                           std::vector<Move>(line.pv.begin(), line.pv.end())});
        }
        if (thinking_.lines.empty() && !latest->pv.empty() && thinking_.eval)
            thinking_.lines.push_back({latest->pv.front(), *thinking_.eval,
                                       std::vector<Move>(latest->pv.begin(), latest->pv.end())});
        ++serial_;
    }
    if (report.result) {
        if (shown) {
            thinking_.active = false;
            if (latest) thinking_.elapsed_ms = std::max<int64_t>(latest->time_ms, 0);
            ++serial_;
        }
        const int64_t wait = report.ticket.purpose == SearchPurpose::Move
                                 ? std::max<int64_t>(0, min_think_ms_ - report.elapsed_ms)
                                 : 0;
        held_ = Held{report.ticket, *report.result, now_ms + wait};
    }
}

void SearchDriver::finish(const SearchTicket& ticket, const SearchInfo& info, Session& session,
                          Review* review, Events& events) {
    if (ticket.purpose == SearchPurpose::Review) {
        if (review && review->id() == ticket.version) {
            review->record(ticket.ply, info);
            events.reviewed = ticket.ply;
        }
        return;
    }
    if (ticket.version != session.version()) return;
    const Color side = session.side_to_move();
    const int ply = session.cursor();
    const std::optional<Eval> eval = judged_eval(info, side, depth_limit_, empties_);
    switch (ticket.purpose) {
        case SearchPurpose::Hint:
            hint_requested_ = false;
            if (eval) events.evals.push_back({ply, *eval});
            if (info.best_move != kNoMove) hint_ = events.hint = info.best_move;
            ++serial_;
            return;
        case SearchPurpose::Analysis:
            analysed_ = ticket;
            if (info.depth > 0 && eval) events.evals.push_back({ply, *eval});
            return;
        case SearchPurpose::Ponder:
            pondered_ = ticket;
            return;
        case SearchPurpose::Opening:
            if (!opening_ || opening_ticket_ != ticket) return;
            opening_->record(info);
            if (opening_->finished()) {
                const SwapDecision d = opening_->decision();
                opening_.reset();
                apply_opening(d, session, events);
            }
            return;
        case SearchPurpose::Review:
        case SearchPurpose::Move:
            break;
    }
    if (session.play(info.best_move) != PlayError::None) {
        failed_version_ = session.version();
        events.error = "The engine returned an unplayable move; the AI is stopped.";
        return;
    }
    // The search's score is the played move's; a weak level's random choice
    // is not the best, so only the position after it is known then.
    const bool best = info.lines.empty() || info.lines.front().pv.empty() ||
                      info.lines.front().pv.front() == info.best_move;
    if (eval) {
        if (best) events.evals.push_back({ply, *eval});
        events.evals.push_back({ply + 1, after_best_move(*eval)});
    }
    thinking_.version = session.version();  // still what the panel shows
    expected_reply_ = info.pv.size() >= 2 && info.pv[0] == info.best_move ? info.pv[1] : kNoMove;
    expected_version_ = session.version();
    events.ai_move = info.best_move;
    events.ai_side = side;
}

SearchDriver::Events SearchDriver::update(Session& session, const Settings& settings,
                                          int64_t now_ms, const Input& input) {
    Events events;
    const auto want = wanted(session, settings, input.review);
    if (auto current = ai_.current(); current && current != want) {
        ai_.cancel();
        stop_showing();
    }
    if (held_ && held_->ticket != want) held_.reset();
    if (auto report = ai_.poll()) follow(*report, now_ms);
    // Analysis runs until stopped: each deeper iteration is news for the graph.
    if (thinking_.purpose == SearchPurpose::Analysis && thinking_.active && thinking_.eval &&
        thinking_.depth > recorded_depth_ && thinking_.version == session.version()) {
        recorded_depth_ = thinking_.depth;
        events.evals.push_back({thinking_.ply, *thinking_.eval});
    }
    if (held_ && now_ms >= held_->ready_at) {
        const Held h = *held_;
        held_.reset();
        finish(h.ticket, h.info, session, input.review, events);
    }
    const auto next = wanted(session, settings, input.review);
    if (!next || ai_.current() || held_) return events;

    if (next->purpose == SearchPurpose::Opening) {
        if (start_opening(*next, session, settings)) {
            events.started = next->purpose;
        } else {
            failed_version_ = session.version();
            events.error = "The engine refused this position.";
        }
        return events;
    }
    const bool review = next->purpose == SearchPurpose::Review;
    const BoardConfig config = review ? input.review->config() : session.config();
    std::vector<Move> moves = review ? std::vector<Move>(input.review->line().begin(),
                                                         input.review->line().begin() + next->ply)
                                     : session.moves();
    if (next->purpose == SearchPurpose::Ponder && expected_version_ == session.version() &&
        expected_reply_ != kNoMove) {
        const Board& b = session.game().board();
        const Move m = expected_reply_;
        // Not a forbidden point, nor a winning move (nothing to search after it).
        if (b.on_board(move_x(m), move_y(m)) && b.is_empty(m) &&
            !(b.side_to_move() == Black && b.is_forbidden(m)) && !b.is_winning_move(m))
            moves.push_back(m);
    }
    const Limits limits =
        limits_for(settings, next->purpose, std::random_device{}(),
                   next->purpose == SearchPurpose::Move ? input.ai_time_ms : std::nullopt);
    if (!review) {
        depth_limit_ = limits.depth;
        const auto stones =
            std::count_if(moves.begin(), moves.end(), [](Move m) { return m != kPass; });
        empties_ = config.is_tictactoe() ? config.size * config.size - int(stones) : -1;
    }
    if (!ai_.start(*next, config, moves, limits)) {
        if (review) {
            input.review->skip(next->ply);
            events.reviewed = next->ply;
            return events;
        }
        failed_version_ = session.version();
        events.error = "The engine refused this position.";
        return events;
    }
    events.started = next->purpose;
    if (review || next->purpose == SearchPurpose::Ponder) return events;
    const bool ttt = config.is_tictactoe();
    const Color side = session.side_to_move();
    thinking_ = {};
    recorded_depth_ = 0;
    thinking_.active = true;
    thinking_.purpose = next->purpose;
    thinking_.version = session.version();
    thinking_.ply = session.cursor();
    thinking_.side = side;
    thinking_.size = config.size;
    const std::string name =
        ttt ? (side == Black ? "X" : "O") : (side == Black ? "Black" : "White");
    thinking_.who = next->purpose == SearchPurpose::Hint       ? "Hint for " + name
                    : next->purpose == SearchPurpose::Analysis ? "Analysis"
                                                               : name + " (AI)";
    ++serial_;
    return events;
}

bool SearchDriver::start_opening(const SearchTicket& ticket, const Session& session,
                                 const Settings& settings) {
    if (!opening_ || opening_ticket_ != ticket) {
        opening_ = session.opening_step() == OpeningStep::FirstPlaces
                       ? SwapPlanner::propose(session.config(), std::random_device{}())
                       : SwapPlanner::reply(session.moves(), session.game_opening());
        opening_ticket_ = ticket;
    }
    const Limits limits =
        swap_limits(limits_for(settings, SearchPurpose::Opening, 0), opening_->next());
    return ai_.start(ticket, session.config(), opening_->next().moves, limits);
}

void SearchDriver::apply_opening(const SwapDecision& d, Session& session, Events& events) {
    using Action = SwapDecision::Action;
    const Color side = session.acting();
    const int stones = session.cursor();
    bool ok = true;
    switch (d.action) {
        case Action::Propose:
            for (size_t i = size_t(stones); ok && i < d.stones.size(); ++i)
                ok = session.play(d.stones[i]) == PlayError::None;
            break;
        case Action::TakeBlack:
            ok = session.choose(SwapChoice::TakeBlack);
            break;
        case Action::TakeWhite:
            ok = session.choose(SwapChoice::TakeWhite);
            break;
        case Action::PlaceTwo:
            ok = session.choose(SwapChoice::PlaceTwo);
            for (Move m : d.stones) ok = ok && session.play(m) == PlayError::None;
            break;
    }
    if (!ok) {
        failed_version_ = session.version();
        events.error = "The AI's opening choice could not be played; the AI is stopped.";
        return;
    }
    events.opening = d;
    events.opening_stones = stones;
    events.opening_side = side;
}

}  // namespace wuzi::game
