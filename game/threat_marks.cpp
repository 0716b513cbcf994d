#include "threat_marks.h"

#include <wuzi/threat.h>

namespace wuzi::game {

std::vector<ThreatMark> threat_marks(const Board& board) {
    std::vector<ThreatMark> marks;
    if (board.config().is_tictactoe()) return marks;
    for (Color c : {Black, White})
        for (Move m : board.find_threats(c, kThreatThree)) {
            const Threat t = board.threat(c, m);
            if (t == kThreatFive)
                marks.push_back({m, c, ThreatLevel::Five});
            else if (t >= kThreatFour)
                marks.push_back({m, c, ThreatLevel::Four});
            else if (t == kThreatThree || t == kThreatThreePlus || t == kThreatDoubleThree)
                marks.push_back({m, c, ThreatLevel::Three});
        }
    return marks;
}

}  // namespace wuzi::game
