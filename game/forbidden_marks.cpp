#include "forbidden_marks.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <cctype>

namespace wuzi::game {

namespace {

// black_restricted: a stone of `mover` is subject to Black's renju restrictions.
bool black_restricted(const Game& game, Color mover) {
    return game.config().rule == Rule::Renju && !game.over() && mover == Black;
}

}  // namespace

std::vector<ForbiddenMark> forbidden_marks(const Game& game) {
    std::vector<ForbiddenMark> marks;
    if (!black_restricted(game, game.side_to_move())) return marks;
    const Board& board = game.board();
    for (Move m : board.forbidden_points()) marks.push_back({m, board.forbidden(m)});
    return marks;
}

std::optional<std::string> forbidden_refusal(const Game& game, Move m, Color mover) {
    if (!black_restricted(game, mover)) return std::nullopt;
    const int size = game.config().size;
    if (move_x(m) < 0 || move_y(m) < 0 || move_x(m) >= size || move_y(m) >= size)
        return std::nullopt;
    if (!game.board().is_empty(m)) return std::nullopt;
    const Forbidden kind = game.board().forbidden(m);
    if (kind == Forbidden::None) return std::nullopt;
    std::string why = describe(kind);
    why[0] = char(std::toupper(static_cast<unsigned char>(why[0])));
    return why + " at " + move_to_text(m, size) + ": Black may not play it under renju.";
}

void ForbiddenCache::update(const Game& game) {
    if (valid_ && config_ == game.config() && moves_ == game.moves()) return;
    valid_ = true;
    config_ = game.config();
    moves_ = game.moves();
    marks_ = forbidden_marks(game);
    ++computations_;
}

void ForbiddenCache::clear() {
    valid_ = false;
    marks_.clear();
}

std::string forbidden_report(const std::vector<ForbiddenMark>& marks, int size) {
    std::string out;
    for (const ForbiddenMark& f : marks) {
        if (!out.empty()) out += ' ';
        std::string kind = describe(f.kind);
        std::replace(kind.begin(), kind.end(), ' ', '-');
        out += move_to_text(f.cell, size) + ":" + kind;
    }
    return out.empty() ? "-" : out;
}

}  // namespace wuzi::game
