#include "engine.h"

#include "search.h"

namespace wuzi {

Engine::Engine() : board_(std::make_unique<Board>()), searcher_(std::make_unique<Searcher>()) {}

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
    auto board = std::make_unique<Board>(config);
    for (Move m : moves) {
        if (m == kNoMove || !board->on_board(move_x(m), move_y(m)) || !board->is_empty(m))
            return false;
        board->make(m);
    }
    // Judged as a position, not move by move (see Game::set_moves).
    if (board->has_five(Black) || board->has_five(White)) return false;
    board_ = std::move(board);
    return true;
}

void Engine::on_iteration(std::function<void(const SearchInfo&)> callback) {
    stop();
    wait();
    on_iteration_ = std::move(callback);
}

void Engine::on_best_move(std::function<void(const SearchInfo&)> callback) {
    stop();
    wait();
    on_best_move_ = std::move(callback);
}

void Engine::go(const Limits& limits) {
    stop();
    wait();
    stop_flag_ = false;
    searching_ = true;
    thread_ = std::thread([this, limits] {
        SearchInfo info = searcher_->run(*board_, limits, stop_flag_, on_iteration_);
        last_result_ = info;
        if (on_best_move_) on_best_move_(info);
        searching_ = false;
    });
}

void Engine::stop() { stop_flag_ = true; }

void Engine::wait() {
    if (thread_.joinable()) thread_.join();
}

SearchInfo Engine::search(const Limits& limits) {
    go(limits);
    wait();
    return last_result_;
}

}  // namespace wuzi
