#pragma once

// Plays the synthesized effects through SFML. Without an audio device (CI, Xvfb, a server) it
// stays silent: one quiet line in the log instead of an OpenAL error per sound.

#include <iosfwd>
#include <memory>
#include <string>

#include "ochos/audio/effects.hpp"

namespace ochos::audio {

class SoundBoard {
 public:
  // Synthesizes every effect and loads it. Never throws for want of a device; `log` gets at most
  // one line, and only when sound is unavailable.
  explicit SoundBoard(std::ostream& log);
  SoundBoard();  // logs to std::clog
  ~SoundBoard();
  SoundBoard(const SoundBoard&) = delete;
  SoundBoard& operator=(const SoundBoard&) = delete;

  bool available() const;
  // Why sound is unavailable (empty when available): for a settings screen hint.
  const std::string& status() const;

  // Starts the effect; overlapping effects mix. Does nothing when muted, at volume 0 or
  // unavailable. True when the effect started: the caller may want to know it was heard.
  bool play(Effect effect);
  void stopAll();

  void setVolume(int percent);  // clamped to 0 … 100
  int volume() const;
  void setMuted(bool muted);
  bool muted() const;
  // Both at once, straight from Settings::sound and Settings::volume.
  void configure(bool soundOn, int volumePercent) {
    setMuted(!soundOn);
    setVolume(volumePercent);
  }

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace ochos::audio
