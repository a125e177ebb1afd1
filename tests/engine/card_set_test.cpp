// CardSet's selection by position: the determinizer deals every hidden card with nth(), so a
// wrong pick would deal a card twice or skip one.
#include <gtest/gtest.h>

#include <vector>

#include "ochos/engine/card_set.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::engine {
namespace {

TEST(CardSetTest, NthWalksTheCardsInOrderAcrossBothWords) {
  Rng rng(42);
  for (int trial = 0; trial < 2000; ++trial) {
    CardSet set;
    // Sparse and dense sets, with codes in both 64-bit words (two decks reach past 64).
    const int density = 1 + static_cast<int>(rng.below(4));
    for (int code = 0; code < kMaxCards; ++code)
      if (rng.below(4) < static_cast<std::uint32_t>(density))
        set.add(Card::fromCode(static_cast<std::uint8_t>(code)));
    const std::vector<Card> cards = set.toVector();
    ASSERT_EQ(static_cast<int>(cards.size()), set.size());
    for (int i = 0; i < set.size(); ++i)
      ASSERT_EQ(set.nth(i), cards[static_cast<std::size_t>(i)]) << "trial " << trial << " i " << i;
  }
}

}  // namespace
}  // namespace ochos::engine
