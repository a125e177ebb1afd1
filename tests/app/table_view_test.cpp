#include "ochos/app/table/table_view.hpp"

#include <gtest/gtest.h>

#include "ochos/rules/profile_library.hpp"

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

const engine::RuleSet& crazyEights() {
  static const auto rules = rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt)
                                .build("crazy-eights", {})
                                .rules;
  return *rules;
}

// A new hand of three players, dealt by seat 2; the human sits at seat 0.
TableView freshTable() {
  TableView v(crazyEights());
  v.seats = 3;
  v.human = 0;
  Event started = ev(EventType::HandStarted, 2, Card::unknown(), 1);
  started.other = 3;
  applyEvent(v, started);
  return v;
}

TEST(TableView, DealingFillsHandsFromTheStockAndShowsOnlyTheHumansCards) {
  TableView v = freshTable();
  EXPECT_EQ(v.stock, 52);
  applyEvent(v, ev(EventType::CardDealt, 0, Card(Suit::Hearts, Rank::Queen)));
  applyEvent(v, ev(EventType::CardDealt, 1, Card::unknown()));
  EXPECT_EQ(v.handSizes[0], 1);
  EXPECT_EQ(v.handSizes[1], 1);
  EXPECT_EQ(v.stock, 50);
  ASSERT_EQ(v.hand.size(), 1u);
  EXPECT_EQ(v.hand[0], Card(Suit::Hearts, Rank::Queen));
}

TEST(TableView, TheHumansPlayedCardLeavesTheirHandAndANewHandStartsEmpty) {
  TableView v = freshTable();
  applyEvent(v, ev(EventType::CardDealt, 0, Card(Suit::Hearts, Rank::Queen)));
  applyEvent(v, ev(EventType::CardDealt, 0, Card(Suit::Hearts, Rank::Two)));
  applyEvent(v, ev(EventType::CardPlayed, 0, Card(Suit::Hearts, Rank::Queen)));
  ASSERT_EQ(v.hand.size(), 1u);
  EXPECT_EQ(v.hand[0], Card(Suit::Hearts, Rank::Two));
  EXPECT_EQ(v.handSizes[0], 1);
  v.revealed[1] = {Card(Suit::Clubs, Rank::Ace)};
  applyEvent(v, ev(EventType::HandStarted, 0, Card::unknown(), 2));
  EXPECT_TRUE(v.hand.empty());
  EXPECT_TRUE(v.revealed[1].empty());
}

}  // namespace
}  // namespace ochos::app
