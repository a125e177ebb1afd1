// The same seed gives the same numbers with every compiler, standard library and system: the
// values below were taken once and are checked in every build (GCC and libstdc++ here, Clang and
// libc++ in the sid system, MinGW under Wine), so a seed in a bug report deals the same game
// everywhere.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <numeric>

#include "ochos/engine/rng.hpp"

namespace ochos::engine {
namespace {

TEST(Rng, TheSameSeedGivesTheSameNumbersEverywhere) {
  Rng rng(3);
  EXPECT_EQ(rng.next(), 12740027877540924608ull);
  EXPECT_EQ(rng.next(), 11816633889728259310ull);
  EXPECT_EQ(rng.below(52), 11u);
  EXPECT_EQ(rng.below(7), 3u);
  EXPECT_EQ(mixSeed(3, 1), 613870826707271030ull);
}

TEST(Rng, TheSameSeedShufflesTheSameWayEverywhere) {
  std::array<int, 12> order{};
  std::iota(order.begin(), order.end(), 0);
  Rng rng(2026);
  rng.shuffle(order.begin(), order.end());
  EXPECT_EQ(order, (std::array<int, 12>{2, 1, 0, 10, 4, 7, 5, 11, 9, 8, 3, 6}));
}

}  // namespace
}  // namespace ochos::engine
