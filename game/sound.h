// Playing the window's sounds through SFML Audio (synthesized in
// sound_synth.h, loaded on first use).
#pragma once

#include <memory>
#include <string>

#include "sound_synth.h"

namespace wuzi::game {

// SoundPlayer. Invariants: nothing touches the audio device before the first
// start() (SFML opens it when the first buffer or sound is made, so a window
// that never plays a sound never opens it); after a start() that found no
// audio device it stays silent and never tries again; SFML's error messages
// from that attempt are kept in error() instead of printed.
class SoundPlayer {
  public:
    SoundPlayer();
    ~SoundPlayer();
    // start: build the sounds on first use; false when there is no audio.
    bool start();
    // play: start `id` from the beginning (starting the player first).
    void play(SoundId id);
    // error: why there is no sound (empty while none was found missing).
    const std::string& error() const { return error_; }

  private:
    struct Voices;
    std::unique_ptr<Voices> voices_;
    bool failed_ = false;
    std::string error_;
};

}  // namespace wuzi::game
