// How `wuzi-cli match` is told which engine plays: a comma-separated list of
// key=value pairs, e.g. `name=d4,depth=4` (the built-in engine, depth 4) or
// `cmd=./old/pbrain-wuzi,name=old` (an external Gomocup brain). The built-in
// engine also takes evaluation weights: `weights=FILE` (a weights file, see
// wuzi/weights.h) and `param.NAME=VALUE` overrides of a weight or of a search
// constant (wuzi/search_params.h), e.g. `param.tempo=80`,
// `param.futility_base=90`;
// an external brain takes `info.KEY=VALUE`, sent as `INFO KEY VALUE` before
// each game, e.g. `info.pondering=1`.
#pragma once

#include <wuzi/search_params.h>
#include <wuzi/weights.h>

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "player.h"

namespace wuzi::cli {

// A parsed engine description. Invariants: `cmd` empty means the built-in
// engine; depth, nodes, hash_mb, threads are >= 0 (0 = the match's default;
// threads 0 is one thread for the built-in engine and the brain's own default
// for an external brain, to which any other value is sent as INFO thread_num);
// `name` is never empty after parse_engine_spec.
struct EngineSpec {
    std::string name;
    std::string cmd;
    int depth = 0;
    uint64_t nodes = 0;
    int hash_mb = 0;
    int threads = 0;
    // time_scale: the built-in engine thinks this fraction of its time plan
    // (e.g. 0.25 for a handicapped sparring partner); 1 for a normal engine.
    double time_scale = 1.0;
    // The evaluation of the built-in engine: `weights` (a file) and `params`
    // (name, value overrides, applied in order) as given; `eval` made from
    // them, null when neither is given (the built-in weights).
    std::string weights;
    std::vector<std::pair<std::string, std::string>> params;
    std::shared_ptr<const Evaluator> eval;
    // The built-in engine's search constants, `param.NAME` for a name of
    // search_param_info() applied; `search_changed` if any was given.
    SearchParams search;
    bool search_changed = false;
    // External brains: (key, value) sent as `INFO key value` at each new game.
    std::vector<std::pair<std::string, std::string>> infos;

    bool builtin() const { return cmd.empty(); }
};

// parse_engine_spec: the spec, or an error text in `error`.
EngineSpec parse_engine_spec(const std::string& text, const std::string& default_name,
                             std::string& error);

// make_evaluator: the weights of `file` (the built-in ones if empty) with
// `params` applied; null with `error` set if the file is missing or corrupt or
// an override is bad; null without error when there is nothing to change.
std::shared_ptr<const Evaluator> make_evaluator(
    const std::string& file, const std::vector<std::pair<std::string, std::string>>& params,
    std::string& error);

// make_player: a new player for a spec, with the match-wide depth/node/hash
// defaults applied where the spec leaves them at 0.
std::unique_ptr<Player> make_player(const EngineSpec& spec, int depth, uint64_t nodes, int hash_mb);

}  // namespace wuzi::cli
