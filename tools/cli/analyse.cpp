// wuzi-cli analyse: search one position and print the result as one JSON line;
// with --multipv N, the N best moves too, each with its score and line.
#include <wuzi/engine.h>
#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <algorithm>
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
    int multi_pv = 0;  // 0: one line, no "lines" field
};

void run(const AnalyseOptions& o) {
    const BoardConfig config = o.game.config();
    const Game game = replay_moves(config, o.moves);
    if (const auto& foul = game.foul()) fail(foul->message(config.size) + ": the game is over");
    if (game.over()) fail("the position is already decided: the game is over");
    Engine engine(config);
    engine.set_hash_mb(o.hash_mb);
    if (!engine.set_position(config, game.moves())) fail("the engine refused the position");
    Limits limits;
    limits.depth = o.depth;
    limits.time_ms = o.time_ms;
    limits.nodes = o.nodes;
    limits.threads = o.threads;
    if (!limits.depth && !limits.time_ms && !limits.nodes) limits.time_ms = 1000;
    limits.multi_pv = std::max(o.multi_pv, 1);
    SearchInfo info = engine.search(limits);
    if (o.multi_pv > 0) {
        // Best score first (a later multi-PV line can score above an earlier
        // one); the best line is the result.
        std::stable_sort(info.lines.begin(), info.lines.end(),
                         [](const RootLine& a, const RootLine& b) { return a.score > b.score; });
        if (!info.lines.empty() && !info.lines.front().pv.empty()) {
            info.score = info.lines.front().score;
            info.pv = info.lines.front().pv;
            info.best_move = info.pv.front();
        }
    }
    auto mate_json = [](Score score) {
        SearchInfo s;
        s.score = score;
        const int mate = s.mate_plies();
        return mate ? nlohmann::ordered_json(mate) : nlohmann::ordered_json(nullptr);
    };
    auto line_json = [&config](const MoveLine& line) {
        nlohmann::ordered_json pv = nlohmann::ordered_json::array();
        for (Move m : line) pv.push_back(move_to_text(m, config.size));
        return pv;
    };
    nlohmann::ordered_json out;
    out["move"] = move_to_text(info.best_move, config.size);
    out["score"] = info.score;
    out["mate"] = mate_json(info.score);
    out["depth"] = info.depth;
    out["seldepth"] = info.seldepth;
    out["nodes"] = info.nodes;
    out["nps"] = info.nps;
    out["time_ms"] = info.time_ms;
    out["pv"] = line_json(info.pv);
    if (o.multi_pv > 0) {
        nlohmann::ordered_json lines = nlohmann::ordered_json::array();
        for (const RootLine& l : info.lines) {
            nlohmann::ordered_json line;
            line["move"] = l.pv.empty() ? "" : move_to_text(l.pv.front(), config.size);
            line["score"] = l.score;
            line["mate"] = mate_json(l.score);
            line["pv"] = line_json(l.pv);
            lines.push_back(line);
        }
        out["lines"] = lines;
    }
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
    command
        ->add_option("--multipv", options->multi_pv,
                     "also give the N best moves, each with its score and line (\"lines\")")
        ->check(CLI::Range(1, kMaxSize * kMaxSize));
    command->callback([options] { run(*options); });
}

}  // namespace wuzi::cli
