#include "engine_driver.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <chrono>
#include <thread>
#include <utility>

#include "eval_history.h"
#include "opening_text.h"

namespace wuzi::game {

namespace {

constexpr int64_t kAnswerGraceMs = 1000;  // beyond the engine's limit: pipes, a busy machine

}  // namespace

TimeControl engine_clock(const Settings& settings, std::optional<int64_t> left_ms) {
    TimeControl c;
    c.match_ms = 0;
    c.left_ms = TimeControl::kNoLimit;
    if (settings.clock.per_move()) {
        c.turn_ms = settings.clock.per_move_ms;
    } else if (settings.clock.timed()) {
        const int64_t left = std::max<int64_t>(0, left_ms.value_or(settings.clock.base_ms));
        c.match_ms = settings.clock.base_ms;
        c.left_ms = left;
        c.turn_ms = left;
        c.increment_ms = settings.clock.increment_ms;
    } else {
        c.turn_ms = settings.time_ms;
    }
    return c;
}

int64_t engine_wait_ms(const TimeControl& clock) {
    const int64_t limit =
        clock.game_limited() ? std::min(clock.turn_ms, clock.left_ms) : clock.turn_ms;
    return std::max<int64_t>(0, limit) + kAnswerGraceMs;
}

std::string failure_text(const std::string& who, const std::string& error) {
    if (error.starts_with("lost on time: ")) return who + " timed out: " + error.substr(14);
    return who + " " + error;
}

EngineDriver::~EngineDriver() { finish(); }

void EngineDriver::retire(Color c) {
    if (!workers_[c]) return;
    if (asked_ && asked_->side == c) {
        asked_.reset();
        thinking_.active = false;
        ++serial_;
    }
    workers_[c]->stop();
    retiring_.push_back(std::move(workers_[c]));
}

void EngineDriver::new_game() {
    retire(Black);
    retire(White);
}

void EngineDriver::finish() {
    new_game();
    retiring_.clear();  // each destructor joins its thread, which ends its process
}

size_t EngineDriver::running() const {
    size_t n = size_t(bool(workers_[Black])) + size_t(bool(workers_[White]));
    for (const auto& w : retiring_) n += w->finished() ? 0 : 1;
    return n;
}

const std::string& engine_path(const Session& session, const Settings& settings, Color c) {
    return settings.engine(session.seat(c));
}

bool engine_turn(const Session& session) {
    return session.engine_to_move() || (session.opening_machine_to_move() &&
                                        session.player(session.acting()) == PlayerKind::Engine);
}

Color engine_colour(const Session& session) {
    return session.opening_step() == OpeningStep::Settled ? session.side_to_move()
                                                          : session.acting();
}

bool engine_swap2_turn(const Session& session) {
    switch (session.opening_step()) {
        case OpeningStep::FirstPlaces:
            return session.cursor() == 0;
        case OpeningStep::SecondChooses:
        case OpeningStep::FirstChooses:
            return true;
        default:
            return false;
    }
}

std::string apply_swap2_answer(Session& session, bool swap, const std::vector<Move>& stones,
                               std::string& what) {
    const int size = session.config().size;
    const int placed = session.cursor();
    const bool swap2 = session.game_opening() == OpeningRule::Swap2;
    const std::string given =
        swap ? std::string("SWAP")
             : std::to_string(stones.size()) + (stones.size() == 1 ? " stone" : " stones");
    auto play_all = [&]() -> std::string {
        for (const Move m : stones)
            if (const PlayError e = session.play(m); e != PlayError::None)
                return "placed an illegal stone " + move_to_text(m, size) + " (" + describe(e) +
                       ")";
        return {};
    };
    if (placed == 0) {
        if (swap || stones.size() != 3)
            return "answered " + given + " to SWAP2BOARD on the empty board, not three stones";
        what = "placed " + moves_to_text(stones, size);
        return play_all();
    }
    if (swap) {
        if (!session.choose(SwapChoice::TakeBlack)) return "answered SWAP out of turn";
        what = choice_text(SwapChoice::TakeBlack);
        return {};
    }
    if (stones.size() == 1) {
        if (!session.choose(SwapChoice::TakeWhite)) return "answered a move out of turn";
        what = choice_text(SwapChoice::TakeWhite) + " and played " + move_to_text(stones[0], size);
        return play_all();
    }
    if (stones.size() == 2 && placed == 3 && swap2) {
        if (!session.choose(SwapChoice::PlaceTwo)) return "answered two stones out of turn";
        what = choice_text(SwapChoice::PlaceTwo) + " " + moves_to_text(stones, size);
        return play_all();
    }
    return "answered " + given + " to SWAP2BOARD after " + std::to_string(placed) + " stones (" +
           (placed == 3 && swap2 ? "SWAP, one or two stones" : "SWAP or one move") + " expected)";
}

std::string EngineDriver::name(Color c, const Session& session, const Settings& settings) const {
    const std::string& path = engine_path(session, settings, c);
    if (const auto it = names_.find(path); it != names_.end()) return it->second;
    return engine_file_name(path);
}

std::string EngineDriver::who(Color c, const Session& session, const Settings& settings) const {
    return std::string(c == Black ? "Black" : "White") + " (" + name(c, session, settings) + ")";
}

void EngineDriver::follow(const EngineWorker::Report& r, Color c, const Session& session,
                          const Settings& settings) {
    if (!r.name.empty() && names_[workers_[c]->path()] != r.name) {
        names_[workers_[c]->path()] = r.name;
        ++serial_;
    }
    if (!asked_ || asked_->side != c || r.serial == asked_->seen_serial) return;
    asked_->seen_serial = r.serial;
    if (r.thinking_ticket != asked_->version) return;
    const EngineThought& t = r.thought;
    thinking_.who = who(c, session, settings);
    thinking_.depth = t.depth;
    thinking_.seldepth = t.seldepth;
    thinking_.nodes = t.nodes;
    thinking_.eval.reset();
    if (t.score) thinking_.eval = from_score(*t.score, c);
    thinking_.pv = t.pv;
    thinking_.note = t.note;
    thinking_.lines.clear();
    const MoveListParse line = parse_move_list(t.pv, session.config().size);
    if (line.error.empty() && !line.moves.empty() && thinking_.eval)
        thinking_.lines.push_back(LineView{line.moves.front(), *thinking_.eval, line.moves});
    ++serial_;
}

void EngineDriver::take(const EngineWorker::Report& r, Color c, Session& session,
                        const Settings& settings, int64_t now_ms, Events& events) {
    thinking_.elapsed_ms = now_ms - asked_->started;
    const bool swap2 = asked_->swap2;
    asked_.reset();
    thinking_.active = false;
    ++serial_;
    const std::string label = who(c, session, settings);
    if (!r.error.empty()) {
        events.failure = failure_text(label, r.error);
    } else if (swap2) {
        std::string what;
        if (const std::string why = apply_swap2_answer(session, r.swap, r.stones, what);
            !why.empty())
            events.failure = label + " " + why;
        else
            events.opening = what;
        events.side = c;
        events.who = label;
    } else if (const PlayError e = session.play(r.move); e != PlayError::None) {
        events.failure = label + " played an illegal move " +
                         move_to_text(r.move, session.config().size) + " (" + describe(e) + ")";
    } else {
        events.move = r.move;
        events.side = c;
    }
    if (!events.failure.empty()) {
        session.fail(c, events.failure);
        workers_[c]->cancel();
    }
    thinking_.version = session.version();  // shown with the move (or the end) it led to
}

EngineDriver::Events EngineDriver::update(Session& session, const Settings& settings,
                                          int64_t now_ms, std::optional<int64_t> left_ms) {
    Events events;
    // 1. Engines no longer wanted end; ended ones are let go.
    for (const Color c : {Black, White}) {
        const bool wanted = session.player(c) == PlayerKind::Engine;
        if (workers_[c] && (!wanted || workers_[c]->path() != engine_path(session, settings, c)))
            retire(c);
    }
    std::erase_if(retiring_, [](const auto& w) { return w->finished(); });

    // 2. A request for a position that is gone is cancelled.
    if (asked_ && (asked_->version != session.version() || !engine_turn(session))) {
        workers_[asked_->side]->cancel();
        asked_.reset();
        thinking_.active = false;
        ++serial_;
    }

    // 3. What the engines said: names, thinking, and the answer.
    for (const Color c : {Black, White}) {
        if (!workers_[c]) continue;
        const EngineWorker::Report r = workers_[c]->poll();
        events.stopped[c] = r.stops - std::exchange(seen_stops_[c], r.stops);
        events.restarted[c] = r.restarts - std::exchange(seen_restarts_[c], r.restarts);
        follow(r, c, session, settings);
        if (!r.result_ticket || !asked_ || asked_->side != c || *r.result_ticket != asked_->version)
            continue;
        take(r, c, session, settings, now_ms, events);
    }

    // 4. An engine to act is asked (started first if it is not running).
    if (engine_turn(session) && !asked_) {
        const Color c = engine_colour(session);
        if (!workers_[c]) {
            workers_[c] = std::make_unique<EngineWorker>(engine_path(session, settings, c));
            seen_stops_[c] = seen_restarts_[c] = 0;
        }
        EngineRequest r;
        r.ticket = session.version();
        r.config = session.config();
        r.moves = session.moves();
        r.clock = engine_clock(settings, left_ms);
        r.wait_ms = engine_wait_ms(r.clock);
        r.infos = {{"thread_num", std::to_string(settings.threads)}};
        const bool swap2 = engine_swap2_turn(session);
        r.swap2 = swap2;
        workers_[c]->request(std::move(r));
        asked_ = Asked{session.version(), c, now_ms, 0, swap2};
        thinking_ = ThinkingView{};
        thinking_.active = true;
        thinking_.purpose = swap2 ? SearchPurpose::Opening : SearchPurpose::Move;
        thinking_.who = who(c, session, settings);
        thinking_.version = session.version();
        thinking_.ply = session.cursor();
        thinking_.side = c;
        thinking_.size = session.config().size;
        events.asked = true;
        ++serial_;
    }
    if (asked_) thinking_.elapsed_ms = now_ms - asked_->started;
    return events;
}

}  // namespace wuzi::game
