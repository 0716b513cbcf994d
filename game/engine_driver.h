// Runs the window's external engines: which colour an engine plays (its
// path in the settings), asking it for a move when it is its turn (or, in
// a swap opening, SWAP2BOARD), playing its answer or ending the game when
// it fails, and ending its process when
// it is no longer wanted (a new game, another player, the window closing).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine_worker.h"
#include "session.h"
#include "settings.h"
#include "thinking.h"

namespace wuzi::game {

// engine_clock: the Gomocup clock an engine is sent (INFO timeout_turn,
// timeout_match, time_left, time_increment) under the window's clock
// setting: untimed, the settings' time per move; a limit per move, that
// limit; a game clock, the time `left_ms` it has left and the increment.
TimeControl engine_clock(const Settings& settings, std::optional<int64_t> left_ms);
// (The engine also gets the settings' threads as INFO thread_num.)
// engine_wait_ms: how long the window waits for a move under `clock` before
// the engine has timed out (its limit plus a grace for starting and I/O).
int64_t engine_wait_ms(const TimeControl& clock);
// engine_path: the program of the engine that plays colour `c` (the
// settings keep each seat's; an opening's choice may exchange the seats).
const std::string& engine_path(const Session& session, const Settings& settings, Color c);
// engine_turn: an external engine must act now: move, or (swap, swap2)
// place stones or choose; engine_colour: the colour it acts for.
bool engine_turn(const Session& session);
Color engine_colour(const Session& session);
// engine_swap2_turn: the engine's turn is a SWAP2BOARD question: the
// opening's three stones on the empty board, or a choice after three or
// five stones (stones placed one by one otherwise are asked as moves).
bool engine_swap2_turn(const Session& session);
// apply_swap2_answer: an engine's answer to SWAP2BOARD played into
// `session`: on the empty board three stones; after three stones SWAP
// (it takes Black), one move (it takes White and plays it) or, under swap2,
// two stones (it places two more); after five, SWAP or one move. The
// reason (for the game's end) when the answer does not fit or a stone is
// illegal; `what` says what it did ("placed h8, h9, i8", "took Black").
std::string apply_swap2_answer(Session& session, bool swap, const std::vector<Move>& stones,
                               std::string& what);

// failure_text: an engine's failure as the game's end says it, e.g.
// "Black (Rapfi) crashed (Segmentation fault)", "White (x) timed out: no
// answer within 1500 ms".
std::string failure_text(const std::string& who, const std::string& error);

// EngineDriver. Used from the main thread only. Invariants: `workers_[c]`
// exists only while colour c is played by an Engine with that path; a
// worker no longer wanted is stopped and kept in `retiring_` until its
// thread has ended (finish() waits for them); at most one request is out
// (`asked_`), made at a session version, and its answer is used only while
// that version is the session's and the engine is still to move; a failure
// ends the game (Session::fail) with the reason, so the window goes on.
class EngineDriver {
  public:
    EngineDriver() = default;
    ~EngineDriver();
    EngineDriver(const EngineDriver&) = delete;
    EngineDriver& operator=(const EngineDriver&) = delete;

    // What one update did. Invariant: `move` is already in the session;
    // `failure` is set when the game just ended by an engine's failure.
    struct Events {
        bool asked = false;  // a request went out
        std::optional<Move> move;
        Color side = Black;
        std::string failure;
        std::string opening;  // an engine's swap opening answer, played: what it did
        std::string who;      // who did it, named before (a choice may change the seats)
        // Cancelled searches that ended since the last update, per colour:
        // by YXSTOP, or by restarting the engine's process.
        int stopped[2] = {0, 0};
        int restarted[2] = {0, 0};
    };
    // update: follow the session: start, ask, read answers, end engines.
    // `left_ms`: the side to move's clock in a timed game.
    Events update(Session& session, const Settings& settings, int64_t now_ms,
                  std::optional<int64_t> left_ms);
    // new_game: end every engine's process (END, then a kill after a grace
    // period, off this thread); the next turn of an engine starts it afresh.
    void new_game();
    // finish: new_game(), then wait until every process has ended (closing).
    void finish();

    // name: what `c`'s engine calls itself (ABOUT), else its file's name.
    std::string name(Color c, const Session& session, const Settings& settings) const;
    // who: "Black (NAME)".
    std::string who(Color c, const Session& session, const Settings& settings) const;
    const ThinkingView& thinking() const { return thinking_; }
    // current_for: the thinking view is about the session's shown position
    // (or the engine's move just played into it) and should be shown.
    bool current_for(const Session& session) const {
        return thinking_.version == session.version() &&
               (thinking_.active || thinking_.depth > 0 || !thinking_.note.empty());
    }
    // serial: changes whenever thinking() or a name changes (for redrawing).
    uint64_t serial() const { return serial_; }
    bool thinking_now() const { return asked_.has_value(); }
    // running: engine processes that have not ended yet (workers and retiring).
    size_t running() const;

  private:
    struct Asked {
        uint64_t version = 0;
        Color side = Black;
        int64_t started = 0;
        uint64_t seen_serial = 0;
        bool swap2 = false;  // a SWAP2BOARD question
    };
    void retire(Color c);
    void follow(const EngineWorker::Report& r, Color c, const Session& session,
                const Settings& settings);
    // take: the answer `r` to the request out for `c`, played or the game ended.
    void take(const EngineWorker::Report& r, Color c, Session& session, const Settings& settings,
              int64_t now_ms, Events& events);

    std::unique_ptr<EngineWorker> workers_[2];
    int seen_stops_[2] = {0, 0}, seen_restarts_[2] = {0, 0};  // the workers' counts seen
    std::vector<std::unique_ptr<EngineWorker>> retiring_;
    std::map<std::string, std::string> names_;  // path -> ABOUT name
    std::optional<Asked> asked_;
    ThinkingView thinking_;
    uint64_t serial_ = 0;
};

}  // namespace wuzi::game
