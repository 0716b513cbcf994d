#include "static_win.h"

#include "vcf.h"

namespace wuzi {

// Why these win: after the double three (one stone blocks one three: the
// lines meet only at the move) or the four-three (whose four's five-point
// is blocked: the three is on another line), a three becomes a straight
// four, and the opponent, whose reply made no four and who had no five to
// make, cannot make one before ours.
Move static_win(Board& b, bool blocks) {
    const Color us = b.side_to_move(), them = opponent(us);
    if (b.rule() == Rule::Renju || b.win_length() != 5 || b.threat_count(them, kThreatFive))
        return kNoMove;
    const bool they_can_four = b.has_threat_at_least(them, kThreatFour);
    if (they_can_four
            ? !blocks || !b.threat_count(us, kThreatFourThree)
            : !b.threat_count(us, kThreatFourThree) && !b.threat_count(us, kThreatDoubleThree))
        return kNoMove;
    for (Move m : b.find_threats(us, kThreatDoubleThree)) {
        const Threat t = b.threat(us, m);
        if (!they_can_four && (t == kThreatDoubleThree || t == kThreatFourThree)) return m;
        if (t != kThreatFourThree) continue;
        b.make_threat_move(m);
        const Move block = VcfSearch::find_five_point(b, us, m);
        const bool wins = block != kNoMove && b.threat(them, block) < kThreatFour;
        b.unmake();
        if (wins) return m;
    }
    return kNoMove;
}

}  // namespace wuzi
