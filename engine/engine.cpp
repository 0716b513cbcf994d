#include <wuzi/engine.h>

#include <condition_variable>
#include <mutex>

#include "pattern.h"
#include "search.h"

namespace wuzi {

// The shared state behind a SearchHandle. `stop_request` is read by the
// search without the lock; everything else is guarded by `mutex`.
struct SearchHandle::State {
    std::atomic<bool> stop_request{false};
    mutable std::mutex mutex;
    std::condition_variable finished;
    Progress progress;
    std::optional<SearchInfo> result;
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
    state_->finished.wait(lock, [this] { return state_->result.has_value(); });
    return *state_->result;
}

bool SearchHandle::wait_until(std::chrono::steady_clock::time_point deadline) const {
    if (!state_) return true;
    std::unique_lock lock(state_->mutex);
    return state_->finished.wait_until(lock, deadline,
                                       [this] { return state_->result.has_value(); });
}

Engine::Engine()
    : search_board_(std::make_unique<Board>()), searcher_(std::make_unique<Searcher>()) {
    // Build the gomoku pattern tables now, not inside the first timed search.
    PatternTable::get(Rule::Freestyle, 5);
    PatternTable::get(Rule::Standard, 5);
}

Engine::~Engine() {
    stop();
    wait();
}

void Engine::set_hash_mb(size_t mb) {
    stop();
    wait();
    searcher_->set_hash_mb(mb);
}

void Engine::clear() {
    stop();
    wait();
    searcher_->clear();
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
    return true;
}

SearchHandle Engine::go(const Limits& limits, std::function<void()> on_update) {
    stop();
    wait();
    const BoardConfig& config = position_.config();
    if (search_board_->config() != config) search_board_ = std::make_unique<Board>(config);
    while (search_board_->move_count() > 0) search_board_->unmake();
    for (Move m : position_.moves()) search_board_->make(m);
    auto state = std::make_shared<SearchHandle::State>();
    current_ = SearchHandle(state);
    thread_ = std::thread([this, limits, state, on_update = std::move(on_update)] {
        auto report = [&](const SearchInfo& info) {
            {
                std::lock_guard lock(state->mutex);
                state->progress = {state->progress.iteration + 1, info};
            }
            if (on_update) on_update();
        };
        SearchInfo info = searcher_->run(*search_board_, limits, state->stop_request, report);
        {
            std::lock_guard lock(state->mutex);
            state->result = std::move(info);
        }
        state->finished.notify_all();
        if (on_update) on_update();
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
