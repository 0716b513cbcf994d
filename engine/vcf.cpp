#include "vcf.h"

#include <cassert>

#include "movegen.h"
#include "static_win.h"

namespace wuzi {

void VcfSearch::clear() { failed_.clear(); }

Move VcfSearch::find_five_point(const Board& board, Color c, Move m) {
    for (int d = 0; d < kDirections; ++d) {
        for (int sign = -1; sign <= 1; sign += 2) {
            for (int i = 1; i <= 4; ++i) {
                const Move n = Move(m + sign * i * kDirStep[d]);
                const Color at = board.at(n);
                if (at == Wall) break;
                if (at == Empty && board.threat(c, n) == kThreatFive) return n;
            }
        }
    }
    return kNoMove;
}

// lone_four: whether the four `c` can make at `m` leaves it, once blocked,
// without a five, a live four or two fours (so that it cannot win in three
// plies). A new four after `m` lies on one of its lines and joins into two
// fours only at a cell where `c` already has one: so true for a four whose
// other lines make at most a live two or a sleeping three (whose cells then
// make at most threes, or fours) when no cell within four steps along the
// four's line (besides the five-point) or a sleeping three's line is such a
// cell. The rest of a blocked four's line makes no live four.
bool VcfSearch::lone_four(const Board& board, Color c, Move m) {
    const Threat threat = board.threat(c, m);
    if (threat != kThreatFour && threat != kThreatFourPlus) return false;
    for (int d = 0; d < kDirections; ++d) {
        const Pattern p = board.pattern(c, m, d);
        if (p != kPatB4 && p != kPatB3) continue;
        int fours = 0;
        for (int sign = -1; sign <= 1; sign += 2)
            for (int i = 1; i <= 4; ++i) {
                const Move n = Move(m + sign * i * kDirStep[d]);
                const Color at = board.at(n);
                if (at == Wall || at == opponent(c)) break;
                if (at == Empty && board.threat(c, n) >= kThreatFour) ++fours;
            }
        if (fours > (p == kPatB4 ? 1 : 0)) return false;  // the five-point is one
    }
    return true;
}

bool VcfSearch::wins_in_three(Board& board, Move m) {
    const Color us = board.side_to_move(), them = opponent(us);
    board.make_threat_move(m);
    const Move reply = find_five_point(board, us, m);
    bool wins = false;
    if (reply != kNoMove && !board.threat_count(them, kThreatFive)) {
        board.make_threat_move(reply);
        wins = board.threat_count(us, kThreatFive) ||
               (!board.threat_count(them, kThreatFive) && board.threat_count(us, kThreatLiveFour));
        board.unmake();
    }
    board.unmake();
    return wins;
}

int VcfSearch::search(Board& board, int max_plies, uint64_t& nodes, uint64_t budget, MoveLine* line,
                      const std::function<bool()>* should_stop, bool static_wins) {
    if (line) line->clear();
    static_wins_ = static_wins && !line;
    budget_.start(budget, should_stop);
    return attack(board, max_plies, nodes, line);
}

int VcfSearch::attack(Board& board, int plies, uint64_t& nodes, MoveLine* line) {
    ++nodes;
    const Color us = board.side_to_move(), them = opponent(us);
    if (board.threat_count(us, kThreatFive)) {
        if (line) line->push_back(board.first_threat(us, kThreatFive));
        return 1;
    }
    const int their_fives = board.threat_count(them, kThreatFive);
    if (their_fives >= 2) return 0;
    if (!their_fives && board.threat_count(us, kThreatLiveFour)) {
        if (line) {
            // The live four, one of the defender's blocks, and the five.
            const Move four = board.first_threat(us, kThreatLiveFour);
            board.make_threat_move(four);
            const Move block = board.first_threat(us, kThreatFive);
            board.make_threat_move(block);
            const Move five = board.first_threat(us, kThreatFive);
            board.unmake();
            board.unmake();
            line->insert(line->end(), {four, block, five});
        }
        return 3;
    }
    if (plies < 3) return 0;
    if (static_wins_ && plies >= 5 && static_win(board, true) != kNoMove) return 5;
    if (!budget_.spend()) return 0;

    const uint64_t key = board.hash();
    if (failed_.failed(key, plies)) return 0;

    MoveList moves;
    if (their_fives) {
        // We must block their five; it only continues the attack if it is a four.
        const Move block = board.first_threat(them, kThreatFive);
        if (board.threat(us, block) < kThreatFour) return 0;
        if (us == Black && board.is_forbidden(block)) return 0;
        moves.push_back({block, 0});
    } else {
        generate(board, GenMode::Fours, moves);
        sort_by_score(moves);
    }
    // Two plies from the end only some fours can win (see lone_four).
    const bool last_four = plies < 5 && !their_fives && board.rule() != Rule::Renju;
    for (const ScoredMove& sm : moves) {
        const Move m = sm.move;
        if (last_four && lone_four(board, us, m)) {
            assert(!wins_in_three(board, m));
            continue;
        }
        board.make_threat_move(m);
        const Move reply = find_five_point(board, us, m);
        int result = 0;
        bool blocked = true;
        if (reply != kNoMove && !board.threat_count(them, kThreatFive)) {
            if (them == Black && board.is_forbidden(reply)) {
                // Renju: Black may not block; any other move lets the five in.
                // The line stops at the four (the defender's move is any).
                result = 1;
                blocked = false;
                if (line) line->clear();
            } else {
                board.make_threat_move(reply);
                result = attack(board, plies - 2, nodes, line);
                board.unmake();
            }
        }
        board.unmake();
        if (result) {
            if (line) {
                if (blocked) line->insert(line->begin(), reply);
                line->insert(line->begin(), m);
            }
            return result + 2;
        }
    }
    if (!budget_.aborted) failed_.record(key, plies);
    return 0;
}

}  // namespace wuzi
