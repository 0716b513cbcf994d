// Yixin-Board's extensions of the protocol, with Rapfi's answers as the
// reference: GUI message mode, positions without a search, blocked points,
// multi-PV, balancing and defence searches. See tools/brain/README.md.
#include <wuzi/notation.h>

#include <algorithm>
#include <bit>

#include "brain.h"
#include "search_message.h"

namespace wuzi::brain {

namespace {

// multi_pv for "every root move" (the engine gives min(this, root moves)).
constexpr int kAllLines = kMaxSize * kMaxSize;
// YXBALANCETWO's rounds stop at this depth when no max_depth is set.
constexpr int kBalanceTwoMaxDepth = 64;

}  // namespace

bool Brain::dispatch_yixin(const Command& cmd) {
    switch (cmd.kind) {
        case CommandKind::YxShowInfo:
            cmd_show_info();
            return true;
        case CommandKind::YxBlock:
        case CommandKind::YxBlockUndo:
            mode_ = Mode::BlockLines;
            block_undo_ = cmd.kind == CommandKind::YxBlockUndo;
            block_moves_.clear();
            setup_error_.clear();
            return true;
        case CommandKind::YxBlockReset:
            blocked_.clear();
            return true;
        case CommandKind::YxNBest:
            cmd_nbest(cmd.args[0]);
            return true;
        case CommandKind::YxBalanceOne:
            cmd_balance(Task::BalanceOne, cmd.args[0]);
            return true;
        case CommandKind::YxBalanceTwo:
            cmd_balance(Task::BalanceTwo, cmd.args[0]);
            return true;
        case CommandKind::YxSearchDefend:
            if (can_analyse("YXSEARCHDEFEND"))
                start_search(game_.moves(), Task::Defend, 1, kAllLines);
            return true;
        case CommandKind::YxHashClear:
            engine_.clear();
            message("hash cleared");
            return true;
        case CommandKind::YxShowForbid:
            cmd_show_forbid();
            return true;
        case CommandKind::YxShowHashUsage:
            apply_hash();
            message("hash table " + std::to_string(hash_mb_applied_) + " MB, " +
                    std::to_string(engine_.hash_permille() / 10) + "% used");
            return true;
        default:  // YxUnknown carries an error and never gets here
            return true;
    }
}

void Brain::cmd_show_info() {
    gui_mode_ = true;
    message("INFO MAX_THREAD_NUM " + std::to_string(kMaxThreads));
    // As Rapfi: an exponent, the largest table being 2^n KB.
    const uint64_t kb = uint64_t(max_hash_mb()) << 10;
    message("INFO MAX_HASH_SIZE " + std::to_string(std::bit_width(kb) - 1));
}

void Brain::cmd_show_forbid() {
    // As Rapfi and Yixin-Board: `FORBID ` then each point as xxyy (Gomocup
    // x and y, two digits each), in board scan order, then `.`; no point
    // when White is to move or the rule is not renju.
    if (!started("YXSHOWFORBID")) return;
    std::string text = "FORBID ";
    if (config().rule == Rule::Renju && !settings_.rule_error()) {
        sync_rule();
        if (game_.side_to_move() == Black)
            for (Move m : game_.board().forbidden_points()) {
                const int x = move_x(m), y = move_y(m);
                text += char('0' + x / 10);
                text += char('0' + x % 10);
                text += char('0' + y / 10);
                text += char('0' + y % 10);
            }
    }
    out_.line(text + ".");
}

bool Brain::can_analyse(const char* what) {
    if (!can_move(what)) return false;
    if (game_.over()) {
        error(std::string(what) + ": the game is over (send YXBOARD or RESTART)");
        return false;
    }
    if (game_.board().is_full()) {
        error(std::string(what) + ": the board is full");
        return false;
    }
    return true;
}

void Brain::cmd_nbest(int n) {
    if (n < 1) return error("YXNBEST needs a number of moves >= 1, got " + std::to_string(n));
    if (can_analyse("YXNBEST")) start_search(game_.moves(), Task::NBest, 1, n);
}

void Brain::cmd_balance(Task task, int bias) {
    const char* what = task == Task::BalanceOne ? "YXBALANCEONE" : "YXBALANCETWO";
    if (bias <= -kMateBound || bias >= kMateBound)
        return error(std::string(what) + " needs a bias between " + std::to_string(1 - kMateBound) +
                     " and " + std::to_string(kMateBound - 1) + ", got " + std::to_string(bias));
    if (!can_analyse(what)) return;
    if (task == Task::BalanceTwo && game_.board().cell_count() - game_.board().move_count() < 2)
        return error("YXBALANCETWO needs two empty points");
    bias_ = Score(bias);
    if (task == Task::BalanceOne) {
        start_search(game_.moves(), Task::BalanceOne, 1, kAllLines);
        return;
    }
    // YXBALANCETWO: first a depth-1 search of every root move to know the
    // candidate first moves, then the plan's searches (next_balance_two).
    balance2_ = BalanceTwoPlan();
    balance2_planned_ = false;
    balance2_root_ = game_.moves();
    start_search(game_.moves(), Task::BalanceTwo, 1, kAllLines, 1);
}

void Brain::report_progress(const SearchInfo& info) {
    switch (task_) {
        case Task::BalanceTwo:  // reported per round (next_balance_two)
            return;
        case Task::Swap2:  // only the position SWAP2BOARD sent
            if (swap2_proposing_ || swap2_plan_->searches_done() > 0) return;
            message(format_progress(info, size_));
            return;
        case Task::BalanceOne: {
            // The line the balance would choose now.
            SearchInfo shown = info;
            if (const int k = balanced_line(info.lines, bias_); k >= 0) {
                shown.score = info.lines[size_t(k)].score;
                shown.pv = info.lines[size_t(k)].pv;
            }
            message(format_progress(shown, size_));
            return;
        }
        case Task::NBest:
        case Task::Defend: {
            SearchInfo ranked = info;
            rank_lines(ranked);
            message(format_progress(ranked, size_));
            if (gui_mode_)
                for (size_t k = 0; k < ranked.lines.size(); ++k)
                    message(format_line(ranked, k, size_));
            return;
        }
        default:
            message(format_progress(info, size_));
    }
}

void Brain::finish_analysis(Task task, const SearchInfo& result) {
    SearchInfo info = result;
    if (task == Task::NBest || task == Task::Defend) rank_lines(info);
    switch (task) {
        case Task::NBest:
            play_answer(info.best_move);
            return;
        case Task::Defend: {
            if (info.lines.empty()) {
                message("DEFEND unknown: stopped before the first iteration");
            } else {
                const std::vector<Move> moves = defending_moves(info.lines);
                std::string text = moves.empty() ? std::string("DEFEND NONE") : "DEFEND";
                for (Move m : moves) text.append(" ").append(move_to_text(m, size_));
                text.append(" (").append(std::to_string(moves.size())).append(" of ");
                text.append(std::to_string(info.lines.size())).append(" moves hold at depth ");
                message(text.append(std::to_string(info.depth)).append(")"));
            }
            play_answer(info.best_move);
            return;
        }
        case Task::BalanceOne: {
            Move m = info.best_move;
            if (const int k = balanced_line(info.lines, bias_); k >= 0) {
                const RootLine& line = info.lines[size_t(k)];
                if (!line.pv.empty()) m = line.pv.front();
                message("BALANCE " + move_to_text(m, size_) + " ev " + format_score(line.score) +
                        " bias " + std::to_string(bias_) + " depth " + std::to_string(info.depth));
            }
            play_answer(m);
            return;
        }
        case Task::BalanceTwo: {
            if (!balance2_planned_) {
                // The root search: candidate first moves, nearest the bias first.
                balance2_planned_ = true;
                std::vector<RootLine> lines = info.lines;
                std::vector<Move> firsts;
                while (!lines.empty()) {
                    const int k = balanced_line(lines, bias_);
                    if (!lines[size_t(k)].pv.empty()) firsts.push_back(lines[size_t(k)].pv.front());
                    lines.erase(lines.begin() + k);
                }
                if (firsts.empty() && info.best_move != kNoMove) firsts.push_back(info.best_move);
                const int max_depth =
                    settings_.max_depth > 0 ? settings_.max_depth : kBalanceTwoMaxDepth;
                balance2_ = BalanceTwoPlan(firsts, bias_, max_depth);
                next_balance_two(nullptr);
                return;
            }
            next_balance_two(&info);
            return;
        }
        default:
            return;
    }
}

void Brain::next_balance_two(const SearchInfo* result) {
    if (result) {
        // A search cut short counts only while nothing better is known: it
        // is shallower than the rest of its round.
        if (result->depth >= balance2_.depth() || !balance2_.best()) {
            const int rounds = balance2_.rounds_done();
            balance2_.record(result->lines, result->depth);
            if (balance2_.rounds_done() > rounds)
                if (const auto best = balance2_.best())
                    message("BALANCE depth " + std::to_string(best->depth) + " " +
                            move_to_text(best->first, size_) + " " +
                            move_to_text(best->second, size_) + " ev " + format_score(best->score));
        }
    }
    if (!task_stop_ && !balance2_.finished()) {
        Limits limits = base_limits();
        limits.depth = balance2_.depth();
        limits.multi_pv = kAllLines;
        std::vector<Move> moves = balance2_root_;
        moves.push_back(balance2_.first());
        if (launch(moves, Task::BalanceTwo, limits)) return;
        // The engine refused the position after a first move (it wins at
        // once): answer with what is known.
    }
    Move first = kNoMove, second = kNoMove;
    if (const auto best = balance2_.best()) {
        first = best->first, second = best->second;
        message("BALANCE " + move_to_text(first, size_) + " " + move_to_text(second, size_) +
                " ev " + format_score(best->score) + " bias " + std::to_string(bias_) + " depth " +
                std::to_string(best->depth));
    } else if (!balance2_.finished()) {
        first = balance2_.first();  // stopped before any pair was scored
    }
    const Board& b = game_.board();
    if (first == kNoMove || !b.is_empty(first)) first = fallback_move();
    (void)game_.play(first);
    if (second == kNoMove || !b.is_empty(second)) second = fallback_move();
    (void)game_.play(second);
    out_.line(xy(first) + " " + xy(second));
}

}  // namespace wuzi::brain
