// Opening rules as Gomocup and Yixin-Board play them: what is expected of whom
// while the opening is not settled. Swap (swap1): the first player places
// three stones (black, white, black) and the second player chooses a colour.
// Swap2: the same, but the second player may instead place two more stones
// (white, then black) and let the first player choose the colour.
#pragma once

#include <wuzi/types.h>

#include <optional>
#include <string_view>

namespace wuzi {

enum class OpeningRule : uint8_t { None, Swap, Swap2 };
constexpr OpeningRule kOpeningRules[] = {OpeningRule::None, OpeningRule::Swap, OpeningRule::Swap2};

// What a player chooses after the first three stones (all three) or after
// five (TakeBlack or TakeWhite).
enum class SwapChoice : uint8_t { TakeBlack, TakeWhite, PlaceTwo };

// Who must act now: nobody (the opening is settled: play by colour), the
// first player (who placed the first stone) or the second one.
enum class OpeningStep : uint8_t {
    Settled,
    FirstPlaces,
    SecondChooses,
    SecondPlaces,
    FirstChooses
};

// The choices made so far in one game's opening. Invariant: `after_five`
// is set only when `after_three` is PlaceTwo, and never PlaceTwo.
struct OpeningChoices {
    std::optional<SwapChoice> after_three;
    std::optional<SwapChoice> after_five;
    bool operator==(const OpeningChoices&) const = default;
};

// opening_step: what `rule` expects when `stones` stones are on the board and
// `choices` were made. FirstPlaces for stones 1 to 3, SecondChooses at 3,
// SecondPlaces for stones 4 and 5 after PlaceTwo, FirstChooses at 5.
OpeningStep opening_step(OpeningRule rule, int stones, const OpeningChoices& choices);

// choice_allowed: `choice` may be made at `step` under `rule` (PlaceTwo only
// after three stones under swap2; nothing outside a choosing step).
bool choice_allowed(OpeningRule rule, OpeningStep step, SwapChoice choice);

// opening_rule_name / parse_opening_rule: "none", "swap", "swap2" (parse
// also takes "swap1"; case-insensitive).
std::string_view opening_rule_name(OpeningRule rule);
std::optional<OpeningRule> parse_opening_rule(std::string_view text);

}  // namespace wuzi
