#include "brain.h"

#include <algorithm>
#include <cstdlib>

#include "search_message.h"
#include "version.h"

namespace wuzi::brain {

Brain::Brain(LineWriter& out, std::function<void()> wake) : out_(out), wake_(std::move(wake)) {}

Brain::~Brain() { shutdown(); }

void Brain::shutdown() {
    stop_ponder();
    if (!busy()) return;
    engine_.stop();
    engine_.wait();
    task_ = Task::None;
}

void Brain::error(const std::string& reason) { out_.line("ERROR " + reason); }

BoardConfig Brain::config() const { return BoardConfig::gomoku(size_, settings_.game_rule()); }

BoardConfig Brain::search_config() const {
    BoardConfig c = config();
    c.eval = eval_;
    return c;
}

int Brain::poll_timeout_ms() const {
    if (!busy()) return -1;
    // After the stop: a wake-up from the search, or the end of the grace for
    // a move's search that has an iteration to answer from.
    if (stop_sent_ && !(may_answer_from_progress() && search_.progress().iteration > 0)) return 100;
    const Clock::time_point wake_at = stop_sent_ ? stop_sent_at_ + kStopGrace : deadline_;
    const auto left = std::chrono::duration_cast<std::chrono::microseconds>(wake_at - Clock::now());
    if (left.count() <= 0) return 0;
    return int(std::min<int64_t>((left.count() + 999) / 1000, 1 << 30));
}

void Brain::input_closed() {
    input_closed_ = true;
    stop_ponder();
    if (busy() && deadline_ == Clock::time_point::max()) deadline_ = Clock::now();
}

void Brain::check_deadline() {
    if (!busy()) return;
    const Clock::time_point now = Clock::now();
    if (!stop_sent_ && now >= deadline_) {
        engine_.stop();
        stop_sent_ = true;
        stop_sent_at_ = now;
        task_stop_ = true;
    }
    if (may_answer_from_progress() && now >= stop_sent_at_ + kStopGrace) answer_from_progress();
}

void Brain::answer_from_progress() {
    const SearchHandle::Progress p = search_.progress();
    if (p.iteration == 0) return;  // not even a first iteration: wait for the search
    if (settings_.debug)
        out_.line("DEBUG the search did not stop at its deadline: the move of depth " +
                  std::to_string(p.info.depth));
    play_answer(p.info.best_move);
    answered_from_progress_ = true;
}

bool Brain::handle(std::string_view line) {
    stop_ponder();
    if (busy()) {
        const Command cmd = parse_command(line);
        switch (cmd.kind) {
            case CommandKind::End:
                ended_ = true;
                return false;
            case CommandKind::Info:
                info(cmd);
                return true;
            case CommandKind::Stop:
                engine_.stop();
                task_stop_ = true;
                return true;
            case CommandKind::Empty:
                return true;
            default:
                pending_.emplace_back(line);
                return true;
        }
    }
    if (mode_ == Mode::BoardLines) return handle_board_line(line);
    if (mode_ == Mode::Swap2Lines) return handle_swap2_line(line);
    if (mode_ == Mode::BlockLines) return handle_block_line(line);
    return dispatch(parse_command(line), line);
}

void Brain::handle_overlong() {
    if (mode_ != Mode::Normal && !busy() && setup_error_.empty()) setup_error_ = "line too long";
    error("line too long (ignored)");
}

bool Brain::on_wake() {
    if (pondering_ && settings_.debug) {
        if (const SearchHandle::Progress p = search_.progress();
            p.iteration > reported_iteration_) {
            reported_iteration_ = p.iteration;
            out_.line("DEBUG ponder depth " + std::to_string(p.info.depth));
        }
    }
    if (!busy()) return true;
    // Done is read before the progress: the search publishes its last
    // iteration before it ends, so a finished search's last depth is always
    // reported (read the other way round, an iteration that ended between the
    // two reads was never shown).
    const bool done = search_.done();
    if (const SearchHandle::Progress p = search_.progress(); p.iteration > reported_iteration_) {
        reported_iteration_ = p.iteration;
        report_progress(p.info);
    }
    if (!done) return true;
    finish_search();
    while (!busy() && !pending_.empty()) {
        const std::string line = std::move(pending_.front());
        pending_.pop_front();
        if (!handle(line)) return false;
    }
    return true;
}

bool Brain::handle_board_line(std::string_view line) {
    const std::string_view text = trim(line);
    if (text.empty()) return true;
    // Anything that is not a known command word is a (maybe bad) stone line.
    const Command cmd = parse_command(text);
    if (cmd.kind == CommandKind::Unknown) {
        const auto numbers = parse_numbers(text, 3);
        if (!numbers) {
            if (setup_error_.empty()) setup_error_ = "bad BOARD line '" + printable(text) + "'";
        } else if (setup_stones_.size() < 1024) {
            setup_stones_.push_back({(*numbers)[0], (*numbers)[1], (*numbers)[2]});
        }
        return true;
    }
    if (cmd.kind == CommandKind::Done) {
        finish_board();
        return true;
    }
    if (cmd.kind == CommandKind::End) return false;
    mode_ = Mode::Normal;
    error(std::string(board_searches_ ? "BOARD" : "YXBOARD") +
          " was not closed by DONE; position unchanged");
    return dispatch(cmd, line);
}

bool Brain::handle_swap2_line(std::string_view line) {
    const std::string_view text = trim(line);
    if (text.empty()) return true;
    // Anything that is not a known command word is a (maybe bad) stone line.
    const Command cmd = parse_command(text);
    if (cmd.kind == CommandKind::Unknown) {
        const auto numbers = parse_numbers(text, 2);
        if (!numbers) {
            if (setup_error_.empty())
                setup_error_ = "bad SWAP2BOARD line '" + printable(text) + "'";
        } else if (swap2_moves_.size() >= 5) {
            if (setup_error_.empty()) setup_error_ = "SWAP2BOARD takes 0, 3 or 5 stones";
        } else {
            const int x = (*numbers)[0], y = (*numbers)[1];
            if (x < 0 || y < 0 || x >= size_ || y >= size_) {
                if (setup_error_.empty())
                    setup_error_ = "stone " + printable(text) + " is off the board";
            } else {
                swap2_moves_.push_back(make_move(x, y));
            }
        }
        return true;
    }
    if (cmd.kind == CommandKind::Done) {
        finish_swap2();
        return true;
    }
    if (cmd.kind == CommandKind::End) return false;
    mode_ = Mode::Normal;
    error("SWAP2BOARD was not closed by DONE; position unchanged");
    return dispatch(cmd, line);
}

bool Brain::handle_block_line(std::string_view line) {
    const std::string_view text = trim(line);
    if (text.empty()) return true;
    const Command cmd = parse_command(text);
    const char* what = block_undo_ ? "YXBLOCKUNDO" : "YXBLOCK";
    if (cmd.kind == CommandKind::Unknown) {
        // x,y as Yixin-Board sends it, or x,y,f as in a BOARD line.
        auto numbers = parse_numbers(text, 2);
        if (!numbers) numbers = parse_numbers(text, 3);
        if (!numbers) {
            if (setup_error_.empty())
                setup_error_ = "bad " + std::string(what) + " line '" + printable(text) + "'";
        } else if ((*numbers)[0] < 0 || (*numbers)[1] < 0 || (*numbers)[0] >= size_ ||
                   (*numbers)[1] >= size_) {
            if (setup_error_.empty())
                setup_error_ = "point " + printable(text) + " is off the board";
        } else if (block_moves_.size() < 1024) {
            block_moves_.push_back(make_move((*numbers)[0], (*numbers)[1]));
        }
        return true;
    }
    if (cmd.kind == CommandKind::Done) {
        finish_block();
        return true;
    }
    if (cmd.kind == CommandKind::End) return false;
    mode_ = Mode::Normal;
    error(std::string(what) + " was not closed by DONE; no point changed");
    return dispatch(cmd, line);
}

bool Brain::started(const char* what) {
    if (size_ > 0) return true;
    error(std::string(what) + " before START: send START n first");
    return false;
}

bool Brain::can_move(const char* what) {
    if (!started(what)) return false;
    if (auto reason = settings_.rule_error()) {
        error(*reason);
        return false;
    }
    sync_rule();
    return true;
}

void Brain::sync_rule() {
    if (game_.config() == config()) return;
    // INFO rule changed since START: the stones as they stand (a forbidden
    // move under the new rule is no foul: it was played under the old one);
    // if they cannot stand, the moves up to the first refused one.
    Game replay(config());
    if (replay.set_moves(game_.moves(), Replay::AsPosition))
        for (Move m : game_.moves())
            if (replay.play(m) != PlayError::None) break;
    game_ = std::move(replay);
}

bool Brain::dispatch(const Command& cmd, std::string_view line) {
    (void)line;
    if (!cmd.error.empty()) {
        error(cmd.error);
        return true;
    }
    switch (cmd.kind) {
        case CommandKind::Empty:
            return true;
        case CommandKind::Unknown:
            out_.line("UNKNOWN command '" + printable(cmd.word) + "'");
            return true;
        case CommandKind::Start:
            cmd_start(cmd.args[0]);
            return true;
        case CommandKind::RectStart:
            if (cmd.args[0] != cmd.args[1])
                error("rectangular boards are not supported (" + std::to_string(cmd.args[0]) + "x" +
                      std::to_string(cmd.args[1]) + ")");
            else
                cmd_start(cmd.args[0]);
            return true;
        case CommandKind::Restart:
            if (!started("RESTART")) return true;
            game_.reset(config());
            engine_.clear();
            out_.line("OK");
            return true;
        case CommandKind::Begin:
            if (!can_move("BEGIN")) return true;
            if (!game_.moves().empty())
                error("BEGIN needs an empty board (send RESTART first)");
            else if (!play_from_book())
                start_search(game_.moves(), Task::Move);
            return true;
        case CommandKind::Turn:
            cmd_turn(cmd.args[0], cmd.args[1]);
            return true;
        case CommandKind::Board:
        case CommandKind::YxBoard:
            mode_ = Mode::BoardLines;
            board_searches_ = cmd.kind == CommandKind::Board;
            setup_stones_.clear();
            setup_error_.clear();
            return true;
        case CommandKind::Swap2Board:
            mode_ = Mode::Swap2Lines;
            swap2_moves_.clear();
            setup_error_.clear();
            return true;
        case CommandKind::Done:
            error("DONE without BOARD, YXBOARD, YXBLOCK or SWAP2BOARD");
            return true;
        case CommandKind::Info:
            info(cmd);
            return true;
        case CommandKind::End:
            ended_ = true;
            return false;
        case CommandKind::About:
            out_.line(std::string("name=\"Wuzi\", version=\"") + version() +
                      "\", author=\"Wuzi developers\", country=\"unknown\"");
            return true;
        case CommandKind::Takeback:
            cmd_takeback(cmd.args[0], cmd.args[1]);
            return true;
        case CommandKind::Play:
            cmd_play(cmd.args[0], cmd.args[1]);
            return true;
        case CommandKind::Stop:
            return true;  // nothing is running
        default:
            return dispatch_yixin(cmd);
    }
    return true;
}

void Brain::info(const Command& cmd) {
    if (!cmd.error.empty()) return error(cmd.error);
    if (auto reason = settings_.apply(cmd.key, cmd.value)) return error(*reason);
    // Resize the table now, not inside the next timed move (allocating and
    // clearing hundreds of MB takes tens of ms).
    if ((cmd.key == "max_memory" || cmd.key == "hash_size") && !busy()) apply_hash();
}

void Brain::cmd_start(int size) {
    if (size < kMinGomokuSize || size > kMaxSize) {
        error("unsupported board size " + std::to_string(size) + " (Wuzi plays " +
              std::to_string(kMinGomokuSize) + " to " + std::to_string(kMaxSize) + ")");
        return;
    }
    size_ = size;
    game_ = Game(config());
    blocked_.clear();
    const size_t applied = hash_mb_applied_;
    apply_hash();
    if (applied == hash_mb_applied_) engine_.clear();  // a resize clears already
    out_.line("OK");
}

void Brain::cmd_turn(int x, int y) {
    if (!can_move("TURN")) return;
    const PlayError e = game_.play_xy(x, y);
    if (e != PlayError::None)
        return error("TURN " + std::to_string(x) + "," + std::to_string(y) + ": " + describe(e));
    if (const auto& foul = game_.foul()) {
        // Renju: Black played a forbidden point. The manager judges the game
        // (it is lost for Black); the brain takes the stones as they stand
        // and answers, as it would after a BOARD.
        message(foul->message(size_) + ": the game is lost for Black; playing on");
        Game position(config());
        (void)position.set_moves(game_.moves(), Replay::AsPosition);  // replayed above
        game_ = std::move(position);
    }
    if (game_.over()) {
        game_.undo();
        return error("TURN " + std::to_string(x) + "," + std::to_string(y) +
                     (game_.board().move_count() + 1 == game_.board().cell_count()
                          ? " fills the board: no move left"
                          : " ends the game: no move to answer"));
    }
    if (play_from_book()) return;
    if (!start_search(game_.moves(), Task::Move)) game_.undo();
}

void Brain::cmd_play(int x, int y) {
    if (!can_move("PLAY")) return;
    const PlayError e = game_.play_xy(x, y);
    if (e != PlayError::None)
        return error("PLAY " + std::to_string(x) + "," + std::to_string(y) + ": " + describe(e));
    send_move(make_move(x, y));
}

void Brain::cmd_takeback(int x, int y) {
    if (!started("TAKEBACK")) return;
    const auto& moves = game_.moves();
    if (moves.empty() || !game_.board().on_board(x, y) || moves.back() != make_move(x, y))
        return error("TAKEBACK " + std::to_string(x) + "," + std::to_string(y) +
                     ": not the last move played");
    game_.undo();
    out_.line("OK");
}

void Brain::finish_board() {
    mode_ = Mode::Normal;
    const std::string what = board_searches_ ? "BOARD" : "YXBOARD";
    if (!started(what.c_str())) return;
    if (!setup_error_.empty()) return error(what + ": " + setup_error_ + "; position unchanged");
    if (!can_move(what.c_str())) return;
    SetupResult setup = order_stones(setup_stones_, config());
    if (!setup.ok()) return error(what + ": " + setup.error + "; position unchanged");
    Game previous = std::move(game_);
    game_ = Game(config());
    (void)game_.set_moves(setup.moves);  // checked by order_stones
    if (!board_searches_) return;        // YXBOARD: the position only
    if (play_from_book()) return;
    if (!start_search(game_.moves(), Task::Move)) game_ = std::move(previous);
}

void Brain::finish_block() {
    mode_ = Mode::Normal;
    const char* what = block_undo_ ? "YXBLOCKUNDO" : "YXBLOCK";
    if (!started(what)) return;
    if (!setup_error_.empty())
        return error(std::string(what) + ": " + setup_error_ + "; no point changed");
    for (Move m : block_moves_) {
        const auto at = std::find(blocked_.begin(), blocked_.end(), m);
        if (!block_undo_ && at == blocked_.end()) blocked_.push_back(m);
        if (block_undo_ && at != blocked_.end()) blocked_.erase(at);
    }
}

}  // namespace wuzi::brain
