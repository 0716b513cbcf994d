#include "sound.h"

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>
#include <SFML/System/Err.hpp>
#include <array>
#include <sstream>

namespace wuzi::game {

// The buffers and one voice per sound; the voices come after the buffers so
// they are destroyed first.
struct SoundPlayer::Voices {
    static constexpr size_t kCount = 4;
    std::array<sf::SoundBuffer, kCount> buffers;
    std::array<sf::Sound, kCount> voices;
};

SoundPlayer::SoundPlayer() = default;

SoundPlayer::~SoundPlayer() {
    // Quietly: a device that failed to open complains again on the way out.
    std::ostringstream quiet;
    std::streambuf* const old = sf::err().rdbuf(quiet.rdbuf());
    voices_.reset();
    sf::err().rdbuf(old);
}

bool SoundPlayer::start() {
    if (voices_) return true;
    if (failed_) return false;
    std::ostringstream captured;
    std::streambuf* const old = sf::err().rdbuf(captured.rdbuf());
    auto v = std::make_unique<Voices>();
    bool ok = true;
    for (size_t i = 0; i < Voices::kCount && ok; ++i) {
        const SoundSamples s = synthesize(SoundId(i));
        ok = v->buffers[i].loadFromSamples(s.samples.data(), s.samples.size(), 1, s.rate);
        v->voices[i].setBuffer(v->buffers[i]);
    }
    v->voices[size_t(SoundId::Stone)].setVolume(70);
    ok = ok && captured.str().empty();
    if (ok) {
        voices_ = std::move(v);
    } else {
        v.reset();
        failed_ = true;
        const std::string text = captured.str();
        error_ = text.substr(0, text.find('\n'));
        if (error_.empty()) error_ = "the sounds could not be made";
    }
    sf::err().rdbuf(old);
    return ok;
}

void SoundPlayer::play(SoundId id) {
    if (!start()) return;
    sf::Sound& voice = voices_->voices[size_t(id)];
    voice.stop();
    voice.play();
}

}  // namespace wuzi::game
