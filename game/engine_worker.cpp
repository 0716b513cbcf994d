#include "engine_worker.h"

#include <filesystem>

#include "brain_client.h"

namespace wuzi::game {

std::string engine_file_name(const std::string& path) {
    const std::string name = std::filesystem::path(path).filename().string();
    return name.empty() ? path : name;
}

EngineWorker::EngineWorker(std::string path) : path_(std::move(path)) {
    thread_ = std::thread([this] { run(); });
}

EngineWorker::~EngineWorker() {
    stop();
    if (thread_.joinable()) thread_.join();
}

void EngineWorker::request(EngineRequest r) {
    std::lock_guard lock(mutex_);
    if (report_.thinking) cancel_ = true;  // the running one goes first
    pending_ = std::move(r);
    wake_.notify_one();
}

void EngineWorker::cancel() {
    std::lock_guard lock(mutex_);
    pending_.reset();
    if (report_.thinking) cancel_ = true;
    report_.result_ticket.reset();
}

void EngineWorker::stop() {
    std::lock_guard lock(mutex_);
    stop_ = true;
    pending_.reset();
    cancel_ = true;
    wake_.notify_one();
}

EngineWorker::Report EngineWorker::poll() {
    std::lock_guard lock(mutex_);
    Report r = report_;
    report_.result_ticket.reset();
    return r;
}

void EngineWorker::post_result(uint64_t ticket, Move move, const std::string& error, bool swap,
                               std::vector<Move> stones) {
    std::lock_guard lock(mutex_);
    report_.thinking = false;
    report_.result_ticket = ticket;
    report_.move = move;
    report_.swap = swap;
    report_.stones = std::move(stones);
    report_.error = error;
    ++report_.serial;
}

void EngineWorker::end_search(protocol::BrainClient& client, const std::optional<BoardConfig>& game,
                              const std::vector<std::pair<std::string, std::string>>& infos,
                              bool& yxstop_works) {
    {
        // From here a new request waits for the stop instead of cancelling
        // it; only stop() (closing) cuts the grace short.
        std::lock_guard lock(mutex_);
        report_.thinking = false;
        ++report_.serial;
        if (stop_) return;
        cancel_ = false;
    }
    if (yxstop_works && client.stop_search(kStopGraceMs)) {
        std::lock_guard lock(mutex_);
        ++report_.stops;
        ++report_.serial;
        return;
    }
    yxstop_works = false;  // next time it is restarted at once
    client.end(kKillGraceMs);
    {
        std::lock_guard lock(mutex_);
        if (stop_) return;
    }
    // Started again now, so that the next request only sends its position.
    if (game) (void)client.new_game(*game, infos);  // an error shows at the next request
    std::lock_guard lock(mutex_);
    ++report_.restarts;
    ++report_.serial;
}

void EngineWorker::run() {
    protocol::BrainClient client(protocol::shell_quote(path_));
    client.set_cancel(&cancel_);
    client.set_message_sink([this](std::string_view line) {
        if (!line.starts_with("MESSAGE")) return;  // DEBUG lines are not shown
        std::lock_guard lock(mutex_);
        read_engine_message(line, report_.thought);
        ++report_.serial;
    });
    std::optional<BoardConfig> game;  // the game the running process was started for
    bool yxstop_works = true;         // until a YXSTOP went unanswered
    for (;;) {
        EngineRequest r;
        {
            std::unique_lock lock(mutex_);
            wake_.wait(lock, [this] { return stop_ || pending_.has_value(); });
            if (stop_) break;
            r = std::move(*pending_);
            pending_.reset();
            cancel_ = false;
            report_.thinking = true;
            report_.thinking_ticket = r.ticket;
            report_.thought = {};
            ++report_.serial;
        }
        if (!client.running() || game != r.config) {
            client.end(kGraceMs);
            game = r.config;
            std::string error = client.new_game(r.config, r.infos);
            if (error.empty()) {
                const std::string name = client.about_name(kAboutMs);
                std::lock_guard lock(mutex_);
                if (!name.empty()) report_.name = name;
                ++report_.serial;
            }
            if (cancel_) {
                client.end(kGraceMs);
                std::lock_guard lock(mutex_);
                report_.thinking = false;
                continue;
            }
            if (!error.empty()) {
                post_result(r.ticket, kNoMove, error);
                continue;
            }
        }
        if (r.swap2) {
            protocol::BrainSwap2 reply = client.swap2(r.moves, r.clock, r.wait_ms);
            if (reply.cancelled) {
                end_search(client, game, r.infos, yxstop_works);
                continue;
            }
            if (!reply.error.empty()) client.end(kGraceMs);
            post_result(r.ticket, kNoMove, reply.error, reply.swap, std::move(reply.stones));
            continue;
        }
        const protocol::BrainMove answer = client.move(r.moves, r.clock, r.wait_ms);
        if (answer.cancelled) {
            end_search(client, game, r.infos, yxstop_works);  // it may still think
            continue;
        }
        if (!answer.error.empty()) client.end(kGraceMs);
        post_result(r.ticket, answer.move, answer.error);
    }
    client.end(kGraceMs);
    finished_ = true;
}

}  // namespace wuzi::game
