// wuzi-cli bench: the fixed bench positions at a fixed depth; prints the node
// count signature that every search-changing commit records.
#include <wuzi/bench.h>
#include <wuzi/notation.h>

#include <cstdio>

#include "commands.h"

namespace wuzi::cli {

void register_bench(CLI::App& app) {
    auto depth = std::make_shared<int>(kDefaultBenchDepth);
    CLI::App* command =
        app.add_subcommand("bench", "search the bench positions; print nodes and speed");
    command->add_option("--depth", *depth, "fixed search depth")->check(CLI::Range(1, 30));
    command->callback([depth] {
        const BenchResult total =
            run_bench(*depth, [](const BenchPosition& position, const SearchInfo& info) {
                std::printf("%-12s move %-4s score %6d depth %2d nodes %10llu time %6lld ms\n",
                            position.name.c_str(),
                            move_to_text(info.best_move, position.config.size).c_str(), info.score,
                            info.depth, (unsigned long long)info.nodes, (long long)info.time_ms);
            });
        const uint64_t nps = total.time_ms ? total.nodes * 1000 / uint64_t(total.time_ms) : 0;
        std::printf("===========================\n");
        std::printf("Total time (ms) : %lld\n", (long long)total.time_ms);
        std::printf("Nodes searched  : %llu\n", (unsigned long long)total.nodes);
        std::printf("Nodes/second    : %llu\n", (unsigned long long)nps);
        std::printf("Signature       : %016llx\n", (unsigned long long)total.signature);
    });
}

}  // namespace wuzi::cli
