#include "sound_synth.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace wuzi::game {

namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;

// A wooden click: a very short noise burst, two damped resonances of the
// board and a low thump, all gone within a tenth of a second.
void stone(std::vector<double>& out, double rate) {
    out.assign(size_t(0.11 * rate), 0.0);
    uint32_t noise = 0x9e3779b9u;
    for (size_t i = 0; i < out.size(); ++i) {
        const double t = double(i) / rate;
        noise = noise * 1664525u + 1013904223u;
        const double white = double(noise >> 8) / double(1u << 24) * 2 - 1;
        out[i] = 0.5 * white * std::exp(-t / 0.0015) +
                 0.5 * std::sin(kTwoPi * 1250 * t) * std::exp(-t / 0.012) +
                 0.3 * std::sin(kTwoPi * 2650 * t) * std::exp(-t / 0.007) +
                 0.6 * std::sin(kTwoPi * 190 * t) * std::exp(-t / 0.025);
    }
}

// Notes of `freqs` starting `step` seconds apart, each a bell-like tone (a
// fundamental with two soft overtones) that fades over about half a second.
void chime(std::vector<double>& out, double rate, std::initializer_list<double> freqs,
           double step) {
    out.assign(size_t((step * double(freqs.size() - 1) + 0.7) * rate), 0.0);
    double start = 0;
    for (double f : freqs) {
        for (size_t i = size_t(start * rate); i < out.size(); ++i) {
            const double t = double(i) / rate - start;
            const double attack = std::min(1.0, t / 0.004);
            const double tone = std::sin(kTwoPi * f * t) + 0.3 * std::sin(kTwoPi * 2 * f * t) +
                                0.1 * std::sin(kTwoPi * 3 * f * t);
            out[i] += 0.35 * attack * tone * std::exp(-t / 0.22);
        }
        start += step;
    }
}

}  // namespace

SoundSamples synthesize(SoundId id, unsigned rate) {
    std::vector<double> wave;
    const double r = double(std::max(rate, 8000u));
    switch (id) {
        case SoundId::Stone:
            stone(wave, r);
            break;
        case SoundId::Win:
            chime(wave, r, {523.25, 659.25, 783.99, 1046.5}, 0.11);
            break;
        case SoundId::Loss:
            chime(wave, r, {392.0, 311.13, 261.63}, 0.16);
            break;
        case SoundId::Draw:
            chime(wave, r, {440.0, 440.0}, 0.2);
            break;
    }
    // Fade the last 10 ms, then scale the peak to 70% of full scale.
    const size_t fade = std::min(wave.size(), size_t(0.01 * r));
    for (size_t i = 0; i < fade; ++i) wave[wave.size() - 1 - i] *= double(i) / double(fade);
    double peak = 1e-9;
    for (double v : wave) peak = std::max(peak, std::abs(v));
    SoundSamples out;
    out.rate = unsigned(r);
    out.samples.reserve(wave.size());
    for (double v : wave) out.samples.push_back(int16_t(std::lround(v / peak * 0.7 * 32767)));
    out.samples.front() = 0;
    return out;
}

}  // namespace wuzi::game
