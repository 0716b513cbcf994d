#include "vct_proof.h"

#include <algorithm>
#include <boost/container/static_vector.hpp>

#include "movegen.h"

namespace wuzi {

namespace {

constexpr int kTableBits = 18;
// The winning line: nodes to search again where the table lost a proof, and
// nodes of the proof tree walked for the defender's longest resistance
// (after which each defender node follows its first answer only).
constexpr uint64_t kLineBudget = 20000;
constexpr int kLineWalk = 2000;

// saturated_sum: a + b, at most ProofNumberVct's kInfinite (2^28: two of
// them never overflow).
uint32_t saturated_sum(uint32_t a, uint32_t b) { return std::min(a + b, uint32_t(1u << 28)); }

// The threshold for the best child when the second best has `second`: a
// quarter more than it (df-pn's 1 + epsilon), so that the search does not
// switch between two close children at every step.
uint32_t child_limit(uint32_t threshold, uint32_t second) {
    const uint64_t widened = uint64_t(second) + second / 4 + 1;
    return uint32_t(std::min<uint64_t>(threshold, widened));
}

}  // namespace

ProofNumberVct::ProofNumberVct() : table_(size_t(1) << kTableBits) {}

void ProofNumberVct::clear() {
    table_.clear();
    vcf_.clear();
}

bool ProofNumberVct::lookup(uint64_t key, int plies, Numbers& out) const {
    key ^= salt_;
    const Entry& e = table_[(key >> 8) & ((size_t(1) << kTableBits) - 1)];
    if ((e.key & ~uint64_t(0xFF)) != (key & ~uint64_t(0xFF)) || (e.numbers.pn | e.numbers.dn) == 0)
        return false;
    // A disproof within fewer plies than are left now proves nothing.
    if (e.numbers.dn == 0 && int(e.key & 0xFF) < plies) return false;
    out = e.numbers;
    return true;
}

void ProofNumberVct::store(uint64_t key, int plies, Numbers numbers) {
    key ^= salt_;
    Entry& e = table_[(key >> 8) & ((size_t(1) << kTableBits) - 1)];
    e.key = (key & ~uint64_t(0xFF)) | uint64_t(std::clamp(plies, 0, 255));
    e.numbers = numbers;
}

ProofNumberVct::Numbers ProofNumberVct::child_numbers(uint64_t key, int plies,
                                                      Numbers guess) const {
    Numbers n;
    return lookup(key, plies, n) ? n : guess;
}

int ProofNumberVct::search(Board& board, int max_plies, uint64_t& nodes, uint64_t budget,
                           MoveLine* line, const std::function<bool()>* should_stop) {
    if (line) line->clear();
    budget_.start(budget, should_stop);
    salt_ = board.side_to_move() == White ? kWhiteAttacks : 0;
    const Numbers root = mid(board, true, {kInfinite, kInfinite}, max_plies, nodes);
    if (root.pn != 0) return 0;
    if (!line) return max_plies;
    // The line, with a budget of its own for answers whose proof the table lost.
    budget_.start(kLineBudget, should_stop);
    walk_left_ = kLineWalk;
    if (const int plies = prove_line(board, true, max_plies, nodes, line)) return plies;
    // Not found again: the proven move alone, and the longest length allowed.
    line->clear();
    Node node;
    expand(board, true, max_plies, nodes, node);
    for (const Move m : node.moves) {
        Numbers c;
        if (lookup(board.key_after(m), max_plies - 1, c) && c.pn == 0) {
            line->push_back(m);
            return max_plies;
        }
    }
    return 0;
}

// expand: the terminal result of a node, or its moves. The attacker's: a
// five wins; a five-point of the defender must be blocked; else (after a
// short VCF) every four and three. The defender's: the five-point, or
// against a three the defence set (every cell where the attacker would make
// a four) and its own fours; no threat to answer is a failed attack.
bool ProofNumberVct::expand(Board& board, bool attacker, int plies, uint64_t& nodes, Node& node) {
    node.terminal = false;
    node.moves.clear();
    const Color us = board.side_to_move(), them = opponent(us);
    const int their_fives = board.threat_count(them, kThreatFive);
    auto finish = [&node](Numbers result) {
        node.terminal = true;
        node.result = result;
        return true;
    };
    const bool renju_black = us == Black && board.rule() == Rule::Renju;
    if (attacker) {
        if (board.threat_count(us, kThreatFive)) return finish(kProven);
        if (their_fives >= 2 || plies < 3) return finish(kDisproven);
        if (their_fives) {
            const Move block = board.first_threat(them, kThreatFive);
            if (renju_black && board.is_forbidden(block)) return finish(kDisproven);
            node.moves.push_back(block);
            return false;
        }
        Numbers known;
        if (!lookup(board.hash(), plies, known) &&
            vcf_.search(board, std::min(plies, kVctInnerVcfPlies), nodes, kVctInnerVcfBudget))
            return finish(kProven);
        if (plies < 5) return finish(kDisproven);
        MoveList moves;
        for (const Move m : board.find_threats(us, kThreatThree))
            if (!(renju_black && board.is_forbidden(m)))
                moves.push_back({m, threat_score(board, m)});
        sort_by_score(moves);
        for (const ScoredMove& sm : moves) node.moves.push_back(sm.move);
        return node.moves.empty() && finish(kDisproven);
    }
    if (board.threat_count(us, kThreatFive)) return finish(kDisproven);  // the defender's five
    if (their_fives >= 2) return finish(kProven);
    if (!their_fives && board.threat_count(them, kThreatLiveFour) == 0) return finish(kDisproven);
    if (their_fives) {
        const Move block = board.first_threat(them, kThreatFive);
        if (renju_black && board.is_forbidden(block)) return finish(kProven);
        node.moves.push_back(block);
        return false;
    }
    three_defences(board, node.moves);
    return node.moves.empty() && finish(kProven);
}

// mid: df-pn's multiple iterative deepening. Searches the node until its
// proof number reaches threshold.pn or its disproof number threshold.dn (or
// it is solved, or the budget ends), stores and returns its numbers. An
// attacker node (OR) has the least proof number of its children and the sum
// of their disproof numbers; a defender node (AND) the other way round.
ProofNumberVct::Numbers ProofNumberVct::mid(Board& board, bool attacker, Numbers threshold,
                                            int plies, uint64_t& nodes) {
    ++nodes;
    const uint64_t key = board.hash();
    if (!budget_.spend()) return child_numbers(key, plies, {1, 1});
    Node node;
    if (expand(board, attacker, plies, nodes, node)) {
        store(key, plies, node.result);
        return node.result;
    }
    const Color us = board.side_to_move();
    // An unvisited child's guess: one answer after a four, two after a three.
    auto guess = [&](Move m) -> Numbers {
        if (!attacker) return {1, 1};
        return {board.threat(us, m) >= kThreatFour ? 1u : 2u, 1u};
    };
    // The children's numbers, from the table once; then each search of a
    // child returns its new numbers.
    boost::container::static_vector<Numbers, kMaxSize * kMaxSize> children;
    for (const Move m : node.moves)
        children.push_back(child_numbers(board.key_after(m), plies - 1, guess(m)));
    Numbers n{};
    while (true) {
        // The node's numbers, its best child (least proof number at an
        // attacker node, least disproof number at a defender node) and the
        // second best value.
        n = attacker ? Numbers{kInfinite, 0} : Numbers{0, kInfinite};
        size_t best = 0;
        uint32_t best_value = kInfinite, second = kInfinite;
        for (size_t i = 0; i < children.size(); ++i) {
            const Numbers c = children[i];
            const uint32_t value = attacker ? c.pn : c.dn;
            if (attacker) {
                n.pn = std::min(n.pn, c.pn);
                n.dn = saturated_sum(n.dn, c.dn);
            } else {
                n.pn = saturated_sum(n.pn, c.pn);
                n.dn = std::min(n.dn, c.dn);
            }
            if (value < best_value) {
                second = best_value;
                best_value = value;
                best = i;
            } else if (value < second) {
                second = value;
            }
        }
        if (n.pn >= threshold.pn || n.dn >= threshold.dn || budget_.aborted) break;
        Numbers child_threshold;
        if (attacker) {
            child_threshold.pn = child_limit(threshold.pn, second);
            child_threshold.dn = saturated_sum(threshold.dn - n.dn, children[best].dn);
        } else {
            child_threshold.dn = child_limit(threshold.dn, second);
            child_threshold.pn = saturated_sum(threshold.pn - n.pn, children[best].pn);
        }
        board.make_threat_move(node.moves[best]);
        children[best] = mid(board, !attacker, child_threshold, plies - 1, nodes);
        board.unmake();
    }
    store(key, plies, n);
    return n;
}

// prove_line: from a node the table holds proven, the attacker's proven move
// (searched again if the table lost it) and the defender's answer that
// resists longest (its first once kLineWalk nodes are walked), to the end.
// The length counts as VctSearch counts it; 0 if the proof is lost.
int ProofNumberVct::prove_line(Board& board, bool attacker, int plies, uint64_t& nodes,
                               MoveLine* line) {
    --walk_left_;
    const Color us = board.side_to_move(), them = opponent(us);
    if (attacker) {
        MoveLine fours;
        if (const int found = vcf_.search(board, std::min(plies, kVctInnerVcfPlies), nodes,
                                          kVctInnerVcfBudget, &fours)) {
            line->insert(line->end(), fours.begin(), fours.end());
            return found;
        }
    }
    Node node;
    if (expand(board, attacker, plies, nodes, node)) {
        if (node.result.pn != 0 || attacker) return 0;
        if (board.threat_count(them, kThreatFive) >= 2) {
            // Two five-points: a block of one, the five at the other.
            const Move block = board.first_threat(them, kThreatFive);
            board.make_threat_move(block);
            line->insert(line->end(), {block, board.first_threat(them, kThreatFive)});
            board.unmake();
            return 2;
        }
        // No answer at all (renju: Black's only blocks are forbidden): any
        // move, then the five, or the live four, a block and the five.
        return board.threat_count(them, kThreatFive) ? 2 : 4;
    }
    // The attacker's moves the table holds proven first, then the others.
    CellList order;
    for (int pass = 0; pass < 2; ++pass)
        for (const Move m : node.moves) {
            Numbers c;
            const bool proven = lookup(board.key_after(m), plies - 1, c) && c.pn == 0;
            if (proven == (pass == 0)) order.push_back(m);
        }
    int longest = 0;
    MoveLine longest_line;
    for (const Move m : order) {
        board.make_threat_move(m);
        Numbers c;
        const bool proven = (lookup(board.hash(), plies - 1, c) && c.pn == 0) ||
                            mid(board, !attacker, {kInfinite, kInfinite}, plies - 1, nodes).pn == 0;
        MoveLine rest;
        const int length = proven ? prove_line(board, !attacker, plies - 1, nodes, &rest) : 0;
        board.unmake();
        if (length == 0) {
            if (attacker) continue;
            return 0;  // the table lost an answer's proof and could not find it again
        }
        if (length > longest) {
            longest = length;
            longest_line.assign(1, m);
            longest_line.insert(longest_line.end(), rest.begin(), rest.end());
        }
        if (attacker || walk_left_ <= 0) break;
    }
    line->insert(line->end(), longest_line.begin(), longest_line.end());
    return longest ? longest + 1 : 0;
}

}  // namespace wuzi
