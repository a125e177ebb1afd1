#include "ochos/app/table_view.hpp"

#include <gtest/gtest.h>

namespace ochos::app {

using engine::Card;
using engine::Event;
using engine::EventType;
using engine::kNoSeat;
using engine::Rank;
using engine::Suit;

namespace {

Event ev(EventType type, int seat = kNoSeat, Card card = Card::unknown(), int value = 0) {
  Event e{};
  e.type = type;
  e.seat = static_cast<std::uint8_t>(seat);
  e.card = card;
  e.value = static_cast<std::int16_t>(value);
  return e;
}

TableView freshTable() {
  TableView v;
  v.seats = 3;
  v.human = 0;
  v.deckSize = 52;
  applyEvent(v, ev(EventType::HandStarted, 2, Card::unknown(), 1));
  return v;
}

TEST(TableView, DealingFillsHandsFromTheStockAndShowsOnlyTheHumansCards) {
  TableView v = freshTable();
  EXPECT_EQ(v.stock, 52);
  applyEvent(v, ev(EventType::CardDealt, 0, Card(Suit::Hearts, Rank::Queen)));
  applyEvent(v, ev(EventType::CardDealt, 1, Card::unknown()));
  EXPECT_EQ(v.counts[0], 1);
  EXPECT_EQ(v.counts[1], 1);
  EXPECT_EQ(v.stock, 50);
  ASSERT_EQ(v.hand.size(), 1u);
  EXPECT_EQ(v.hand[0], Card(Suit::Hearts, Rank::Queen));
}

TEST(TableView, BuriedStartCardGoesBackToTheStock) {
  TableView v = freshTable();
  applyEvent(v, ev(EventType::StartCardTurned, kNoSeat, Card(Suit::Spades, Rank::Eight)));
  applyEvent(v, ev(EventType::StartCardBuried, kNoSeat, Card(Suit::Spades, Rank::Eight)));
  applyEvent(v, ev(EventType::StartCardTurned, kNoSeat, Card(Suit::Clubs, Rank::Four)));
  EXPECT_EQ(v.discard.size(), 1u);
  EXPECT_EQ(v.stock, 51);
  EXPECT_EQ(v.activeSuit, Suit::Clubs);
}

TEST(TableView, PlayingAWildAndDeclaringShowsTheDeclaredSuitUntilTheNextPlay) {
  TableView v = freshTable();
  applyEvent(v, ev(EventType::CardDealt, 1, Card::unknown()));
  applyEvent(v, ev(EventType::CardDealt, 1, Card::unknown()));
  applyEvent(v, ev(EventType::CardPlayed, 1, Card(Suit::Spades, Rank::Eight)));
  Event declared = ev(EventType::SuitDeclared, 1);
  declared.suit = Suit::Hearts;
  applyEvent(v, declared);
  EXPECT_TRUE(v.suitDeclared);
  EXPECT_EQ(v.activeSuit, Suit::Hearts);
  EXPECT_EQ(v.counts[1], 1);
  EXPECT_EQ(v.lastSeat, 1);
  applyEvent(v, ev(EventType::CardPlayed, 1, Card(Suit::Hearts, Rank::Two)));
  EXPECT_FALSE(v.suitDeclared);
}

TEST(TableView, ReshuffleKeepsOnlyTheTopCard) {
  TableView v = freshTable();
  for (Rank r : {Rank::Two, Rank::Three, Rank::Four}) {
    applyEvent(v, ev(EventType::StartCardTurned, kNoSeat, Card(Suit::Clubs, r)));
  }
  applyEvent(v, ev(EventType::StockReshuffled, kNoSeat, Card::unknown(), 2));
  ASSERT_EQ(v.discard.size(), 1u);
  EXPECT_EQ(v.discard[0], Card(Suit::Clubs, Rank::Four));
  EXPECT_EQ(v.stock, 2);
}

TEST(TableView, ScoringAddsToTotalsAndRecordsTheHand) {
  TableView v = freshTable();
  applyEvent(v, ev(EventType::HandEnded, 2));
  Event scored = ev(EventType::HandScored, 1, Card::unknown(), 23);
  scored.other = 23;
  applyEvent(v, scored);
  EXPECT_TRUE(v.handOver);
  EXPECT_EQ(v.handWinner, 2);
  EXPECT_EQ(v.scores[1], 23);
  EXPECT_EQ(v.handPoints[1], 23);
  EXPECT_EQ(v.handValues[1], 23);
}

TEST(TableView, PendingDrawAndDirectionAreShown) {
  TableView v = freshTable();
  applyEvent(v, ev(EventType::DrawPenaltyPending, 1, Card::unknown(), 4));
  EXPECT_EQ(v.pendingDraw, 4);
  applyEvent(v, ev(EventType::DrawPenaltyTaken, 1, Card::unknown(), 4));
  EXPECT_EQ(v.pendingDraw, 0);
  applyEvent(v, ev(EventType::DirectionReversed, kNoSeat, Card::unknown(), -1));
  EXPECT_EQ(v.direction, -1);
}

}  // namespace
}  // namespace ochos::app
