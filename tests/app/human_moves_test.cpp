#include <gtest/gtest.h>

#include "ochos/app/human_moves.hpp"
#include "ochos/rules/profile_library.hpp"

// The human's moves sent to a match without a window.
namespace ochos::app {

using engine::Action;
using engine::Card;
using engine::EventLog;
using engine::kFacesPerDeck;
using engine::Observation;
using engine::Phase;
using engine::RuleSet;
using engine::Suit;

namespace {

std::shared_ptr<const RuleSet> crazyEights() {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  return library.build("crazy-eights", {}).rules;
}

AppOptions easySeats() {
  AppOptions options;
  options.players = 3;
  options.difficulty = "easy";
  return options;
}

// A card of the human's hand that `wanted` accepts, on a deal where the human plays first.
struct Deal {
  TableMatch match{easySeats(), crazyEights(), false, [](const EventLog&) {}};
  HumanMoves moves{match};
  Card card = Card::unknown();

  template <class Wanted>
  explicit Deal(Wanted wanted) {
    for (std::uint64_t seed = 1; seed < 400 && !card.isKnown(); ++seed) {
      match.newMatch(seed);
      const Observation& obs = match.humanObservation();
      if (!obs.myTurn() || obs.phase != Phase::Playing) continue;
      for (int code = 0; code < kFacesPerDeck && !card.isKnown(); ++code) {
        const Card c = Card::fromCode(static_cast<std::uint8_t>(code));
        if (obs.hand.contains(c) && wanted(moves, c)) card = c;
      }
    }
  }
};

bool severalSuits(const HumanMoves& moves, Card c) {
  const std::vector<Action> plays = moves.legalPlaysOf(c);
  for (const Action& a : plays)
    if (a.suit != plays.front().suit) return true;
  return false;
}

TEST(HumanMoves, NothingIsSentBeforeTheHumanMayAct) {
  Deal deal([](const HumanMoves& m, Card c) { return !m.legalPlaysOf(c).empty(); });
  ASSERT_TRUE(deal.card.isKnown());
  const std::uint64_t version = deal.match.version();
  EXPECT_FALSE(deal.moves.tryPlay(deal.card, false, 0));
  deal.moves.draw(false, 0);
  EXPECT_EQ(deal.match.version(), version);
}

TEST(HumanMoves, AnIllegalCardComesBackWithTheEnginesReason) {
  Deal deal([](const HumanMoves& m, Card c) { return m.legalPlaysOf(c).empty(); });
  ASSERT_TRUE(deal.card.isKnown());
  const std::uint64_t version = deal.match.version();
  EXPECT_FALSE(deal.moves.tryPlay(deal.card, true, 10));
  EXPECT_EQ(deal.match.version(), version);
  const TableMessage& message = deal.moves.message();
  EXPECT_TRUE(message.refusal);
  EXPECT_FALSE(message.text.empty());
  EXPECT_TRUE(message.shown(13.9));
  EXPECT_FALSE(message.shown(14.0));
}

TEST(HumanMoves, AWildThatNamesASuitWaitsForTheSuit) {
  Deal deal(severalSuits);
  ASSERT_TRUE(deal.card.isKnown());
  const std::uint64_t version = deal.match.version();
  EXPECT_TRUE(deal.moves.tryPlay(deal.card, true, 0));
  EXPECT_EQ(deal.moves.pendingWild(), deal.card);
  EXPECT_EQ(deal.match.version(), version);  // nothing sent yet

  deal.moves.chooseSuit(Suit::Spades, 0);
  EXPECT_FALSE(deal.moves.pendingWild());
  EXPECT_GT(deal.match.version(), version);
  EXPECT_EQ(deal.match.game().actions().back().action.suit, Suit::Spades);
}

TEST(HumanMoves, ALegalCardIsPlayed) {
  Deal deal([](const HumanMoves& m, Card c) {
    return !m.legalPlaysOf(c).empty() && !severalSuits(m, c);
  });
  ASSERT_TRUE(deal.card.isKnown());
  const std::uint64_t version = deal.match.version();
  EXPECT_FALSE(deal.moves.tryPlay(deal.card, true, 0));
  EXPECT_GT(deal.match.version(), version);
  EXPECT_EQ(deal.match.game().actions().back().action.card, deal.card);
}

}  // namespace
}  // namespace ochos::app
