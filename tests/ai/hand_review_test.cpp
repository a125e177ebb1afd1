// The hand review's verdicts: made from the seat's Observation only, the same for the same seed,
// silent on forced moves, and loud on a clear blunder.
#include <gtest/gtest.h>

#include "hidden_cards.hpp"
#include "ochos/ai/hand_review.hpp"
#include "ochos/ai/random_agent.hpp"
#include "test_support.hpp"

namespace ochos {

using engine::Action;
using engine::ActionType;
using engine::Game;
using engine::GameState;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;
using engine::Rng;

namespace {

ai::ReviewConfig quickReview() {
  ai::ReviewConfig config;
  config.playouts = 300;
  return config;
}

// Random play until `stop` says the seat to act is where the test wants it; false if the hand
// ended first.
bool playUntil(Game& game, std::uint64_t seed,
               const std::function<bool(const Observation&)>& stop) {
  ai::RandomAgent random(seed);
  Observation obs;
  for (int step = 0; step < 5000 && game.state().phase() == Phase::Playing; ++step) {
    const int seat = game.state().currentPlayer();
    game.observe(seat, obs);
    if (stop(obs)) return true;
    game.apply(seat, random.act(obs));
  }
  return false;
}

// Crazy Eights lets a player draw while holding a card that fits: drawing instead of going out
// with the last card is the clearest blunder there is.
TEST(HandReview, DrawingInsteadOfGoingOutIsAMistake) {
  const auto rules = testing::crazyEights();
  int judged = 0;
  for (std::uint64_t seed = 1; seed < 400 && judged < 3; ++seed) {
    MatchConfig mc;
    mc.players = 2;
    mc.seed = seed;
    mc.singleHand = true;
    Game game(rules, mc);
    const auto goesOut = [](const Observation& o) {
      if (o.hand.size() != 1) return false;
      const bool canPlay = std::any_of(o.legal.begin(), o.legal.end(),
                                       [](const Action& a) { return a.type == ActionType::Play; });
      const bool canDraw = std::any_of(o.legal.begin(), o.legal.end(),
                                       [](const Action& a) { return a.type == ActionType::Draw; });
      return canPlay && canDraw;
    };
    if (!playUntil(game, seed, goesOut)) continue;
    const Observation obs = game.observe(game.state().currentPlayer());
    const ai::Verdict v = ai::judgeDecision(obs, Action::draw(), quickReview());
    EXPECT_FALSE(v.forced);
    EXPECT_TRUE(v.mistake) << "loss " << v.loss();
    EXPECT_EQ(v.best.type, ActionType::Play);
    EXPECT_GT(v.bestValue, v.playedValue);
    const ai::Verdict good = ai::judgeDecision(obs, v.best, quickReview());
    EXPECT_FALSE(good.mistake);
    EXPECT_DOUBLE_EQ(good.loss(), 0.0);
    ++judged;
  }
  EXPECT_EQ(judged, 3);
}

TEST(HandReview, AForcedMoveIsNotJudged) {
  const auto rules = testing::crazyEights();
  MatchConfig mc;
  mc.players = 3;
  mc.seed = 4;
  mc.singleHand = true;
  Game game(rules, mc);
  ASSERT_TRUE(playUntil(game, 4, [](const Observation& o) { return o.legal.size() == 1; }));
  const Observation obs = game.observe(game.state().currentPlayer());
  const ai::Verdict v = ai::judgeDecision(obs, obs.legal[0], quickReview());
  EXPECT_TRUE(v.forced);
  EXPECT_FALSE(v.mistake);
}

// The review must not teach what the player could not know: the hidden cards dealt otherwise,
// every public fact kept, give the same verdicts.
TEST(HandReview, VerdictsDoNotChangeWhenTheHiddenCardsAreDealtOtherwise) {
  Rng rng(99);
  int positions = 0;
  for (std::uint64_t n = 0; positions < 30 && n < 500; ++n) {
    const auto rules = n % 2 ? testing::ochosLocos(true) : testing::mauMau();
    MatchConfig mc;
    mc.players = 2 + static_cast<int>(n % 3);
    mc.seed = 700 + n;
    Game game(rules, mc);
    const int steps = 2 + static_cast<int>(rng.below(30));
    int done = 0;
    if (!playUntil(game, n, [&](const Observation&) { return done++ >= steps; })) continue;
    const int seat = game.state().currentPlayer();
    const Observation obs = game.observe(seat);
    if (obs.legal.size() < 2) continue;
    const GameState other = testing::permuteHidden(game.state(), obs, rng);
    Observation shuffled;
    other.observe(seat, shuffled);
    shuffled.handHistory = obs.handHistory;
    for (const Action& played : obs.legal) {
      const ai::Verdict a = ai::judgeDecision(obs, played, quickReview());
      const ai::Verdict b = ai::judgeDecision(shuffled, played, quickReview());
      EXPECT_EQ(a.best, b.best);
      EXPECT_DOUBLE_EQ(a.playedValue, b.playedValue);
      EXPECT_DOUBLE_EQ(a.bestValue, b.bestValue);
      EXPECT_EQ(a.mistake, b.mistake);
    }
    ++positions;
  }
  EXPECT_EQ(positions, 30);
}

TEST(HandReview, AHandIsReviewedDecisionByDecisionTheSameEveryTime) {
  const auto rules = testing::crazyEights();
  MatchConfig mc;
  mc.players = 3;
  mc.seed = 21;
  mc.singleHand = true;
  Game game(rules, mc);
  playUntil(game, 21, [](const Observation&) { return false; });
  ASSERT_NE(game.state().phase(), Phase::Playing);
  const std::vector<ai::Verdict> first = ai::reviewHand(game, 0, 1, quickReview());
  const std::vector<ai::Verdict> again = ai::reviewHand(game, 0, 1, quickReview());
  ASSERT_FALSE(first.empty());
  ASSERT_EQ(first.size(), again.size());
  int judged = 0;
  for (std::size_t i = 0; i < first.size(); ++i) {
    EXPECT_EQ(game.actions()[first[i].actionIndex].seat, 0);
    EXPECT_EQ(first[i].played, game.actions()[first[i].actionIndex].action);
    EXPECT_EQ(first[i].best, again[i].best);
    EXPECT_DOUBLE_EQ(first[i].playedValue, again[i].playedValue);
    judged += first[i].forced ? 0 : 1;
  }
  EXPECT_GT(judged, 0);
  int asked = 0;
  const auto stopAfterTwo = [&] { return ++asked > 2; };
  EXPECT_EQ(ai::reviewHand(game, 0, 1, quickReview(), stopAfterTwo).size(), 2u);
}

}  // namespace
}  // namespace ochos
