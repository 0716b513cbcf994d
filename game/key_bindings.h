// What the player can ask for, and the keyboard shortcuts for it.
#pragma once

#include <SFML/Window/Keyboard.hpp>
#include <optional>
#include <string>
#include <vector>

namespace wuzi::game {

enum class Action {
    NewGame,
    Undo,
    Redo,
    Hint,
    Swap,
    Resign,
    Pause,
    Save,
    Load,
    Screenshot,
    ToggleNumbers,
    TogglePv,
    ToggleThreats,
    ToggleSound,
    ToggleForbidden,
    TogglePonder,
    NextLevel,
    NextClock,
    DepthUp,
    DepthDown,
    TimeUp,
    TimeDown,
    ThreadsUp,
    ThreadsDown,
    ToggleBlack,
    ToggleWhite,
    NextGame,
    SizeUp,
    SizeDown,
    NextRule,
    StepBack,
    StepForward,
    StepFirst,
    StepLast,
    StepTo,  // a move of the move list (the button's argument is the ply)
    Analyse,
    AnalysisLines,  // analysis: show N best moves (the argument)
    Review,
    ReviewTime,
    Cancel,  // Escape: close the help, stop a review
    Help,
    Quit,
    ShowLine,  // a line of the engine's box (the argument): hover shows it whole
    Edit,      // the position editor: open it (or, while editing, keep the position)
    EditTool,  // editing: what a click places (the argument: 0 black, 1 white, 2 erase)
    EditSide,  // editing: the other side to move
    EditClear,
    EditDone,
    EditCancel,
    ThreatSearch,  // does the side to move win by force? (the argument: 0 VCF, 1 VCT)
    NextOpening,   // the opening rule: none, swap, swap2 (a new game)
    Choose,        // an opening's choice (the argument: a SwapChoice)
    AddEngine,     // choose an external engine's program for a colour (the argument)
    RemoveEngine,  // take a colour's external engine (the argument) out of the saved list
};

// An action with its argument (StepTo's ply, AnalysisLines' count).
struct Command {
    Action action;
    int arg = 0;
};

// A shortcut as shown in the help overlay; every entry names keys that
// command_for_key() maps to the action described.
struct Shortcut {
    std::string keys;
    std::string what;
};

// action_name: the action's name as written above ("NewGame"), for scripts.
const char* action_name(Action a);

// command_for_key: the command a key press (with modifiers) stands for.
std::optional<Command> command_for_key(sf::Keyboard::Key key, bool ctrl, bool shift);
// edit_command_for_key: the same in the position editor, where the editor's
// keys come first (B, W, E tools; S, Tab side; Delete, C clear; U undo;
// Enter, D done; Esc cancel); nothing for other keys.
std::optional<Command> edit_command_for_key(sf::Keyboard::Key key, bool ctrl, bool shift);
// allowed_while_editing: what else may be done in the editor (help, quit,
// screenshots, display toggles); everything else waits for Done or Cancel.
bool allowed_while_editing(Action a);
// edit_shortcuts: the editor's keys, for the panel and the help.
const std::vector<Shortcut>& edit_shortcuts();
// shortcuts: the documented shortcuts, in display order.
const std::vector<Shortcut>& shortcuts();

}  // namespace wuzi::game
