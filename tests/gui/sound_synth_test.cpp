#include "sound_synth.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

using namespace wuzi::game;

TEST(SoundSynth, EverySoundIsShortQuietAtTheEndsAndUnclipped) {
    for (SoundId id : {SoundId::Stone, SoundId::Win, SoundId::Loss, SoundId::Draw}) {
        const SoundSamples s = synthesize(id, 22050);
        ASSERT_FALSE(s.samples.empty());
        EXPECT_EQ(s.rate, 22050u);
        const double seconds = double(s.samples.size()) / s.rate;
        EXPECT_LT(seconds, id == SoundId::Stone ? 0.2 : 1.2);
        int peak = 0;
        for (int16_t v : s.samples) peak = std::max(peak, std::abs(int(v)));
        EXPECT_GT(peak, 10000);
        EXPECT_LT(peak, 32000);
        EXPECT_EQ(s.samples.front(), 0);
        EXPECT_LT(std::abs(int(s.samples.back())), 200);
    }
}

TEST(SoundSynth, TheSameSoundEveryTime) {
    EXPECT_EQ(synthesize(SoundId::Stone).samples, synthesize(SoundId::Stone).samples);
}
