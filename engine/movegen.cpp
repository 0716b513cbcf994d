#include "movegen.h"

namespace wuzi {

namespace {

// Ordering values of our own threat at a cell and of the opponent's threat
// there (which we block by playing it), indexed by Threat.
constexpr int kAttack[kThreatCount] = {0,    100,  150,  300,   400,   1000,  1200,
                                       5000, 1500, 3000, 10000, 20000, 100000};
constexpr int kDefend[kThreatCount] = {0,    50,  70,   150,  200,  400,  500,
                                       2500, 500, 1000, 4000, 8000, 50000};

}  // namespace

int threat_score(const Board& board, Move m) {
    const Color us = board.side_to_move(), them = opponent(us);
    return kAttack[board.threat(us, m)] + kDefend[board.threat(them, m)];
}

GenMode gen_mode(const Board& board, bool exact) {
    if (exact) return GenMode::All;
    const Color them = opponent(board.side_to_move());
    return board.threat_count(them, kThreatLiveFour) ? GenMode::Defend : GenMode::All;
}

namespace {

// keeps: the mode's restriction on a candidate cell where the side to move
// has threat `own` and the opponent `their`.
bool keeps(GenMode mode, bool must_block, Threat own, Threat their) {
    if (must_block) return their == kThreatFive || own == kThreatFive;
    if (mode == GenMode::Defend) return own >= kThreatFour || their >= kThreatFour;
    if (mode == GenMode::Fours) return own >= kThreatFour;
    return true;
}

}  // namespace

bool generates(const Board& board, GenMode mode, Move m) {
    if (m == kNoMove || !board.is_candidate(m)) return false;
    const Color us = board.side_to_move(), them = opponent(us);
    if (us == Black && board.is_forbidden(m)) return false;
    return keeps(mode, board.threat_count(them, kThreatFive) > 0, board.threat(us, m),
                 board.threat(them, m));
}

void generate(const Board& board, GenMode mode, MoveList& out) {
    const Color us = board.side_to_move(), them = opponent(us);
    out.clear();
    const Board::Area area = board.candidate_area();
    if (board.stone_count() == 0) {
        out.push_back({make_move(area.x0, area.y0), 0});
        return;
    }
    const bool must_block = board.threat_count(them, kThreatFive) > 0;
    const bool renju_black = board.rule() == Rule::Renju && us == Black;
    for (int y = area.y0; y <= area.y1; ++y) {
        for (int x = area.x0; x <= area.x1; ++x) {
            const Move m = make_move(x, y);
            if (!board.is_candidate(m)) continue;
            const Threat own = board.threat(us, m), their = board.threat(them, m);
            if (!keeps(mode, must_block, own, their)) continue;
            if (renju_black && board.is_forbidden(m)) continue;
            out.push_back({m, kAttack[own] + kDefend[their]});
        }
    }
}

}  // namespace wuzi
