#include "book_builder.h"

#include <fmt/core.h>
#include <wuzi/engine.h>
#include <wuzi/game.h>
#include <wuzi/task_pool.h>

#include <algorithm>
#include <atomic>
#include <memory>

namespace wuzi::cli {

std::vector<BookPosition> search_line(const BoardConfig& config, const Opening& start,
                                      const BookPlan& plan, Engine& engine) {
    std::vector<BookPosition> line;
    Game game(config);
    if (game.set_moves(start)) return line;
    for (int ply = 0; ply <= plan.plies && !game.over(); ++ply) {
        engine.clear();
        if (!engine.set_position(config, game.moves())) break;
        Limits limits;
        limits.depth = plan.depth;
        limits.multi_pv = plan.multi_pv;
        SearchInfo info = engine.search(limits);
        // Best score first; a later multi-PV line may have scored higher.
        std::stable_sort(info.lines.begin(), info.lines.end(),
                         [](const RootLine& a, const RootLine& b) { return a.score > b.score; });
        BookPosition position{game.moves(), {}};
        for (const RootLine& l : info.lines)
            if (!l.pv.empty()) position.entries.push_back({l.pv.front(), l.score, info.depth});
        if (position.entries.empty()) break;
        const Move best = position.entries.front().move;
        line.push_back(std::move(position));
        if (game.play(best) != PlayError::None) break;
    }
    return line;
}

Book build_book(const BoardConfig& config, const std::vector<Opening>& starts, const BookPlan& plan,
                Progress* progress) {
    std::vector<std::vector<BookPosition>> lines(starts.size());
    TaskPool pool(plan.concurrency);
    std::vector<std::unique_ptr<Engine>> engines(size_t(pool.threads()));
    std::atomic<int> done{0};
    pool.run(int(starts.size()), [&](int thread, int task) {
        auto& engine = engines[size_t(thread)];
        if (!engine) {
            engine = std::make_unique<Engine>();
            engine->set_hash_mb(plan.hash_mb);
        }
        lines[size_t(task)] = search_line(config, starts[size_t(task)], plan, *engine);
        const int n = ++done;
        if (progress)
            progress->update(n, fmt::format("Book: {}/{} starts searched", n, starts.size()));
    });
    Book book(config);
    for (const std::vector<BookPosition>& line : lines)
        for (const BookPosition& p : line)
            if (book.lookup(p.moves).empty()) (void)book.set(p.moves, p.entries);
    return book;
}

}  // namespace wuzi::cli
