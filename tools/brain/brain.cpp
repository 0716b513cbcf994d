#include "brain.h"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <new>

#include "search_message.h"

#ifndef WUZI_VERSION
#define WUZI_VERSION "dev"
#endif

namespace wuzi::brain {

namespace {

// SWAP2 with three stones: the brain (White to move) takes Black when White's
// search score is below this; with five stones, when it is below zero.
constexpr Score kSwapMargin = 30;
// An empty SWAP2BOARD: how many random 3-stone openings are searched.
constexpr int kSwap2Candidates = 4;

std::string xy(Move m) { return std::to_string(move_x(m)) + "," + std::to_string(move_y(m)); }

}  // namespace

Brain::Brain(LineWriter& out, int wake_fd) : out_(out), wake_fd_(wake_fd) {
    engine_.on_iteration([this](const SearchInfo& info) {
        if (task_ == Task::Swap2Open) return;
        out_.line("MESSAGE " + format_progress(info, size_));
    });
    engine_.on_best_move([this](const SearchInfo& info) {
        {
            std::lock_guard lock(result_mutex_);
            result_ = info;
        }
        const char byte = 1;
        [[maybe_unused]] const ssize_t n = ::write(wake_fd_, &byte, 1);
    });
}

Brain::~Brain() { shutdown(); }

void Brain::shutdown() {
    if (!busy()) return;
    engine_.stop();
    engine_.wait();
    task_ = Task::None;
}

void Brain::error(const std::string& reason) { out_.line("ERROR " + reason); }

BoardConfig Brain::config() const {
    return BoardConfig::gomoku(size_, (settings_.rule & 1) ? Rule::Standard : Rule::Freestyle);
}

int Brain::poll_timeout_ms() const {
    if (!busy()) return -1;
    if (stop_sent_) return 100;
    const auto left =
        std::chrono::duration_cast<std::chrono::microseconds>(deadline_ - Clock::now());
    if (left.count() <= 0) return 0;
    return int(std::min<int64_t>((left.count() + 999) / 1000, 1 << 30));
}

void Brain::input_closed() {
    input_closed_ = true;
    if (busy() && deadline_ == Clock::time_point::max()) deadline_ = Clock::now();
}

void Brain::check_deadline() {
    if (busy() && !stop_sent_ && Clock::now() >= deadline_) {
        engine_.stop();
        stop_sent_ = true;
    }
}

bool Brain::handle(std::string_view line) {
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
    return dispatch(parse_command(line), line);
}

void Brain::handle_overlong() {
    if (mode_ != Mode::Normal && !busy() && setup_error_.empty()) setup_error_ = "line too long";
    error("line too long (ignored)");
}

bool Brain::on_wake() {
    {
        std::lock_guard lock(result_mutex_);
        if (!result_ || !busy()) return true;
    }
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
    error("BOARD was not closed by DONE; position unchanged");
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
    if (game_.config() != config()) {  // INFO rule changed since START
        Game replay(config());
        for (Move m : game_.moves())
            if (replay.play(m) != PlayError::None) break;
        game_ = std::move(replay);
    }
    return true;
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
            else
                start_search(game_.moves(), Task::Move);
            return true;
        case CommandKind::Turn:
            cmd_turn(cmd.args[0], cmd.args[1]);
            return true;
        case CommandKind::Board:
            mode_ = Mode::BoardLines;
            setup_stones_.clear();
            setup_error_.clear();
            return true;
        case CommandKind::Swap2Board:
            mode_ = Mode::Swap2Lines;
            swap2_moves_.clear();
            setup_error_.clear();
            return true;
        case CommandKind::Done:
            error("DONE without BOARD or SWAP2BOARD");
            return true;
        case CommandKind::Info:
            info(cmd);
            return true;
        case CommandKind::End:
            ended_ = true;
            return false;
        case CommandKind::About:
            out_.line("name=\"Wuzi\", version=\"" WUZI_VERSION
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

void Brain::apply_hash() {
    // At most a quarter of the machine's memory, whatever hash_size asks for; if even
    // that cannot be allocated, halve until it can (the table keeps its old
    // size when an allocation fails).
    const long pages = ::sysconf(_SC_PHYS_PAGES), page = ::sysconf(_SC_PAGESIZE);
    const size_t physical_mb = pages > 0 && page > 0 ? size_t(pages) * size_t(page) >> 20 : 1024;
    size_t mb = std::min(settings_.hash_mb(), std::max<size_t>(1, physical_mb / 4));
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

void Brain::cmd_start(int size) {
    if (size < kMinGomokuSize || size > kMaxSize) {
        error("unsupported board size " + std::to_string(size) + " (Wuzi plays " +
              std::to_string(kMinGomokuSize) + " to " + std::to_string(kMaxSize) + ")");
        return;
    }
    size_ = size;
    game_ = Game(config());
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
    if (game_.over()) {
        game_.undo();
        return error("TURN " + std::to_string(x) + "," + std::to_string(y) +
                     (game_.board().move_count() + 1 == game_.board().cell_count()
                          ? " fills the board: no move left"
                          : " ends the game: no move to answer"));
    }
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
    if (!started("BOARD")) return;
    if (!setup_error_.empty()) return error("BOARD: " + setup_error_ + "; position unchanged");
    if (!can_move("BOARD")) return;
    SetupResult setup = order_stones(setup_stones_, config());
    if (!setup.ok()) return error("BOARD: " + setup.error + "; position unchanged");
    Game previous = std::move(game_);
    game_ = Game(config());
    for (Move m : setup.moves) (void)game_.play(m);
    if (!start_search(game_.moves(), Task::Move)) game_ = std::move(previous);
}

void Brain::finish_swap2() {
    mode_ = Mode::Normal;
    if (!started("SWAP2BOARD")) return;
    if (!setup_error_.empty()) return error("SWAP2BOARD: " + setup_error_);
    if (!can_move("SWAP2BOARD")) return;
    const size_t n = swap2_moves_.size();
    if (n != 0 && n != 3 && n != 5)
        return error("SWAP2BOARD takes 0, 3 or 5 stones, got " + std::to_string(n));
    if (n > 0) {
        if (auto reason = check_moves(swap2_moves_, config()); !reason.empty())
            return error("SWAP2BOARD: " + reason);
        Game previous = std::move(game_);
        game_ = Game(config());
        for (Move m : swap2_moves_) (void)game_.play(m);
        if (!start_search(game_.moves(), Task::Swap2Reply)) game_ = std::move(previous);
        return;
    }
    // Propose three stones: a few random openings near the centre, each
    // searched briefly; the most even one is sent.
    swap2_candidates_.clear();
    const int c = size_ / 2, r = std::min(2, c);
    std::uniform_int_distribution<int> d(-r, r);
    while (int(swap2_candidates_.size()) < kSwap2Candidates) {
        std::vector<Move> stones;
        while (stones.size() < 3) {
            const Move m = make_move(c + d(rng_), c + d(rng_));
            if (std::find(stones.begin(), stones.end(), m) == stones.end()) stones.push_back(m);
        }
        swap2_candidates_.push_back(stones);
    }
    swap2_index_ = 0;
    swap2_best_ = -1;
    next_swap2_candidate();
}

void Brain::next_swap2_candidate() {
    while (swap2_index_ < swap2_candidates_.size()) {
        if (start_search(swap2_candidates_[swap2_index_], Task::Swap2Open, kSwap2Candidates))
            return;
        ++swap2_index_;
    }
    if (swap2_best_ < 0) return error("SWAP2BOARD: no opening could be searched");
    const std::vector<Move>& best = swap2_candidates_[size_t(swap2_best_)];
    game_ = Game(config());
    for (Move m : best) (void)game_.play(m);
    out_.line(xy(best[0]) + " " + xy(best[1]) + " " + xy(best[2]));
}

bool Brain::start_search(const std::vector<Move>& moves, Task task, int64_t share_div) {
    apply_hash();
    if (!engine_.set_position(config(), moves)) {
        error("the engine refused the position");
        return false;
    }
    TimeBudget budget = allocate(settings_.clock, int(moves.size() / 2));
    budget.think_ms = std::max<int64_t>(1, budget.think_ms / share_div);
    budget.hard_ms = std::max<int64_t>(1, budget.hard_ms / share_div);
    const bool unlimited =
        settings_.clock.turn_ms >= TimeControl::kNoLimit && !settings_.clock.game_limited();
    Limits limits;
    limits.time_ms = unlimited ? 0 : budget.think_ms;
    limits.depth = settings_.max_depth;
    limits.nodes = uint64_t(settings_.max_nodes);
    limits.threads = settings_.threads;
    if (settings_.debug)
        out_.line("DEBUG time plan: think " + std::to_string(limits.time_ms) + " ms, stop at " +
                  (unlimited ? std::string("never") : std::to_string(budget.hard_ms) + " ms") +
                  ", hash " + std::to_string(hash_mb_applied_) + " MB");
    {
        std::lock_guard lock(result_mutex_);
        result_.reset();
    }
    task_ = task;
    stop_sent_ = false;
    deadline_ = unlimited && !input_closed_ ? Clock::time_point::max()
                : unlimited                 ? Clock::now()
                            : Clock::now() + std::chrono::milliseconds(budget.hard_ms);
    engine_.go(limits);
    return true;
}

Move Brain::fallback_move() const {
    const Board& b = game_.board();
    const int c = b.size() / 2;
    Move best = kNoMove;
    int best_d = 1 << 20;
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const int d = std::abs(x - c) + std::abs(y - c);
            if (b.is_empty(make_move(x, y)) && d < best_d) best = make_move(x, y), best_d = d;
        }
    return best;
}

void Brain::send_move(Move m) { out_.line(xy(m)); }

void Brain::finish_search() {
    engine_.wait();
    SearchInfo info;
    {
        std::lock_guard lock(result_mutex_);
        info = *result_;
        result_.reset();
    }
    const Task task = task_;
    task_ = Task::None;
    auto legal = [this](Move m) {
        return m != kNoMove && game_.board().on_board(move_x(m), move_y(m)) &&
               game_.board().is_empty(m);
    };
    switch (task) {
        case Task::None:
            return;
        case Task::Move: {
            Move m = info.best_move;
            if (!legal(m)) m = fallback_move();
            (void)game_.play(m);
            send_move(m);
            return;
        }
        case Task::Swap2Reply: {
            const Score threshold = swap2_moves_.size() == 3 ? -kSwapMargin : 0;
            if (info.score < threshold || !legal(info.best_move)) {
                out_.line("SWAP");
                return;
            }
            (void)game_.play(info.best_move);
            send_move(info.best_move);
            return;
        }
        case Task::Swap2Open: {
            const Score s = std::abs(info.score);
            if (swap2_best_ < 0 || s < swap2_best_score_) {
                swap2_best_ = int(swap2_index_);
                swap2_best_score_ = s;
            }
            ++swap2_index_;
            next_swap2_candidate();
            return;
        }
    }
}

}  // namespace wuzi::brain
