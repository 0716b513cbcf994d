// One external engine (a Gomocup brain, protocol::BrainClient) playing a
// colour of the window's game, spoken to on a thread of its own so that
// nothing it does (hang, flood, garbage, exit) can hold up the window.
#pragma once

#include <wuzi/board.h>
#include <wuzi/time_manager.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "engine_thinking.h"

namespace wuzi::protocol {
class BrainClient;
}

namespace wuzi::game {

// A move the window wants from the engine. Invariant: `ticket` names the
// session version the moves belong to (nonzero).
struct EngineRequest {
    uint64_t ticket = 0;
    BoardConfig config;
    std::vector<Move> moves;
    TimeControl clock;
    int64_t wait_ms = 0;  // the engine fails if no answer comes by then
    // Sent as `INFO key value` when the engine starts a game (thread_num).
    std::vector<std::pair<std::string, std::string>> infos;
    // A swap opening's question (SWAP2BOARD with `moves`: 0, 3 or 5 stones)
    // instead of a move.
    bool swap2 = false;
};

// EngineWorker. Used from the main thread; the worker thread owns the
// process. Invariants: at most one request is pending or running; cancel()
// and stop() return at once. A cancelled search is ended by the thread
// before it takes anything else: YXSTOP (Yixin-Board's extension; engines
// that have it, pbrain-wuzi among them, answer with a move, which is
// dropped), and when no move
// comes within kStopGraceMs (or the engine did not answer YXSTOP before),
// the process is ended (END, SIGKILL after kKillGraceMs) and started again
// at once (START, INFO), so the next request only sends its position
// (BOARD). After stop() the thread ends within kGraceMs plus a few ms and
// `finished()` says so; the destructor stops and joins. A result names the
// ticket it answers.
class EngineWorker {
  public:
    static constexpr int64_t kGraceMs = 300;      // from END to SIGKILL
    static constexpr int64_t kStopGraceMs = 300;  // from YXSTOP to its answer
    static constexpr int64_t kKillGraceMs = 100;  // from END to SIGKILL after a failed YXSTOP
    static constexpr int64_t kAboutMs = 2000;     // waiting for the ABOUT answer

    explicit EngineWorker(std::string path);
    ~EngineWorker();
    EngineWorker(const EngineWorker&) = delete;
    EngineWorker& operator=(const EngineWorker&) = delete;

    const std::string& path() const { return path_; }
    // request: think about `r` (any earlier request is cancelled first).
    void request(EngineRequest r);
    // cancel: drop the pending or running request; a running search is
    // stopped (YXSTOP, else the process is restarted).
    void cancel();
    // stop: cancel and end the process for good; the thread then ends.
    void stop();
    bool finished() const { return finished_.load(); }

    // What the worker has to say. Invariant: `result_ticket` is set exactly
    // when `move` (a swap2 request: `swap` or `stones`) or `error` answers
    // that request (handed over once).
    struct Report {
        std::string name;  // from ABOUT, once known
        EngineThought thought;
        bool thinking = false;
        uint64_t thinking_ticket = 0;
        std::optional<uint64_t> result_ticket;
        Move move = kNoMove;
        bool swap = false;
        std::vector<Move> stones;
        std::string error;
        uint64_t serial = 0;  // changes with anything above
        // How cancelled searches ended: by YXSTOP, or by a restart.
        int stops = 0;
        int restarts = 0;
    };
    // poll: the current report; a result is handed over once.
    Report poll();

  private:
    void run();
    void post_result(uint64_t ticket, Move move, const std::string& error, bool swap = false,
                     std::vector<Move> stones = {});
    // end_search: after a cancelled move: YXSTOP, else a restart for `game`.
    void end_search(protocol::BrainClient& client, const std::optional<BoardConfig>& game,
                    const std::vector<std::pair<std::string, std::string>>& infos,
                    bool& yxstop_works);

    const std::string path_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> finished_{false};
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    bool stop_ = false;
    std::optional<EngineRequest> pending_;
    Report report_;       // guarded by mutex_
    std::thread thread_;  // last: started after everything above exists
};

// engine_file_name: the file name of an engine's path ("pbrain-wuzi").
std::string engine_file_name(const std::string& path);

}  // namespace wuzi::game
