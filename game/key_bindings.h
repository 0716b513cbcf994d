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
    NextLevel,
    DepthUp,
    DepthDown,
    TimeUp,
    TimeDown,
    ToggleBlack,
    ToggleWhite,
    NextGame,
    SizeUp,
    SizeDown,
    NextRule,
    Help,
    Quit,
};

// A shortcut as shown in the help overlay; every entry names keys that
// action_for_key() maps to the action described.
struct Shortcut {
    std::string keys;
    std::string what;
};

// action_for_key: the action a key press (with modifiers) stands for.
std::optional<Action> action_for_key(sf::Keyboard::Key key, bool ctrl, bool shift);
// shortcuts: the documented shortcuts, in display order.
const std::vector<Shortcut>& shortcuts();

}  // namespace wuzi::game
