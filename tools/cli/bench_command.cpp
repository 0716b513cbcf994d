// wuzi-cli bench: the fixed bench positions at a fixed depth; prints the node
// count signature that every search-changing commit records.
#include <wuzi/bench.h>
#include <wuzi/board.h>
#include <wuzi/engine.h>
#include <wuzi/notation.h>
#include <wuzi/search_params.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "commands.h"
#include "openings_file.h"

namespace wuzi::cli {

namespace {

// The depth report: each position of a file searched for a fixed time from a
// cleared engine; the depth each reached and the median. A search that proves
// a forced result, or answers a four (the one move is played after depth 1),
// ends early for a reason other than its speed, so the median is also given
// over the quiet positions alone: those with neither.
struct DepthOptions {
    std::string positions;
    int64_t time_ms = 1000;
    int threads = 1;
    std::vector<std::string> params;  // NAME=VALUE, search constants (search_params.h)
};

// search_params: the defaults with `o.params` set; exits with the reason on a
// malformed or unknown one.
SearchParams search_params(const DepthOptions& o) {
    SearchParams params;
    for (const std::string& p : o.params) {
        const size_t eq = p.find('=');
        if (eq == std::string::npos) fail("--param '" + p + "': expected NAME=VALUE", 2);
        if (std::string e = set_search_param(params, p.substr(0, eq), p.substr(eq + 1)); !e.empty())
            fail("--param: " + e, 2);
    }
    return params;
}

// must_answer_four: the side to move faces a four (it has one move).
bool must_answer_four(const BoardConfig& config, const Opening& moves) {
    Board board(config);
    for (Move m : moves) board.play(m);
    return board.threat_count(opponent(board.side_to_move()), kThreatFive) > 0;
}

double median(std::vector<int> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

void report_depths(const DepthOptions& o, const BoardConfig& config) {
    const SearchParams params = search_params(o);
    std::string error;
    const std::vector<Opening> positions = load_openings(o.positions, config, error);
    if (!error.empty()) fail(error, 2);
    Engine engine;
    engine.set_hash_mb(64);
    std::vector<int> depths, quiet_depths;
    uint64_t nodes = 0;
    int64_t time = 0;
    for (const Opening& moves : positions) {
        engine.clear();
        if (!engine.set_position(config, moves)) fail("a position could not be set", 2);
        Limits limits;
        limits.time_ms = o.time_ms;
        limits.threads = o.threads;
        limits.params = params;
        const SearchInfo info = engine.search(limits);
        const bool tactical = info.mate_plies() != 0;
        const bool reply = must_answer_four(config, moves);
        std::printf("%-40s depth %2d seldepth %2d nodes %9llu %s\n",
                    moves_to_text(moves, config.size).c_str(), info.depth, info.seldepth,
                    (unsigned long long)info.nodes,
                    tactical ? "(forced result)"
                    : reply  ? "(answers a four)"
                             : "");
        depths.push_back(info.depth);
        if (!tactical && !reply) quiet_depths.push_back(info.depth);
        nodes += info.nodes;
        time += info.time_ms;
    }
    std::printf("===========================\n");
    std::printf("Positions       : %zu\n", depths.size());
    std::printf("Median depth    : %.1f\n", median(depths));
    std::printf("Quiet positions : %zu, median depth %.1f\n", quiet_depths.size(),
                median(quiet_depths));
    std::printf("Nodes/second    : %llu\n",
                (unsigned long long)(time ? nodes * 1000 / uint64_t(time) : 0));
}

}  // namespace

void register_bench(CLI::App& app) {
    auto depth = std::make_shared<int>(kDefaultBenchDepth);
    auto options = std::make_shared<DepthOptions>();
    auto game = std::make_shared<GameOptions>();
    CLI::App* command = app.add_subcommand(
        "bench",
        "search the bench positions; print nodes and speed (or, with --positions, "
        "the depth reached in a fixed time)");
    command->add_option("--depth", *depth, "fixed search depth")->check(CLI::Range(1, 30));
    command->add_option("--positions", options->positions,
                        "a file of positions (move text, one a line): report the depth each "
                        "reaches in --time-ms, and the median, instead of the bench");
    command->add_option("--time-ms", options->time_ms, "time per position with --positions")
        ->check(CLI::Range(int64_t(1), int64_t(1) << 30));
    command->add_option("--threads", options->threads, "search threads with --positions")
        ->check(CLI::Range(1, kMaxThreads));
    command->add_option("--param", options->params,
                        "NAME=VALUE: a search constant of wuzi/search_params.h (repeatable)");
    game->add_to(*command);
    command->callback([depth, options, game] {
        if (!options->positions.empty()) return report_depths(*options, game->config());
        const BenchResult total = run_bench(
            *depth,
            [](const BenchPosition& position, const SearchInfo& info) {
                std::printf("%-12s move %-4s score %6d depth %2d nodes %10llu time %6lld ms\n",
                            position.name.c_str(),
                            move_to_text(info.best_move, position.config.size).c_str(), info.score,
                            info.depth, (unsigned long long)info.nodes, (long long)info.time_ms);
            },
            search_params(*options));
        const uint64_t nps = total.time_ms ? total.nodes * 1000 / uint64_t(total.time_ms) : 0;
        std::printf("===========================\n");
        std::printf("Total time (ms) : %lld\n", (long long)total.time_ms);
        std::printf("Nodes searched  : %llu\n", (unsigned long long)total.nodes);
        std::printf("Nodes/second    : %llu\n", (unsigned long long)nps);
        std::printf("Signature       : %016llx\n", (unsigned long long)total.signature);
    });
}

}  // namespace wuzi::cli
