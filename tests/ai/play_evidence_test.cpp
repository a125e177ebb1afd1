// PlayEvidence: what the last opponent play says about its hand, from the public history only.
#include <gtest/gtest.h>

#include "ochos/ai/medium_agent.hpp"
#include "ochos/ai/play_evidence.hpp"
#include "test_support.hpp"

namespace ochos {
namespace {

// Medium against Medium: at each of seat 0's turns the evidence about the last play is checked
// against the opponent's true hand (which Medium chose that play with) and against a random hand
// of the same size drawn from the unseen cards.
TEST(PlayEvidence, AMediumOpponentsTrueHandIsAlmostAlwaysConsistent) {
  const auto rules = testing::profileByName("ochos-locos");
  const ai::HeuristicWeights weights;
  int checked = 0;
  int trueConsistent = 0;
  int randomConsistent = 0;
  Rng rng(99);
  for (std::uint64_t hand = 0; hand < 200; ++hand) {
    MatchConfig mc;
    mc.players = 2;
    mc.seed = 7000 + hand;
    mc.singleHand = true;
    Game game(rules, mc);
    ai::MediumAgent me(hand);
    ai::MediumAgent them(hand + 1000);
    me.newMatch(0);
    them.newMatch(1);
    std::vector<ai::Agent*> agents{&me, &them};
    Observation obs;
    for (int step = 0; step < 200 && game.state().phase() == Phase::Playing; ++step) {
      testing::offerReactions(game, agents, obs);
      if (game.state().phase() != Phase::Playing) break;
      const int seat = game.state().currentPlayer();
      game.observe(seat, obs);
      if (seat == 0) {
        ai::PlayEvidence evidence;
        evidence.prepare(obs);
        if (evidence.valid()) {
          EXPECT_EQ(evidence.seat(), 1);
          ++checked;
          if (evidence.consistent(game.state().hand(1), weights)) ++trueConsistent;
          // A random hand of the same size from what seat 0 cannot see.
          std::vector<Card> unseen = obs.unseenCards().toVector();
          rng.shuffle(unseen.begin(), unseen.end());
          CardSet guess;
          for (int i = 0; i < game.state().hand(1).size(); ++i)
            guess.add(unseen[static_cast<std::size_t>(i)]);
          if (evidence.consistent(guess, weights)) ++randomConsistent;
        }
      }
      ASSERT_TRUE(game.apply(seat, agents[static_cast<std::size_t>(seat)]->act(obs)));
    }
  }
  ASSERT_GT(checked, 300);
  // Medium's own judgement, minus what it remembers that the evidence does not (our voids).
  EXPECT_GT(trueConsistent, checked * 85 / 100);
  // ...and the evidence tells hands apart: random hands fit it clearly less often.
  EXPECT_LT(randomConsistent, trueConsistent - checked / 10);
}

TEST(PlayEvidence, NoEvidenceWithoutHistoryOrAfterOwnPlay) {
  const auto rules = testing::profileByName("ochos-locos");
  MatchConfig mc;
  mc.players = 2;
  mc.seed = 5;
  mc.singleHand = true;
  Game game(rules, mc);
  Observation obs;
  game.observe(game.state().currentPlayer(), obs);
  ai::PlayEvidence evidence;
  evidence.prepare(obs);
  EXPECT_FALSE(evidence.valid());  // nobody has played yet
  obs.handHistory.clear();
  evidence.prepare(obs);
  EXPECT_FALSE(evidence.valid());
  EXPECT_TRUE(evidence.consistent(CardSet{}, ai::HeuristicWeights{}));
}

}  // namespace
}  // namespace ochos
