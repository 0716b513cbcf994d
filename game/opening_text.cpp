#include "opening_text.h"

#include <cstdio>
#include <cstdlib>

namespace wuzi::game {

namespace {

// A score as the panel shows it: "+0.12", "-1.25"; a forced result as "a forced win/loss".
std::string opening_score_text(Score s) {
    if (is_mate_score(s)) return s > 0 ? "a forced win" : "a forced loss";
    char text[32];
    std::snprintf(text, sizeof text, "%+.2f", double(s) / 100.0);
    return text;
}

}  // namespace

std::string opening_rule_label(OpeningRule rule) {
    switch (rule) {
        case OpeningRule::None:
            return "No opening rule";
        case OpeningRule::Swap:
            return "Swap";
        case OpeningRule::Swap2:
            return "Swap2";
    }
    return "No opening rule";
}

std::string opening_expectation(OpeningRule rule, OpeningStep step, int stones,
                                const std::string& who) {
    const std::string name = opening_rule_label(rule);
    switch (step) {
        case OpeningStep::Settled:
            return "";
        case OpeningStep::FirstPlaces: {
            const char* colour[] = {"black", "white", "black"};
            return name + ": " + who + " places stone " + std::to_string(stones + 1) + " of 3 (" +
                   colour[stones % 3] + ").";
        }
        case OpeningStep::SecondChooses:
            return rule == OpeningRule::Swap2
                       ? name + ": " + who + " chooses: Take Black, Take White or Place two more."
                       : name + ": " + who + " chooses: Take Black or Take White.";
        case OpeningStep::SecondPlaces:
            return name + ": " + who + " places stone " + std::to_string(stones + 1) + " of 5 (" +
                   (stones == 3 ? "white" : "black") + "); then the other player chooses.";
        case OpeningStep::FirstChooses:
            return name + ": " + who + " chooses: Take Black or Take White.";
    }
    return "";
}

std::string opening_turn_text(OpeningStep step, int stones) {
    const std::string next = std::to_string(stones + 1);
    switch (step) {
        case OpeningStep::FirstPlaces:
            return "stone " + next + " of 3";
        case OpeningStep::SecondPlaces:
            return "stone " + next + " of 5";
        case OpeningStep::SecondChooses:
        case OpeningStep::FirstChooses:
            return "choice";
        case OpeningStep::Settled:
            break;
    }
    return "";
}

std::string opening_turn_note(OpeningRule rule, OpeningStep step) {
    const std::string name = opening_rule_label(rule) + ": ";
    switch (step) {
        case OpeningStep::FirstPlaces:
            return name + "black, white, black";
        case OpeningStep::SecondChooses:
            return name + (rule == OpeningRule::Swap2 ? "a colour, or two more" : "take a colour");
        case OpeningStep::SecondPlaces:
            return name + "white, black, then a choice";
        case OpeningStep::FirstChooses:
            return name + "take a colour";
        case OpeningStep::Settled:
            break;
    }
    return "";
}

std::optional<std::string> opening_refusal(OpeningRule rule, OpeningStep step) {
    if (step == OpeningStep::SecondChooses)
        return rule == OpeningRule::Swap2
                   ? "Choose first: Take Black, Take White or Place two more (the panel's buttons)."
                   : "Choose first: Take Black or Take White (the panel's buttons).";
    if (step == OpeningStep::FirstChooses)
        return "Choose first: Take Black or Take White (the panel's buttons).";
    return std::nullopt;
}

std::string choice_text(SwapChoice c) {
    switch (c) {
        case SwapChoice::TakeBlack:
            return "took Black";
        case SwapChoice::TakeWhite:
            return "took White";
        case SwapChoice::PlaceTwo:
            return "placed two more stones";
    }
    return "";
}

std::string decision_text(const SwapDecision& d, int stones, const std::string& who) {
    using Action = SwapDecision::Action;
    const std::string three =
        "after three stones White to move scores " + opening_score_text(d.three_score);
    switch (d.action) {
        case Action::Propose:
            return who + " placed three stones: White to move " + opening_score_text(d.score) +
                   ", the most even of " + std::to_string(kSwapProposals) + ".";
        case Action::PlaceTwo:
            return who + " placed two more stones: " + three + ", too close to call; after five " +
                   opening_score_text(d.score) + ".";
        case Action::TakeBlack:
        case Action::TakeWhite:
            break;
    }
    const std::string colour = d.action == Action::TakeBlack ? "Black" : "White";
    const std::string why =
        stones == 3 ? three
                    : "after five stones White to move scores " + opening_score_text(d.score);
    return who + " took " + colour + ": " + why + ".";
}

}  // namespace wuzi::game
