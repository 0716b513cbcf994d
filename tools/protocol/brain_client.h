// A Gomocup brain run as a child process and spoken to over pipes, as
// Piskvork or the Gomocup judge would (START, INFO, BEGIN / TURN / BOARD,
// END). Used by `wuzi-cli match` (BrainProcess) and by the window's external
// engines (game/engine_worker). POSIX only.
//
// Whatever the brain does (crash, silence, a flood of output, garbage, ERROR)
// becomes an error text, never a hang: every read has a deadline, a cancel
// flag polled every few milliseconds and a cap on the length of a line.
#pragma once

#include <sys/types.h>
#include <wuzi/board.h>
#include <wuzi/engine.h>
#include <wuzi/time_manager.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wuzi::protocol {

// A brain's answer to a move request. Invariant: either `error` is empty and
// `move` is on the board (not checked for legality: the caller does that), or
// `error` says why the brain failed; `cancelled` is set when the caller's
// cancel flag stopped the wait (then `error` is "cancelled").
struct BrainMove {
    Move move = kNoMove;
    std::string error;
    bool cancelled = false;
    std::optional<SearchInfo> info;  // from its last `MESSAGE depth ...` line, if any
};

// A brain's answer to SWAP2BOARD. Invariant: either `error` is empty and
// `swap` is set with no stones, or `stones` holds 1 to 3 points on the board
// (not checked against the position: the caller does that); or `error` says
// why the brain failed (`cancelled` as for BrainMove).
struct BrainSwap2 {
    bool swap = false;
    std::vector<Move> stones;
    std::string error;
    bool cancelled = false;
};

// BrainClient. Invariants: `pid_ > 0` exactly while a child runs, with `to_`
// and `from_` its open stdin and stdout; `buffer_` never holds more than
// kMaxLine bytes without a line end (a longer line is an error); `known_` is
// the position the brain last answered in (valid when `synced_`), so the
// next move goes as TURN instead of a whole BOARD; after a failed move
// (`broken_`) the child is ended before the next game, which starts a fresh
// one. Not thread-safe: one thread talks to it, except the cancel flag.
class BrainClient {
  public:
    static constexpr size_t kMaxLine = 65536;
    static constexpr int64_t kStartupWaitMs = 10000;  // START / RESTART answers

    // command: a shell command line (the brain and its arguments), run as
    // `sh -c "exec COMMAND"` in a process group of its own.
    explicit BrainClient(std::string command);
    ~BrainClient();
    BrainClient(const BrainClient&) = delete;
    BrainClient& operator=(const BrainClient&) = delete;

    // set_message_sink: called with each MESSAGE or DEBUG line (trimmed),
    // on the thread that talks to the brain.
    void set_message_sink(std::function<void(std::string_view)> sink) { sink_ = std::move(sink); }
    // set_cancel: a flag another thread may set to end the current wait at
    // once (within a few ms); the brain is then left unsynced (`broken`).
    void set_cancel(const std::atomic<bool>* flag) { cancel_ = flag; }

    bool running() const { return pid_ > 0; }
    pid_t pid() const { return pid_; }
    // new_game: start the brain if needed (RESTART when it runs for the same
    // board), then send `INFO rule`, `INFO game_type 1`, `INFO max_memory` and
    // each of `infos` as `INFO key value`. An error text if it cannot.
    std::string new_game(const BoardConfig& config,
                         const std::vector<std::pair<std::string, std::string>>& infos = {});
    // about_name: the `name="..."` of the brain's ABOUT answer, or empty
    // (no answer within `wait_ms`, or no name in it). Call after new_game().
    std::string about_name(int64_t wait_ms);
    // move: the brain's move after `moves` (it is to move), with the clock
    // sent as INFO timeout_turn / timeout_match / time_left (/ time_increment);
    // it fails if no answer comes within `wait_ms`.
    BrainMove move(const std::vector<Move>& moves, const TimeControl& clock, int64_t wait_ms);
    // swap2: the swap2 opening's question (Gomocup's `SWAP2BOARD`, then the
    // stones `moves` as x,y lines, then DONE) with the clock as for move():
    // the brain answers SWAP, or one, two or three stones `x,y x,y ...`.
    // The position goes as BOARD at the next move().
    BrainSwap2 swap2(const std::vector<Move>& moves, const TimeControl& clock, int64_t wait_ms);
    // stop_search: after a move() that the cancel flag ended (the brain may
    // still think), ask it to stop with Yixin-Board's `YXSTOP` and read the
    // move it stops with (dropped) within `grace_ms`. True when it answered
    // with a move (or had answered already): the brain is idle and usable,
    // and the next move() sends the position as BOARD. False when it did not
    // (silence, UNKNOWN or ERROR: a brain without the extension, which may
    // still think), or the cancel flag is set again: the caller ends it.
    bool stop_search(int64_t grace_ms);
    // end: send END, give the brain `grace_ms` to exit, then kill its process
    // group; the child is reaped. Nothing if none runs.
    void end(int64_t grace_ms = 200);

  private:
    std::string spawn();
    std::string exit_reason();
    bool send(const std::string& line);
    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }
    // read_answer: the next line that is not MESSAGE / DEBUG (those go to the
    // sink), or nothing with `error` set (timeout, end of output, overlong
    // line, cancel).
    std::optional<std::string> read_answer(int64_t wait_ms, std::string& error);
    // stray_stop_reply: `line` answers a YXSTOP sent before (UNKNOWN / ERROR
    // naming it), not the request now.
    bool stray_stop_reply(const std::string& line) const;
    std::string start_game(const BoardConfig& config);
    // send_clock: the INFO lines of `clock`; false when the brain cannot be written to.
    bool send_clock(const TimeControl& clock);
    // read_reply: the next answer within `wait_ms`, past a late ABOUT answer
    // or a late reply to YXSTOP; nothing with `error` set.
    std::optional<std::string> read_reply(int64_t wait_ms, std::string& error);

    std::string command_;
    std::function<void(std::string_view)> sink_;
    const std::atomic<bool>* cancel_ = nullptr;
    pid_t pid_ = -1;
    int to_ = -1, from_ = -1;
    std::string buffer_;
    BoardConfig config_;
    bool started_ = false;
    bool synced_ = false;
    bool broken_ = false;
    bool stop_sent_ = false;  // a YXSTOP went out: a late UNKNOWN / ERROR about it is skipped
    std::vector<Move> known_;
    std::optional<SearchInfo> last_info_;
};

// progress_info: the numbers of a `MESSAGE depth D-SD ev E n N ...` line.
std::optional<SearchInfo> progress_info(std::string_view text);

// shell_quote: `text` as one word of a POSIX shell command line.
std::string shell_quote(const std::string& text);

}  // namespace wuzi::protocol
