#include "ochos/audio/sound_board.hpp"

#include <algorithm>
#include <array>
#include <iostream>
#include <sstream>
#include <vector>

#if !defined(_WIN32)
#include <cstdio>

#include <fcntl.h>
#include <unistd.h>
#endif

#include <SFML/Audio/Sound.hpp>
#include <SFML/Audio/SoundBuffer.hpp>
#include <SFML/System/Err.hpp>

#include "ochos/sfml/audio.hpp"

namespace ochos::audio {

namespace {

// Enough for a deal (one card after another) overlapping a shuffle and a flip.
constexpr std::size_t kVoices = 12;

// SFML 2.5 reports every failing OpenAL call to sf::err(), once per buffer and per sound; while
// this is alive those messages are caught instead of spamming the terminal.
class CaptureSfmlErrors {
 public:
  CaptureSfmlErrors() : previous_(sf::err().rdbuf(captured_.rdbuf())) {}
  ~CaptureSfmlErrors() { sf::err().rdbuf(previous_); }
  CaptureSfmlErrors(const CaptureSfmlErrors&) = delete;
  CaptureSfmlErrors& operator=(const CaptureSfmlErrors&) = delete;
  std::string text() const { return captured_.str(); }

 private:
  std::ostringstream captured_;
  std::streambuf* previous_;
};

// Opening a device that is not there makes the libraries below SFML write to the process's
// stderr directly (on Linux: a dozen "ALSA lib …" lines and OpenAL Soft's "(EE)" line), which
// sf::err() cannot catch. While this is alive, file descriptor 2 points at /dev/null. What went
// wrong is still said: sf::err()'s first line becomes status(), and OpenAL Soft writes its own
// log to a file when asked (ALSOFT_LOGLEVEL, ALSOFT_LOGFILE; docs/settings-and-saves.md).
class SilenceNativeStderr {
 public:
  SilenceNativeStderr() {
#if !defined(_WIN32)
    std::fflush(stderr);
    saved_ = dup(STDERR_FILENO);
    const int sink = open("/dev/null", O_WRONLY);
    if (saved_ < 0 || sink < 0 || dup2(sink, STDERR_FILENO) < 0) {
      if (saved_ >= 0) close(saved_);
      saved_ = -1;
    }
    if (sink >= 0) close(sink);
#endif
  }
  ~SilenceNativeStderr() {
#if !defined(_WIN32)
    if (saved_ < 0) return;
    std::fflush(stderr);
    dup2(saved_, STDERR_FILENO);
    close(saved_);
#endif
  }
  SilenceNativeStderr(const SilenceNativeStderr&) = delete;
  SilenceNativeStderr& operator=(const SilenceNativeStderr&) = delete;

 private:
  int saved_ = -1;
};

std::string firstLine(const std::string& text) {
  const auto end = text.find('\n');
  return text.substr(0, end);
}

}  // namespace

// The SFML objects, which exist only when a device was found: constructing any of them without
// one makes OpenAL complain.
struct Voices {
  // Buffers first: the sounds refer to them and must be destroyed before them.
  std::array<sf::SoundBuffer, kEffectCount> buffers;
  // Made by makeSounds once the buffers are loaded: SFML 3 has no sound without a buffer, and
  // play() sets each voice's buffer anew. Never grows afterwards, so no sound moves.
  std::vector<sf::Sound> sounds;
  std::size_t next = 0;

  void makeSounds() {
    sounds.reserve(kVoices);
    for (std::size_t i = 0; i < kVoices; ++i)
      sounds.emplace_back(buffers[0]);
  }
};

struct SoundBoard::Impl {
  std::unique_ptr<Voices> voices;  // null when there is no sound
  std::string status;
  int volume = 80;
  bool muted = false;
};

SoundBoard::SoundBoard() : SoundBoard(std::clog) {}

SoundBoard::SoundBoard(std::ostream& log) : impl_(std::make_unique<Impl>()) {
  std::array<std::vector<std::int16_t>, kEffectCount> samples;
  for (int i = 0; i < kEffectCount; ++i)
    samples[static_cast<std::size_t>(i)] = synthesize(kAllEffects[i]);
  {
    // Only the device opening and loading are hushed, so nothing else's messages are lost.
    const SilenceNativeStderr quiet;
    const CaptureSfmlErrors capture;
    try {
      // Creating the first SFML audio object opens the device (SFML 2: the first buffer; SFML 3:
      // the first sound); SFML only says so on sf::err().
      auto voices = std::make_unique<Voices>();
      bool loaded = capture.text().empty();
      for (std::size_t i = 0; loaded && i < samples.size(); ++i)
        loaded =
            loadMonoSamples(voices->buffers[i], samples[i].data(), samples[i].size(), kSampleRate);
      if (loaded) voices->makeSounds();
      if (loaded && capture.text().empty()) {
        impl_->voices = std::move(voices);
      } else {
        impl_->status =
            capture.text().empty() ? "cannot load the sounds" : firstLine(capture.text());
        voices.reset();  // still hushed: freeing buffers without a device complains too
      }
    } catch (const std::exception& e) {
      impl_->status = e.what();
    }
  }
  if (!impl_->voices) log << "audio: sound is off (" << impl_->status << ")" << std::endl;
}

SoundBoard::~SoundBoard() = default;

bool SoundBoard::available() const {
  return impl_->voices != nullptr;
}
const std::string& SoundBoard::status() const {
  return impl_->status;
}

bool SoundBoard::play(Effect effect) {
  Voices* v = impl_->voices.get();
  if (v == nullptr || impl_->muted || impl_->volume == 0) return false;
  // A free voice, else the one started longest ago.
  std::size_t chosen = v->next;
  for (std::size_t k = 0; k < kVoices; ++k) {
    const std::size_t i = (v->next + k) % kVoices;
    if (v->sounds[i].getStatus() == sf::Sound::Status::Stopped) {
      chosen = i;
      break;
    }
  }
  v->next = (chosen + 1) % kVoices;
  sf::Sound& sound = v->sounds[chosen];
  sound.stop();
  sound.setBuffer(v->buffers[static_cast<std::size_t>(effect)]);
  sound.setVolume(static_cast<float>(impl_->volume));
  sound.play();
  return true;
}

void SoundBoard::stopAll() {
  if (impl_->voices == nullptr) return;
  for (sf::Sound& sound : impl_->voices->sounds)
    sound.stop();
}

void SoundBoard::setVolume(int percent) {
  impl_->volume = std::clamp(percent, 0, 100);
  if (impl_->voices == nullptr) return;
  for (sf::Sound& sound : impl_->voices->sounds)
    sound.setVolume(static_cast<float>(impl_->volume));
}

int SoundBoard::volume() const {
  return impl_->volume;
}

void SoundBoard::setMuted(bool muted) {
  impl_->muted = muted;
  if (muted) stopAll();
}

bool SoundBoard::muted() const {
  return impl_->muted;
}

}  // namespace ochos::audio
