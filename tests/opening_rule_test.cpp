// wuzi/opening_rule.h: what the swap openings expect of whom.
#include <gtest/gtest.h>
#include <wuzi/opening_rule.h>

namespace wuzi {
namespace {

using OpeningStepAlias = OpeningStep;

TEST(OpeningRule, NoRuleIsSettledFromTheFirstStone) {
    for (int stones = 0; stones < 6; ++stones)
        EXPECT_EQ(opening_step(OpeningRule::None, stones, {}), OpeningStepAlias::Settled) << stones;
}

TEST(OpeningRule, TheFirstPlayerPlacesThreeStonesThenTheSecondChooses) {
    for (OpeningRule rule : {OpeningRule::Swap, OpeningRule::Swap2}) {
        for (int stones = 0; stones < 3; ++stones)
            EXPECT_EQ(opening_step(rule, stones, {}), OpeningStepAlias::FirstPlaces) << stones;
        EXPECT_EQ(opening_step(rule, 3, {}), OpeningStepAlias::SecondChooses);
    }
}

TEST(OpeningRule, TakingAColourSettlesTheOpening) {
    for (SwapChoice c : {SwapChoice::TakeBlack, SwapChoice::TakeWhite}) {
        const OpeningChoices choices{c, std::nullopt};
        EXPECT_EQ(opening_step(OpeningRule::Swap2, 3, choices), OpeningStepAlias::Settled);
        EXPECT_EQ(opening_step(OpeningRule::Swap2, 5, choices), OpeningStepAlias::Settled);
    }
}

TEST(OpeningRule, PlaceTwoLetsTheSecondPlaceStonesFourAndFiveThenTheFirstChooses) {
    OpeningChoices choices{SwapChoice::PlaceTwo, std::nullopt};
    EXPECT_EQ(opening_step(OpeningRule::Swap2, 3, choices), OpeningStepAlias::SecondPlaces);
    EXPECT_EQ(opening_step(OpeningRule::Swap2, 4, choices), OpeningStepAlias::SecondPlaces);
    EXPECT_EQ(opening_step(OpeningRule::Swap2, 5, choices), OpeningStepAlias::FirstChooses);
    choices.after_five = SwapChoice::TakeWhite;
    EXPECT_EQ(opening_step(OpeningRule::Swap2, 5, choices), OpeningStepAlias::Settled);
    EXPECT_EQ(opening_step(OpeningRule::Swap2, 6, choices), OpeningStepAlias::Settled);
}

TEST(OpeningRule, PlaceTwoIsAllowedOnlyToTheSecondPlayerUnderSwap2) {
    EXPECT_TRUE(
        choice_allowed(OpeningRule::Swap2, OpeningStepAlias::SecondChooses, SwapChoice::PlaceTwo));
    EXPECT_FALSE(
        choice_allowed(OpeningRule::Swap, OpeningStepAlias::SecondChooses, SwapChoice::PlaceTwo));
    EXPECT_TRUE(
        choice_allowed(OpeningRule::Swap, OpeningStepAlias::SecondChooses, SwapChoice::TakeBlack));
    EXPECT_FALSE(
        choice_allowed(OpeningRule::Swap2, OpeningStepAlias::FirstChooses, SwapChoice::PlaceTwo));
    EXPECT_TRUE(
        choice_allowed(OpeningRule::Swap2, OpeningStepAlias::FirstChooses, SwapChoice::TakeWhite));
    EXPECT_FALSE(
        choice_allowed(OpeningRule::Swap2, OpeningStepAlias::FirstPlaces, SwapChoice::TakeBlack));
    EXPECT_FALSE(
        choice_allowed(OpeningRule::Swap2, OpeningStepAlias::Settled, SwapChoice::TakeWhite));
}

TEST(OpeningRule, NamesParseBackAndSwap1IsSwap) {
    for (OpeningRule r : kOpeningRules) EXPECT_EQ(parse_opening_rule(opening_rule_name(r)), r);
    EXPECT_EQ(parse_opening_rule("SWAP1"), OpeningRule::Swap);
    EXPECT_EQ(parse_opening_rule("Swap2"), OpeningRule::Swap2);
    EXPECT_FALSE(parse_opening_rule("swap3"));
    EXPECT_FALSE(parse_opening_rule(""));
}

}  // namespace
}  // namespace wuzi
