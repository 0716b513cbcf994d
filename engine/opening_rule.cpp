#include <wuzi/opening_rule.h>

#include <cctype>
#include <string>

namespace wuzi {

OpeningStep opening_step(OpeningRule rule, int stones, const OpeningChoices& choices) {
    if (rule == OpeningRule::None) return OpeningStep::Settled;
    if (stones < 3) return OpeningStep::FirstPlaces;
    if (!choices.after_three)
        return stones == 3 ? OpeningStep::SecondChooses : OpeningStep::Settled;
    if (*choices.after_three != SwapChoice::PlaceTwo || rule != OpeningRule::Swap2)
        return OpeningStep::Settled;
    if (stones < 5) return OpeningStep::SecondPlaces;
    if (stones == 5 && !choices.after_five) return OpeningStep::FirstChooses;
    return OpeningStep::Settled;
}

bool choice_allowed(OpeningRule rule, OpeningStep step, SwapChoice choice) {
    if (step == OpeningStep::FirstChooses) return choice != SwapChoice::PlaceTwo;
    if (step != OpeningStep::SecondChooses) return false;
    return choice != SwapChoice::PlaceTwo || rule == OpeningRule::Swap2;
}

std::string_view opening_rule_name(OpeningRule rule) {
    switch (rule) {
        case OpeningRule::None:
            return "none";
        case OpeningRule::Swap:
            return "swap";
        case OpeningRule::Swap2:
            return "swap2";
    }
    return "none";
}

std::optional<OpeningRule> parse_opening_rule(std::string_view text) {
    std::string lower;
    for (char c : text) lower += char(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "swap1") return OpeningRule::Swap;
    for (OpeningRule r : kOpeningRules)
        if (lower == opening_rule_name(r)) return r;
    return std::nullopt;
}

}  // namespace wuzi
