// The opening rules' words in the window: what the status line says is
// expected of whom while the opening is not settled, what the AI chose and
// why, and why a click was refused.
#pragma once

#include <wuzi/opening_rule.h>
#include <wuzi/swap_decision.h>

#include <optional>
#include <string>

namespace wuzi::game {

// opening_rule_label: "No opening rule", "Swap", "Swap2" (the panel's button).
std::string opening_rule_label(OpeningRule rule);

// opening_expectation: the status line's text for `step` under `rule` with
// `stones` on the board, `who` naming the acting player ("Black (you)",
// "White (AI)"); empty when the opening is settled.
std::string opening_expectation(OpeningRule rule, OpeningStep step, int stones,
                                const std::string& who);

// opening_turn_text: the turn box's words for `step` after "your" or "AI's":
// "stone 2 of 3", "stone 4 of 5", "choice".
std::string opening_turn_text(OpeningStep step, int stones);

// opening_turn_note: the turn box's second line: what `rule` asks at `step`.
std::string opening_turn_note(OpeningRule rule, OpeningStep step);

// opening_refusal: why a stone may not be placed now (a choice is
// expected), or nothing if it may.
std::optional<std::string> opening_refusal(OpeningRule rule, OpeningStep step);

// choice_text: "took Black", "took White", "placed two more stones".
std::string choice_text(SwapChoice c);

// decision_text: what the AI (`who`) did with `stones` on the board and the
// scores it saw, e.g. "White (AI) took Black: after three stones White to
// move scores -1.25."
std::string decision_text(const SwapDecision& d, int stones, const std::string& who);

}  // namespace wuzi::game
