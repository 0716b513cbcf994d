#include "vct.h"

#include <algorithm>

#include "movegen.h"

namespace wuzi {

void VctSearch::clear() {
    failed_.clear();
    vcf_.clear();
}

int VctSearch::search(Board& board, int max_plies, uint64_t& nodes, uint64_t budget, MoveLine* line,
                      const std::function<bool()>* should_stop) {
    if (line) line->clear();
    budget_.start(budget, should_stop);
    return attack(board, max_plies, nodes, line);
}

// attack: the attacker is to move. 1. A five or a live four wins. 2. A
// five-point of the defender must be blocked; the attack goes on only if a
// threat of ours is still pending. 3. A short VCF. 4. Every four and three.
int VctSearch::attack(Board& board, int plies, uint64_t& nodes, MoveLine* line) {
    ++nodes;
    const Color us = board.side_to_move(), them = opponent(us);
    if (board.threat_count(us, kThreatFive)) {
        if (line) line->push_back(board.first_threat(us, kThreatFive));
        return 1;
    }
    const int their_fives = board.threat_count(them, kThreatFive);
    if (their_fives >= 2 || plies < 3 || !budget_.spend()) return 0;

    const uint64_t key = board.hash();
    if (failed_.failed(key, plies)) return 0;

    MoveList moves;
    if (their_fives) {
        const Move block = board.first_threat(them, kThreatFive);
        if (us == Black && board.is_forbidden(block)) return 0;
        moves.push_back({block, 0});
    } else {
        if (const int found = vcf_.search(board, std::min(plies, kVctInnerVcfPlies), nodes,
                                          kVctInnerVcfBudget, line)) {
            return found;
        }
        if (plies < 5) return 0;
        generate(board, GenMode::All, moves);
        moves.erase(std::remove_if(moves.begin(), moves.end(),
                                   [&](const ScoredMove& sm) {
                                       return board.threat(us, sm.move) < kThreatThree;
                                   }),
                    moves.end());
        sort_by_score(moves);
    }
    for (const ScoredMove& sm : moves) {
        board.make_threat_move(sm.move);
        int result = 0;
        // After a block, the attack goes on only while a threat of ours is pending.
        if (!their_fives || board.has_threat_at_least(us, kThreatLiveFour))
            result = defend(board, plies - 1, nodes, line);
        board.unmake();
        if (result) {
            if (line) line->insert(line->begin(), sm.move);
            return result + 1;
        }
        if (budget_.aborted) return 0;
    }
    if (!budget_.aborted) failed_.record(key, plies);
    return 0;
}

// defend: the defender is to move after a threat. Its answers: the block of
// a five-point, or against a three the defence set and its own fours.
int VctSearch::defend(Board& board, int plies, uint64_t& nodes, MoveLine* line) {
    ++nodes;
    const Color us = board.side_to_move(), them = opponent(us);  // us: the defender
    if (board.threat_count(us, kThreatFive)) return 0;           // the defender wins first
    const int their_fives = board.threat_count(them, kThreatFive);
    if (their_fives >= 2) return 2;
    if (!their_fives && board.threat_count(them, kThreatLiveFour) == 0) return 0;  // no threat

    // Renju: Black's answers exclude its forbidden points. No answer left:
    // any move, then the attacker's five (or live four, block, five).
    const bool renju_black = us == Black && board.rule() == Rule::Renju;
    CellList answers;
    if (their_fives) {
        const Move block = board.first_threat(them, kThreatFive);
        if (renju_black && board.is_forbidden(block)) return 2;
        answers.push_back(block);
    } else {
        three_defences(board, answers);
        if (answers.empty()) return 4;
    }
    int longest = 0;
    MoveLine best_line;
    for (size_t i = 0; i < answers.size(); ++i) {
        board.make_threat_move(answers[i]);
        MoveLine sub;
        const int result = attack(board, plies - 1, nodes, line ? &sub : nullptr);
        board.unmake();
        if (!result) return 0;
        if (result > longest) {
            longest = result;
            if (line) {
                best_line.assign(1, answers[i]);
                best_line.insert(best_line.end(), sub.begin(), sub.end());
            }
        }
    }
    if (line) line->insert(line->end(), best_line.begin(), best_line.end());
    return longest + 1;
}

}  // namespace wuzi
