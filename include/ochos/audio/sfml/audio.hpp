#pragma once

// The sound part's SFML seam. SFML 3's SoundBuffer::loadFromSamples takes a channel map besides
// the channel count; the sound board loads its samples only through this. The sound part sits
// below the app, so it cannot use the app's seam (src/app/sfml): the SFML seam is the two
// `sfml/` folders, app's and audio's, the only places that test SFML_VERSION_MAJOR.

#include <SFML/Audio/SoundBuffer.hpp>
#include <cstddef>
#include <cstdint>

namespace ochos::audio {

// One channel of `count` samples at `sampleRate`; false when SFML refuses them.
bool loadMonoSamples(sf::SoundBuffer& buffer, const std::int16_t* samples, std::size_t count,
                     unsigned sampleRate);

}  // namespace ochos::audio
