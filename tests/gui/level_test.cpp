#include "level.h"

#include <gtest/gtest.h>

using namespace wuzi::game;

TEST(Level, PresetsRoundTrip) {
    for (Level l : {Level::Beginner, Level::Casual, Level::Strong, Level::Max}) {
        const auto p = preset(l);
        ASSERT_TRUE(p);
        EXPECT_EQ(level_for(p->depth, p->time_ms), l);
        EXPECT_EQ(parse_level(level_name(l)), l);
    }
    EXPECT_FALSE(preset(Level::Custom));
    EXPECT_EQ(level_for(7, 1234), Level::Custom);
    EXPECT_EQ(parse_level("STRONG"), Level::Strong);
    EXPECT_FALSE(parse_level("grandmaster"));
}

TEST(Level, WeakLevelsPlayRandomlyStrongOnesDoNot) {
    EXPECT_GT(random_margin(Level::Beginner), random_margin(Level::Casual));
    EXPECT_GT(random_margin(Level::Casual), 0);
    EXPECT_EQ(random_margin(Level::Strong), 0);
    EXPECT_EQ(random_margin(Level::Max), 0);
    EXPECT_EQ(random_margin(Level::Custom), 0);
}

TEST(Level, NextCycles) {
    EXPECT_EQ(next_level(Level::Beginner), Level::Casual);
    EXPECT_EQ(next_level(Level::Max), Level::Beginner);
    EXPECT_EQ(next_level(Level::Custom), Level::Beginner);
}
