#pragma once

// The game's sound effects, synthesized from code at start-up: no sample files, nothing to
// license, and the same bytes on every machine (noise comes from the project's own PRNG).

#include <cstdint>
#include <string_view>
#include <vector>

namespace ochos::audio {

enum class Effect : std::uint8_t { CardSlide, CardFlip, Shuffle, Wild, Penalty, Win };
inline constexpr int kEffectCount = 6;
inline constexpr Effect kAllEffects[kEffectCount] = {Effect::CardSlide, Effect::CardFlip,
                                                     Effect::Shuffle,   Effect::Wild,
                                                     Effect::Penalty,   Effect::Win};

inline constexpr unsigned kSampleRate = 44100;
inline constexpr std::uint64_t kDefaultSeed = 0x0C405'10C05ULL;
// Peak level every effect is normalized to: loud enough, with headroom so that two effects
// overlapping in the mixer rarely clip.
inline constexpr double kPeakLevel = 0.7;

std::string_view effectName(Effect effect);  // "card_slide" …

// Mono 16-bit PCM at `sampleRate`, starting and ending at silence (no clicks). Pure: the same
// arguments give the same samples.
std::vector<std::int16_t> synthesize(Effect effect, unsigned sampleRate = kSampleRate,
                                     std::uint64_t seed = kDefaultSeed);

}  // namespace ochos::audio
