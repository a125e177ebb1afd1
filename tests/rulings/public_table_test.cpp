// The public-table follower: each event moves it as the table moves, and over whole random
// matches of every profile it agrees with what the engine tells each seat after every action.
#include "ochos/engine/public_table.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "rulings_support.hpp"
#include "ochos/engine/reactions.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::engine {
namespace {

Event ev(EventType type, int seat = kNoSeat, Card card = Card::unknown(), int value = 0,
         int other = 0) {
  Event e{};
  e.type = type;
  e.seat = static_cast<std::uint8_t>(seat);
  e.card = card;
  e.value = static_cast<std::int16_t>(value);
  e.other = static_cast<std::uint8_t>(other);
  return e;
}

const RuleSet& crazyEights() {
  static const std::shared_ptr<const RuleSet> rules = test::profile(std::string("crazy-eights"));
  return *rules;
}

// Crazy Eights, a new hand of three players dealt by seat 2.
PublicTable freshTable() {
  PublicTable t(crazyEights());
  t.follow(ev(EventType::HandStarted, 2, Card::unknown(), 1, 3));
  return t;
}

TEST(PublicTable, ANewHandFillsTheStockWithTheDeckOfItsPlayers) {
  PublicTable t = freshTable();
  EXPECT_EQ(t.dealer, 2);
  EXPECT_EQ(t.handNumber, 1);
  EXPECT_EQ(t.stock, 52);
  // R3: six or more players play with two decks.
  t.follow(ev(EventType::HandStarted, 0, Card::unknown(), 2, 6));
  EXPECT_EQ(t.stock, 104);
}

TEST(PublicTable, DealingAndDrawingMoveCardsFromTheStockToTheHands) {
  PublicTable t = freshTable();
  t.follow(ev(EventType::CardDealt, 0, Card(Suit::Hearts, Rank::Queen)));
  t.follow(ev(EventType::CardDealt, 1, Card::unknown()));
  t.follow(ev(EventType::TurnStarted, 1));
  t.follow(ev(EventType::CardDrawn, 1, Card::unknown(), 0, static_cast<int>(DrawCause::Normal)));
  EXPECT_EQ(t.handSizes[0], 1);
  EXPECT_EQ(t.handSizes[1], 2);
  EXPECT_EQ(t.stock, 49);
  EXPECT_EQ(t.drawsThisTurn[1], 1);
  EXPECT_EQ(t.lastSeat, 1);
  t.follow(ev(EventType::TurnStarted, 1));
  EXPECT_EQ(t.drawsThisTurn[1], 0);
}

TEST(PublicTable, ABuriedStartCardGoesBackToTheStock) {
  PublicTable t = freshTable();
  t.follow(ev(EventType::StartCardTurned, kNoSeat, Card(Suit::Spades, Rank::Eight)));
  t.follow(ev(EventType::StartCardBuried, kNoSeat, Card(Suit::Spades, Rank::Eight)));
  t.follow(ev(EventType::StartCardTurned, kNoSeat, Card(Suit::Clubs, Rank::Four)));
  EXPECT_EQ(t.discard.size(), 1u);
  EXPECT_EQ(t.top(), Card(Suit::Clubs, Rank::Four));
  EXPECT_EQ(t.stock, 51);
  EXPECT_EQ(t.activeSuit, Suit::Clubs);
}

TEST(PublicTable, ADeclaredSuitHoldsUntilTheNextPlay) {
  PublicTable t = freshTable();
  t.follow(ev(EventType::CardDealt, 1));
  t.follow(ev(EventType::CardDealt, 1));
  t.follow(ev(EventType::CardPlayed, 1, Card(Suit::Spades, Rank::Eight)));
  Event declared = ev(EventType::SuitDeclared, 1);
  declared.suit = Suit::Hearts;
  t.follow(declared);
  EXPECT_TRUE(t.suitDeclared);
  EXPECT_EQ(t.activeSuit, Suit::Hearts);
  EXPECT_EQ(t.handSizes[1], 1);
  EXPECT_EQ(t.lastPlayed, Card(Suit::Spades, Rank::Eight));
  t.follow(ev(EventType::CardPlayed, 1, Card(Suit::Hearts, Rank::Two)));
  EXPECT_FALSE(t.suitDeclared);
  EXPECT_EQ(t.activeSuit, Suit::Hearts);
}

TEST(PublicTable, ALastCardCallStandsOnlyWhileItsOneCardIsHeld) {
  PublicTable t = freshTable();
  for (int i = 0; i < 3; ++i)
    t.follow(ev(EventType::CardDealt, 1));
  t.follow(ev(EventType::CardPlayed, 1, Card(Suit::Spades, Rank::Two)));
  t.follow(ev(EventType::CardPlayed, 1, Card(Suit::Spades, Rank::Three)));
  t.follow(ev(EventType::LastCardAnnounced, 1));
  EXPECT_TRUE(t.hasAnnounced(1));
  t.follow(ev(EventType::CardPlayed, 1, Card(Suit::Spades, Rank::Four)));
  EXPECT_FALSE(t.hasAnnounced(1));
}

// Mau-Mau: a seat calls with its last card, draws, and plays down to one card again without a
// call; the old call must not stand for the new last card (Catch! is legal against it).
TEST(PublicTable, ACallEndsWithACardDrawnAndIsNotRenewedByTheNextLastCard) {
  PublicTable t = freshTable();
  for (int i = 0; i < 2; ++i)
    t.follow(ev(EventType::CardDealt, 1));
  t.follow(ev(EventType::CardPlayed, 1, Card(Suit::Spades, Rank::Two)));
  t.follow(ev(EventType::LastCardAnnounced, 1));
  ASSERT_TRUE(t.hasAnnounced(1));
  t.follow(ev(EventType::CardDrawn, 1));
  EXPECT_FALSE(t.hasAnnounced(1)) << "two cards held: the call is over";
  t.follow(ev(EventType::CardPlayed, 1, Card(Suit::Spades, Rank::Five)));
  EXPECT_EQ(t.handSizes[1], 1);
  EXPECT_FALSE(t.hasAnnounced(1)) << "one card again, but nobody called";
}

TEST(PublicTable, AnObservationEndsTheCallsOfSeatsWithoutOneCard) {
  PublicTable t = freshTable();
  t.follow(ev(EventType::CardDealt, 1));
  t.follow(ev(EventType::LastCardAnnounced, 1));
  Observation obs;
  obs.handSizes[1] = 3;
  t.agreeWith(obs);
  EXPECT_FALSE(t.hasAnnounced(1));
}

TEST(PublicTable, AReshuffleKeepsOnlyTheTopCard) {
  PublicTable t = freshTable();
  for (Rank r : {Rank::Two, Rank::Three, Rank::Four})
    t.follow(ev(EventType::StartCardTurned, kNoSeat, Card(Suit::Clubs, r)));
  t.follow(ev(EventType::StockReshuffled, kNoSeat, Card::unknown(), 2));
  ASSERT_EQ(t.discard.size(), 1u);
  EXPECT_EQ(t.top(), Card(Suit::Clubs, Rank::Four));
  EXPECT_EQ(t.stock, 2);
}

TEST(PublicTable, ScoringAddsToTheTotalsAndANewHandKeepsThem) {
  PublicTable t = freshTable();
  t.follow(ev(EventType::HandEnded, 2));
  t.follow(ev(EventType::HandScored, 1, Card::unknown(), 23, 23));
  EXPECT_TRUE(t.handOver);
  EXPECT_EQ(t.handWinner, 2);
  EXPECT_EQ(t.current, -1);
  EXPECT_EQ(t.handPoints[1], 23);
  EXPECT_EQ(t.handValues[1], 23);
  t.follow(ev(EventType::HandStarted, 0, Card::unknown(), 2, 3));
  EXPECT_FALSE(t.handOver);
  EXPECT_EQ(t.scores[1], 23);
  EXPECT_EQ(t.handPoints[1], 0);
}

TEST(PublicTable, APendingDrawAndTheDirectionAreFollowed) {
  PublicTable t = freshTable();
  t.follow(ev(EventType::DrawPenaltyPending, 1, Card::unknown(), 4));
  EXPECT_EQ(t.pendingDraw, 4);
  t.follow(ev(EventType::DrawPenaltyTaken, 1, Card::unknown(), 4));
  EXPECT_EQ(t.pendingDraw, 0);
  t.follow(ev(EventType::DirectionReversed, kNoSeat, Card::unknown(), -1));
  EXPECT_EQ(t.direction, -1);
  t.follow(ev(EventType::HandStarted, 0, Card::unknown(), 2, 3));
  EXPECT_EQ(t.direction, 1);
}

// Follows one seat's view of a match and checks it against that seat's observation.
class Follower {
 public:
  Follower(const RuleSet& rules, int seat) : seat_(seat), table_(rules) {}

  void catchUp(const Game& game) {
    const EventLog& log = game.events();
    for (; seen_ < log.size(); ++seen_)
      table_.follow(publicView(log[seen_], seat_));
  }

  void expectAgrees(const Game& game, const std::string& where) const {
    const Observation o = game.observe(seat_);
    const std::string at = where + " seat " + std::to_string(seat_);
    EXPECT_EQ(table_.handSizes, o.handSizes) << at;
    EXPECT_EQ(table_.discard, o.discard) << at;
    EXPECT_EQ(table_.stock, o.stockSize) << at;
    EXPECT_EQ(table_.deckSize, o.deckSize) << at;
    EXPECT_EQ(table_.pendingDraw, o.pendingDraw) << at;
    EXPECT_EQ(table_.direction, o.direction) << at;
    EXPECT_EQ(table_.dealer, o.dealer) << at;
    EXPECT_EQ(table_.handNumber, o.handNumber) << at;
    EXPECT_EQ(table_.scores, o.scores) << at;
    EXPECT_EQ(table_.matchWinner, o.matchWinner) << at;
    const bool over = o.phase == Phase::HandOver || o.phase == Phase::MatchOver;
    EXPECT_EQ(table_.handOver, over) << at;
    if (over) return;
    // While the dealer names the start card's suit, nobody's turn has started.
    if (o.phase != Phase::DealerDeclares) {
      EXPECT_EQ(table_.current, o.currentPlayer) << at;
    }
    EXPECT_EQ(table_.activeSuit, o.activeSuit) << at;
    EXPECT_EQ(table_.suitDeclared, o.suitDeclared) << at;
    EXPECT_EQ(table_.top(), o.topCard) << at;
    if (o.pendingDraw == 0) {
      EXPECT_EQ(table_.drawsThisTurn[static_cast<std::size_t>(o.currentPlayer)], o.drawsThisTurn)
          << at;
    }
  }

 private:
  int seat_;
  PublicTable table_;
  std::size_t seen_ = 0;
};

// A random legal action of the seat to act, and now and then a random reaction out of turn.
void randomStep(Game& game, Rng& rng) {
  const GameState& state = game.state();
  std::vector<int> actors = reactors(state);
  const bool react = !actors.empty() && rng.below(3) == 0;
  const int seat = react ? actors[rng.below(static_cast<std::uint32_t>(actors.size()))]
                   : state.phase() == Phase::DealerDeclares ? state.dealer()
                                                            : state.currentPlayer();
  const Observation o = game.observe(seat);
  if (o.legal.empty()) return;
  const Action a = o.legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(o.legal.size())))];
  ASSERT_TRUE(game.apply(seat, a).accepted);
}

TEST(PublicTable, AgreesWithEverySeatsObservationThroughRandomMatchesOfEveryProfile) {
  const auto profiles = test::everyProfileAndVariantCombination();
  ASSERT_FALSE(profiles.empty());
  Rng rng(20261203);
  for (const auto& p : profiles) {
    for (int players : {p.rules->minPlayers, p.rules->maxPlayers}) {
      MatchConfig config;
      config.players = players;
      config.seed = rng.next();
      Game game(p.rules, config);
      std::vector<Follower> followers;
      for (int s = 0; s < players; ++s)
        followers.emplace_back(*p.rules, s);
      for (int step = 0; step < 400 && game.state().phase() != Phase::MatchOver; ++step) {
        if (game.state().phase() == Phase::HandOver)
          game.beginNextHand();
        else
          randomStep(game, rng);
        const std::string where =
            p.label + " players " + std::to_string(players) + " step " + std::to_string(step);
        for (auto& f : followers) {
          f.catchUp(game);
          f.expectAgrees(game, where);
        }
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
}

}  // namespace
}  // namespace ochos::engine
