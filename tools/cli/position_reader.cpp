#include "position_reader.h"

#include <fmt/core.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "commands.h"
#include "data_files.h"
#include "progress.h"

namespace wuzi::cli {

namespace {

// moves_hash: a stable 64-bit hash (FNV-1a) of a position's moves text.
uint64_t moves_hash(const std::string& text) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : text) h = (h ^ c) * 0x100000001b3ull;
    return h;
}

}  // namespace

bool in_validation(uint64_t seed, uint64_t g, int percent) {
    uint64_t z = seed * 0x9E3779B97F4A7C15ull + g;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (z ^ (z >> 31)) % 100 < uint64_t(percent);
}

void bad_position(const std::string& path, long line_no, const std::string& why) {
    fail(fmt::format("{}:{}: {}", path, line_no, why), 2);
}

void read_positions(const std::string& path, Rule rule, bool quiet, ReadCounts& counts,
                    const std::function<bool(const nlohmann::json&)>& keep,
                    const std::function<bool(const ReadPosition&)>& visit) {
    std::vector<bool> seen_game;  // game numbers restart in every file
    LineReader in;
    if (!in.open(path)) fail("cannot read positions file '" + path + "'");
    std::error_code ec;
    const auto bytes = std::filesystem::file_size(path, ec);
    Progress progress(int(std::min<uintmax_t>(ec ? 1 : bytes, 1L << 30)), quiet);
    std::string line;
    while (in.next(line)) {
        const long line_no = in.line_number();
        if (line.empty()) continue;
        ++counts.lines;
        const auto j = nlohmann::json::parse(line, nullptr, false);
        if (j.is_discarded() || !j.is_object()) bad_position(path, line_no, "not a JSON object");
        bool go_on = true;
        try {
            if (parse_rule(j.value("rule", "freestyle")) != rule) {
                ++counts.other_rule;
                continue;
            }
            const int size = j.at("size").get<int>();
            if (size < kMinGomokuSize || size > kMaxSize) bad_position(path, line_no, "bad size");
            if (keep && !keep(j)) continue;
            const std::string moves_text = j.at("moves").get<std::string>();
            const MoveListParse moves = parse_move_list(moves_text, size);
            if (!moves.ok()) bad_position(path, line_no, moves.error);
            Board board(BoardConfig::gomoku(size, rule));
            for (Move m : moves.moves) {
                if (!board.is_empty(m)) bad_position(path, line_no, "a move on an occupied point");
                board.make(m);
            }
            const bool has_game = j.contains("game");
            const int game = j.value("game", 0);
            bool new_game = false;
            if (has_game && game >= 0) {
                if (size_t(game) >= seen_game.size()) seen_game.resize(size_t(game) + 1);
                new_game = !seen_game[size_t(game)];
                if (new_game) seen_game[size_t(game)] = true, ++counts.games;
            }
            const uint64_t group = has_game ? uint64_t(game) : moves_hash(moves_text);
            go_on = visit({j, board, path, line_no, group, new_game});
        } catch (const nlohmann::json::exception& e) {
            bad_position(path, line_no, std::string("missing or bad field: ") + e.what());
        }
        if (line_no % 1000 == 0)
            progress.update(int(std::min<int64_t>(in.compressed_offset(), 1L << 30)),
                            fmt::format("Loading {}: {} positions", path, counts.lines));
        if (!go_on) break;
    }
    progress.finish();
    if (!in.error().empty())
        fail(fmt::format("{}: {} after line {}", path, in.error(), in.line_number()), 2);
    if (in.truncated_tail())
        progress.note(fmt::format("{}: the last line is cut off ({} bytes); left out", path,
                                  in.truncated_tail()));
}

}  // namespace wuzi::cli
