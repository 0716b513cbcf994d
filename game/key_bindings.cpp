#include "key_bindings.h"

namespace wuzi::game {

std::optional<Command> command_for_key(sf::Keyboard::Key key, bool ctrl, bool shift) {
    using K = sf::Keyboard;
    if (ctrl) {
        switch (key) {
            case K::Z:
                return Command{shift ? Action::Redo : Action::Undo};
            case K::Y:
                return Command{Action::Redo};
            case K::N:
                return Command{Action::NewGame};
            case K::S:
                return Command{Action::Save};
            case K::O:
                return Command{Action::Load};
            case K::Q:
            case K::W:
                return Command{Action::Quit};
            default:
                return std::nullopt;
        }
    }
    if (key >= K::Num1 && key <= K::Num5) return Command{Action::AnalysisLines, key - K::Num0};
    switch (key) {
        case K::N:
            return Command{Action::NewGame};
        case K::U:
        case K::BackSpace:
            return Command{Action::Undo};
        case K::R:
            return Command{Action::Redo};
        case K::H:
            return Command{Action::Hint};
        case K::S:
            return Command{Action::Swap};
        case K::G:
            return Command{Action::Resign};
        case K::P:
        case K::Space:
            return Command{Action::Pause};
        case K::F12:
            return Command{Action::Screenshot};
        case K::M:
            return Command{Action::ToggleNumbers};
        case K::V:
            return Command{Action::TogglePv};
        case K::F:
            return shift ? Command{Action::ThreatSearch, 0} : Command{Action::ToggleThreats};
        case K::O:
            return Command{Action::ToggleSound};
        case K::X:
            return Command{Action::ToggleForbidden};
        case K::K:
            return Command{Action::TogglePonder};
        case K::Period:
            return Command{Action::ThreadsUp};
        case K::Comma:
            return Command{Action::ThreadsDown};
        case K::L:
            return Command{Action::NextLevel};
        case K::C:
            return Command{Action::NextClock};
        case K::Add:
        case K::Equal:
            return Command{Action::DepthUp};
        case K::Subtract:
        case K::Hyphen:
            return Command{Action::DepthDown};
        case K::RBracket:
            return Command{Action::TimeUp};
        case K::LBracket:
            return Command{Action::TimeDown};
        case K::B:
            return shift ? Command{Action::AddEngine, 0} : Command{Action::ToggleBlack};
        case K::W:
            return shift ? Command{Action::AddEngine, 1} : Command{Action::ToggleWhite};
        case K::T:
            return shift ? Command{Action::ThreatSearch, 1} : Command{Action::NextGame};
        case K::Left:
            return Command{Action::StepBack};
        case K::Right:
            return Command{Action::StepForward};
        case K::Home:
            return Command{Action::StepFirst};
        case K::End:
            return Command{Action::StepLast};
        case K::A:
            return Command{Action::Analyse};
        case K::D:
            return Command{Action::Edit};
        case K::E:
            return Command{shift ? Action::ReviewTime : Action::Review};
        case K::Escape:
            return Command{Action::Cancel};
        case K::F1:
            return Command{Action::Help};
        default:
            return std::nullopt;
    }
}

const char* action_name(Action a) {
    static const char* names[] = {
        "NewGame",       "Undo",          "Redo",          "Hint",         "Swap",
        "Resign",        "Pause",         "Save",          "Load",         "Screenshot",
        "ToggleNumbers", "TogglePv",      "ToggleThreats", "ToggleSound",  "ToggleForbidden",
        "TogglePonder",  "NextLevel",     "NextClock",     "DepthUp",      "DepthDown",
        "TimeUp",        "TimeDown",      "ThreadsUp",     "ThreadsDown",  "ToggleBlack",
        "ToggleWhite",   "NextGame",      "SizeUp",        "SizeDown",     "NextRule",
        "StepBack",      "StepForward",   "StepFirst",     "StepLast",     "StepTo",
        "Analyse",       "AnalysisLines", "Review",        "ReviewTime",   "Cancel",
        "Help",          "Quit",          "ShowLine",      "Edit",         "EditTool",
        "EditSide",      "EditClear",     "EditDone",      "EditCancel",   "ThreatSearch",
        "NextOpening",   "Choose",        "AddEngine",     "RemoveEngine",
    };
    return names[int(a)];
}

std::optional<Command> edit_command_for_key(sf::Keyboard::Key key, bool ctrl, bool shift) {
    using K = sf::Keyboard;
    if (ctrl) return key == K::Z && !shift ? std::optional(Command{Action::Undo}) : std::nullopt;
    switch (key) {
        case K::B:
            return Command{Action::EditTool, 0};
        case K::W:
            return Command{Action::EditTool, 1};
        case K::E:
            return Command{Action::EditTool, 2};
        case K::S:
        case K::Tab:
            return Command{Action::EditSide};
        case K::Delete:
        case K::C:
            return Command{Action::EditClear};
        case K::U:
        case K::BackSpace:
            return Command{Action::Undo};
        case K::Enter:
        case K::D:
            return Command{Action::EditDone};
        case K::Escape:
            return Command{Action::EditCancel};
        default:
            return std::nullopt;
    }
}

bool allowed_while_editing(Action a) {
    switch (a) {
        case Action::Undo:
        case Action::Screenshot:
        case Action::ToggleNumbers:
        case Action::ToggleThreats:
        case Action::ToggleSound:
        case Action::ToggleForbidden:
        case Action::Help:
        case Action::Quit:
        case Action::ShowLine:
        case Action::Edit:
        case Action::EditTool:
        case Action::EditSide:
        case Action::EditClear:
        case Action::EditDone:
        case Action::EditCancel:
            return true;
        default:
            return false;
    }
}

const std::vector<Shortcut>& edit_shortcuts() {
    static const std::vector<Shortcut> list = {
        {"Click", "place a stone (the tool's colour), or remove one"},
        {"Right-click", "a stone of the other colour"},
        {"B, W, E", "tool: black stones, white stones, eraser"},
        {"S, Tab", "the other side to move"},
        {"Delete, C", "clear the board"},
        {"U, Ctrl+Z", "undo the last edit"},
        {"Enter, D", "done: play or analyse from here"},
        {"Esc", "cancel: the game as it was"},
    };
    return list;
}

const std::vector<Shortcut>& shortcuts() {
    static const std::vector<Shortcut> list = {
        {"N, Ctrl+N", "new game (undo brings the old one back)"},
        {"U, Backspace, Ctrl+Z", "undo (back to your last move)"},
        {"R, Ctrl+Y, Ctrl+Shift+Z", "redo"},
        {"Left / Right", "step back / forward through the moves"},
        {"Home / End", "the start / the latest move"},
        {"H", "hint: the engine's suggestion"},
        {"A", "analysis mode: the engine's best moves"},
        {"1 ... 5", "how many best moves analysis shows"},
        {"Right-click", "analysis: a stone for the side not to move"},
        {"D", "position editor (set up stones, then play or analyse)"},
        {"E", "review the game (Shift+E: time per move)"},
        {"Esc", "stop the review; close this help"},
        {"S", "swap sides"},
        {"G", "resign"},
        {"Space, P", "pause / resume the AI; play on from here"},
        {"B, W", "black / white: human, AI or a saved engine"},
        {"Shift+B, Shift+W", "add an engine for black / white (right-click its button: remove)"},
        {"L", "next level"},
        {"C", "next clock (time control)"},
        {"+ / -", "search depth"},
        {"] / [", "time per move"},
        {". / ,", "more / fewer search threads"},
        {"T", "gomoku / tic-tac-toe"},
        {"F", "show threats (fours and threes)"},
        {"Shift+F, Shift+T", "VCF / VCT: does the side to move win by fours / threats?"},
        {"X", "renju: show Black's forbidden points"},
        {"M", "move numbers on stones"},
        {"V", "show the engine's line on the board"},
        {"O", "sound on / off"},
        {"K", "the AI thinks on your time (pondering) on / off"},
        {"Ctrl+S / Ctrl+O", "save / load a game (SGF, Piskvork .psq or h8,i9 text)"},
        {"F12", "save a screenshot (PNG)"},
        {"F1", "this help"},
        {"Ctrl+Q", "quit"},
    };
    return list;
}

}  // namespace wuzi::game
