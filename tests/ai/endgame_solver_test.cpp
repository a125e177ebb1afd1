// The exact search Hard switches to once nothing is hidden: when it applies, that it values
// positions as a plain expectimax would, and that Hard uses it.
#include "ochos/ai/endgame_solver.hpp"

#include <gtest/gtest.h>

#include "ochos/ai/hard_agent.hpp"
#include "ochos/ai/legal_moves.hpp"
#include "test_support.hpp"

namespace ochos {

using engine::Action;
using engine::ActionList;
using engine::ActionType;
using engine::Card;
using engine::CardSet;
using engine::GameState;
using engine::kMaxSeats;
using engine::Observation;
using engine::Phase;
using engine::Rng;
using engine::Suit;

namespace {

using testing::card;
using testing::makePosition;
using testing::RestOfDeck;

double wonBySeatZero(const GameState& end) {
  if (end.lastHandWinner() == 0) return 1.0;
  if (end.lastHandWinner() == 1) return 0.0;
  return end.handValue(0) < end.handValue(1) ? 0.75 : 0.25;  // blocked: the lower hand wins
}

// The same expectimax without remembering positions, for an opponent that picks any of its
// moves alike: what the solver must agree with.
double bruteForce(const GameState& state) {
  if (state.phase() != Phase::Playing) return wonBySeatZero(state);
  const int seat = state.currentPlayer();
  ActionList legal;
  state.legalActions(seat, legal);
  double best = -1.0;
  double sum = 0.0;
  int count = 0;
  for (const Action& move : ai::distinctChoices(state.rules(), legal)) {
    if (move.type == ActionType::Catch) continue;
    GameState next = state;
    if (!next.apply(seat, move, nullptr)) continue;
    const double v = bruteForce(next);
    best = std::max(best, v);
    sum += v;
    ++count;
  }
  return seat == 0 ? best : sum / count;
}

// The position with the bottom `count` cards of the discard pile moved into the stock.
GameState withStock(const testing::Position& p, const std::vector<Card>& theirs, int count) {
  Observation table = p.obs;
  std::vector<std::uint8_t> stock;
  for (int i = 0; i < count; ++i)
    stock.push_back(table.discard[static_cast<std::size_t>(i)].code());
  table.discard.erase(table.discard.begin(), table.discard.begin() + count);
  table.stockSize = count;
  std::array<CardSet, kMaxSeats> hands{};
  for (Card c : theirs)
    hands[1].add(c);
  return GameState::fromObservation(table, hands, stock.data(), count, 1);
}

ai::EndgameSolver::Setup uniformOpponent(const ai::PlayoutPolicy& policy) {
  ai::EndgameSolver::Setup setup;
  setup.self = 0;
  setup.policy = &policy;
  setup.erratic[1] = 1.0;
  setup.utility = wonBySeatZero;
  return setup;
}

TEST(EndgameSolver, AppliesOnlyWhenNothingIsHidden) {
  const std::vector<Card> mine{card("7H"), card("7S")};
  const std::vector<Card> theirs{card("2S"), card("3S")};
  const auto fixture = testing::fixtureDrawFive();
  EXPECT_TRUE(ai::EndgameSolver::applies(
      makePosition(fixture, mine, theirs, card("7C"), Suit::Clubs, 1, RestOfDeck::Pile).obs));
  // Cards still in the stock: the opponent's hand is one of many.
  EXPECT_FALSE(ai::EndgameSolver::applies(
      makePosition(fixture, mine, theirs, card("7C"), Suit::Clubs, 1, RestOfDeck::Stock).obs));
  // An empty stock that a reshuffle refills is not the end of the unknown.
  EXPECT_FALSE(ai::EndgameSolver::applies(makePosition(testing::ochosLocos(), mine, theirs,
                                                       card("7C"), Suit::Clubs, 1, RestOfDeck::Pile)
                                              .obs));
}

TEST(EndgameSolver, AgreesWithAPlainExpectimaxOnRandomEndgames) {
  const auto rules = testing::fixtureDrawFive();
  const ai::PlayoutPolicy policy;
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    std::vector<Card> deck;
    for (int code = 0; code < rules->deckSizeFor(2); ++code)
      deck.push_back(Card::fromCode(static_cast<std::uint8_t>(code)));
    rng.shuffle(deck.begin(), deck.end());
    const int mineCount = 2 + static_cast<int>(rng.below(3));
    const int theirCount = 2 + static_cast<int>(rng.below(3));
    const std::vector<Card> mine(deck.begin(), deck.begin() + mineCount);
    const std::vector<Card> theirs(deck.begin() + mineCount, deck.begin() + mineCount + theirCount);
    const Card top = deck[static_cast<std::size_t>(mineCount + theirCount)];
    // Up to two cards in the stock, so that draws are valued too.
    const int stockCount = static_cast<int>(seed % 3);
    const GameState state =
        withStock(makePosition(rules, mine, theirs, top, top.suit(), seed, RestOfDeck::Pile),
                  theirs, stockCount);
    Observation obs;
    state.observe(0, obs);
    const std::vector<Action> choices = ai::distinctChoices(*rules, obs.legal);
    ai::EndgameSolver solver;
    const std::vector<double> values =
        solver.solve(state, ai::singleMoves(choices), uniformOpponent(policy));
    ASSERT_EQ(values.size(), choices.size()) << "seed " << seed;
    for (std::size_t i = 0; i < choices.size(); ++i) {
      GameState next = state;
      ASSERT_TRUE(next.apply(0, choices[i], nullptr));
      EXPECT_NEAR(values[i], bruteForce(next), 1e-9) << "seed " << seed << " choice " << i;
      ++compared;
    }
  }
  EXPECT_GT(compared, 100);
}

TEST(EndgameSolver, GivesUpWhenThePositionIsTooBig) {
  const auto p = makePosition(testing::fixtureDrawFive(),
                              {card("7H"), card("7S"), card("9S"), card("KD"), card("4C")},
                              {card("2S"), card("3S"), card("QH"), card("5D"), card("6C")},
                              card("7C"), Suit::Clubs, 1, RestOfDeck::Pile);
  const ai::PlayoutPolicy policy;
  ai::EndgameSolver::Setup setup = uniformOpponent(policy);
  setup.maxNodes = 5;
  ai::EndgameSolver solver;
  EXPECT_TRUE(
      solver.solve(p.state, ai::singleMoves(ai::distinctChoices(*p.obs.rules, p.obs.legal)), setup)
          .empty());
}

TEST(HardAgent, PlaysAKnownEndgameExactly) {
  // The stock is gone and the opponent holds two spades. Leading hearts shuts them out, and the
  // other seven goes out next turn; leading spades lets them shed both cards first. (Passing,
  // which the fixture allows with nothing to draw, wins as surely: they must pass too.)
  const auto p =
      makePosition(testing::fixtureDrawFive(), {card("7H"), card("7S")}, {card("2S"), card("3S")},
                   card("7C"), Suit::Clubs, 1, RestOfDeck::Pile);
  ai::HardConfig config;
  config.maxWork = 0;
  config.maxMillis = 0;
  ai::HardAgent hard(1, config);
  Observation quickGame = p.obs;  // the hand alone decides: a sure win is worth 0.85 or more
  quickGame.singleHand = true;
  const Action a = hard.act(quickGame);
  EXPECT_EQ(a.type, ActionType::Play);
  EXPECT_EQ(a.card, card("7H"));
  const ai::SearchReport& report = hard.lastReport();
  EXPECT_GT(report.endgameNodes, 0);
  EXPECT_EQ(report.playouts, 0);         // solved, not sampled
  ASSERT_EQ(report.actions.size(), 3U);  // 7H, 7S, pass
  ASSERT_EQ(report.means.size(), 3U);
  const auto meanOf = [&](Card c) {
    for (std::size_t i = 0; i < report.actions.size(); ++i)
      if (report.actions[i].type == ActionType::Play && report.actions[i].card == c)
        return report.means[i];
    return -1.0;
  };
  const double hearts = meanOf(card("7H"));
  EXPECT_GT(hearts, meanOf(card("7S")));
  EXPECT_GE(hearts, 0.85);  // a sure win (Hard's weight of winning the hand)
}

TEST(HardAgent, FallsBackToPlayoutsWhenTheEndgameIsTooBig) {
  const auto p = makePosition(testing::fixtureDrawFive(),
                              {card("7H"), card("7S"), card("9S"), card("KD"), card("4C")},
                              {card("2S"), card("3S"), card("QH"), card("5D"), card("6C")},
                              card("7C"), Suit::Clubs, 1, RestOfDeck::Pile);
  ai::HardConfig config;
  // A cap of work so small that the exact search stops after a few positions (it may use half the
  // cap); the playouts then play at least one deal.
  config.maxWork = 0.01;
  config.maxMillis = 0;
  config.playouts = 200;
  ai::HardAgent hard(1, config);
  const Action a = hard.act(p.obs);
  EXPECT_TRUE(p.state.isLegal(0, a));
  EXPECT_GT(hard.lastReport().endgameNodes, 0);
  EXPECT_GT(hard.lastReport().playouts, 0);
}

TEST(HardAgent, SolvesSampledDealsWhenFewStockCardsAreLeft) {
  // Two cards left in the stock: the opponent's four cards are four of the six unseen ones, and
  // every deal Hard samples is solved exactly.
  const auto rules = testing::fixtureDrawFive();
  const std::vector<Card> theirs{card("2S"), card("3S"), card("QH"), card("5D")};
  const auto p = makePosition(rules, {card("7H"), card("7S"), card("KD")}, theirs, card("7C"),
                              Suit::Clubs, 1, RestOfDeck::Pile);
  const GameState state = withStock(p, theirs, 2);
  Observation obs;
  state.observe(0, obs);
  EXPECT_FALSE(ai::EndgameSolver::applies(obs));
  EXPECT_TRUE(ai::EndgameSolver::applies(obs, 2));

  ai::HardConfig config;
  config.maxWork = 0;
  config.maxMillis = 0;
  ai::HardAgent hard(4, config);
  const Action a = hard.act(obs);
  EXPECT_TRUE(state.isLegal(0, a));
  const ai::SearchReport& report = hard.lastReport();
  EXPECT_GT(report.endgameNodes, 0);
  EXPECT_EQ(report.playouts, 0);
  ASSERT_FALSE(report.samples.empty());
  EXPECT_EQ(report.samples[0], 16);  // Hard's sampled deals per endgame decision
  // Reproducible from the seed.
  ai::HardAgent again(4, config);
  EXPECT_TRUE(again.act(obs) == a);
}

}  // namespace
}  // namespace ochos
