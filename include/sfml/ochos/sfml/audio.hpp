#pragma once

// The sound part's SFML seam. SFML 3's SoundBuffer::loadFromSamples takes a channel map besides
// the channel count; the sound board loads its samples only through this. It is compiled into
// the sound part (ochos_audio), which sits below the app: it includes nothing of the app's.

#include <SFML/Audio/SoundBuffer.hpp>
#include <cstddef>
#include <cstdint>

namespace ochos::audio {

// One channel of `count` samples at `sampleRate`; false when SFML refuses them.
bool loadMonoSamples(sf::SoundBuffer& buffer, const std::int16_t* samples, std::size_t count,
                     unsigned sampleRate);

}  // namespace ochos::audio
