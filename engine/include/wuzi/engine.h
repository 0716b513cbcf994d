// The engine façade: the one interface the window, the protocol brain and the
// command line use. It owns the search thread, the transposition table and
// its own board; front ends hand it a position as a list of moves.
#pragma once

#include <wuzi/board.h>
#include <wuzi/game.h>
#include <wuzi/search_params.h>
#include <wuzi/types.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <thread>
#include <vector>

namespace wuzi {

class Searcher;
class TranspositionTable;

// The most search threads a search may use.
constexpr int kMaxThreads = 64;

// default_threads: one search thread per hardware thread
// (std::thread::hardware_concurrency, 1 when it is unknown), at most
// kMaxThreads: what the front ends use unless told otherwise.
int default_threads();

// What a search may spend. Zero means "no limit" for depth, nodes and time;
// with no limit at all the search runs until stop() (or to the maximum depth).
struct Limits {
    int depth = 0;
    uint64_t nodes = 0;
    int64_t time_ms = 0;
    // Nonzero: choose at random (seeded) among root moves within
    // `random_margin` of the best score; used by the easy levels.
    uint64_t seed = 0;
    int random_margin = 0;
    // threads: search threads (Lazy SMP: helpers share the table). With one
    // thread and a depth or node limit the search is deterministic.
    int threads = 1;
    // multi_pv: how many best root moves get an exact score and a line
    // (SearchInfo::lines); 1 for play, more for analysis.
    int multi_pv = 1;
    // excluded: root moves the search must not play (Yixin's YXBLOCK).
    std::vector<Move> excluded;
    // params: the search's constants (search_params.h); the defaults are the engine's.
    SearchParams params;
};

// One of the best root moves with its score (side to move's view) and line.
struct RootLine {
    Score score = 0;
    MoveLine pv;  // starts with the root move
};

// Progress after each completed iteration, and the final result.
struct SearchInfo {
    int depth = 0;
    int seldepth = 0;
    Score score = 0;  // side to move's view; see mate_plies()
    uint64_t nodes = 0;
    uint64_t nps = 0;
    int64_t time_ms = 0;
    MoveLine pv;
    Move best_move = kNoMove;
    // The min(multi_pv, legal moves) best root moves, best first; lines[0]
    // is the line above. A win found by the root threat search gives one line.
    std::vector<RootLine> lines;

    // mate_plies: plies to a forced end, positive if the side to move wins,
    // negative if it loses, 0 if no forced result is known.
    int mate_plies() const {
        if (score >= kMateBound) return kMate - score;
        if (score <= -kMateBound) return -(kMate + score);
        return 0;
    }
};

// A search started by Engine::go. Copies refer to the same search, and every
// member may be called from any thread: front ends poll progress() or wait,
// and any of them may stop() it. A default-constructed handle refers to no
// search: it is done, with an empty result. Invariants: `progress().iteration`
// only grows; once done() is true, result() holds the final result and
// nothing changes any more.
class SearchHandle {
  public:
    struct State;
    SearchHandle() = default;
    explicit SearchHandle(std::shared_ptr<State> state) : state_(std::move(state)) {}

    // The latest completed iteration, numbered from 1 (0: none yet).
    struct Progress {
        uint64_t iteration = 0;
        SearchInfo info;
    };

    bool valid() const { return state_ != nullptr; }
    bool done() const;
    // stop: ask the search to finish now; it still reports its best move.
    void stop() const;
    Progress progress() const;
    // result: the final result, once done.
    std::optional<SearchInfo> result() const;
    // wait: block until done and the last on_update has returned; the final
    // result. Never call it from on_update.
    SearchInfo wait() const;
    // wait_until: block until done or `deadline`; true if done.
    bool wait_until(std::chrono::steady_clock::time_point deadline) const;

  private:
    std::shared_ptr<State> state_;
};

// The façade. Invariants: at most one search runs at a time, on the engine's
// own thread, on a board of its own replayed from the position, so board()
// may be read at any time; every method may be called from the front end's
// thread while a search runs, and set_position/set_hash_mb/clear/go stop and
// join the running search first.
class Engine {
  public:
    // Engine: an empty board of `config` (15x15 freestyle by default; throws
    // std::invalid_argument if invalid). A front end that knows its game
    // says so here: a board is set up for it alone, and the table is sized to it.
    explicit Engine(const BoardConfig& config = {});
    ~Engine();  // stops and joins the search
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // set_hash_mb: size of the transposition table (rounded down to a power
    // of two, and no larger than the position's board can fill). Throws
    // std::bad_alloc, keeping the old table, when the system refuses.
    void set_hash_mb(size_t mb);
    // hash_permille: how full the transposition table is with entries of the
    // last search, in thousandths (a sample; safe during a search).
    int hash_permille() const;
    // clear: forget everything learnt (table, history): a new game.
    void clear();

    // set_position: the game and the moves played so far. Returns false (and
    // keeps the previous position) if the configuration is invalid, a move is
    // off the board or occupied, or the moves contain a winning line (a
    // finished game has nothing to search).
    [[nodiscard]] bool set_position(const BoardConfig& config, std::span<const Move> moves);
    // board: the position set last (never the search's working board).
    const Board& board() const { return position_.board(); }

    // go: start searching the position; returns at once. The time limit
    // counts from this call, so the time the search thread takes to start
    // is part of it. `on_update`, if set, runs on the search thread after
    // each completed iteration and once when the search ends; it must only
    // do thread-safe things (notify a condition, write to a pipe) and read
    // the news from the handle.
    SearchHandle go(const Limits& limits, std::function<void()> on_update = {});
    // stop: ask the running search to finish now (it still reports its best move).
    void stop();
    // wait: block until the running search (if any) has finished.
    void wait();
    // search: go() and wait(), returning the final result.
    SearchInfo search(const Limits& limits);

  private:
    // prepare_threads: a searcher and a board of the position for each thread.
    void prepare_threads(int threads);
    // prepare_table: sizes the table for the position's board, unless it is
    // so already; a new table is warmed up (start_warm_up).
    void prepare_table();
    int table_cells() const;
    // start_warm_up: a thread touches the table's fresh pages, so that the
    // first search does not pay their page faults; stop_warm_up ends and
    // joins it (before the table is resized, cleared or destroyed).
    void start_warm_up();
    void stop_warm_up();

    Game position_;  // what board() shows
    std::unique_ptr<TranspositionTable> tt_;
    // One per search thread, [0] the main one; each thread's board is
    // replayed from position_ by go().
    std::vector<std::unique_ptr<Searcher>> searchers_;
    std::vector<std::unique_ptr<Board>> boards_;
    std::thread thread_;
    SearchHandle current_;
    size_t hash_mb_ = 16;
    bool table_ready_ = false;  // sized for the position's board and warmed up
    std::thread warm_up_;
    std::atomic<bool> warm_up_stop_{false};
};

}  // namespace wuzi
