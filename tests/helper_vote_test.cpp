// Lazy SMP's choice of the line to play (engine/helper_vote.h).
#include "helper_vote.h"

#include <gtest/gtest.h>

#include <vector>

namespace wuzi {
namespace {

constexpr Move kMainMove = make_move(7, 7), kHelperMove = make_move(8, 8),
               kOtherMove = make_move(6, 6);

SearchInfo line(int depth, Score score, Move move, uint64_t nodes = 100) {
    SearchInfo info;
    info.depth = depth;
    info.seldepth = depth + 3;
    info.score = score;
    info.nodes = nodes;
    info.pv = {move, kOtherMove};
    info.best_move = move;
    info.lines.push_back({score, info.pv});
    return info;
}

Limits voting() {
    Limits limits;
    limits.params.helper_vote = 1;
    return limits;
}

TEST(HelperVote, ADeeperHelperAtLeastAsGoodIsPlayed) {
    SearchInfo info = line(8, 20, kMainMove, 1000);
    // Slot 0 is the main thread's, empty.
    const std::vector<SearchInfo> helpers = {SearchInfo{}, line(9, 25, kHelperMove, 500)};
    adopt_deeper_helper(voting(), helpers, info);
    EXPECT_EQ(info.best_move, kHelperMove);
    EXPECT_EQ(info.depth, 9);
    EXPECT_EQ(info.score, 25);
    EXPECT_EQ(info.pv.front(), kHelperMove);
    ASSERT_EQ(info.lines.size(), 1u);
    EXPECT_EQ(info.lines[0].pv.front(), kHelperMove);
    EXPECT_EQ(info.nodes, 1500u);
}

TEST(HelperVote, AShallowerOrWorseHelperIsNot) {
    for (const SearchInfo& helper :
         {line(9, 19, kHelperMove), line(8, 90, kHelperMove), line(7, 90, kHelperMove)}) {
        SearchInfo info = line(8, 20, kMainMove, 1000);
        const std::vector<SearchInfo> helpers = {helper};
        adopt_deeper_helper(voting(), helpers, info);
        EXPECT_EQ(info.best_move, kMainMove) << helper.depth << " " << helper.score;
        EXPECT_EQ(info.depth, 8);
        EXPECT_EQ(info.nodes, 1100u);  // the nodes count all the same
    }
}

TEST(HelperVote, ALaterHelperMustBeatTheChosenOne) {
    SearchInfo info = line(8, 20, kMainMove);
    const std::vector<SearchInfo> helpers = {line(10, 30, kHelperMove), line(11, 25, kOtherMove),
                                             line(9, 40, kOtherMove)};
    adopt_deeper_helper(voting(), helpers, info);
    EXPECT_EQ(info.best_move, kHelperMove);
    EXPECT_EQ(info.depth, 10);
}

TEST(HelperVote, OnlyForOneUnrandomisedLineWithTheVoteOn) {
    const std::vector<SearchInfo> helpers = {line(9, 25, kHelperMove)};
    Limits off;
    Limits multi_pv = voting();
    multi_pv.multi_pv = 2;
    Limits seeded = voting();
    seeded.seed = 7;
    seeded.random_margin = 10;
    for (const Limits& limits : {off, multi_pv, seeded}) {
        SearchInfo info = line(8, 20, kMainMove);
        adopt_deeper_helper(limits, helpers, info);
        EXPECT_EQ(info.best_move, kMainMove);
    }
    // No completed iteration of the main search: nothing to compare with.
    SearchInfo none = line(0, 0, kMainMove);
    adopt_deeper_helper(voting(), helpers, none);
    EXPECT_EQ(none.best_move, kMainMove);
}

}  // namespace
}  // namespace wuzi
