// Renju's forbidden points for the window: where Black may not play (drawn
// as small red crosses), why a click there is refused, and a cache so that
// they are computed once per position, not once per frame.
#pragma once

#include <wuzi/game.h>

#include <optional>
#include <string>
#include <vector>

namespace wuzi::game {

// A forbidden point and why. Invariant: `cell` is empty and `kind` is not None.
struct ForbiddenMark {
    Move cell = kNoMove;
    Forbidden kind = Forbidden::None;
    bool operator==(const ForbiddenMark&) const = default;
};

// forbidden_marks: Black's forbidden points in board order when the game is
// renju, goes on and Black is to move; otherwise none.
std::vector<ForbiddenMark> forbidden_marks(const Game& game);

// forbidden_refusal: why a `mover` stone on `m` must be refused because it is
// a forbidden point for Black under renju ("Double three at h8: Black may not
// play it under renju."), or nothing (any other move, including an occupied
// point or one off the board, which Game::play refuses itself). The mover is
// the side to move, or in analysis either colour (Session::place).
std::optional<std::string> forbidden_refusal(const Game& game, Move m, Color mover);

// ForbiddenCache. Invariant: marks() are forbidden_marks() of the position
// (board config and moves) last given to update(); update() recomputes only
// when that position changed, and computations() counts how often it did.
class ForbiddenCache {
  public:
    void update(const Game& game);
    void clear();
    const std::vector<ForbiddenMark>& marks() const { return marks_; }
    int computations() const { return computations_; }

  private:
    bool valid_ = false;
    BoardConfig config_;
    std::vector<Move> moves_;
    std::vector<ForbiddenMark> marks_;
    int computations_ = 0;
};

// forbidden_report: "h8:double-three k8:overline" (for --debug), or "-".
std::string forbidden_report(const std::vector<ForbiddenMark>& marks, int size);

}  // namespace wuzi::game
