#pragma once

// The sound part's SFML seam. SFML 3's SoundBuffer::loadFromSamples takes a channel map besides
// the channel count, and SFML 3 plays through miniaudio where SFML 2 played through OpenAL Soft;
// the sound board loads its samples only through this. The sound part sits
// below the app, so it cannot use the app's seam (src/app/sfml): the SFML seam is the two
// `sfml/` folders, app's and audio's, the only places that test SFML_VERSION_MAJOR.

#include <SFML/Audio/SoundBuffer.hpp>
#include <SFML/Config.hpp>
#include <cstddef>
#include <cstdint>

namespace ochos::audio {

// SFML 2 opens its device through OpenAL Soft, which takes its null driver when asked
// (ALSOFT_DRIVERS=null: a device that plays into nothing, what the tests run with). SFML 3's
// miniaudio has no such request: it falls back to a null device by itself, with a warning that
// makes the sound board count it as none.
#if SFML_VERSION_MAJOR >= 3
inline constexpr bool kSoundThroughOpenAl = false;
#else
inline constexpr bool kSoundThroughOpenAl = true;
#endif

// One channel of `count` samples at `sampleRate`; false when SFML refuses them.
bool loadMonoSamples(sf::SoundBuffer& buffer, const std::int16_t* samples, std::size_t count,
                     unsigned sampleRate);

}  // namespace ochos::audio
