#include "balanced_openings.h"

#include <fmt/core.h>
#include <wuzi/engine.h>
#include <wuzi/task_pool.h>

#include <atomic>
#include <boost/unordered/unordered_flat_set.hpp>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <string>

namespace wuzi::cli {

std::vector<BalancedOpening> generate_balanced(const BoardConfig& config, int count,
                                               const BalanceCheck& check, Progress* progress,
                                               long* tried_out) {
    std::vector<BalancedOpening> found;
    boost::unordered_flat_set<std::string> seen;
    std::mutex mutex;
    const int max_tries = count * 500;
    TaskPool pool(check.concurrency);
    struct Worker {
        std::mt19937_64 rng;
        Engine engine;
    };
    std::vector<std::unique_ptr<Worker>> workers(size_t(pool.threads()));
    Limits limits;
    limits.depth = check.depth;
    limits.time_ms = check.time_ms;
    std::atomic<long> tried{0};
    pool.run(max_tries, [&](int thread, int) {
        auto& w = workers[size_t(thread)];
        if (!w) {
            w = std::make_unique<Worker>();
            w->rng.seed(check.seed * 1000003 + uint64_t(thread));
            w->engine.set_hash_mb(16);
        }
        ++tried;
        const int plies =
            std::uniform_int_distribution<int>(check.min_plies, check.max_plies)(w->rng);
        const Opening opening = random_opening(config, plies, check.radius, w->rng);
        const std::string key = canonical_key(opening, config.size);
        {
            std::lock_guard lock(mutex);
            if (seen.contains(key)) return;
        }
        w->engine.clear();
        if (!w->engine.set_position(config, opening)) return;
        const SearchInfo info = w->engine.search(limits);
        std::lock_guard lock(mutex);
        if (!seen.insert(key).second) return;  // another thread checked it meanwhile
        if (is_mate_score(info.score) || std::abs(info.score) > check.max_eval) return;
        if (int(found.size()) >= count) return;
        found.push_back({opening, info.score});
        if (int(found.size()) >= count) pool.stop();
        if (progress)
            progress->update(int(found.size()), fmt::format("Openings {}/{} ({} tried)",
                                                            found.size(), count, tried.load()));
    });
    if (tried_out) *tried_out = tried.load();
    return found;
}

}  // namespace wuzi::cli
