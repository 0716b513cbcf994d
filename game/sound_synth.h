// The window's sounds, synthesized in code (no sound files): the click of a
// stone on wood and a short chime at the end of a game. Plain samples, so
// they can be tested without an audio device.
#pragma once

#include <cstdint>
#include <vector>

namespace wuzi::game {

// The sounds the window plays.
enum class SoundId { Stone, Win, Loss, Draw };

// Mono 16-bit samples at `rate` per second. Invariants: not empty, peak
// below full scale (no clipping), silent at both ends (no click).
struct SoundSamples {
    std::vector<int16_t> samples;
    unsigned rate = 44100;
};

// synthesize: the samples of `id`: Stone is about 0.1 s; Win a rising
// major arpeggio, Loss a falling minor one, Draw two even notes, each under
// 1.2 s.
SoundSamples synthesize(SoundId id, unsigned rate = 44100);

}  // namespace wuzi::game
