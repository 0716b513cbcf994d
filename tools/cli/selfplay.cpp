// wuzi-cli selfplay: the built-in engine plays itself, in parallel, from an
// openings file or random balanced openings; games (and optionally every searched
// position with its evaluation, as tuning data) go to JSON-lines files.
#include <fmt/core.h>
#include <wuzi/notation.h>
#include <wuzi/task_pool.h>

#include <fstream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>

#include "balanced_openings.h"
#include "commands.h"
#include "engine_player.h"
#include "game_record.h"
#include "match_commands.h"
#include "openings_file.h"
#include "progress.h"
#include "time_options.h"

namespace wuzi::cli {

namespace {

// The command line as given. Invariants: games, concurrency >= 1; --out set;
// some limit (time, depth or nodes) so every game ends.
struct SelfplayOptions {
    GameOptions game;
    TimeOptions time;
    int games = 100;
    int concurrency = 1;
    int hash_mb = 16;
    std::string openings;
    int random_plies = 3;
    int balance_depth = 4;
    int max_eval = 80;
    uint64_t seed = 1;
    int draw_after = 0;
    std::string out, sgf, positions;
    bool quiet = false;
};

// position_lines: one JSON line per searched ply: the position before it,
// the side to move, the search's best move, score and depth, and the final
// result from the side to move's point of view.
std::string position_lines(const PlayedGame& game) {
    std::string text;
    std::vector<Move> before;
    const int size = game.config.size;
    for (size_t i = 0; i < game.plies.size(); ++i) {
        const PlyRecord& p = game.plies[i];
        if (int(i) >= game.opening_plies && p.info) {
            const bool black = i % 2 == 0;
            double result = 0.5;
            if (game.result == GameResult::BlackWins) result = black ? 1 : 0;
            if (game.result == GameResult::WhiteWins) result = black ? 0 : 1;
            const nlohmann::json j = {{"moves", moves_to_text(before, size)},
                                      {"size", size},
                                      {"side", black ? "black" : "white"},
                                      {"best", move_to_text(p.move, size)},
                                      {"score", p.info->score},
                                      {"depth", p.info->depth},
                                      {"result", result}};
            text += j.dump() + "\n";
        }
        before.push_back(p.move);
    }
    return text;
}

void run(const SelfplayOptions& o) {
    if (o.out.empty()) fail("give --out FILE for the games", 2);
    if (!o.time.any_limit())
        fail("give a time control (--tc-move/--tc-game) or --depth/--nodes", 2);
    GameSettings settings;
    settings.config = o.game.config();
    settings.clock = o.time.clock();
    settings.draw_after = o.draw_after;
    settings.tolerance_ms = 1 << 30;  // self-play never forfeits on time
    std::vector<Opening> openings;
    if (!o.openings.empty()) {
        std::string error;
        openings = load_openings(o.openings, settings.config, error);
        if (!error.empty()) fail(error, 2);
    } else if (o.balance_depth > 0 && o.random_plies > 0) {
        BalanceCheck check;
        check.min_plies = check.max_plies = o.random_plies;
        check.depth = o.balance_depth;
        check.max_eval = o.max_eval;
        check.concurrency = o.concurrency;
        check.seed = o.seed;
        Progress progress(o.games, o.quiet);
        for (const BalancedOpening& b :
             generate_balanced(settings.config, o.games, check, &progress))
            openings.push_back(b.opening);
        progress.finish();
        if (openings.empty()) fail("no balanced opening found; raise --max-eval", 2);
    } else {
        std::mt19937_64 rng(o.seed);
        for (int i = 0; i < o.games; ++i)
            openings.push_back(random_opening(settings.config, o.random_plies, 2, rng));
    }
    std::ofstream out(o.out), sgf, positions;
    if (!out) fail("cannot write '" + o.out + "'");
    if (!o.sgf.empty()) sgf.open(o.sgf);
    if (!o.positions.empty()) positions.open(o.positions);
    if ((!o.sgf.empty() && !sgf) || (!o.positions.empty() && !positions))
        fail("cannot write the --sgf or --positions file");

    std::mutex mutex;
    int done = 0, black = 0, white = 0, draws = 0;
    long plies = 0;
    Progress progress(o.games, o.quiet);
    EngineSpec spec;
    spec.name = "wuzi";
    spec.depth = o.time.depth;
    spec.nodes = o.time.nodes;
    spec.hash_mb = o.hash_mb;
    TaskPool pool(o.concurrency);
    std::vector<std::unique_ptr<EnginePlayer>> players(size_t(pool.threads()));
    pool.run(o.games, [&](int thread, int index) {
        auto& player = players[size_t(thread)];
        if (!player) player = std::make_unique<EnginePlayer>(spec);
        const PlayedGame game =
            play_game(*player, *player, openings[size_t(index) % openings.size()], settings);
        std::lock_guard lock(mutex);
        ++done;
        plies += long(game.plies.size());
        if (game.result == GameResult::BlackWins)
            ++black;
        else if (game.result == GameResult::WhiteWins)
            ++white;
        else
            ++draws;
        out << to_json_line(game, index) << '\n';
        if (sgf.is_open()) sgf << to_sgf(game);
        if (positions.is_open()) positions << position_lines(game);
        progress.update(done, fmt::format("Games {}/{}  Black {}  White {}  Draws {}", done,
                                          o.games, black, white, draws));
    });
    progress.finish();
    fmt::print(
        "Self-play: {} games, Black {} White {} draws {}, {:.1f} plies per game, games in {}\n",
        done, black, white, draws, done ? double(plies) / done : 0.0, o.out);
}

}  // namespace

void register_selfplay(CLI::App& app) {
    auto o = std::make_shared<SelfplayOptions>();
    CLI::App* c =
        app.add_subcommand("selfplay", "the engine plays itself; games and positions to files");
    o->game.add_to(*c);
    o->time.add_to(*c);
    c->add_option("-n,--games", o->games, "number of games")->check(CLI::Range(1, 10000000));
    c->add_option("-j,--concurrency", o->concurrency, "games played at once")
        ->check(CLI::Range(1, 256));
    c->add_option("--hash", o->hash_mb, "transposition table MB per game")
        ->check(CLI::Range(1, 65536));
    c->add_option("--openings", o->openings, "openings file (default: random balanced openings)");
    c->add_option("--random-plies", o->random_plies, "stones of each random opening")
        ->check(CLI::Range(0, 20));
    c->add_option("--balance-depth", o->balance_depth,
                  "random openings are kept when a search this deep finds them even (0: any)")
        ->check(CLI::Range(0, 40));
    c->add_option("--max-eval", o->max_eval, "largest |evaluation| of a balanced opening")
        ->check(CLI::Range(0, 100000));
    c->add_option("--seed", o->seed, "random seed for the random openings");
    c->add_option("--draw-after", o->draw_after, "adjudicate a draw after this many plies")
        ->check(CLI::Range(0, 400));
    c->add_option("-o,--out", o->out, "games, one JSON line each")->required();
    c->add_option("--sgf", o->sgf, "games as an SGF collection");
    c->add_option("--positions", o->positions,
                  "training data: one JSON line per searched position with its evaluation");
    c->add_flag("-q,--quiet", o->quiet, "no progress line");
    c->callback([o] { run(*o); });
}

}  // namespace wuzi::cli
