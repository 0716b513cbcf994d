#include "clocks.h"

#include <gtest/gtest.h>

using namespace wuzi;
using namespace wuzi::game;

TEST(Clocks, ChargesTheRunningSideOnly) {
    Clocks c;
    c.update(Black, 0);
    c.update(White, 1500);
    EXPECT_EQ(c.used(Black, 4000), 1500);
    EXPECT_EQ(c.used(White, 4000), 2500);
    c.update(std::nullopt, 5000);
    EXPECT_EQ(c.used(White, 9000), 3500);
    EXPECT_FALSE(c.running());
}

TEST(Clocks, TimeNeverRunsBackwards) {
    Clocks c;
    c.update(Black, 1000);
    c.update(Black, 500);
    EXPECT_EQ(c.used(Black, 400), 0);
    EXPECT_EQ(c.used(Black, 1200), 200);
}

TEST(Clocks, ResetAndFormat) {
    Clocks c;
    c.update(Black, 0);
    c.update(Black, 61000);
    char buffer[16];
    EXPECT_STREQ(format_clock(c.used(Black, 61000), buffer, sizeof buffer), "1:01");
    EXPECT_STREQ(format_clock(3723000, buffer, sizeof buffer), "1:02:03");
    c.reset();
    EXPECT_EQ(c.used(Black, 70000), 0);
}
