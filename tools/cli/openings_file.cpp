#include "openings_file.h"

#include <wuzi/game.h>
#include <wuzi/notation.h>

#include <algorithm>
#include <fstream>

namespace wuzi::cli {

std::string opening_error(const Opening& opening, const BoardConfig& config) {
    // In order, as Replay::InOrder judges it; a renju foul is named even
    // when more moves follow it.
    Game game(config);
    for (size_t i = 0; i < opening.size(); ++i) {
        const PlayError error = game.play(opening[i]);
        if (error == PlayError::None) continue;
        if (const auto& foul = game.foul()) return foul->message(config.size);
        return MoveListError{int(i), opening[i], error}.message(config.size);
    }
    if (const auto& foul = game.foul()) return foul->message(config.size);
    if (game.over()) return "the opening is already decided";
    return {};
}

std::vector<Opening> load_openings(const std::string& path, const BoardConfig& config,
                                   std::string& error) {
    std::vector<Opening> openings;
    std::ifstream in(path);
    if (!in) {
        error = "cannot read openings file '" + path + "'";
        return {};
    }
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (const size_t hash = line.find('#'); hash != std::string::npos) line.resize(hash);
        const MoveListParse parsed = parse_move_list(line, config.size);
        const std::string where = path + ":" + std::to_string(number) + ": ";
        if (!parsed.ok()) {
            error = where + parsed.error;
            return {};
        }
        if (parsed.moves.empty()) continue;
        if (auto why = opening_error(parsed.moves, config); !why.empty()) {
            error = where + why;
            return {};
        }
        openings.push_back(parsed.moves);
    }
    if (openings.empty()) error = "no openings in '" + path + "'";
    return openings;
}

Opening random_opening(const BoardConfig& config, int plies, int radius, std::mt19937_64& rng) {
    const int c = config.size / 2;
    radius = std::clamp(radius, 0, c);
    plies = std::min(plies, (2 * radius + 1) * (2 * radius + 1) - 1);
    std::uniform_int_distribution<int> d(-radius, radius);
    for (;;) {
        Opening opening;
        while (int(opening.size()) < plies) {
            const Move m = make_move(c + d(rng), c + d(rng));
            if (std::find(opening.begin(), opening.end(), m) == opening.end()) opening.push_back(m);
        }
        if (opening_error(opening, config).empty()) return opening;
    }
}

std::string canonical_key(const Opening& opening, int size) {
    std::string best;
    for (int t = 0; t < 8; ++t) {
        std::vector<std::pair<int, Move>> stones;  // (colour, cell): order within a colour is free
        for (size_t i = 0; i < opening.size(); ++i) {
            int x = move_x(opening[i]), y = move_y(opening[i]);
            if (t & 1) x = size - 1 - x;
            if (t & 2) y = size - 1 - y;
            if (t & 4) std::swap(x, y);
            stones.push_back({int(i % 2), make_move(x, y)});
        }
        std::sort(stones.begin(), stones.end());
        std::string key;
        for (auto [colour, m] : stones) key += char('0' + colour) + move_to_text(m, size) + " ";
        if (best.empty() || key < best) best = key;
    }
    return best;
}

}  // namespace wuzi::cli
