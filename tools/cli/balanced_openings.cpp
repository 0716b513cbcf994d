#include "balanced_openings.h"

#include <fmt/core.h>

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <set>
#include <string>
#include <thread>

#include "engine.h"

namespace wuzi::cli {

std::vector<BalancedOpening> generate_balanced(const BoardConfig& config, int count,
                                               const BalanceCheck& check, Progress* progress,
                                               long* tried_out) {
    std::vector<BalancedOpening> found;
    std::set<std::string> seen;
    std::mutex mutex;
    std::atomic<long> tried{0};
    const long max_tries = long(count) * 500;
    auto worker = [&](uint64_t seed) {
        std::mt19937_64 rng(seed);
        std::uniform_int_distribution<int> plies(check.min_plies, check.max_plies);
        Engine engine;
        engine.set_hash_mb(16);
        Limits limits;
        limits.depth = check.depth;
        limits.time_ms = check.time_ms;
        for (;;) {
            {
                std::lock_guard lock(mutex);
                if (int(found.size()) >= count) return;
            }
            if (tried++ > max_tries) return;
            const Opening opening = random_opening(config, plies(rng), check.radius, rng);
            const std::string key = canonical_key(opening, config.size);
            {
                std::lock_guard lock(mutex);
                if (seen.count(key)) continue;
            }
            engine.clear();
            if (!engine.set_position(config, opening)) continue;
            const SearchInfo info = engine.search(limits);
            std::lock_guard lock(mutex);
            seen.insert(key);
            if (is_mate_score(info.score) || std::abs(info.score) > check.max_eval) continue;
            if (int(found.size()) >= count) return;
            found.push_back({opening, info.score});
            if (progress)
                progress->update(int(found.size()), fmt::format("Openings {}/{} ({} tried)",
                                                                found.size(), count, tried.load()));
        }
    };
    std::vector<std::thread> threads;
    for (int i = 0; i < std::max(1, check.concurrency); ++i)
        threads.emplace_back(worker, check.seed * 1000003 + uint64_t(i));
    for (auto& t : threads) t.join();
    if (tried_out) *tried_out = tried.load();
    return found;
}

}  // namespace wuzi::cli
