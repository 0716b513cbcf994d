// wuzi-cli selfplay: the built-in engine plays itself, in parallel, from
// random balanced openings or an openings file; games (and optionally every
// searched position with the game's result, as tuning data) go to JSON-lines
// files. The games are numbered 0..G-1 and game g depends only on (--seed, g)
// and the options, so `--shard K/N` runs (on one machine or many) play
// disjoint parts of the same G games and their outputs concatenate.
// `--resume` continues a shard that was cut off (shard_files.h): it plays
// only the games its files lack, so with a node or depth limit the files end
// exactly as an uninterrupted run's (in another order). Every run keeps a
// manifest beside its output: settings, revision, commands, counts and, once
// complete, the files' checksums.
#include <fmt/core.h>
#include <fmt/ranges.h>
#include <wuzi/engine.h>
#include <wuzi/notation.h>
#include <wuzi/task_pool.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "data_files.h"
#include "engine_player.h"
#include "game_record.h"
#include "match_commands.h"
#include "openings_file.h"
#include "progress.h"
#include "shard_files.h"
#include "time_options.h"

namespace wuzi::cli {

namespace {

// The command line as given. Invariants: games, concurrency >= 1; --out set;
// some limit (time, depth or nodes) so every game ends; shard is "K/N" with
// 1 <= K <= N (checked by parse_shard).
struct SelfplayOptions {
    GameOptions game;
    TimeOptions time;
    int games = 100;
    int concurrency = 1;
    int hash_mb = 16;
    std::string openings;
    int random_plies = 4;
    int balance_depth = 4;
    int max_eval = 80;
    uint64_t seed = 1;
    int draw_after = 0;
    std::string shard = "1/1";
    std::string weights;
    std::vector<std::string> params;
    std::string out, sgf, positions;
    bool resume = false, force = false, other_revision = false;
    bool quiet = false;
};

// parse_shard: K and N of "K/N", or fails the command.
std::pair<int, int> parse_shard(const std::string& text) {
    int k = 0, n = 0;
    char slash = 0, extra = 0;
    if (std::sscanf(text.c_str(), "%d%c%d%c", &k, &slash, &n, &extra) != 3 || slash != '/' ||
        n < 1 || k < 1 || k > n)
        fail("--shard takes K/N with 1 <= K <= N, not '" + text + "'", 2);
    return {k, n};
}

// game_rng: the random numbers of game `g` (splitmix64 of the seed and g).
std::mt19937_64 game_rng(uint64_t seed, int g) {
    uint64_t z = seed * 0x9E3779B97F4A7C15ull + uint64_t(g) + 1;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return std::mt19937_64(z ^ (z >> 31));
}

// game_opening: the opening of game `g`: the file's opening g (mod its
// size), if any, plus `plies` random stones within 3 of the centre, drawn
// again (up to 100 times) until a search of `balance_depth` finds the side
// to move within `max_eval` and no forced result. Depends only on the
// options and g.
Opening game_opening(const SelfplayOptions& o, const BoardConfig& config,
                     const std::vector<Opening>& file, int g, Engine& engine) {
    std::mt19937_64 rng = game_rng(o.seed, g);
    const Opening base = file.empty() ? Opening{} : file[size_t(g) % file.size()];
    const int c = config.size / 2, radius = std::min(3, c);
    std::uniform_int_distribution<int> d(-radius, radius);
    Opening opening = base;
    for (int attempt = 0; attempt < 100; ++attempt) {
        opening = base;
        for (int tries = 0; int(opening.size()) < int(base.size()) + o.random_plies && tries < 1000;
             ++tries) {
            const Move m = make_move(c + d(rng), c + d(rng));
            if (std::find(opening.begin(), opening.end(), m) == opening.end()) opening.push_back(m);
        }
        if (!opening_error(opening, config).empty()) continue;
        if (o.balance_depth == 0 || o.random_plies == 0) return opening;
        engine.clear();
        if (!engine.set_position(config, opening)) continue;
        Limits limits;
        limits.depth = o.balance_depth;
        const SearchInfo info = engine.search(limits);
        if (!is_mate_score(info.score) && std::abs(info.score) <= o.max_eval) return opening;
    }
    return opening_error(opening, config).empty() ? opening : base;
}

// position_lines: one JSON line per searched ply of game `g`: the position
// before it (moves, size, rule, side to move), the search's best move,
// score (side to move's view), depth and nodes, and the game's result from
// the side to move's point of view (1 win, 0.5 draw, 0 loss).
std::string position_lines(const PlayedGame& game, int g) {
    std::string text;
    std::vector<Move> before;
    const int size = game.config.size;
    const std::string_view rule = rule_name(game.config.rule);
    for (size_t i = 0; i < game.plies.size(); ++i) {
        const PlyRecord& p = game.plies[i];
        if (int(i) >= game.opening_plies && p.info) {
            const bool black = i % 2 == 0;
            double result = 0.5;
            if (game.result == GameResult::BlackWins) result = black ? 1 : 0;
            if (game.result == GameResult::WhiteWins) result = black ? 0 : 1;
            const nlohmann::json j = {{"game", g},
                                      {"ply", i},
                                      {"moves", moves_to_text(before, size)},
                                      {"size", size},
                                      {"rule", rule},
                                      {"side", black ? "black" : "white"},
                                      {"best", move_to_text(p.move, size)},
                                      {"score", p.info->score},
                                      {"depth", p.info->depth},
                                      {"nodes", p.info->nodes},
                                      {"result", result}};
            text += j.dump() + "\n";
        }
        before.push_back(p.move);
    }
    return text;
}

std::string duration_text(double seconds) {
    const long s = long(seconds + 0.5);
    return s >= 3600 ? fmt::format("{}h{:02}m", s / 3600, s / 60 % 60)
                     : fmt::format("{}m{:02}s", s / 60, s % 60);
}

// file_json: a file named in the settings, with its checksum (so a resumed
// or repeated run can tell the same openings or weights from others).
nlohmann::json file_json(const std::string& path) {
    if (path.empty()) return nullptr;
    const auto sha = sha256_file(path);
    return {{"path", path}, {"sha256", sha ? nlohmann::json(*sha) : nlohmann::json()}};
}

// settings_json: everything the games depend on (not -j, --quiet or file
// names of the outputs): a resumed run must have the same.
nlohmann::json settings_json(const SelfplayOptions& o) {
    return {{"game", o.game.game},
            {"size", o.game.size},
            {"rule", o.game.rule},
            {"games", o.games},
            {"seed", o.seed},
            {"shard", o.shard},
            {"tc_move_ms", o.time.move_ms},
            {"tc_game_ms", o.time.game_ms},
            {"inc_ms", o.time.increment_ms},
            {"depth", o.time.depth},
            {"nodes", o.time.nodes},
            {"hash_mb", o.hash_mb},
            {"openings", file_json(o.openings)},
            {"random_plies", o.random_plies},
            {"balance_depth", o.balance_depth},
            {"max_eval", o.max_eval},
            {"draw_after", o.draw_after},
            {"weights", file_json(o.weights)},
            {"params", o.params},
            {"positions", !o.positions.empty()},
            {"sgf", !o.sgf.empty()}};
}

bool non_empty(const std::string& path) {
    std::error_code ec;
    return !path.empty() && std::filesystem::exists(path, ec) &&
           std::filesystem::file_size(path, ec) > 0;
}

// prepare: the shard's manifest and, with --resume, what its files already
// hold (cut back to complete games); refuses to overwrite a shard's output
// without --resume or --force, and to resume with other settings.
ShardState prepare(const SelfplayOptions& o, int first, int count, nlohmann::json& manifest) {
    const std::string path = manifest_path(o.out, o.positions);
    std::string error;
    nlohmann::json old;
    if (!read_manifest(path, old, error)) fail(error, 2);
    const nlohmann::json settings = settings_json(o);
    ShardState state;
    state.done.assign(size_t(count), false);
    const bool exists = non_empty(o.out) || non_empty(o.positions) || non_empty(o.sgf);
    if (o.resume && exists) {
        if (!o.sgf.empty()) fail("--resume cannot continue an --sgf file; leave --sgf out", 2);
        if (old.is_null())
            fail("--resume: no manifest '" + path + "', so the settings of '" + o.out +
                     "' are unknown (start it again without --resume and with --force)",
                 2);
        const auto differences =
            settings_differences(old.value("settings", nlohmann::json()), settings);
        if (!differences.empty())
            fail("--resume with other settings than the run that wrote '" + o.out +
                     "': " + fmt::format("{}", fmt::join(differences, "; ")),
                 2);
        const std::string revision = old.value("revision", "");
        if (revision != source_revision() && !o.other_revision)
            fail("--resume: '" + o.out + "' was written by revision " + revision + ", this is " +
                     source_revision() +
                     "; its games may differ (--other-revision to continue anyway)",
                 2);
        if (!recover_shard(o.out, o.positions, first, count, state, error)) fail(error, 2);
        if (state.games_cut || state.positions_cut)
            fmt::print(stderr,
                       "Resume: cut off {} bytes of an unfinished game from {} and {} from {}\n",
                       state.games_cut, o.out, state.positions_cut,
                       o.positions.empty() ? "(no positions file)" : o.positions);
        fmt::print(stderr, "Resume: {} of {} games already played, {} positions\n", state.games,
                   count, state.positions);
        manifest = old;
    } else if (exists && !o.force) {
        fail("'" + o.out +
                 "' (or the --positions/--sgf file) is not empty: --resume to continue "
                 "that run, --force to start again",
             2);
    } else {
        manifest = {{"kind", "wuzi selfplay shard"},
                    {"created", utc_now()},
                    {"commands", nlohmann::json::array()}};
    }
    manifest["settings"] = settings;
    manifest["revision"] = source_revision();
    manifest["games_first"] = first;
    manifest["games_count"] = count;
    manifest["commands"].push_back(
        {{"command", command_line()}, {"started", utc_now()}, {"resumed_at_games", state.games}});
    manifest["status"] = "running";
    manifest["files"] = {{"games", o.out}, {"positions", o.positions}, {"sgf", o.sgf}};
    if (!write_manifest(path, manifest, error)) fail(error);
    return state;
}

// finish_manifest: counts and checksums of a complete shard.
void finish_manifest(const SelfplayOptions& o, nlohmann::json& manifest, const ShardState& s) {
    manifest["status"] = "complete";
    manifest["finished"] = utc_now();
    manifest["counts"] = {{"games", s.games}, {"black", s.black}, {"white", s.white},
                          {"draws", s.draws}, {"plies", s.plies}, {"positions", s.positions}};
    nlohmann::json checksums = nlohmann::json::object();
    for (const std::string& file : {o.out, o.positions, o.sgf}) {
        if (file.empty()) continue;
        const auto sha = sha256_file(file);
        checksums[file] = {{"bytes", std::filesystem::file_size(file)},
                           {"sha256", sha ? nlohmann::json(*sha) : nlohmann::json()}};
    }
    manifest["checksums"] = checksums;
    std::string error;
    if (!write_manifest(manifest_path(o.out, o.positions), manifest, error)) fail(error);
}

void run(const SelfplayOptions& o) {
    if (o.out.empty()) fail("give --out FILE for the games", 2);
    if (!o.time.any_limit())
        fail("give a time control (--tc-move/--tc-game) or --depth/--nodes", 2);
    const auto [shard, shards] = parse_shard(o.shard);
    const int first = int(int64_t(shard - 1) * o.games / shards);
    const int count = int(int64_t(shard) * o.games / shards) - first;
    GameSettings settings;
    settings.config = o.game.config();
    settings.clock = o.time.clock();
    settings.draw_after = o.draw_after;
    settings.tolerance_ms = 1 << 30;  // self-play never forfeits on time
    std::vector<Opening> file;
    if (!o.openings.empty()) {
        std::string error;
        file = load_openings(o.openings, settings.config, error);
        if (!error.empty()) fail(error, 2);
    }
    EngineSpec spec;
    spec.name = "wuzi";
    spec.depth = o.time.depth;
    spec.nodes = o.time.nodes;
    spec.hash_mb = o.hash_mb;
    spec.weights = o.weights;
    for (const std::string& p : o.params) {
        const size_t eq = p.find('=');
        if (eq == std::string::npos) fail("--param takes NAME=VALUE, not '" + p + "'", 2);
        spec.params.emplace_back(p.substr(0, eq), p.substr(eq + 1));
    }
    std::string error;
    spec.eval = make_evaluator(spec.weights, spec.params, error);
    if (!error.empty()) fail(error, 2);
    BoardConfig balance_config = settings.config;
    balance_config.eval = spec.eval;

    nlohmann::json manifest;
    ShardState state = prepare(o, first, count, manifest);
    std::vector<int> todo;
    for (int i = 0; i < count; ++i)
        if (!state.done[size_t(i)]) todo.push_back(first + i);

    const auto mode = o.resume ? std::ios::app : std::ios::trunc;
    std::ofstream out(o.out, std::ios::out | mode), sgf, positions;
    if (!out) fail("cannot write '" + o.out + "'");
    if (!o.sgf.empty()) sgf.open(o.sgf, std::ios::out | mode);
    if (!o.positions.empty()) positions.open(o.positions, std::ios::out | mode);
    if ((!o.sgf.empty() && !sgf) || (!o.positions.empty() && !positions))
        fail("cannot write the --sgf or --positions file");

    std::mutex mutex;
    bool write_failed = false;
    int played = 0;
    int64_t new_positions = 0;
    const auto start = std::chrono::steady_clock::now();
    Progress progress(count, o.quiet);
    struct Worker {
        std::unique_ptr<EnginePlayer> player;
        Engine balance;
    };
    TaskPool pool(o.concurrency);
    std::vector<std::unique_ptr<Worker>> workers(size_t(pool.threads()));
    pool.run(int(todo.size()), [&](int thread, int index) {
        auto& w = workers[size_t(thread)];
        if (!w) {
            w = std::make_unique<Worker>();
            w->player = std::make_unique<EnginePlayer>(spec);
            w->balance.set_hash_mb(16);
        }
        const int g = todo[size_t(index)];
        {
            std::lock_guard lock(mutex);
            if (write_failed) return;
        }
        const Opening opening = game_opening(o, balance_config, file, g, w->balance);
        const PlayedGame game = play_game(*w->player, *w->player, opening, settings);
        const std::string lines = position_lines(game, g);
        std::lock_guard lock(mutex);
        const int64_t written = std::count(lines.begin(), lines.end(), '\n');
        ++played;
        ++state.games;
        state.plies += int64_t(game.plies.size());
        state.positions += written;
        new_positions += written;
        if (game.result == GameResult::BlackWins)
            ++state.black;
        else if (game.result == GameResult::WhiteWins)
            ++state.white;
        else
            ++state.draws;
        // Positions first, the game's line last: the games file lists only
        // games whose positions are all written (shard_files.h).
        if (positions.is_open()) positions << lines << std::flush;
        if (sgf.is_open()) sgf << to_sgf(game) << std::flush;
        out << to_json_line(game, g) << '\n' << std::flush;
        if (!out || (positions.is_open() && !positions) || (sgf.is_open() && !sgf)) {
            write_failed = true;
            return;
        }
        if (game.foul)  // renju: the engine never plays one; say so if it did
            progress.note(fmt::format("Game {}: {} {}", g, result_text(game.result), game.reason));
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double left = double(todo.size()) - played;
        progress.update(
            state.games,
            fmt::format("Games {}/{}  B {} W {} D {}  positions {}  {:.1f} games/min  "
                        "{:.0f} positions/s  ETA {}",
                        state.games, count, state.black, state.white, state.draws, state.positions,
                        60 * played / seconds, double(new_positions) / seconds,
                        duration_text(seconds * left / played)));
    });
    progress.finish();
    if (write_failed) fail("cannot write the output files (disk full?); --resume continues");
    out.close();
    positions.close();
    sgf.close();
    finish_manifest(o, manifest, state);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    fmt::print(
        "Self-play{}: games {}..{} ({}{}), Black {} White {} draws {}, {:.1f} plies per game, {} "
        "positions, {} ({:.1f} games/min); games in {}\n",
        shards > 1 ? fmt::format(" shard {}/{}", shard, shards) : "", first, first + count - 1,
        state.games, played < state.games ? fmt::format(", {} played now", played) : "",
        state.black, state.white, state.draws,
        state.games ? double(state.plies) / state.games : 0.0, state.positions,
        duration_text(seconds), seconds > 0 ? 60 * played / seconds : 0.0, o.out);
}
}  // namespace

void register_selfplay(CLI::App& app) {
    auto o = std::make_shared<SelfplayOptions>();
    CLI::App* c =
        app.add_subcommand("selfplay", "the engine plays itself; games and positions to files");
    o->game.add_to(*c);
    o->time.add_to(*c);
    c->add_option("-n,--games", o->games, "number of games (of all shards together)")
        ->check(CLI::Range(1, 10000000));
    c->add_option("-j,--concurrency", o->concurrency, "games played at once")
        ->check(CLI::Range(1, 256));
    c->add_option("--hash", o->hash_mb, "transposition table MB per game")
        ->check(CLI::Range(1, 65536));
    c->add_option("--openings", o->openings,
                  "openings file: game g starts from its opening g (mod its size) plus "
                  "--random-plies stones");
    c->add_option("--random-plies", o->random_plies,
                  "random stones within 3 of the centre added to each opening (default 4, or 0 "
                  "with --openings)")
        ->check(CLI::Range(0, 20));
    c->add_option("--balance-depth", o->balance_depth,
                  "random stones are drawn again until a search this deep finds the position "
                  "even (0: any)")
        ->check(CLI::Range(0, 40));
    c->add_option("--max-eval", o->max_eval, "largest |evaluation| of a balanced opening")
        ->check(CLI::Range(0, 100000));
    c->add_option("--seed", o->seed, "random seed: the same seed gives the same games");
    c->add_option("--shard", o->shard,
                  "K/N: play only the K-th of N equal parts of the games (1 <= K <= N); the "
                  "parts' outputs concatenate to the whole");
    c->add_option("--draw-after", o->draw_after, "adjudicate a draw after this many plies")
        ->check(CLI::Range(0, 400));
    c->add_option("--weights", o->weights, "evaluation weights file (default: built in)");
    c->add_option("--param", o->params, "NAME=VALUE: override one evaluation weight (repeatable)");
    c->add_option("-o,--out", o->out, "games, one JSON line each")->required();
    c->add_option("--sgf", o->sgf, "games as an SGF collection");
    c->add_option("--positions", o->positions,
                  "training data: one JSON line per searched position with the game's result");
    c->add_flag("--resume", o->resume,
                "continue the run that wrote --out (and --positions), cut off or finished: play "
                "only the games they lack, with the same settings");
    c->add_flag("--force", o->force, "overwrite output files that are not empty");
    c->add_flag("--other-revision", o->other_revision,
                "--resume a run that another revision of wuzi-cli started (its games may differ)");
    c->add_flag("-q,--quiet", o->quiet, "no progress line");
    c->callback([o, c] {
        if (!o->openings.empty() && c->count("--random-plies") == 0) o->random_plies = 0;
        run(*o);
    });
}

}  // namespace wuzi::cli
