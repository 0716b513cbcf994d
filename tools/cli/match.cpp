// wuzi-cli match: two engines (built-in or external Gomocup brains) play a
// series of games; each opening is played twice with colours swapped. With
// --resume it goes on from the games its --jsonl file already holds.
#include <fmt/core.h>
#include <wuzi/notation.h>
#include <wuzi/task_pool.h>

#include <array>
#include <boost/container/flat_map.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <utility>

#include "commands.h"
#include "engine_spec.h"
#include "game_record.h"
#include "game_runner.h"
#include "match_commands.h"
#include "match_stats.h"
#include "openings_file.h"
#include "progress.h"
#include "time_options.h"

namespace wuzi::cli {

namespace {

// The command line as given. Invariants (checked by CLI11 and run()): exactly
// two engine specs; games >= 1; concurrency >= 1; elo1 > elo0 when --sprt.
struct MatchOptions {
    std::vector<std::string> engines;
    GameOptions game;
    TimeOptions time;
    int games = 100;
    int concurrency = 1;
    int hash_mb = 16;
    std::string openings;
    int random_plies = 3;
    uint64_t seed = 1;
    int draw_after = 0;
    int64_t tolerance_ms = 0;
    bool sprt = false;
    double elo0 = 0, elo1 = 10, alpha = 0.05, beta = 0.05;
    std::string model = "pentanomial";
    std::string sgf, jsonl;
    bool resume = false;
    bool quiet = false;
};

// What happened to one engine over the match besides its score. Invariant:
// the forfeit counts add up to the games it lost by forfeit; max_overrun_ms
// stays INT64_MIN without a per-move limit.
struct EngineTally {
    boost::container::flat_map<std::string, int> forfeits;  // reason kind -> count (sorted)
    int64_t max_overrun_ms = INT64_MIN;
    int64_t max_move_ms = 0;
    int fouls = 0;  // renju: games lost by a forbidden move (not forfeits)
};

std::string forfeit_kind(const std::string& reason) {
    for (const char* kind : {"lost on time", "illegal move", "crashed", "no answer", "answered",
                             "exited", "could not", "off the board"})
        if (reason.find(kind) != std::string::npos) return kind;
    return "other";
}

// The first engine's points (1, 0.5 or 0) in a game it played as Black
// (a_black) or White.
double first_engine_points(GameResult result, bool a_black) {
    const double black_points = result == GameResult::BlackWins   ? 1
                                : result == GameResult::WhiteWins ? 0
                                                                  : 0.5;
    return a_black ? black_points : 1 - black_points;
}

// Runs the match: `concurrency` pool threads, each with its own pair of
// players, take the game pairs still to play (one opening, both colours; pair
// p plays games 2p and 2p + 1, the first engine Black in the first) as pool
// tasks. Invariants: stats, tallies, output files and the progress line
// change only under `mutex_`; once the pool is stopped (SPRT decided) no new
// pair starts, and the pairs already started are finished and counted.
class MatchRunner {
  public:
    explicit MatchRunner(const MatchOptions& o) : o_(o) {}
    void run();

  private:
    std::map<int, std::pair<GameOutcome, std::string>> read_games();
    void resume();
    void play_pair(Player* players[2], int pair);
    void record(const PlayedGame& game, int index, bool a_black);
    void count(const GameOutcome& game, bool a_black);
    void check_sprt();
    std::string status() const;
    void summary() const;

    const MatchOptions& o_;
    EngineSpec spec_[2];
    GameSettings settings_;
    std::vector<Opening> openings_;
    int pairs_ = 0;
    std::vector<int> todo_;  // the pairs still to play, in order
    std::unique_ptr<TaskPool> pool_;
    std::mutex mutex_;
    MatchStats stats_;
    EngineTally tally_[2];
    std::ofstream sgf_, jsonl_;
    std::unique_ptr<Progress> progress_;
    std::string sprt_verdict_;
};

void MatchRunner::run() {
    if (o_.engines.size() != 2) fail("match needs exactly two --engine options");
    for (int i = 0; i < 2; ++i) {
        std::string error;
        spec_[i] = parse_engine_spec(o_.engines[size_t(i)], i == 0 ? "wuzi-A" : "wuzi-B", error);
        if (!error.empty()) fail(error, 2);
    }
    if (spec_[0].name == spec_[1].name) spec_[1].name += "-2";
    if (!o_.time.any_limit() && spec_[0].depth == 0 && spec_[1].depth == 0 && spec_[0].nodes == 0 &&
        spec_[1].nodes == 0)
        fail("give a time control (--tc-move/--tc-game) or a --depth/--nodes limit", 2);
    settings_.config = o_.game.config();
    settings_.clock = o_.time.clock();
    settings_.tolerance_ms = o_.tolerance_ms;
    settings_.draw_after = o_.draw_after;
    pairs_ = (o_.games + 1) / 2;
    if (!o_.openings.empty()) {
        std::string error;
        openings_ = load_openings(o_.openings, settings_.config, error);
        if (!error.empty()) fail(error, 2);
    } else {
        std::mt19937_64 rng(o_.seed);
        for (int i = 0; i < pairs_; ++i)
            openings_.push_back(random_opening(settings_.config, o_.random_plies, 2, rng));
    }
    progress_ = std::make_unique<Progress>(o_.games, o_.quiet);
    for (int pair = 0; pair < pairs_; ++pair) todo_.push_back(pair);
    if (o_.resume) resume();
    const auto mode = o_.resume ? std::ios::app : std::ios::trunc;
    if (!o_.sgf.empty()) {
        sgf_.open(o_.sgf, std::ios::out | mode);
        if (!sgf_) fail("cannot write '" + o_.sgf + "'");
    }
    if (!o_.jsonl.empty()) {
        jsonl_.open(o_.jsonl, std::ios::out | mode);
        if (!jsonl_) fail("cannot write '" + o_.jsonl + "'");
    }
    pool_ = std::make_unique<TaskPool>(o_.concurrency);
    check_sprt();
    std::vector<std::array<std::unique_ptr<Player>, 2>> players(size_t(pool_->threads()));
    pool_->run(int(todo_.size()), [&](int thread, int task) {
        auto& own = players[size_t(thread)];
        for (int i = 0; i < 2; ++i)
            if (!own[i]) own[i] = make_player(spec_[i], o_.time.depth, o_.time.nodes, o_.hash_mb);
        Player* pair_players[2] = {own[0].get(), own[1].get()};
        play_pair(pair_players, todo_[size_t(task)]);
    });
    progress_->finish();
    summary();
}

// read_games: the games of an earlier run of this match in its --jsonl file,
// by number, each with its line. A last line cut off in writing is dropped;
// any other line that is not a game of this match (other engines, another
// opening, a number beyond --games, a number twice) stops the run with the
// file unchanged, since counting it would mix two matches.
std::map<int, std::pair<GameOutcome, std::string>> MatchRunner::read_games() {
    std::map<int, std::pair<GameOutcome, std::string>> games;
    std::ifstream in(o_.jsonl);
    if (!in) fail("cannot read '" + o_.jsonl + "'; cannot resume", 2);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines.push_back(line);
    for (size_t i = 0; i < lines.size(); ++i) {
        std::string error;
        std::optional<GameOutcome> game = from_json_line(lines[i], error);
        const std::string where = fmt::format("{}, line {}", o_.jsonl, i + 1);
        if (!game && i + 1 == lines.size()) {
            progress_->note(where + " is cut off (" + error + "): dropped");
            break;
        }
        if (!game) fail(where + ": " + error + "; cannot resume", 2);
        const int pair = game->index / 2, k = game->index % 2;
        const std::string& black = spec_[k].name;
        const std::string& white = spec_[1 - k].name;
        const std::string opening =
            moves_to_text(openings_[size_t(pair) % openings_.size()], settings_.config.size);
        std::string mismatch;
        if (game->index >= o_.games)
            mismatch =
                fmt::format("game {} is beyond the {} games asked for", game->index, o_.games);
        else if (game->black != black || game->white != white)
            mismatch = fmt::format("game {} was {} against {}, this match plays {} against {}",
                                   game->index, game->black, game->white, black, white);
        else if (game->opening != opening)
            mismatch = fmt::format("game {} opened with {}, this match's opening {} is {}",
                                   game->index, game->opening, pair + 1, opening);
        else if (games.count(game->index))
            mismatch = fmt::format("game {} is there twice", game->index);
        if (!mismatch.empty()) fail(where + ": " + mismatch + "; cannot resume", 2);
        games.emplace(game->index, std::pair(std::move(*game), lines[i]));
    }
    return games;
}

// resume: counts the finished pairs of an earlier run of this match from its
// --jsonl file (read_games) and leaves the others in todo_. The file keeps
// the lines of those pairs only: a pair that was cut off halfway is played
// again, whole (the SGF file, appended to, may hold its first game twice).
void MatchRunner::resume() {
    if (!std::filesystem::exists(o_.jsonl)) return;  // nothing played yet
    const auto games = read_games();
    std::string kept;
    std::vector<int> todo;
    for (int pair : todo_) {
        const int in_pair = 2 * pair + 1 < o_.games ? 2 : 1;  // an odd --games' last pair: 1
        const bool finished = games.count(2 * pair) && (in_pair == 1 || games.count(2 * pair + 1));
        if (!finished) {
            todo.push_back(pair);
            continue;
        }
        double pair_points = 0;
        for (int k = 0; k < in_pair; ++k) {
            const auto& [game, line] = games.at(2 * pair + k);
            count(game, k == 0);
            pair_points += first_engine_points(game.result, k == 0);
            kept += line + '\n';
        }
        if (in_pair == 2) stats_.add_pair(pair_points);
    }
    const std::string temporary = o_.jsonl + ".resume";
    {
        std::ofstream out(temporary, std::ios::trunc);
        out << kept;
        if (!out.flush()) fail("cannot write '" + temporary + "'");
    }
    std::error_code ec;
    std::filesystem::rename(temporary, o_.jsonl, ec);
    if (ec) fail("cannot replace '" + o_.jsonl + "': " + ec.message());
    todo_ = std::move(todo);
    progress_->note(fmt::format("Resumed from {}: {} games counted, {} pairs to play", o_.jsonl,
                                stats_.games(), todo_.size()));
    progress_->update(stats_.games(), status());
}

void MatchRunner::play_pair(Player* players[2], int pair) {
    const Opening& opening = openings_[size_t(pair) % openings_.size()];
    double pair_points = 0;
    int played = 0;
    for (int k = 0; k < 2 && 2 * pair + k < o_.games; ++k) {
        const bool a_black = k == 0;
        Player& black = *players[a_black ? 0 : 1];
        Player& white = *players[a_black ? 1 : 0];
        const PlayedGame game = play_game(black, white, opening, settings_);
        pair_points += first_engine_points(game.result, a_black);
        ++played;
        record(game, 2 * pair + k, a_black);
    }
    std::lock_guard lock(mutex_);
    if (played == 2) stats_.add_pair(pair_points);
    check_sprt();
}

// check_sprt: with --sprt, once the LLR crosses a bound, the verdict is set
// and no new pair starts. Called under mutex_ (or before the pool runs).
void MatchRunner::check_sprt() {
    if (o_.sprt && sprt_verdict_.empty()) {
        const double llr = stats_.llr(o_.elo0, o_.elo1, o_.model == "pentanomial");
        const SprtBounds b = sprt_bounds(o_.alpha, o_.beta);
        if (llr >= b.upper)
            sprt_verdict_ = "H1 accepted (elo >= " + fmt::format("{}", o_.elo1) + ")";
        if (llr <= b.lower)
            sprt_verdict_ = "H0 accepted (elo <= " + fmt::format("{}", o_.elo0) + ")";
        if (!sprt_verdict_.empty()) pool_->stop();
    }
}

void MatchRunner::record(const PlayedGame& game, int index, bool a_black) {
    std::lock_guard lock(mutex_);
    count(outcome_of(game, index), a_black);
    if (game.foul)
        progress_->note(
            fmt::format("Game {}: {} {}", index, result_text(game.result), game.reason));
    if (sgf_.is_open()) sgf_ << to_sgf(game) << std::flush;
    if (jsonl_.is_open()) jsonl_ << to_json_line(game, index) << '\n' << std::flush;
    progress_->update(stats_.games(), status());
}

// count: one game's result in the score, its time and forfeits in the tallies.
void MatchRunner::count(const GameOutcome& game, bool a_black) {
    stats_.add_game(first_engine_points(game.result, a_black));
    for (int c = 0; c < 2; ++c) {
        EngineTally& t = tally_[(c == Black) == a_black ? 0 : 1];
        t.max_overrun_ms = std::max(t.max_overrun_ms, game.max_overrun_ms[c]);
        t.max_move_ms = std::max(t.max_move_ms, game.max_move_ms[c]);
    }
    if (game.forfeit) {
        const bool black_lost = game.result == GameResult::WhiteWins;
        const int loser = black_lost == a_black ? 0 : 1;
        ++tally_[loser].forfeits[forfeit_kind(game.reason)];
    }
    if (game.foul) ++tally_[a_black ? 0 : 1].fouls;
}

std::string MatchRunner::status() const {
    const EloEstimate e = stats_.elo(o_.model == "pentanomial");
    std::string text =
        fmt::format("Games {}/{}  W-L-D {}-{}-{}  Elo {:+.1f} ± {:.1f}", stats_.games(), o_.games,
                    stats_.wins, stats_.losses, stats_.draws, e.elo, e.error95);
    if (o_.sprt) {
        const SprtBounds b = sprt_bounds(o_.alpha, o_.beta);
        text +=
            fmt::format("  LLR {:.2f} [{:.2f}, {:.2f}]",
                        stats_.llr(o_.elo0, o_.elo1, o_.model == "pentanomial"), b.lower, b.upper);
    }
    return text;
}

void MatchRunner::summary() const {
    const EloEstimate e = stats_.elo(o_.model == "pentanomial");
    fmt::print("Match {} vs {}: {} games, {}x{} {}\n", spec_[0].name, spec_[1].name, stats_.games(),
               settings_.config.size, settings_.config.size, rule_name(settings_.config.rule));
    fmt::print("Score of {}: W-L-D {}-{}-{} ({:.1f}%)\n", spec_[0].name, stats_.wins, stats_.losses,
               stats_.draws, 100 * stats_.score());
    fmt::print("Elo {:+.1f} ± {:.1f} (95%, {} model)\n", e.elo, e.error95, o_.model);
    fmt::print("Pairs (0, 0.5, 1, 1.5, 2 points): {} {} {} {} {}\n", stats_.pairs[0],
               stats_.pairs[1], stats_.pairs[2], stats_.pairs[3], stats_.pairs[4]);
    if (o_.sprt) {
        const SprtBounds b = sprt_bounds(o_.alpha, o_.beta);
        fmt::print("SPRT elo0={} elo1={} alpha={} beta={}: LLR {:.2f} [{:.2f}, {:.2f}] {}\n",
                   o_.elo0, o_.elo1, o_.alpha, o_.beta,
                   stats_.llr(o_.elo0, o_.elo1, o_.model == "pentanomial"), b.lower, b.upper,
                   sprt_verdict_.empty() ? "inconclusive" : sprt_verdict_);
    }
    for (int i = 0; i < 2; ++i) {
        const EngineTally& t = tally_[i];
        std::string forfeits;
        for (const auto& [kind, n] : t.forfeits) forfeits += fmt::format(" {} x{}", kind, n);
        fmt::print("{}: longest move {} ms", spec_[i].name, t.max_move_ms);
        if (settings_.clock.turn_ms < TimeControl::kNoLimit && t.max_overrun_ms > INT64_MIN)
            fmt::print(", largest overrun of the {} ms limit {:+} ms", settings_.clock.turn_ms,
                       t.max_overrun_ms);
        fmt::print(", forfeits:{}", forfeits.empty() ? " none" : forfeits);
        if (settings_.config.rule == Rule::Renju)
            fmt::print(", lost by a forbidden move: {}", t.fouls);
        fmt::print("\n");
    }
}

}  // namespace

void register_match(CLI::App& app) {
    auto o = std::make_shared<MatchOptions>();
    CLI::App* c = app.add_subcommand("match", "play two engines against each other");
    c->add_option("-e,--engine", o->engines,
                  "engine spec, twice: key=value list with name, cmd (an external Gomocup "
                  "brain; none = the built-in engine), depth, nodes, hash, threads, time_scale; "
                  "the built-in engine also takes weights=FILE and param.NAME=VALUE (a weight or "
                  "a search constant of wuzi/search_params.h), an external brain info.KEY=VALUE "
                  "(sent as INFO KEY VALUE)")
        ->expected(1)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
        ->required();
    o->game.add_to(*c);
    o->time.add_to(*c);
    c->add_option("-n,--games", o->games, "number of games")->check(CLI::Range(1, 1000000));
    c->add_option("-j,--concurrency", o->concurrency, "games played at once")
        ->check(CLI::Range(1, 256));
    c->add_option("--hash", o->hash_mb, "transposition table MB of the built-in engine")
        ->check(CLI::Range(1, 65536));
    c->add_option("--openings", o->openings,
                  "openings file (one opening per line, e.g. h8,i9,h10)");
    c->add_option("--random-plies", o->random_plies,
                  "without --openings: stones of the random opening of each pair")
        ->check(CLI::Range(0, 20));
    c->add_option("--seed", o->seed, "random seed (random openings)");
    c->add_option("--draw-after", o->draw_after,
                  "adjudicate a draw after this many plies (0: never)")
        ->check(CLI::Range(0, 400));
    c->add_option("--tolerance", o->tolerance_ms, "ms of lateness forgiven before a loss on time")
        ->check(CLI::Range(int64_t(0), int64_t(1) << 30));
    c->add_flag("--sprt", o->sprt, "stop early by a sequential probability ratio test");
    c->add_option("--elo0", o->elo0, "SPRT: Elo of H0");
    c->add_option("--elo1", o->elo1, "SPRT: Elo of H1");
    c->add_option("--alpha", o->alpha, "SPRT: false positive rate")->check(CLI::Range(1e-6, 0.5));
    c->add_option("--beta", o->beta, "SPRT: false negative rate")->check(CLI::Range(1e-6, 0.5));
    c->add_option("--model", o->model, "SPRT/Elo model: pentanomial (game pairs) or trinomial")
        ->check(CLI::IsMember({"pentanomial", "trinomial"}));
    c->add_option("--sgf", o->sgf, "write every game to this SGF collection");
    c->add_option("--jsonl", o->jsonl, "write one JSON line per game (result and reason)");
    c->add_flag("--resume", o->resume,
                "go on from the games the --jsonl file holds (same engines, openings and "
                "--games; a pair cut off halfway is played again) instead of starting over");
    c->add_flag("-q,--quiet", o->quiet, "no progress line");
    c->callback([o] {
        if (o->sprt && o->elo1 <= o->elo0) fail("--elo1 must be above --elo0", 2);
        if (o->resume && o->jsonl.empty()) fail("--resume needs the --jsonl file to go on from", 2);
        MatchRunner(*o).run();
    });
}

}  // namespace wuzi::cli
