// The AI's side of the window: searches run on the engine's own thread; the
// main thread polls the search's handle when it draws a frame.
#pragma once

#include <wuzi/engine.h>
#include <wuzi/weights.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "thinking.h"

namespace wuzi::game {

// A search request as the main thread sees it. Invariant: two tickets are
// equal exactly when they ask for the same search of the same position.
struct SearchTicket {
    uint64_t version = 0;  // the session version (a review: the review's id)
    SearchPurpose purpose = SearchPurpose::Move;
    int ply = 0;  // a review: the position searched
    bool operator==(const SearchTicket&) const = default;
};

// AiWorker: the window's one engine and the search it wants. Used from the
// main thread only; the engine's SearchHandle carries the search thread's
// news. Invariants: at most one search is wanted at a time (`current()`);
// after cancel() or a new start() nothing of an older search is reported;
// the engine is declared last so it is destroyed (stopped and joined) first.
class AiWorker {
  public:
    AiWorker();
    ~AiWorker();
    AiWorker(const AiWorker&) = delete;
    AiWorker& operator=(const AiWorker&) = delete;

    // start: search `moves` on `config` for `ticket`; false if the engine
    // refuses the position.
    bool start(const SearchTicket& ticket, const BoardConfig& config,
               const std::vector<Move>& moves, const Limits& limits);
    // set_evaluator: the weights every later search evaluates with; null: the
    // built-in ones.
    void set_evaluator(std::shared_ptr<const Evaluator> eval) { eval_ = std::move(eval); }
    // cancel: stop the wanted search (without waiting) and forget it.
    void cancel();
    // join: wait until the engine's search thread has ended (after cancel(),
    // promptly; else the search runs to its limits).
    void join();
    // current: the wanted search, while it runs or its result is unread.
    std::optional<SearchTicket> current() const { return wanted_; }

    // What poll() hands over: the latest iteration and, once, the result.
    // Invariant: `ticket` is the search both belong to.
    struct Report {
        SearchTicket ticket;
        std::optional<SearchInfo> progress;
        std::optional<SearchInfo> result;
        int64_t elapsed_ms = 0;
    };
    // poll: the wanted search's state; a result is handed over once, after
    // which current() is empty.
    std::optional<Report> poll();

  private:
    using Clock = std::chrono::steady_clock;

    static constexpr size_t kHashMb = 64;

    std::optional<SearchTicket> wanted_;
    bool table_sized_ = false;  // the engine's table is kHashMb (from the first start())
    SearchHandle search_;
    Clock::time_point started_;
    std::shared_ptr<const Evaluator> eval_;
    Engine engine_;  // last: joined before the members above are destroyed
};

}  // namespace wuzi::game
