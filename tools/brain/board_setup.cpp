#include "board_setup.h"

#include <wuzi/game.h>

namespace wuzi::brain {

std::string xy(Move m) { return std::to_string(move_x(m)) + "," + std::to_string(move_y(m)); }

std::string check_moves(const std::vector<Move>& moves, const BoardConfig& config) {
    Game game(config);
    if (const auto bad = game.set_moves(moves, Replay::AsPosition)) {
        if (bad->reason != PlayError::Occupied) return describe(bad->reason);
        return describe(bad->reason) + " (" + xy(bad->move) + ")";
    }
    if (game.result() == GameResult::Draw) return "the board is full";
    if (game.over()) return "the position already has five in a row";
    return {};
}

SetupResult order_stones(const std::vector<SetupStone>& stones, const BoardConfig& config) {
    SetupResult setup;
    std::vector<Move> own, theirs;
    for (const SetupStone& s : stones) {
        if (s.x < 0 || s.y < 0 || s.x >= config.size || s.y >= config.size) {
            setup.error =
                "stone " + std::to_string(s.x) + "," + std::to_string(s.y) + " is off the board";
            return setup;
        }
        if (s.owner == 3) {
            setup.error = "continuous-game stones (field 3) are not supported";
            return setup;
        }
        if (s.owner != 1 && s.owner != 2) {
            setup.error = "stone field must be 1 or 2, got " + std::to_string(s.owner);
            return setup;
        }
        (s.owner == 1 ? own : theirs).push_back(make_move(s.x, s.y));
    }
    // The brain moves next: equal counts make it Black, one stone fewer White.
    const bool brain_black = own.size() == theirs.size();
    if (!brain_black && theirs.size() != own.size() + 1) {
        setup.error = "impossible stone counts: " + std::to_string(own.size()) + " own, " +
                      std::to_string(theirs.size()) + " opponent's";
        return setup;
    }
    const std::vector<Move>& black = brain_black ? own : theirs;
    const std::vector<Move>& white = brain_black ? theirs : own;
    for (size_t i = 0; i < black.size(); ++i) {
        setup.moves.push_back(black[i]);
        if (i < white.size()) setup.moves.push_back(white[i]);
    }
    setup.error = check_moves(setup.moves, config);
    if (!setup.ok()) setup.moves.clear();
    return setup;
}

}  // namespace wuzi::brain
