#include "key_bindings.h"

namespace wuzi::game {

std::optional<Action> action_for_key(sf::Keyboard::Key key, bool ctrl, bool shift) {
    using K = sf::Keyboard;
    if (ctrl) {
        switch (key) {
            case K::Z:
                return shift ? Action::Redo : Action::Undo;
            case K::Y:
                return Action::Redo;
            case K::N:
                return Action::NewGame;
            case K::S:
                return Action::Save;
            case K::O:
                return Action::Load;
            case K::Q:
            case K::W:
                return Action::Quit;
            default:
                return std::nullopt;
        }
    }
    switch (key) {
        case K::N:
            return Action::NewGame;
        case K::U:
        case K::BackSpace:
            return Action::Undo;
        case K::R:
            return Action::Redo;
        case K::H:
            return Action::Hint;
        case K::S:
            return Action::Swap;
        case K::G:
            return Action::Resign;
        case K::P:
        case K::Space:
            return Action::Pause;
        case K::F12:
            return Action::Screenshot;
        case K::M:
            return Action::ToggleNumbers;
        case K::V:
            return Action::TogglePv;
        case K::L:
            return Action::NextLevel;
        case K::Add:
        case K::Equal:
            return Action::DepthUp;
        case K::Subtract:
        case K::Hyphen:
            return Action::DepthDown;
        case K::RBracket:
            return Action::TimeUp;
        case K::LBracket:
            return Action::TimeDown;
        case K::B:
            return Action::ToggleBlack;
        case K::W:
            return Action::ToggleWhite;
        case K::T:
            return Action::NextGame;
        case K::F1:
            return Action::Help;
        default:
            return std::nullopt;
    }
}

const std::vector<Shortcut>& shortcuts() {
    static const std::vector<Shortcut> list = {
        {"N, Ctrl+N", "new game"},
        {"U, Backspace, Ctrl+Z", "undo (back to your last move)"},
        {"R, Ctrl+Y, Ctrl+Shift+Z", "redo"},
        {"H", "hint: the engine's suggestion"},
        {"S", "swap sides"},
        {"G", "resign"},
        {"Space, P", "pause / resume the AI"},
        {"B, W", "black / white: human or AI"},
        {"L", "next level"},
        {"+ / -", "search depth"},
        {"] / [", "time per move"},
        {"T", "gomoku / tic-tac-toe"},
        {"M", "move numbers on stones"},
        {"V", "show the engine's line on the board"},
        {"Ctrl+S / Ctrl+O", "save / load a game (SGF or h8,i9 text)"},
        {"F12", "save a screenshot (PNG)"},
        {"F1", "this help"},
        {"Ctrl+Q", "quit"},
    };
    return list;
}

}  // namespace wuzi::game
