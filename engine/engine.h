// The engine façade: the one interface the window, the protocol brain and the
// command line use. It owns the search thread, the transposition table and
// its own board; front ends hand it a position as a list of moves.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <thread>
#include <vector>

#include "board.h"
#include "types.h"

namespace wuzi {

class Searcher;

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
    int threads = 1;
};

// Progress after each completed iteration, and the final result.
struct SearchInfo {
    int depth = 0;
    int seldepth = 0;
    Score score = 0;  // side to move's view; see mate_plies()
    uint64_t nodes = 0;
    uint64_t nps = 0;
    int64_t time_ms = 0;
    std::vector<Move> pv;
    Move best_move = kNoMove;

    // mate_plies: plies to a forced end, positive if the side to move wins,
    // negative if it loses, 0 if no forced result is known.
    int mate_plies() const {
        if (score >= kMateBound) return kMate - score;
        if (score <= -kMateBound) return -(kMate + score);
        return 0;
    }
};

// The façade. Invariants: at most one search runs at a time; every method may
// be called from the front end's thread while a search runs except
// set_position/set_hash_mb/clear, which stop and wait for it first. Callbacks
// run on the search thread.
class Engine {
  public:
    Engine();
    ~Engine();  // stops and joins the search
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // set_hash_mb: size of the transposition table (rounded down to a power of two).
    void set_hash_mb(size_t mb);
    // clear: forget everything learnt (table, history): a new game.
    void clear();

    // set_position: the game and the moves played so far. Returns false (and
    // keeps the previous position) if the configuration is invalid, a move is
    // off the board or occupied, or the moves contain a winning line (a
    // finished game has nothing to search).
    [[nodiscard]] bool set_position(const BoardConfig& config, std::span<const Move> moves);
    // board: the position set last. Not while a search runs: the search
    // makes and unmakes moves on this board.
    const Board& board() const { return *board_; }

    void on_iteration(std::function<void(const SearchInfo&)> callback);
    void on_best_move(std::function<void(const SearchInfo&)> callback);

    // go: start searching the position; returns at once.
    void go(const Limits& limits);
    // stop: ask the running search to finish now (it still reports its best move).
    void stop();
    // wait: block until the running search (if any) has finished.
    void wait();
    bool searching() const { return searching_.load(); }
    // search: go() and wait(), returning the final result.
    SearchInfo search(const Limits& limits);

  private:
    std::unique_ptr<Board> board_;
    std::unique_ptr<Searcher> searcher_;
    std::function<void(const SearchInfo&)> on_iteration_, on_best_move_;
    std::thread thread_;
    std::atomic<bool> searching_{false};
    std::atomic<bool> stop_flag_{false};
    SearchInfo last_result_;
};

}  // namespace wuzi
