// The comments a loaded game file carries on its moves (SGF's C[...]),
// kept with the line so they show again: as text for the shown move, and,
// when a comment is a saved review's verdict ("Blunder?? Better: h5."), as
// the verdict's mark and the better move.
#pragma once

#include <wuzi/types.h>

#include <optional>
#include <string>
#include <vector>

#include "review.h"

namespace wuzi::game {

// A verdict read back from a comment. Invariant: `verdict` is not Good.
struct NoteVerdict {
    Verdict verdict = Verdict::Mistake;
    Move better = kNoMove;
};

// note_verdict: the verdict a comment starts with ("Inaccuracy?!",
// "Mistake?", "Blunder??", any case, as App::record() writes them), and its
// "Better: h5." move on a board of `size`; nothing for other comments.
std::optional<NoteVerdict> note_verdict(const std::string& comment, int size);

// MoveNotes. Invariants: note i belongs to move i of `line_`; sync() drops
// the notes from the first move that changed on, so stepping keeps them and
// a new line loses only the notes of the moves it replaced.
class MoveNotes {
  public:
    // set: the comments of a loaded `line` (shorter or empty: no comment).
    void set(const std::vector<Move>& line, std::vector<std::string> comments);
    void sync(const std::vector<Move>& line);
    void clear();
    // at: the comment on move `index` (0-based), if any.
    const std::string* at(int index) const;
    bool empty() const;

  private:
    std::vector<Move> line_;
    std::vector<std::string> notes_;
};

}  // namespace wuzi::game
