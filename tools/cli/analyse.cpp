// wuzi-cli analyse: search one position and print the result as one JSON line.
#include <wuzi/engine.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.h"

namespace wuzi::cli {

namespace {

struct AnalyseOptions {
    GameOptions game;
    std::string moves;
    int depth = 0;
    int64_t time_ms = 0;
    uint64_t nodes = 0;
    int threads = 1;
    size_t hash_mb = 64;
};

// replay: the moves as a game, or a failure naming the first bad move.
Game replay(const BoardConfig& config, const std::string& text) {
    const MoveListParse parsed = parse_move_list(text, config.size);
    if (!parsed.ok()) fail(parsed.error);
    Game game(config);
    for (size_t i = 0; i < parsed.moves.size(); ++i) {
        const PlayError error = game.play(parsed.moves[i]);
        if (error != PlayError::None)
            fail("move " + std::to_string(i + 1) + " (" +
                 move_to_text(parsed.moves[i], config.size) + "): " + describe(error));
    }
    return game;
}

void run(const AnalyseOptions& o) {
    const BoardConfig config = o.game.config();
    const Game game = replay(config, o.moves);
    if (game.over()) fail("the position is already decided: the game is over");
    Engine engine;
    engine.set_hash_mb(o.hash_mb);
    if (!engine.set_position(config, game.moves())) fail("the engine refused the position");
    Limits limits;
    limits.depth = o.depth;
    limits.time_ms = o.time_ms;
    limits.nodes = o.nodes;
    limits.threads = o.threads;
    if (!limits.depth && !limits.time_ms && !limits.nodes) limits.time_ms = 1000;
    const SearchInfo info = engine.search(limits);
    nlohmann::ordered_json out;
    out["move"] = move_to_text(info.best_move, config.size);
    out["score"] = info.score;
    const int mate = info.mate_plies();
    out["mate"] = mate ? nlohmann::ordered_json(mate) : nlohmann::ordered_json(nullptr);
    out["depth"] = info.depth;
    out["seldepth"] = info.seldepth;
    out["nodes"] = info.nodes;
    out["nps"] = info.nps;
    out["time_ms"] = info.time_ms;
    nlohmann::ordered_json pv = nlohmann::ordered_json::array();
    for (Move m : info.pv) pv.push_back(move_to_text(m, config.size));
    out["pv"] = pv;
    std::cout << out.dump() << std::endl;
}

}  // namespace

void register_analyse(CLI::App& app) {
    auto options = std::make_shared<AnalyseOptions>();
    CLI::App* command =
        app.add_subcommand("analyse", "search a position and print the result as JSON");
    command->alias("analyze");
    options->game.add_to(*command);
    command->add_option("--moves", options->moves, "moves played so far, e.g. h8,i9,h10");
    command->add_option("--depth", options->depth, "depth limit in plies")
        ->check(CLI::Range(1, 100));
    command->add_option("--time-ms", options->time_ms, "time limit in milliseconds")
        ->check(CLI::Range(int64_t(1), int64_t(1) << 40));
    command->add_option("--nodes", options->nodes, "node limit")->check(CLI::PositiveNumber);
    command->add_option("--threads", options->threads, "search threads (Lazy SMP)")
        ->check(CLI::Range(1, kMaxThreads));
    command->add_option("--hash-mb", options->hash_mb, "transposition table size in MB")
        ->check(CLI::Range(1, 4096));
    command->callback([options] { run(*options); });
}

}  // namespace wuzi::cli
