#include "ochos/audio/effects.hpp"

#include <cmath>
#include <cstdlib>
#include <set>

#include <gtest/gtest.h>

namespace ochos::audio {
namespace {

double seconds(const std::vector<std::int16_t>& s) {
  return static_cast<double>(s.size()) / kSampleRate;
}

int peak(const std::vector<std::int16_t>& s) {
  int p = 0;
  for (const std::int16_t v : s)
    p = std::max(p, std::abs(static_cast<int>(v)));
  return p;
}

double rms(const std::vector<std::int16_t>& s) {
  double sum = 0.0;
  for (const std::int16_t v : s)
    sum += static_cast<double>(v) * v;
  return std::sqrt(sum / static_cast<double>(s.size())) / 32767.0;
}

TEST(SoundEffects, AreShortButAudible) {
  for (const Effect e : kAllEffects) {
    SCOPED_TRACE(std::string(effectName(e)));
    const auto samples = synthesize(e);
    EXPECT_GE(seconds(samples), 0.05);
    EXPECT_LE(seconds(samples), 1.5);
    EXPECT_GT(rms(samples), 0.03);  // not silence
  }
}

TEST(SoundEffects, NeverClipAndPeakAtTheCommonLevel) {
  for (const Effect e : kAllEffects) {
    SCOPED_TRACE(std::string(effectName(e)));
    const auto samples = synthesize(e);
    EXPECT_LT(peak(samples), 32767);
    EXPECT_NEAR(peak(samples) / 32767.0, kPeakLevel, 0.01);
  }
}

TEST(SoundEffects, StartAndEndSilentSoTheyDoNotClick) {
  for (const Effect e : kAllEffects) {
    SCOPED_TRACE(std::string(effectName(e)));
    const auto samples = synthesize(e);
    EXPECT_EQ(samples.front(), 0);
    EXPECT_LT(std::abs(static_cast<int>(samples.back())), 200);
  }
}

TEST(SoundEffects, AreDeterministic) {
  for (const Effect e : kAllEffects)
    EXPECT_EQ(synthesize(e), synthesize(e)) << effectName(e);
  // The noise comes from the seed: another seed, another shuffle.
  EXPECT_NE(synthesize(Effect::Shuffle, kSampleRate, 1),
            synthesize(Effect::Shuffle, kSampleRate, 2));
}

TEST(SoundEffects, AreAllDifferent) {
  std::set<std::vector<std::int16_t>> distinct;
  for (const Effect e : kAllEffects)
    distinct.insert(synthesize(e));
  EXPECT_EQ(distinct.size(), static_cast<std::size_t>(kEffectCount));
}

TEST(SoundEffects, FollowTheSampleRate) {
  const auto low = synthesize(Effect::Win, 22050);
  const auto high = synthesize(Effect::Win, 44100);
  EXPECT_NEAR(static_cast<double>(high.size()) / static_cast<double>(low.size()), 2.0, 0.01);
}

TEST(SoundEffects, HaveNames) {
  std::set<std::string_view> names;
  for (const Effect e : kAllEffects)
    names.insert(effectName(e));
  EXPECT_EQ(names.size(), static_cast<std::size_t>(kEffectCount));
  EXPECT_EQ(effectName(Effect::CardSlide), "card_slide");
}

}  // namespace
}  // namespace ochos::audio
