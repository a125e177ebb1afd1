#include "ochos/sfml/audio.hpp"

#include <SFML/Config.hpp>

namespace ochos::audio {

bool loadMonoSamples(sf::SoundBuffer& buffer, const std::int16_t* samples, std::size_t count,
                     unsigned sampleRate) {
#if SFML_VERSION_MAJOR >= 3
  return buffer.loadFromSamples(samples, count, 1, sampleRate, {sf::SoundChannel::Mono});
#else
  return buffer.loadFromSamples(samples, count, 1, sampleRate);
#endif
}

}  // namespace ochos::audio
