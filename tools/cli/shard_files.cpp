#include "shard_files.h"

#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <functional>

namespace wuzi::cli {

namespace {

// for_each_line: calls `visit(line, end offset)` for every complete line of
// `path` (a missing file has none); returns the file's size, and the size
// up to the end of the last complete line in `complete`.
bool for_each_line(const std::string& path, int64_t& size, int64_t& complete,
                   const std::function<bool(const std::string&, int64_t)>& visit,
                   std::string& error) {
    size = complete = 0;
    if (!std::filesystem::exists(path)) return true;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot read '" + path + "'";
        return false;
    }
    std::string line;
    int64_t offset = 0;
    while (std::getline(in, line)) {
        if (in.eof()) {  // no newline: a line cut off
            size = offset + int64_t(line.size());
            return true;
        }
        offset += int64_t(line.size()) + 1;
        complete = offset;
        if (!visit(line, offset)) return false;
    }
    if (in.bad()) {
        error = "cannot read '" + path + "'";
        return false;
    }
    size = offset;
    return true;
}

int game_of(const std::string& line) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("game") || !j["game"].is_number_integer())
        return -1;
    return j["game"].get<int>();
}

bool cut(const std::string& path, int64_t size, int64_t keep, std::string& error) {
    if (keep == size) return true;
    std::error_code ec;
    std::filesystem::resize_file(path, uintmax_t(keep), ec);
    if (ec) error = fmt::format("cannot cut '{}' back to {} bytes: {}", path, keep, ec.message());
    return !ec;
}

}  // namespace

bool recover_shard(const std::string& games, const std::string& positions, int first, int count,
                   ShardState& state, std::string& error) {
    state = ShardState{};
    state.done.assign(size_t(count), false);
    int64_t games_size = 0, games_keep = 0;
    long line_no = 0;
    const bool games_ok = for_each_line(
        games, games_size, games_keep,
        [&](const std::string& line, int64_t) {
            ++line_no;
            const auto j = nlohmann::json::parse(line, nullptr, false);
            const int g = game_of(line);
            if (g < 0 || !j.contains("result") || !j["result"].is_string()) {
                error = fmt::format("{}:{}: not a game line of selfplay", games, line_no);
                return false;
            }
            if (g < first || g >= first + count) {
                error = fmt::format("{}:{}: game {} is not one of this shard's ({}..{})", games,
                                    line_no, g, first, first + count - 1);
                return false;
            }
            if (state.done[size_t(g - first)]) {
                error = fmt::format("{}:{}: game {} a second time", games, line_no, g);
                return false;
            }
            state.done[size_t(g - first)] = true;
            ++state.games;
            const std::string result = j["result"].get<std::string>();
            (result == "1-0" ? state.black : result == "0-1" ? state.white : state.draws) += 1;
            state.plies += j.value("plies", int64_t(0));
            return true;
        },
        error);
    if (!games_ok) return false;

    int64_t positions_size = 0, positions_complete = 0, positions_keep = 0;
    int unfinished = -2;  // the first game seen in the positions file that is not complete
    line_no = 0;
    if (!positions.empty()) {
        const bool ok = for_each_line(
            positions, positions_size, positions_complete,
            [&](const std::string& line, int64_t end) {
                ++line_no;
                const int g = game_of(line);
                const bool done = g >= first && g < first + count && state.done[size_t(g - first)];
                if (!done) {
                    if (unfinished == -2) unfinished = g;
                    return true;
                }
                if (unfinished != -2) {
                    error = fmt::format(
                        "{}:{}: positions of the complete game {} after those of game {}, which "
                        "is not in {}: these files were not written by one selfplay run",
                        positions, line_no, g, unfinished, games);
                    return false;
                }
                positions_keep = end;
                ++state.positions;
                return true;
            },
            error);
        if (!ok) return false;
    }
    if (!cut(games, games_size, games_keep, error)) return false;
    if (!positions.empty() && !cut(positions, positions_size, positions_keep, error)) return false;
    state.games_cut = games_size - games_keep;
    state.positions_cut = positions_size - positions_keep;
    return true;
}

std::string manifest_path(const std::string& games, const std::string& positions) {
    return (positions.empty() ? games : positions) + ".manifest.json";
}

bool read_manifest(const std::string& path, nlohmann::json& manifest, std::string& error) {
    manifest = nullptr;
    if (!std::filesystem::exists(path)) return true;
    std::ifstream in(path);
    manifest = nlohmann::json::parse(in, nullptr, false);
    if (manifest.is_discarded() || !manifest.is_object()) {
        error = "cannot read the manifest '" + path + "' (not a JSON object)";
        return false;
    }
    return true;
}

bool write_manifest(const std::string& path, const nlohmann::json& manifest, std::string& error) {
    {
        std::ofstream out(path + ".tmp");
        out << manifest.dump(2) << '\n';
        if (!out.flush()) {
            error = "cannot write '" + path + ".tmp'";
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(path + ".tmp", path, ec);
    if (ec) error = "cannot write '" + path + "': " + ec.message();
    return !ec;
}

std::vector<std::string> settings_differences(const nlohmann::json& before,
                                              const nlohmann::json& now) {
    std::vector<std::string> out;
    for (const auto& [key, value] : now.items())
        if (!before.contains(key) || before[key] != value)
            out.push_back(fmt::format("{}: {} -> {}", key,
                                      before.contains(key) ? before[key].dump() : "(none)",
                                      value.dump()));
    for (const auto& [key, value] : before.items())
        if (!now.contains(key)) out.push_back(fmt::format("{}: {} -> (none)", key, value.dump()));
    return out;
}

}  // namespace wuzi::cli
