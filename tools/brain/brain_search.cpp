// The Brain's searches: starting one with a time plan, and turning its
// result into the answer (a move, SWAP, or the next SWAP2 candidate); the
// opening book, which answers a move without a search.
#include <wuzi/notation.h>

#include <algorithm>
#include <cstdlib>
#include <new>

#include "brain.h"
#include "platform.h"
#include "search_message.h"

namespace wuzi::brain {

size_t Brain::max_hash_mb() const {
    const size_t physical_mb = size_t(platform::physical_memory_bytes().value_or(1ull << 30) >> 20);
    return std::max<size_t>(1, physical_mb / 4);
}

void Brain::apply_hash() {
    // At most a quarter of the machine's memory, whatever hash_size asks for; if even
    // that cannot be allocated, halve until it can (the table keeps its old
    // size when an allocation fails).
    size_t mb = std::min(settings_.hash_mb(), max_hash_mb());
    if (mb == hash_mb_applied_) return;
    for (;;) {
        try {
            engine_.set_hash_mb(mb);
            hash_mb_applied_ = mb;
            return;
        } catch (const std::bad_alloc&) {
            if (mb == 1) return;
            mb /= 2;
        }
    }
}

void Brain::finish_swap2() {
    mode_ = Mode::Normal;
    if (!started("SWAP2BOARD")) return;
    if (!setup_error_.empty()) return error("SWAP2BOARD: " + setup_error_);
    if (!can_move("SWAP2BOARD")) return;
    const size_t n = swap2_moves_.size();
    if (n != 0 && n != 3 && n != 5)
        return error("SWAP2BOARD takes 0, 3 or 5 stones, got " + std::to_string(n));
    swap2_proposing_ = n == 0;
    if (n == 0) {
        // Propose three stones: the engine's plan searches a few openings.
        swap2_plan_ = SwapPlanner::propose(config(), rng_());
        next_swap2_search();
        return;
    }
    if (auto reason = check_moves(swap2_moves_, config()); !reason.empty())
        return error("SWAP2BOARD: " + reason);
    Game previous = std::move(game_);
    game_ = Game(config());
    for (Move m : swap2_moves_) (void)game_.play(m);
    swap2_plan_ = SwapPlanner::reply(game_.moves(), OpeningRule::Swap2);
    if (!next_swap2_search()) game_ = std::move(previous);
}

bool Brain::next_swap2_search() {
    SwapPlanner& plan = *swap2_plan_;
    // YXSTOP or the deadline: decide on what the searches so far showed.
    if (task_stop_ && plan.searches_done() > 0) plan.stop();
    if (!plan.finished()) {
        const SwapSearch& s = plan.next();
        return start_search(s.moves, Task::Swap2, s.share, s.multi_pv);
    }
    answer_swap2(plan.decision());
    return true;
}

void Brain::answer_swap2(const SwapDecision& d) {
    using Action = SwapDecision::Action;
    const auto legal = [this](Move m) {
        return game_.board().on_board(move_x(m), move_y(m)) && game_.board().is_empty(m);
    };
    std::string why = "swap2: white to move scores " + format_score(d.score);
    if (d.action == Action::PlaceTwo)
        why = "swap2: 3 stones score " + format_score(d.three_score) + ", 5 stones " +
              format_score(d.score) + " for white to move";
    switch (d.action) {
        case Action::Propose:
            game_ = Game(config());
            for (Move m : d.stones) (void)game_.play(m);
            message(why + ": propose");
            out_.line(xy(d.stones[0]) + " " + xy(d.stones[1]) + " " + xy(d.stones[2]));
            return;
        case Action::TakeBlack:
            message(why + ": take black");
            out_.line("SWAP");
            return;
        case Action::TakeWhite:
            if (d.stones.empty() || !legal(d.stones[0])) {
                message(why + ": no move found, take black");
                out_.line("SWAP");
                return;
            }
            message(why + ": take white");
            (void)game_.play(d.stones[0]);
            send_move(d.stones[0]);
            return;
        case Action::PlaceTwo:
            message(why + ": place two more");
            for (Move m : d.stones) (void)game_.play(m);
            out_.line(xy(d.stones[0]) + " " + xy(d.stones[1]));
            return;
    }
}

Limits Brain::base_limits() const {
    Limits limits;
    limits.depth = settings_.max_depth;
    limits.nodes = uint64_t(settings_.max_nodes);
    limits.threads = std::clamp(settings_.threads, 1, kMaxThreads);
    limits.excluded = blocked_;
    return limits;
}

bool Brain::start_search(const std::vector<Move>& moves, Task task, int64_t share_div, int multi_pv,
                         int depth) {
    TimeBudget budget = allocate(settings_.clock, int(moves.size() / 2));
    budget.think_ms = std::max<int64_t>(1, budget.think_ms / share_div);
    budget.hard_ms = std::max<int64_t>(1, budget.hard_ms / share_div);
    const bool unlimited =
        (settings_.clock.turn_ms >= TimeControl::kNoLimit && !settings_.clock.game_limited()) ||
        (gui_mode_ && settings_.yixin_unlimited());
    Limits limits = base_limits();
    limits.time_ms = unlimited ? 0 : budget.think_ms;
    limits.multi_pv = multi_pv;
    if (depth > 0) limits.depth = limits.depth > 0 ? std::min(limits.depth, depth) : depth;
    if (settings_.debug)
        out_.line("DEBUG time plan: think " + std::to_string(limits.time_ms) + " ms, stop at " +
                  (unlimited ? std::string("never") : std::to_string(budget.hard_ms) + " ms") +
                  ", hash " + std::to_string(hash_mb_applied_) + " MB");
    deadline_ = unlimited && !input_closed_ ? Clock::time_point::max()
                : unlimited                 ? Clock::now()
                            : Clock::now() + std::chrono::milliseconds(budget.hard_ms);
    return launch(moves, task, limits);
}

bool Brain::launch(const std::vector<Move>& moves, Task task, Limits limits) {
    apply_hash();
    if (!engine_.set_position(search_config(), moves)) {
        error("the engine refused the position");
        return false;
    }
    task_ = task;
    reported_iteration_ = 0;
    stop_sent_ = false;
    answered_from_progress_ = false;
    // The search thread only wakes the protocol loop, which reads the news
    // from the handle on its own thread (on_wake).
    search_ = engine_.go(limits, wake_);
    // A deadline that passed while the previous search of the task finished.
    check_deadline();
    return true;
}

bool Brain::is_blocked(Move m) const {
    return std::find(blocked_.begin(), blocked_.end(), m) != blocked_.end();
}

bool Brain::is_forbidden(Move m) const {
    return game_.side_to_move() == Black && game_.board().is_forbidden(m);
}

bool Brain::play_from_book() {
    if (!have_book_ || !settings_.use_book || game_.config() != book_.config()) return false;
    for (const BookEntry& e : book_.lookup(game_.board())) {
        if (is_blocked(e.move) || !game_.board().is_empty(e.move) || is_forbidden(e.move)) continue;
        message("book " + move_to_text(e.move, size_) + " ev " + format_score(e.score) + " depth " +
                std::to_string(e.depth));
        play_answer(e.move);
        start_ponder();
        return true;
    }
    return false;
}

void Brain::start_ponder(Move expected) {
    if (!settings_.pondering || input_closed_ || busy() || game_.over()) return;
    std::vector<Move> moves = game_.moves();
    if (expected != kNoMove && game_.play(expected) == PlayError::None) {
        if (!game_.over()) moves.push_back(expected);
        game_.undo();
    }
    if (!engine_.set_position(search_config(), moves)) return;
    if (settings_.debug)
        out_.line(moves.size() > game_.moves().size()
                      ? "DEBUG ponder after " + move_to_text(expected, size_)
                      : std::string("DEBUG ponder the position"));
    // No time, node or depth limit and every move considered: the search ends
    // when the next line arrives (or, rarely, on a proven result).
    Limits limits = base_limits();
    limits.depth = 0;
    limits.nodes = 0;
    limits.excluded.clear();
    reported_iteration_ = 0;
    pondering_ = true;
    search_ = engine_.go(limits, wake_);
}

void Brain::stop_ponder() {
    if (!pondering_) return;
    pondering_ = false;
    engine_.stop();
    const SearchInfo info = search_.wait();
    if (settings_.debug)
        out_.line("DEBUG ponder stopped at depth " + std::to_string(info.depth) + ", " +
                  std::to_string(info.nodes) + " nodes");
}

Move Brain::fallback_move() const {
    // The empty point nearest the centre, a blocked one only if nothing else
    // is left, and a point forbidden for Black (renju) only if nothing at all.
    const Board& b = game_.board();
    const int c = b.size() / 2;
    Move best = kNoMove;
    int best_d = 1 << 20;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const Move m = make_move(x, y);
            if (!b.is_empty(m)) continue;
            int d = std::abs(x - c) + std::abs(y - c) + (is_blocked(m) ? 1 << 10 : 0);
            if (d >= best_d) continue;
            if (is_forbidden(m)) d += 1 << 15;
            if (d < best_d) best = m, best_d = d;
        }
    return best;
}

void Brain::send_move(Move m) { out_.line(xy(m)); }

void Brain::play_answer(Move m) {
    const Board& b = game_.board();
    if (m == kNoMove || !b.on_board(move_x(m), move_y(m)) || !b.is_empty(m) || is_forbidden(m))
        m = fallback_move();
    (void)game_.play(m);
    send_move(m);
}

void Brain::finish_search() {
    const SearchInfo info = search_.wait();
    const Task task = task_;
    task_ = Task::None;
    conclude(task, info);
    answered_from_progress_ = false;
    if (!busy()) task_stop_ = false;  // the task is over (it may have started its next search)
}

void Brain::conclude(Task task, const SearchInfo& info) {
    switch (task) {
        case Task::None:
            return;
        case Task::Move:
            // A move sent at the deadline (answer_from_progress) stands.
            if (!answered_from_progress_) play_answer(info.best_move);
            start_ponder(info.pv.size() >= 2 && info.pv[0] == game_.moves().back() ? info.pv[1]
                                                                                   : kNoMove);
            return;
        case Task::NBest:
        case Task::Defend:
        case Task::BalanceOne:
        case Task::BalanceTwo:
            finish_analysis(task, info);
            return;
        case Task::Swap2:
            swap2_plan_->record(info);
            next_swap2_search();
            return;
    }
}

}  // namespace wuzi::brain
