#include <wuzi/engine.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "helper_vote.h"
#include "pattern.h"
#include "search.h"
#include "tt.h"

namespace wuzi {

int default_threads() {
    return std::clamp(int(std::thread::hardware_concurrency()), 1, kMaxThreads);
}

// The shared state behind a SearchHandle. `stop_request` is read by the
// search without the lock, `requested` (when go() was called: the time limit
// counts from it) is set before the search thread starts; everything else is
// guarded by `mutex`.
struct SearchHandle::State {
    std::atomic<bool> stop_request{false};
    std::chrono::steady_clock::time_point requested;
    mutable std::mutex mutex;
    std::condition_variable finished;
    Progress progress;
    std::optional<SearchInfo> result;
    bool closed = false;  // the result is in and the last on_update has returned
};

bool SearchHandle::done() const {
    if (!state_) return true;
    std::lock_guard lock(state_->mutex);
    return state_->result.has_value();
}

void SearchHandle::stop() const {
    if (state_) state_->stop_request = true;
}

SearchHandle::Progress SearchHandle::progress() const {
    if (!state_) return {};
    std::lock_guard lock(state_->mutex);
    return state_->progress;
}

std::optional<SearchInfo> SearchHandle::result() const {
    if (!state_) return SearchInfo{};
    std::lock_guard lock(state_->mutex);
    return state_->result;
}

SearchInfo SearchHandle::wait() const {
    if (!state_) return {};
    std::unique_lock lock(state_->mutex);
    state_->finished.wait(lock, [this] { return state_->closed; });
    return *state_->result;
}

bool SearchHandle::wait_until(std::chrono::steady_clock::time_point deadline) const {
    if (!state_) return true;
    std::unique_lock lock(state_->mutex);
    return state_->finished.wait_until(lock, deadline, [this] { return state_->closed; });
}

Engine::Engine(const BoardConfig& config)
    : position_(config.valid()
                    ? config
                    : throw std::invalid_argument("Engine: invalid board configuration")),
      tt_(std::make_unique<TranspositionTable>()) {
    searchers_.push_back(std::make_unique<Searcher>(*tt_));
}

Engine::~Engine() {
    stop();
    wait();
    stop_warm_up();
}

void Engine::set_hash_mb(size_t mb) {
    stop();
    wait();
    stop_warm_up();
    tt_->resize(mb, table_cells());
    hash_mb_ = mb;
    start_warm_up();
}

void Engine::prepare_table() {
    if (table_ready_ &&
        tt_->bucket_count() == TranspositionTable::buckets_for(hash_mb_, table_cells()))
        return;
    stop_warm_up();
    tt_->resize(hash_mb_, table_cells());
    start_warm_up();
}

int Engine::table_cells() const {
    const int size = position_.config().size;
    return size * size;
}

void Engine::start_warm_up() {
    table_ready_ = true;
    warm_up_stop_ = false;
    warm_up_ = std::thread([this] { tt_->touch_pages(warm_up_stop_); });
}

void Engine::stop_warm_up() {
    if (!warm_up_.joinable()) return;
    warm_up_stop_ = true;
    warm_up_.join();
}

int Engine::hash_permille() const { return tt_->permille(); }

void Engine::clear() {
    stop();
    wait();
    stop_warm_up();
    tt_->clear();
    for (auto& s : searchers_) s->clear();
    if (table_ready_) start_warm_up();
}

bool Engine::set_position(const BoardConfig& config, std::span<const Move> moves) {
    stop();
    wait();
    if (!config.valid()) return false;
    Game game(config);
    if (game.set_moves(moves, Replay::AsPosition)) return false;
    // A won game has nothing to search.
    if (game.result() == GameResult::BlackWins || game.result() == GameResult::WhiteWins)
        return false;
    position_ = std::move(game);
    prepare_table();
    return true;
}

void Engine::prepare_threads(int threads) {
    while (int(searchers_.size()) < threads) searchers_.push_back(std::make_unique<Searcher>(*tt_));
    const BoardConfig& config = position_.config();
    boards_.resize(size_t(threads));
    for (auto& board : boards_) {
        if (!board || board->config() != config) board = std::make_unique<Board>(config);
        while (board->move_count() > 0) board->take_back();
        for (Move m : position_.moves()) board->play(m);
    }
}

SearchHandle Engine::go(const Limits& limits, std::function<void()> on_update) {
    const auto requested = std::chrono::steady_clock::now();
    stop();
    wait();
    const int threads = std::clamp(limits.threads, 1, kMaxThreads);
    prepare_threads(threads);
    prepare_table();
    tt_->new_search();
    auto state = std::make_shared<SearchHandle::State>();
    state->requested = requested;
    current_ = SearchHandle(state);
    thread_ = std::thread([this, limits, threads, state, on_update = std::move(on_update)] {
        auto report = [&](const SearchInfo& info) {
            {
                std::lock_guard lock(state->mutex);
                state->progress = {state->progress.iteration + 1, info};
            }
            if (on_update) on_update();
        };
        // Lazy SMP: helpers search the same position into the shared table
        // until the main search ends; only the main search reports.
        std::atomic<bool> helpers_stop{false};
        std::vector<std::thread> helpers;
        std::vector<SearchInfo> helper_results(static_cast<size_t>(threads));
        Limits helper_limits = limits;
        helper_limits.time_ms = 0;
        helper_limits.nodes = 0;
        for (int i = 1; i < threads; ++i)
            helpers.emplace_back([this, i, &helper_limits, &helpers_stop, &helper_results] {
                helper_results[size_t(i)] = searchers_[size_t(i)]->run(
                    *boards_[size_t(i)], helper_limits, helpers_stop, nullptr, true);
            });
        SearchInfo info = searchers_[0]->run(*boards_[0], limits, state->stop_request, report,
                                             false, state->requested);
        helpers_stop = true;
        for (auto& t : helpers) t.join();
        adopt_deeper_helper(limits, helper_results, info);
        if (info.time_ms > 0) info.nps = info.nodes * 1000 / uint64_t(info.time_ms);
        {
            std::lock_guard lock(state->mutex);
            state->result = std::move(info);
        }
        // done() is true before the last on_update, so a front end woken by
        // it finds the result; wait() returns only after it, so a caller may
        // destroy what on_update uses as soon as wait() returns.
        if (on_update) on_update();
        {
            std::lock_guard lock(state->mutex);
            state->closed = true;
        }
        state->finished.notify_all();
    });
    return current_;
}

void Engine::stop() { current_.stop(); }

void Engine::wait() {
    if (thread_.joinable()) thread_.join();
}

SearchInfo Engine::search(const Limits& limits) {
    const SearchHandle handle = go(limits);
    wait();
    return handle.wait();
}

}  // namespace wuzi
