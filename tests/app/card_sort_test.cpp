#include "ochos/app/hand/card_sort.hpp"

#include <gtest/gtest.h>

namespace ochos::app {

using engine::Card;
using engine::CardSet;
using engine::Rank;
using engine::Suit;

namespace {

TEST(CardSort, BySuitThenRankWithAlternatingColours) {
  const std::vector<Card> hand = {Card(Suit::Clubs, Rank::King), Card(Suit::Hearts, Rank::Two),
                                  Card(Suit::Spades, Rank::Eight), Card(Suit::Hearts, Rank::Ace),
                                  Card(Suit::Diamonds, Rank::Ten)};
  const std::vector<Card> want = {Card(Suit::Spades, Rank::Eight), Card(Suit::Hearts, Rank::Ace),
                                  Card(Suit::Hearts, Rank::Two), Card(Suit::Clubs, Rank::King),
                                  Card(Suit::Diamonds, Rank::Ten)};
  EXPECT_EQ(sortedHand(hand, SortOrder::SuitThenRank), want);
}

TEST(CardSort, ByRankThenSuit) {
  const std::vector<Card> hand = {Card(Suit::Clubs, Rank::Two), Card(Suit::Spades, Rank::Two),
                                  Card(Suit::Hearts, Rank::Ace)};
  const std::vector<Card> want = {Card(Suit::Hearts, Rank::Ace), Card(Suit::Spades, Rank::Two),
                                  Card(Suit::Clubs, Rank::Two)};
  EXPECT_EQ(sortedHand(hand, SortOrder::RankThenSuit), want);
}

TEST(CardSort, TwoDeckCopiesStayDistinctAndAdjacent) {
  CardSet set;
  set.add(Card(Suit::Hearts, Rank::Queen, 1));
  set.add(Card(Suit::Spades, Rank::Three));
  set.add(Card(Suit::Hearts, Rank::Queen, 0));
  const auto v = sortedHand(set, SortOrder::SuitThenRank);
  ASSERT_EQ(v.size(), 3u);
  EXPECT_EQ(v[1], Card(Suit::Hearts, Rank::Queen, 0));
  EXPECT_EQ(v[2], Card(Suit::Hearts, Rank::Queen, 1));
}

}  // namespace
}  // namespace ochos::app
