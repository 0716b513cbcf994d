#include "brain_process.h"

namespace wuzi::cli {

BrainProcess::BrainProcess(const EngineSpec& spec) : spec_(spec), client_(spec.cmd) {}

std::string BrainProcess::new_game(const BoardConfig& config) {
    std::vector<std::pair<std::string, std::string>> infos;
    if (spec_.depth > 0) infos.emplace_back("max_depth", std::to_string(spec_.depth));
    if (spec_.nodes > 0) infos.emplace_back("max_node", std::to_string(spec_.nodes));
    if (spec_.threads > 0) infos.emplace_back("thread_num", std::to_string(spec_.threads));
    infos.insert(infos.end(), spec_.infos.begin(), spec_.infos.end());
    return client_.new_game(config, infos);
}

MoveReply BrainProcess::move(const std::vector<Move>& moves, const TimeControl& clock,
                             int64_t wait_ms) {
    const protocol::BrainMove answer = client_.move(moves, clock, wait_ms);
    MoveReply reply;
    reply.move = answer.move;
    reply.error = answer.error;
    reply.info = answer.info;
    return reply;
}

}  // namespace wuzi::cli
