#include "movegen.h"

#include <wuzi/policy.h>

#include <algorithm>
#include <bitset>

namespace wuzi {

namespace {

// Ordering values of our own threat at a cell and of the opponent's threat
// there (which we block by playing it), indexed by Threat.
constexpr int kAttack[kThreatCount] = {0,    100,  150,  300,   400,   1000,  1200,
                                       5000, 1500, 3000, 10000, 20000, 100000};
constexpr int kDefend[kThreatCount] = {0,    50,  70,   150,  200,  400,  500,
                                       2500, 500, 1000, 4000, 8000, 50000};

}  // namespace

void sort_by_score(MoveList& moves) {
    std::stable_sort(moves.begin(), moves.end(),
                     [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
}

int threat_score(const Board& board, Move m) {
    const Color us = board.side_to_move(), them = opponent(us);
    return kAttack[board.threat(us, m)] + kDefend[board.threat(them, m)];
}

int threat_order_score(const Board& board, Move m) { return threat_score(board, m); }

GenMode gen_mode(const Board& board, bool exact, bool four_three) {
    if (exact) return GenMode::All;
    const Color them = opponent(board.side_to_move());
    if (board.threat_count(them, kThreatLiveFour)) return GenMode::Defend;
    if (four_three && board.threat_count(them, kThreatFourThree)) return GenMode::DefendFourThree;
    return GenMode::All;
}

namespace {

// keeps: the mode's restriction on a candidate cell where the side to move
// has threat `own` and the opponent `their`; `near` says whether the cell is
// in DefendFourThree's set around the opponent's four-three points.
bool keeps(GenMode mode, bool must_block, Threat own, Threat their, bool near) {
    if (must_block) return their == kThreatFive || own == kThreatFive;
    if (mode == GenMode::Defend) return own >= kThreatFour || their >= kThreatFour;
    if (mode == GenMode::Fours) return own >= kThreatFour;
    if (mode == GenMode::DefendFourThree) return own >= kThreatFour || near;
    return true;
}

// FourThreeDefence: the cells of DefendFourThree's set other than our fours.
struct FourThreeDefence {
    std::bitset<kCells> cells;

    explicit FourThreeDefence(const Board& board) {
        const Color us = board.side_to_move(), them = opponent(us);
        for (Move p : board.find_threats(them, kThreatFourThree)) {
            cells.set(p);
            for (int d = 0; d < kDirections; ++d)
                for (int sign = -1; sign <= 1; sign += 2)
                    for (int i = 1; i <= 4; ++i) {
                        const Move n = Move(p + sign * i * kDirStep[d]);
                        const Color at = board.at(n);
                        if (at == Wall || at == us) break;
                        if (at == Empty && board.pattern(them, n, d) >= kPatB3) cells.set(n);
                    }
        }
    }
};

}  // namespace

bool generates(const Board& board, GenMode mode, Move m) {
    if (m == kNoMove || !board.is_candidate(m)) return false;
    const Color us = board.side_to_move(), them = opponent(us);
    if (us == Black && board.is_forbidden(m)) return false;
    const bool near = mode == GenMode::DefendFourThree && FourThreeDefence(board).cells.test(m);
    return keeps(mode, board.threat_count(them, kThreatFive) > 0, board.threat(us, m),
                 board.threat(them, m), near);
}

namespace {

// scan: every candidate cell of the board's area that `keep(m, own, their)`
// accepts (own, their: the two sides' threats there), less Black's forbidden
// points under renju, given to `emit(m, own, their)` in board scan order. A
// template, so that each mode's test is compiled into its own loop. With a
// `limit`, the scan ends once `keep` has accepted that many empty cells
// (candidates or not; a stone's threat classes are stale): a caller that
// knows from the threat counts how many cells it keeps skips the rest.
template <class Keep, class Emit>
void scan(const Board& board, Keep keep, Emit emit, int limit = kCells) {
    const Color us = board.side_to_move(), them = opponent(us);
    const bool renju_black = board.rule() == Rule::Renju && us == Black;
    const Board::Area area = board.candidate_area();
    for (int y = area.y0; y <= area.y1; ++y) {
        for (int x = area.x0; x <= area.x1; ++x) {
            const Move m = make_move(x, y);
            const Threat own = board.threat(us, m), their = board.threat(them, m);
            if (!keep(m, own, their) || !board.is_empty(m)) continue;
            if (board.is_candidate(m) && !(renju_black && board.is_forbidden(m)))
                emit(m, own, their);
            if (--limit == 0) return;
        }
    }
}

// scored_into: scan's emitter that appends each move with its ordering score.
auto scored_into(MoveList& out) {
    return [&out](Move m, Threat own, Threat their) {
        out.push_back({m, kAttack[own] + kDefend[their]});
    };
}

}  // namespace

void generate(const Board& board, GenMode mode, MoveList& out) {
    const Color us = board.side_to_move(), them = opponent(us);
    out.clear();
    if (board.stone_count() == 0) {
        const Board::Area area = board.candidate_area();
        out.push_back({make_move(area.x0, area.y0), 0});
        return;
    }
    const bool must_block = board.threat_count(them, kThreatFive) > 0;
    if (mode == GenMode::Fours && !must_block) {
        // The threat search asks at every node: often there is none, and
        // the counts say how many cells the scan looks for.
        if (const int fours = board.threat_cells(us, kThreatFour, kThreatFive))
            scan(
                board, [](Move, Threat own, Threat) { return own >= kThreatFour; },
                scored_into(out), fours);
    } else if (mode == GenMode::DefendFourThree && !must_block) {
        const FourThreeDefence defence(board);
        scan(
            board,
            [&defence](Move m, Threat own, Threat) {
                return own >= kThreatFour || defence.cells.test(m);
            },
            scored_into(out));
    } else {
        scan(
            board,
            [mode, must_block](Move, Threat own, Threat their) {
                return keeps(mode, must_block, own, their, false);
            },
            scored_into(out));
    }
}

void three_defences(const Board& board, CellList& out) {
    // GenMode::Defend's cells: a cell with a four of either side is always a
    // candidate (a stone of the four is next to it).
    scan(
        board,
        [](Move, Threat own, Threat their) {
            return keeps(GenMode::Defend, false, own, their, false);
        },
        [&out](Move m, Threat, Threat) { out.push_back(m); });
}

}  // namespace wuzi
