// Which parts of the side panel fit, and where: the panel is a column of
// sections that each need a fixed height (the move list takes what is left);
// when the window is too small, the least needed sections are left out
// rather than drawn over each other.
#pragma once

#include <vector>

namespace wuzi::game {

enum class Section {
    Header,   // title and the game line
    Turn,     // whose turn, or the result
    Players,  // who plays each colour, and the clocks
    GameRow,  // game, board size, rule
    AiRow,    // level, clock, depth, time, threads, the forbidden points toggle
    Review,   // the review's progress or its summary
    Engine,   // the search, live
    EvalBar,
    Graph,     // the evaluation over the game
    MoveList,  // the moves, clickable
    Buttons,   // four rows of five
    Status,
    Footer,
};

// A placed section, in design units from the top of the panel.
struct SectionPlace {
    Section section;
    float y = 0, h = 0;
};

// What the panel holds this frame.
struct PanelNeeds {
    bool review = false;   // the Review section is shown
    int engine_lines = 1;  // best moves listed in the Engine section
};

// plan_panel: the sections that fit in `height` design units, top to bottom.
// Invariants: sections do not overlap and lie within [0, height]; the
// essential ones (turn, players, buttons, and the review while shown) are
// always there, then by importance the evaluation bar and the status line,
// the game and AI settings, the move list, the engine's search, the header,
// the graph and the footer; the move list gets the height left over.
std::vector<SectionPlace> plan_panel(float height, const PanelNeeds& needs);

// first_list_row: the first row shown of a move list of `rows` rows when
// `visible` fit: `wanted` (clamped to the list), or when `follow`, the row
// nearest to it that keeps row `current` in view.
int first_list_row(int rows, int visible, int wanted, bool follow, int current);

// section_name: "Header", "Turn", ... (for the test scripts).
const char* section_name(Section s);

// find_section: the placed section, if it is in the plan.
const SectionPlace* find_section(const std::vector<SectionPlace>& plan, Section s);

}  // namespace wuzi::game
