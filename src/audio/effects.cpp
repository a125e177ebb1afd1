#include "ochos/audio/effects.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "ochos/engine/rng.hpp"

namespace ochos::audio {

using engine::mixSeed;
using engine::Rng;

namespace {

// Synthesis happens in doubles on a buffer of the effect's full length, then is normalized and
// faded at both ends once, so each voice below can be written plainly.
class Buffer {
 public:
  Buffer(unsigned rate, double seconds)
      : rate_(rate), data_(static_cast<std::size_t>(seconds * rate), 0.0) {}

  double rate() const { return rate_; }
  std::size_t size() const { return data_.size(); }
  std::size_t at(double seconds) const {
    return std::min(size(), static_cast<std::size_t>(std::max(0.0, seconds) * rate_));
  }
  double& operator[](std::size_t i) { return data_[i]; }

  // A sine tone with a fast attack and exponential decay, plus a quieter octave for body.
  void tone(double start, double length, double freq, double level, double decay) {
    const std::size_t a = at(start);
    const std::size_t b = at(start + length);
    const double attack = 0.005 * rate_;
    for (std::size_t i = a; i < b; ++i) {
      const double t = static_cast<double>(i - a) / rate_;
      const double env = std::min(1.0, static_cast<double>(i - a) / attack) * std::exp(-t * decay);
      const double phase = 2.0 * std::numbers::pi * freq * t;
      data_[i] += level * env * (std::sin(phase) + 0.25 * std::sin(2.0 * phase));
    }
  }

  // Band-passed noise (two one-pole filters) under an attack/decay envelope: paper and felt.
  void noise(Rng& rng, double start, double length, double level, double lowHz, double highHz,
             double decay) {
    const std::size_t a = at(start);
    const std::size_t b = at(start + length);
    const double lowAlpha = alpha(highHz);  // low-pass keeps what is below highHz
    const double highAlpha = alpha(lowHz);  // subtracting a low-pass removes what is below lowHz
    double low = 0.0;
    double slow = 0.0;
    const double attack = 0.003 * rate_;
    for (std::size_t i = a; i < b; ++i) {
      const double white = rng.unit() * 2.0 - 1.0;
      low += lowAlpha * (white - low);
      slow += highAlpha * (low - slow);
      const double t = static_cast<double>(i - a) / rate_;
      const double env = std::min(1.0, static_cast<double>(i - a) / attack) * std::exp(-t * decay);
      data_[i] += level * env * (low - slow);
    }
  }

  std::vector<std::int16_t> finish() {
    // Short fades so the first and last samples are silent whatever the voices did.
    const std::size_t fade = std::min(size() / 4, static_cast<std::size_t>(0.004 * rate_));
    for (std::size_t i = 0; i < fade; ++i) {
      const double g = static_cast<double>(i) / static_cast<double>(fade);
      data_[i] *= g;
      data_[size() - 1 - i] *= g;
    }
    double peak = 0.0;
    for (const double v : data_)
      peak = std::max(peak, std::abs(v));
    const double gain = peak > 0.0 ? kPeakLevel / peak : 0.0;
    std::vector<std::int16_t> out(size());
    for (std::size_t i = 0; i < size(); ++i) {
      const double v = std::clamp(data_[i] * gain, -1.0, 1.0) * 32767.0;
      out[i] = static_cast<std::int16_t>(std::lround(v));
    }
    return out;
  }

 private:
  double alpha(double cutoffHz) const {
    const double rc = 1.0 / (2.0 * std::numbers::pi * cutoffHz);
    const double dt = 1.0 / rate_;
    return dt / (rc + dt);
  }

  double rate_;
  std::vector<double> data_;
};

// Notes of the fanfares, equal temperament from A4.
double note(int semitonesFromA4) {
  return 440.0 * std::pow(2.0, semitonesFromA4 / 12.0);
}

std::vector<std::int16_t> cardSlide(unsigned rate, Rng& rng) {
  Buffer b(rate, 0.16);
  b.noise(rng, 0.0, 0.16, 1.0, 900.0, 5000.0, 22.0);
  return b.finish();
}

std::vector<std::int16_t> cardFlip(unsigned rate, Rng& rng) {
  Buffer b(rate, 0.09);
  b.noise(rng, 0.0, 0.09, 1.0, 1500.0, 8000.0, 60.0);
  b.tone(0.0, 0.09, 190.0, 0.5, 55.0);  // the soft thump of the card landing
  return b.finish();
}

std::vector<std::int16_t> shuffle(unsigned rate, Rng& rng) {
  Buffer b(rate, 0.65);
  // A riffle: many small card-on-card ticks, closer together towards the middle.
  double t = 0.01;
  while (t < 0.58) {
    const double level = 0.5 + 0.5 * rng.unit();
    b.noise(rng, t, 0.05, level, 1200.0, 7000.0, 90.0);
    const double middle = std::abs(t - 0.3) / 0.3;  // 0 in the middle, 1 at the ends
    t += 0.012 + 0.02 * middle + 0.008 * rng.unit();
  }
  return b.finish();
}

std::vector<std::int16_t> wild(unsigned rate, Rng& rng) {
  Buffer b(rate, 0.55);
  b.noise(rng, 0.0, 0.1, 0.3, 900.0, 5000.0, 30.0);
  const int arpeggio[] = {3, 7, 10, 15};  // C5 E5 G5 C6: rising, bright
  for (int i = 0; i < 4; ++i)
    b.tone(0.06 * i, 0.55 - 0.06 * i, note(arpeggio[i]), 0.5, 7.0);
  return b.finish();
}

std::vector<std::int16_t> penalty(unsigned rate, Rng& rng) {
  Buffer b(rate, 0.45);
  b.noise(rng, 0.0, 0.08, 0.25, 400.0, 3000.0, 40.0);
  // Two falling low notes a tritone apart, slightly detuned: clearly "not good" without harshness.
  b.tone(0.0, 0.22, note(-10), 0.6, 9.0);
  b.tone(0.0, 0.22, note(-10) * 1.01, 0.3, 9.0);
  b.tone(0.18, 0.27, note(-16), 0.6, 8.0);
  b.tone(0.18, 0.27, note(-16) * 1.01, 0.3, 8.0);
  return b.finish();
}

std::vector<std::int16_t> win(unsigned rate, Rng& rng) {
  Buffer b(rate, 1.1);
  const int fanfare[] = {-2, 2, 5, 10};  // G4 B4 D5 G5
  for (int i = 0; i < 3; ++i)
    b.tone(0.12 * i, 0.3, note(fanfare[i]), 0.45, 9.0);
  for (const int n : fanfare)  // the final chord rings out
    b.tone(0.38, 0.72, note(n), 0.3, 4.5);
  b.noise(rng, 0.38, 0.3, 0.12, 3000.0, 10000.0, 12.0);  // a little shimmer
  return b.finish();
}

}  // namespace

std::string_view effectName(Effect effect) {
  switch (effect) {
    case Effect::CardSlide:
      return "card_slide";
    case Effect::CardFlip:
      return "card_flip";
    case Effect::Shuffle:
      return "shuffle";
    case Effect::Wild:
      return "wild";
    case Effect::Penalty:
      return "penalty";
    case Effect::Win:
      return "win";
  }
  return "unknown";
}

std::vector<std::int16_t> synthesize(Effect effect, unsigned sampleRate, std::uint64_t seed) {
  // Each effect its own stream, so adding an effect never changes the others.
  Rng rng(mixSeed(seed, static_cast<std::uint64_t>(effect) + 1));
  switch (effect) {
    case Effect::CardSlide:
      return cardSlide(sampleRate, rng);
    case Effect::CardFlip:
      return cardFlip(sampleRate, rng);
    case Effect::Shuffle:
      return shuffle(sampleRate, rng);
    case Effect::Wild:
      return wild(sampleRate, rng);
    case Effect::Penalty:
      return penalty(sampleRate, rng);
    case Effect::Win:
      return win(sampleRate, rng);
  }
  return {};
}

}  // namespace ochos::audio
