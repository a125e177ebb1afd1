#pragma once

#include <cstdint>
#include <utility>

namespace ochos::engine {

// The project's own PRNG (xoshiro256** seeded by splitmix64) with its own unbiased bounded
// integers, so the same seed deals the same cards with every compiler and standard library
// (std::uniform_int_distribution differs between them).
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

  void reseed(std::uint64_t seed);
  std::uint64_t next();
  // Uniform in [0, bound); bound must be positive. Lemire's multiply-and-reject method.
  std::uint32_t below(std::uint32_t bound);
  // Uniform in [0, 1).
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  // Fisher–Yates over any random-access range.
  template <typename It>
  void shuffle(It first, It last) {
    const auto n = last - first;
    for (auto i = n - 1; i > 0; --i) {
      const auto j = below(static_cast<std::uint32_t>(i + 1));
      using std::swap;
      swap(first[i], first[j]);
    }
  }

 private:
  std::uint64_t s_[4]{};
};

// Derives an independent stream seed, e.g. the deal of hand k from the match seed.
std::uint64_t mixSeed(std::uint64_t seed, std::uint64_t salt);

}  // namespace ochos::engine
