#include "engine_spec.h"

#include <algorithm>
#include <charconv>

#include "brain_process.h"
#include "engine_player.h"

namespace wuzi::cli {

namespace {

template <typename T>
bool parse_number(const std::string& text, T& out) {
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, out);
    return ec == std::errc() && ptr == end && !text.empty() && out >= 0;
}

}  // namespace

EngineSpec parse_engine_spec(const std::string& text, const std::string& default_name,
                             std::string& error) {
    EngineSpec spec;
    size_t start = 0;
    while (start <= text.size() && error.empty()) {
        size_t comma = text.find(',', start);
        if (comma == std::string::npos) comma = text.size();
        const std::string item = text.substr(start, comma - start);
        start = comma + 1;
        if (item.empty()) continue;
        const size_t eq = item.find('=');
        const std::string key = item.substr(0, eq);
        const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
        bool ok = eq != std::string::npos;
        if (!ok && key == "builtin") {
            ok = true;
        } else if (key == "name") {
            spec.name = value;
            ok = ok && !value.empty();
        } else if (key == "cmd") {
            spec.cmd = value;
            ok = ok && !value.empty();
        } else if (key == "depth") {
            ok = ok && parse_number(value, spec.depth);
        } else if (key == "nodes") {
            ok = ok && parse_number(value, spec.nodes);
        } else if (key == "hash") {
            ok = ok && parse_number(value, spec.hash_mb);
        } else if (key == "threads") {
            ok = ok && parse_number(value, spec.threads);
        } else if (key == "time_scale") {
            ok = ok && parse_number(value, spec.time_scale) && spec.time_scale > 0;
        } else if (key == "weights") {
            spec.weights = value;
            ok = ok && !value.empty();
        } else if (key.rfind("param.", 0) == 0 && key.size() > 6) {
            // A search constant (wuzi/search_params.h), else an evaluation weight.
            const std::string name = key.substr(6);
            if (find_search_param(name)) {
                if (std::string e = set_search_param(spec.search, name, value); !e.empty())
                    error = e;
                spec.search_changed = true;
            } else {
                spec.params.emplace_back(name, value);
            }
        } else if (key.rfind("info.", 0) == 0 && key.size() > 5) {
            // One protocol line per pair: no spaces or controls in either part.
            ok = ok && !value.empty() && std::all_of(item.begin(), item.end(), [](unsigned char c) {
                     return c > ' ' && c < 127;
                 });
            spec.infos.emplace_back(key.substr(5), value);
        } else {
            error = "unknown engine option '" + key +
                    "' (known: name, cmd, depth, nodes, hash, threads, time_scale, weights, "
                    "param.NAME, info.KEY)";
            return spec;
        }
        if (!ok) error = "bad engine option '" + item + "' in '" + text + "'";
    }
    if (spec.name.empty()) spec.name = default_name;
    if (error.empty() && !spec.builtin() &&
        (!spec.weights.empty() || !spec.params.empty() || spec.search_changed))
        error = "weights and param.NAME are for the built-in engine, not for cmd=" + spec.cmd;
    if (error.empty() && spec.builtin() && !spec.infos.empty())
        error = "info.KEY is for an external brain (cmd=...), not for the built-in engine";
    if (error.empty()) spec.eval = make_evaluator(spec.weights, spec.params, error);
    return spec;
}

std::shared_ptr<const Evaluator> make_evaluator(
    const std::string& file, const std::vector<std::pair<std::string, std::string>>& params,
    std::string& error) {
    if (file.empty() && params.empty()) return nullptr;
    WeightSet set = builtin_weights();  // param.NAME alone changes the engine's default
    if (!file.empty()) {
        auto loaded = load_weights(file, error);
        if (!loaded) return nullptr;
        set = *loaded;
    }
    for (const auto& [name, value] : params) {
        error = override_weight(set, name, value);
        if (!error.empty()) return nullptr;
    }
    return std::make_shared<const Evaluator>(set);
}

std::unique_ptr<Player> make_player(const EngineSpec& spec, int depth, uint64_t nodes,
                                    int hash_mb) {
    EngineSpec s = spec;
    if (s.depth == 0) s.depth = depth;
    if (s.nodes == 0) s.nodes = nodes;
    if (s.hash_mb == 0) s.hash_mb = hash_mb;
    // An external brain left at 0 keeps its own default (pbrain-wuzi: every core).
    if (s.threads == 0 && s.builtin()) s.threads = 1;
    if (s.builtin()) return std::make_unique<EnginePlayer>(s);
    return std::make_unique<BrainProcess>(s);
}

}  // namespace wuzi::cli
