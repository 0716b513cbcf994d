#include "ai_worker.h"

namespace wuzi::game {

AiWorker::AiWorker() = default;

AiWorker::~AiWorker() {
    cancel();
    // engine_'s destructor stops and joins the search thread.
}

bool AiWorker::start(const SearchTicket& ticket, const BoardConfig& config,
                     const std::vector<Move>& moves, const Limits& limits) {
    cancel();
    // The table is taken and warmed up at the first search, not when the
    // window opens: touching its pages took a tenth of a second of CPU
    // beside the first frame.
    if (!table_sized_) {
        engine_.set_hash_mb(kHashMb);
        table_sized_ = true;
    }
    // set_position stops and joins any previous (already cancelled) search.
    BoardConfig with_eval = config;  // the session's config, with the chosen weights
    with_eval.eval = eval_;
    if (!engine_.set_position(with_eval, moves)) return false;
    wanted_ = ticket;
    started_ = Clock::now();
    search_ = engine_.go(limits);
    return true;
}

void AiWorker::cancel() {
    wanted_.reset();
    search_.stop();
    search_ = SearchHandle();
}

void AiWorker::join() { engine_.wait(); }

std::optional<AiWorker::Report> AiWorker::poll() {
    if (!wanted_) return std::nullopt;
    Report report{
        *wanted_, std::nullopt, search_.result(),
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - started_).count()};
    if (const SearchHandle::Progress p = search_.progress(); p.iteration > 0)
        report.progress = p.info;
    if (report.result) cancel();
    return report;
}

}  // namespace wuzi::game
