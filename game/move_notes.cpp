#include "move_notes.h"

#include <wuzi/notation.h>

#include <algorithm>
#include <cctype>

#include "lower_case.h"

namespace wuzi::game {

std::optional<NoteVerdict> note_verdict(const std::string& comment, int size) {
    const std::string text = lower_case(comment);
    NoteVerdict out;
    bool found = false;
    for (const Verdict v : {Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder}) {
        const std::string head = verdict_name(v) + verdict_mark(v);
        // The longest mark that matches: "mistake?" is not "blunder??".
        if (text.rfind(head, 0) == 0) {
            out.verdict = v;
            found = true;
        }
    }
    if (!found) return std::nullopt;
    const size_t at = text.find("better: ");
    if (at != std::string::npos) {
        std::string move = text.substr(at + 8);
        move = move.substr(0, move.find_first_of(". ,;)"));
        if (const auto m = parse_move(move, size)) out.better = *m;
    }
    return out;
}

void MoveNotes::set(const std::vector<Move>& line, std::vector<std::string> comments) {
    line_ = line;
    notes_ = std::move(comments);
    notes_.resize(std::min(notes_.size(), line.size()));
}

void MoveNotes::sync(const std::vector<Move>& line) {
    size_t common = 0;
    while (common < line.size() && common < line_.size() && line[common] == line_[common]) ++common;
    if (notes_.size() > common) notes_.resize(common);
    line_ = line;
}

void MoveNotes::clear() {
    line_.clear();
    notes_.clear();
}

const std::string* MoveNotes::at(int index) const {
    if (index < 0 || index >= int(notes_.size()) || notes_[size_t(index)].empty()) return nullptr;
    return &notes_[size_t(index)];
}

bool MoveNotes::empty() const {
    return std::all_of(notes_.begin(), notes_.end(),
                       [](const std::string& s) { return s.empty(); });
}

}  // namespace wuzi::game
