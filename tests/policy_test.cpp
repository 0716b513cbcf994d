// The learned move-ordering policy (wuzi/policy.h): its features, its score,
// its weights in the weights file, and the move picker ordering by it.
#include <gtest/gtest.h>
#include <wuzi/notation.h>
#include <wuzi/policy.h>

#include <set>

#include "move_picker.h"
#include "test_util.h"

namespace wuzi {
namespace {

TEST(PolicyTest, NearnessBucketsCountKingStepsUpToFive) {
    const Move h8 = make_move(7, 7);
    EXPECT_EQ(policy_near_bucket(h8, kNoMove), 0);
    EXPECT_EQ(policy_near_bucket(h8, kPass), 0);
    EXPECT_EQ(policy_near_bucket(make_move(8, 6), h8), 1);
    EXPECT_EQ(policy_near_bucket(make_move(9, 8), h8), 2);
    EXPECT_EQ(policy_near_bucket(make_move(7, 11), h8), 4);
    EXPECT_EQ(policy_near_bucket(make_move(12, 7), h8), 5);
    EXPECT_EQ(policy_near_bucket(make_move(0, 0), h8), 5);
}

// The features of a cell: both sides' classes and threats as the board has
// them, and the distances from the two last moves.
TEST(PolicyTest, FeaturesAreTheCellsClassesThreatsAndNearness) {
    Board board;
    test::play_text(board, "h8,a1,i8,a3,j8");  // Black's open three h8-j8; White to move
    const Move g8 = make_move(6, 7);
    const PolicyFeatures f = policy_features(board, g8);
    EXPECT_EQ(f.own_class, combo_class(board.combo(White, g8), Rule::Freestyle, White));
    EXPECT_EQ(f.their_class, combo_class(board.combo(Black, g8), Rule::Freestyle, Black));
    EXPECT_EQ(f.their_threat, board.threat(Black, g8));
    EXPECT_GE(f.their_threat, kThreatFour);  // g8 makes Black's live four
    EXPECT_EQ(f.own_threat, kThreatNone);
    EXPECT_EQ(f.near_their, 3);  // from j8
    EXPECT_EQ(f.near_own, 5);    // from a3: six steps
}

TEST(PolicyTest, ScoreSumsOneWeightPerFeature) {
    EvalWeights w;
    EXPECT_FALSE(w.has_policy());
    PolicyFeatures f;
    f.own_class = 7;
    f.their_class = 9;
    f.own_threat = kThreatThree;
    f.their_threat = kThreatTwo;
    f.near_their = 1;
    f.near_own = 5;
    w.policy_own[7] = 100;
    w.policy_their[9] = 20;
    w.policy_their[7] = 999;  // another class: not counted
    w.policy_threat[initiative_index(kThreatThree, kThreatTwo)] = 3;
    w.policy_near[policy_near_index(false, 1)] = 4000;
    w.policy_near[policy_near_index(true, 5)] = -5;
    EXPECT_TRUE(w.has_policy());
    EXPECT_EQ(policy_score(f, w), 100 + 20 + 3 + 4000 - 5);
}

TEST(PolicyTest, PolicyWeightsGoThroughTheWeightsFile) {
    WeightSet set;
    set[Rule::Renju].policy_own[3] = -17;
    set[Rule::Renju].policy_near[policy_near_index(true, 0)] = 42;
    set[Rule::Renju].policy_threat[initiative_index(kThreatFour, kThreatNone)] = 250;
    const std::string text = format_weights(set);
    EXPECT_NE(text.find("policy_near.own.none = 42"), std::string::npos);
    EXPECT_NE(text.find("policy_threat.four.none = 250"), std::string::npos);
    std::string error;
    const auto parsed = parse_weights(text, "test", error);
    ASSERT_TRUE(parsed) << error;
    EXPECT_EQ(*parsed, set);
    EXPECT_FALSE((*parsed)[Rule::Freestyle].has_policy());
    EXPECT_FALSE(
        parse_weights("wuzi-weights 1\n[freestyle]\npolicy_own.F3 = 5001\nend\n", "t", error));
    EXPECT_NE(error.find("outside"), std::string::npos) << error;
}

// With a policy that prizes nearness to the opponent's last move, the
// picker gives the cells next to it first, whatever their threat classes.
TEST(PolicyTest, ThePickerOrdersByThePolicyWhenGivenOne) {
    Board board;
    test::play_text(board, "h8,i9,j10,d4");
    EvalWeights w;
    w.policy_near[policy_near_index(false, 1)] = 1000;
    const int history[kCells] = {};
    const Move none[2] = {kNoMove, kNoMove};
    OrderingWeights by_policy;
    by_policy.policy = &w;
    by_policy.policy_scale = 100;
    MovePicker picker(board, GenMode::All, kNoMove, none, history, kNoMove, by_policy);
    std::vector<Move> order;
    for (ScoredMove sm = picker.next(); sm.move != kNoMove; sm = picker.next())
        order.push_back(sm.move);
    const Move d4 = board.last_move();
    int adjacent = 0;
    for (Move m : order) adjacent += distance(m, d4) == 1;
    ASSERT_EQ(adjacent, 8);
    for (int i = 0; i < adjacent; ++i)
        EXPECT_EQ(distance(order[size_t(i)], d4), 1) << move_to_text(order[size_t(i)], 15);
    EXPECT_EQ(std::set<Move>(order.begin(), order.end()).size(), order.size());

    // Without the policy the same node leads with the threat classes.
    MovePicker fixed(board, GenMode::All, kNoMove, none, history);
    EXPECT_NE(distance(fixed.next().move, d4), 1);
}

}  // namespace
}  // namespace wuzi
