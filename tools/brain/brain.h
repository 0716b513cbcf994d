// The Gomocup brain: the protocol's state machine around the engine. The
// protocol loop (main.cpp) feeds it lines and wakes it when a search ends or
// its deadline comes; it answers through a LineWriter.
#pragma once

#include <wuzi/book.h>
#include <wuzi/engine.h>
#include <wuzi/game.h>
#include <wuzi/swap_decision.h>
#include <wuzi/weights.h>

#include <chrono>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "analysis.h"
#include "board_setup.h"
#include "brain_settings.h"
#include "output.h"
#include "protocol.h"

namespace wuzi::brain {

// The brain speaks the protocol that tools/protocol parses.
using namespace wuzi::protocol;

// The brain. Invariants:
// - `game_` holds the game as the manager sees it (the brain's own answers
//   included); a refused command leaves it, the settings and the mode as
//   they were.
// - At most one search runs (`task_ != Task::None` exactly while it does);
//   while it runs, every line except INFO, END and STOP/YXSTOP waits in
//   `pending_` and is handled, in order, once the answer has been sent. A
//   task may be a series of searches (SWAP2BOARD's, planned by the engine's
//   SwapPlanner, and YXBALANCETWO);
//   `task_stop_` ends the series at the next search's end.
// - `blocked_` (YXBLOCK) holds on-board points no search of any task plays,
//   nor the opening book; it is kept until YXBLOCKRESET or START.
// - A move comes from the book only for BEGIN/TURN/BOARD, when the book is
//   loaded, `INFO use_book` is on and the position is in it.
// - Every search has a deadline (`deadline_`); the loop calls
//   `check_deadline` by then, which stops the search. A move's search that
//   has not ended kStopGrace after that (a stalled search thread, a long
//   step between its clock checks) is answered with the best move of its
//   last iteration (`answered_from_progress_`); the brain then waits for
//   the search to end, drops its result and handles the lines that came
//   meanwhile. So a move is answered within the time plan even if the engine
//   overran its own limit.
// - The search thread touches nothing of the brain: it calls `wake_`, and
//   on_wake(), on the protocol loop's thread, reads progress and result
//   from `search_`.
// - Pondering (`pondering_`): after an answered move, with `INFO pondering 1`,
//   `search_` searches, without a limit, the position after the opponent's
//   expected reply (our next turn, if the opponent plays it), only to fill
//   the engine's table for the next search. It is not a
//   task (busy() is false) and answers nothing; the next input line of any
//   kind stops it, and waits for it to end, before being handled.
class Brain {
  public:
    // `wake`: called on the search thread after each iteration and when a
    // search ends; it makes the protocol loop call on_wake().
    Brain(LineWriter& out, std::function<void()> wake);
    ~Brain();

    // handle: one input line (without line ending). False when the brain
    // must exit (END).
    bool handle(std::string_view line);
    // handle_overlong: a line longer than the reader keeps.
    void handle_overlong();
    // busy: a search is running.
    bool busy() const { return task_ != Task::None; }
    // poll_timeout_ms: how long the loop may sleep: until the deadline of the
    // running search, or -1 (forever) if none runs.
    int poll_timeout_ms() const;
    // check_deadline: stop the running search if its deadline has passed.
    void check_deadline();
    // on_wake: the search thread signalled; finish the search (send the
    // answer) if it is done, then handle the lines that waited. False if a
    // waiting END asked to exit.
    bool on_wake();
    // input_closed: the manager closed our input; a search without a time
    // limit is stopped (one with a plan finishes it and its move is sent).
    void input_closed();
    // shutdown: stop and join any search.
    void shutdown();
    // set_book: the opening book to play from (the one built into the
    // program, or --book); without one the brain always searches.
    void set_book(Book book) { book_ = std::move(book), have_book_ = true; }
    // set_evaluator: the weights every search evaluates with (--weights);
    // without it, the built-in ones.
    void set_evaluator(std::shared_ptr<const Evaluator> eval) { eval_ = std::move(eval); }

  private:
    enum class Mode { Normal, BoardLines, Swap2Lines, BlockLines };
    // What a search is for. Move: BEGIN/TURN/BOARD; NBest, Defend,
    // BalanceOne: YXNBEST, YXSEARCHDEFEND, YXBALANCEONE; BalanceTwo:
    // YXBALANCETWO (a root search for the first moves, then the plan's).
    // Swap2: SWAP2BOARD (the searches of `swap2_plan_`).
    enum class Task { None, Move, NBest, Defend, BalanceOne, BalanceTwo, Swap2 };
    using Clock = std::chrono::steady_clock;

    bool dispatch(const Command& cmd, std::string_view line);
    bool handle_board_line(std::string_view line);
    bool handle_swap2_line(std::string_view line);
    bool handle_block_line(std::string_view line);
    void error(const std::string& reason);
    void message(const std::string& text) { out_.line("MESSAGE " + text); }

    bool started(const char* what);
    void cmd_start(int size);
    void cmd_turn(int x, int y);
    void cmd_play(int x, int y);
    void cmd_takeback(int x, int y);
    void finish_board();
    void finish_swap2();
    void finish_block();
    void info(const Command& cmd);
    void apply_hash();
    size_t max_hash_mb() const;

    // Yixin-Board's commands (yixin.cpp).
    bool dispatch_yixin(const Command& cmd);
    // can_analyse: can_move, and the game is neither over nor the board full.
    bool can_analyse(const char* what);
    void cmd_show_info();
    void cmd_show_forbid();
    void cmd_nbest(int n);
    void cmd_balance(Task task, int bias);
    void cmd_search_defend();
    void cmd_hash_usage();
    void report_progress(const SearchInfo& info);
    void finish_analysis(Task task, const SearchInfo& info);
    void next_balance_two(const SearchInfo* result);
    // play_answer: play `m` (or, if it cannot be played, the fallback) and send it.
    void play_answer(Move m);

    // play_from_book: send a book move for the position, if there is one.
    bool play_from_book();
    // start_ponder: after an answered move, ponder if asked to and the game
    // goes on: the position after `expected` (the opponent's reply the search
    // expects) if it is a legal reply, else the position as it stands.
    void start_ponder(Move expected = kNoMove);
    // stop_ponder: end the pondering search, if one runs, and wait for it.
    void stop_ponder();

    BoardConfig config() const;
    // search_config: config() with the evaluator, for the engine only (the
    // game and the book compare configs, weights aside).
    BoardConfig search_config() const;
    bool can_move(const char* what);
    // sync_rule: `game_` replayed under config() if INFO rule changed it.
    void sync_rule();
    // start_search: search `moves` for `task` with the time plan (a share
    // of it for one of `share_div` searches), `multi_pv` lines and, if
    // `depth` > 0, at most that depth; false (with an ERROR sent) if the
    // engine refused the position.
    bool start_search(const std::vector<Move>& moves, Task task, int64_t share_div = 1,
                      int multi_pv = 1, int depth = 0);
    // launch: start one search of `moves` with `limits` for the running
    // task, keeping its deadline; false (ERROR sent) if refused.
    bool launch(const std::vector<Move>& moves, Task task, Limits limits);
    Limits base_limits() const;
    void finish_search();
    // answer_from_progress: a move's search overran its deadline: send the
    // best move of its last completed iteration now (if it has one).
    void answer_from_progress();
    bool may_answer_from_progress() const {
        return stop_sent_ && task_ == Task::Move && !answered_from_progress_;
    }
    // conclude: what a finished search of `task` leads to (an answer, or the
    // task's next search).
    void conclude(Task task, const SearchInfo& info);
    void send_move(Move m);
    Move fallback_move() const;
    bool is_blocked(Move m) const;
    // is_forbidden: under renju, `m` is forbidden for Black and Black is to move.
    bool is_forbidden(Move m) const;
    // next_swap2_search: start the plan's next search, or send its decision
    // when it is finished (or YXSTOP asked to end it); false if a search
    // could not start (ERROR sent).
    bool next_swap2_search();
    // answer_swap2: the decision as SWAP2BOARD's answer (and a MESSAGE why).
    void answer_swap2(const SwapDecision& d);

    LineWriter& out_;
    std::function<void()> wake_;
    Engine engine_;
    BrainSettings settings_;
    size_t hash_mb_applied_ = 0;
    int size_ = 0;  // 0 until START
    Game game_;
    Mode mode_ = Mode::Normal;
    bool board_searches_ = true;  // BOARD (true) or YXBOARD (false) in BoardLines
    bool block_undo_ = false;     // YXBLOCKUNDO (true) or YXBLOCK in BlockLines
    bool gui_mode_ = false;       // YXSHOWINFO was sent: Yixin-Board's messages
    std::vector<SetupStone> setup_stones_;
    std::vector<Move> block_moves_;  // the lines of the YXBLOCK being read
    std::vector<Move> blocked_;
    std::vector<Move> swap2_moves_;
    std::string setup_error_;

    Task task_ = Task::None;
    Clock::time_point deadline_{};
    bool stop_sent_ = false;  // engine_.stop() was called for the running search
    Clock::time_point stop_sent_at_{};
    bool answered_from_progress_ = false;  // the running search's move was sent already
    // How long a stopped search may take to end before its move is sent
    // from its last iteration. A search checks the clock every few hundred
    // nodes, well under a millisecond.
    static constexpr std::chrono::milliseconds kStopGrace{5};
    bool task_stop_ = false;  // the running task must end with its next search
    std::deque<std::string> pending_;
    bool ended_ = false;
    bool input_closed_ = false;

    // The running SWAP2BOARD's plan (the engine's decision logic); the
    // proposal's random openings are seeded from `rng_`.
    std::optional<SwapPlanner> swap2_plan_;
    bool swap2_proposing_ = false;
    std::mt19937_64 rng_{0x5EED};

    // The analysis commands' state.
    Score bias_ = 0;                   // YXBALANCEONE/TWO
    BalanceTwoPlan balance2_;          // YXBALANCETWO after its root search
    bool balance2_planned_ = false;    // the root search is done, balance2_ runs
    std::vector<Move> balance2_root_;  // the position YXBALANCETWO was sent for

    Book book_;
    bool have_book_ = false;
    std::shared_ptr<const Evaluator> eval_;  // null: the built-in weights

    SearchHandle search_;              // the running (or last) search
    uint64_t reported_iteration_ = 0;  // its last iteration sent as MESSAGE
    bool pondering_ = false;           // `search_` is a pondering search
};

}  // namespace wuzi::brain
