// The hand review's verdicts: made from the seat's Observation only, the same for the same seed,
// silent on forced moves, and loud on a clear blunder.
#include <gtest/gtest.h>

#include "hidden_cards.hpp"
#include "ochos/ai/hand_review.hpp"
#include "ochos/ai/legal_moves.hpp"
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
using engine::Suit;

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

// A move the seat did not have is a caller's bug, never "forced"; a plain card sent with some
// other suit (the engine ignores it) is the move listed with the card's own suit.
TEST(HandReview, AMoveTheSeatDidNotHaveIsABugNotAForcedMove) {
  const auto rules = testing::crazyEights();
  MatchConfig mc;
  mc.players = 2;
  mc.seed = 5;
  mc.singleHand = true;
  Game game(rules, mc);
  const auto plainPlayAndMore = [&](const Observation& o) {
    return o.legal.size() >= 2 && std::any_of(o.legal.begin(), o.legal.end(), [&](const Action& a) {
             return a.type == ActionType::Play && !rules->effect(a.card.rank()).wild;
           });
  };
  ASSERT_TRUE(playUntil(game, 5, plainPlayAndMore));
  const Observation obs = game.observe(game.state().currentPlayer());
  const Action plain = *std::find_if(obs.legal.begin(), obs.legal.end(), [&](const Action& a) {
    return a.type == ActionType::Play && !rules->effect(a.card.rank()).wild;
  });
  Action otherSuit = plain;
  otherSuit.suit = static_cast<Suit>((static_cast<int>(plain.suit) + 1) % engine::kSuitCount);
  const ai::Verdict asListed = ai::judgeDecision(obs, plain, quickReview());
  const ai::Verdict sent = ai::judgeDecision(obs, otherSuit, quickReview());
  EXPECT_FALSE(sent.forced);
  EXPECT_DOUBLE_EQ(sent.playedValue, asListed.playedValue);
  engine::Card notHeld = engine::Card::fromCode(0);
  while (obs.hand.contains(notHeld))
    notHeld = engine::Card::fromCode(static_cast<std::uint8_t>(notHeld.code() + 1));
  EXPECT_THROW(ai::judgeDecision(obs, Action::play(notHeld), quickReview()), std::logic_error);
}

// The review must not teach what the player could not know: the hidden cards dealt otherwise,
// every public fact kept, give the same verdicts.
TEST(HandReview, VerdictsDoNotChangeWhenTheHiddenCardsAreDealtOtherwise) {
  Rng rng(99);
  int positions = 0;
  int verdicts = 0;
  int judged = 0;
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
    const std::vector<Action> moves = ai::everyMove(obs.legal);
    if (moves.size() < 2) continue;
    const GameState other = testing::permuteHidden(game.state(), obs, rng);
    Observation shuffled;
    other.observe(seat, shuffled);
    shuffled.handHistory = obs.handHistory;
    for (const Action& played : moves) {
      const ai::Verdict a = ai::judgeDecision(obs, played, quickReview());
      const ai::Verdict b = ai::judgeDecision(shuffled, played, quickReview());
      EXPECT_EQ(a.forced, b.forced);
      EXPECT_EQ(a.best, b.best);
      EXPECT_DOUBLE_EQ(a.playedValue, b.playedValue);
      EXPECT_DOUBLE_EQ(a.bestValue, b.bestValue);
      EXPECT_EQ(a.mistake, b.mistake);
      ++verdicts;
      judged += a.forced ? 0 : 1;
    }
    ++positions;
  }
  EXPECT_EQ(positions, 30);
  // Every move of every position had a rival, so every verdict is a judgement: "forced" against
  // "forced" would compare nothing.
  EXPECT_GE(verdicts, 2 * positions);
  EXPECT_EQ(judged, verdicts);
}

// The dealer naming the start card's suit chooses among four moves: a real decision. Naming a
// suit it holds none of, where it holds three or more of another, is judged worse than the best
// suit (at the product's budget: a small budget's noise drowns differences of a few points).
TEST(HandReview, TheSuitTheDealerNamesIsJudged) {
  const auto rules = testing::profileByName("crazy-eights+eight_start");
  int judged = 0;
  int worse = 0;
  for (std::uint64_t seed = 1; seed < 2000 && judged < 8; ++seed) {
    MatchConfig mc;
    mc.players = 2;
    mc.seed = seed;
    mc.singleHand = true;
    Game game(rules, mc);
    if (game.state().phase() != Phase::DealerDeclares) continue;
    const Observation obs = game.observe(game.state().dealer());
    const auto held = [&](Suit s) { return (obs.hand & engine::CardSet::ofSuit(s)).size(); };
    std::optional<Suit> none;
    bool longSuit = false;
    for (Suit s : {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades}) {
      if (held(s) == 0) none = s;
      longSuit = longSuit || held(s) >= 3;
    }
    if (!none || !longSuit) continue;
    const ai::Verdict v = ai::judgeDecision(obs, Action::declare(*none), ai::ReviewConfig{});
    EXPECT_FALSE(v.forced);
    EXPECT_EQ(v.best.type, ActionType::DeclareSuit);
    worse += v.best.suit != *none && v.loss() > 0.0 ? 1 : 0;
    ++judged;
  }
  EXPECT_EQ(judged, 8);
  EXPECT_GE(worse, 7);  // 8 of 8 when written
}

// Random play in which every player who could make the last-card call forgets it, until the seat
// to act has one of the moves `wanted` asks for; false if the hand ended first.
bool playForgettingTheCall(Game& game, std::uint64_t seed,
                           const std::function<bool(const Observation&)>& wanted) {
  ai::RandomAgent random(seed);
  Observation obs;
  for (int step = 0; step < 5000 && game.state().phase() == Phase::Playing; ++step) {
    const int seat = game.state().currentPlayer();
    game.observe(seat, obs);
    if (wanted(obs)) return true;
    Action move = random.act(obs);
    move.announce = false;
    game.apply(seat, move);
  }
  return false;
}

bool has(const Observation& o, ActionType type) {
  return std::any_of(o.legal.begin(), o.legal.end(),
                     [type](const Action& a) { return a.type == type; });
}

// A player whose turn it is while an opponent's forgotten call may be caught: whatever it does,
// the catch among its moves makes it a decision, and letting the catch go is worse.
TEST(HandReview, APositionWhereACatchIsLegalIsJudged) {
  const auto rules = testing::mauMau();
  int judged = 0;
  for (std::uint64_t seed = 1; seed < 400 && judged < 3; ++seed) {
    MatchConfig mc;
    mc.players = 2;
    mc.seed = seed;
    mc.singleHand = true;
    Game game(rules, mc);
    const auto mayCatch = [](const Observation& o) {
      return has(o, ActionType::Catch) && (has(o, ActionType::Play) || has(o, ActionType::Draw));
    };
    if (!playForgettingTheCall(game, seed, mayCatch)) continue;
    const Observation obs = game.observe(game.state().currentPlayer());
    const auto other = std::find_if(obs.legal.begin(), obs.legal.end(),
                                    [](const Action& a) { return a.type != ActionType::Catch; });
    ASSERT_NE(other, obs.legal.end());
    const ai::Verdict letGo = ai::judgeDecision(obs, *other, ai::ReviewConfig{});
    EXPECT_FALSE(letGo.forced);
    EXPECT_EQ(letGo.best.type, ActionType::Catch) << engine::describe(letGo.best);
    EXPECT_GT(letGo.loss(), 0.0);
    const ai::Verdict caught =
        ai::judgeDecision(obs, Action::catchPlayer(obs.unannouncedSeat), ai::ReviewConfig{});
    EXPECT_FALSE(caught.forced);
    EXPECT_DOUBLE_EQ(caught.loss(), 0.0);
    ++judged;
  }
  EXPECT_EQ(judged, 3);
}

// Getting down to one card without the call: a move of its own, graded below the same play with
// the call, where the rules punish the call forgotten by themselves (Ochos Locos: two cards) and
// where an opponent must catch it (Mau-Mau: one card). At the product's budget; where the call
// costs one card the search's noise can still favour forgetting it now and then (when written:
// Ochos Locos 12 of 12 worse, 0.03 to 0.43 less; Mau-Mau 10 of 12, 0.022 less on average).
TEST(HandReview, AForgottenLastCardCallIsJudgedWorseThanTheCall) {
  for (const auto& rules : {testing::ochosLocos(), testing::mauMau()}) {
    int judged = 0;
    int worse = 0;
    double lost = 0.0;
    for (std::uint64_t seed = 1; seed < 400 && judged < 12; ++seed) {
      MatchConfig mc;
      mc.players = 2;
      mc.seed = seed;
      mc.singleHand = true;
      Game game(rules, mc);
      const auto loud = [](const Action& a) { return a.type == ActionType::Play && a.announce; };
      if (!playUntil(game, seed, [&](const Observation& o) {
            return std::any_of(o.legal.begin(), o.legal.end(), loud);
          }))
        continue;
      const Observation obs = game.observe(game.state().currentPlayer());
      const Action called = *std::find_if(obs.legal.begin(), obs.legal.end(), loud);
      Action forgotten = called;
      forgotten.announce = false;
      const ai::Verdict v = ai::judgeDecision(obs, forgotten, ai::ReviewConfig{});
      const ai::Verdict w = ai::judgeDecision(obs, called, ai::ReviewConfig{});
      EXPECT_FALSE(v.forced);
      EXPECT_FALSE(w.forced);
      worse += w.playedValue > v.playedValue ? 1 : 0;
      lost += w.playedValue - v.playedValue;
      ++judged;
    }
    const bool automatic = rules->lastCard == engine::LastCardRule::Automatic;
    EXPECT_EQ(judged, 12) << rules->name;
    EXPECT_GE(worse, automatic ? 12 : 9) << rules->name;
    EXPECT_GT(lost / judged, automatic ? 0.05 : 0.01) << rules->name;
  }
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
