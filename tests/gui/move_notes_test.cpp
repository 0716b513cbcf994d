#include "move_notes.h"

#include <gtest/gtest.h>
#include <wuzi/notation.h>

#include "../test_util.h"

using namespace wuzi;
using namespace wuzi::game;
using wuzi::test::mv;

TEST(MoveNotes, VerdictsReadBackAsTheReviewWritesThem) {
    // Defect #39.5: a saved review's comments were not shown on loading.
    auto v = note_verdict("Blunder?? Better: h6.", 15);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->verdict, Verdict::Blunder);
    EXPECT_EQ(v->better, mv("h6"));
    v = note_verdict("Mistake? Better: a1.", 15);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->verdict, Verdict::Mistake);
    EXPECT_EQ(v->better, mv("a1"));
    v = note_verdict("inaccuracy?!", 15);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->verdict, Verdict::Inaccuracy);
    EXPECT_EQ(v->better, kNoMove);
    EXPECT_FALSE(note_verdict("A fine start.", 15));
    EXPECT_FALSE(note_verdict("", 15));
    // A better move off the board is left out, the verdict stays.
    v = note_verdict("Blunder?? Better: t19.", 15);
    ASSERT_TRUE(v);
    EXPECT_EQ(v->better, kNoMove);
}

TEST(MoveNotes, FollowTheLine) {
    MoveNotes notes;
    const std::vector<Move> line = {mv("h8"), mv("i9"), mv("h9")};
    notes.set(line, {"one", "", "three", "extra"});
    EXPECT_FALSE(notes.empty());
    ASSERT_TRUE(notes.at(0));
    EXPECT_EQ(*notes.at(0), "one");
    EXPECT_FALSE(notes.at(1));
    EXPECT_FALSE(notes.at(3));  // more comments than moves
    // Stepping back (the line is the same) keeps them; a new move 3 drops its note only.
    notes.sync(line);
    ASSERT_TRUE(notes.at(2));
    notes.sync({mv("h8"), mv("i9"), mv("a1")});
    EXPECT_FALSE(notes.at(2));
    ASSERT_TRUE(notes.at(0));
    notes.sync({});
    EXPECT_TRUE(notes.empty());
}
