// An external Gomocup brain as a match player: a child process spoken to over
// pipes, as Piskvork or the Gomocup judge would. Whatever it does (crash,
// silence, garbage, ERROR) becomes an error text for the runner, never a hang.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

#include "engine_spec.h"
#include "player.h"

namespace wuzi::cli {

// A child brain. Invariants: `pid_ > 0` exactly while a child runs, with
// `to_`/`from_` its open stdin/stdout; `known_` is the position the brain
// last answered in (valid when `synced_`), so the next move can be sent as
// TURN instead of a whole BOARD; after any failure (`broken_`) the child is
// killed when the next game begins, which starts a fresh one.
class BrainProcess : public Player {
  public:
    explicit BrainProcess(const EngineSpec& spec);
    ~BrainProcess() override;
    BrainProcess(const BrainProcess&) = delete;
    BrainProcess& operator=(const BrainProcess&) = delete;

    const std::string& name() const override { return spec_.name; }
    std::string new_game(const BoardConfig& config) override;
    MoveReply move(const std::vector<Move>& moves, const TimeControl& clock,
                   int64_t wait_ms) override;

  private:
    std::string spawn();
    void kill_child();
    std::string exit_reason();
    bool send(const std::string& line);
    // read_answer: the next line that is not MESSAGE/DEBUG, or nothing with
    // `error` set (timeout, end of output, overlong line).
    std::optional<std::string> read_answer(int64_t wait_ms, std::string& error);
    std::string start_game(const BoardConfig& config);

    EngineSpec spec_;
    pid_t pid_ = -1;
    int to_ = -1, from_ = -1;
    std::string buffer_;
    BoardConfig config_;
    bool started_ = false;
    bool synced_ = false;
    bool broken_ = false;  // it failed a move: kill it before the next game
    std::vector<Move> known_;
    std::optional<SearchInfo> last_info_;
};

}  // namespace wuzi::cli
