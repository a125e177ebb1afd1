#include "match_runner.hpp"

#include <gtest/gtest.h>

#include "ochos/ai/random_agent.hpp"
#include "sim_test_support.hpp"

namespace ochos::sim {

using engine::Action;
using engine::ActionType;
using engine::LastCardRule;
using engine::Observation;
using engine::RuleSet;

namespace {

using test::PickAgent;

std::vector<std::unique_ptr<ai::Agent>> agents(std::unique_ptr<ai::Agent> a,
                                               std::unique_ptr<ai::Agent> b) {
  std::vector<std::unique_ptr<ai::Agent>> v;
  v.push_back(std::move(a));
  v.push_back(std::move(b));
  return v;
}

RunResult runPair(std::unique_ptr<ai::Agent> a, std::unique_ptr<ai::Agent> b, RunMode mode,
                  std::int64_t count, std::uint64_t seed = 5,
                  std::shared_ptr<const RuleSet> rules = test::fixtureRules()) {
  RunConfig config;
  config.rules = std::move(rules);
  config.mode = mode;
  config.count = count;
  config.seed = seed;
  MatchRunner runner(config, agents(std::move(a), std::move(b)), {"a", "b"});
  return runner.run();
}

TEST(SimRunner, PlannedGamesAreWholeRotations) {
  EXPECT_EQ(MatchRunner::plannedGames(10, 2), 10);
  EXPECT_EQ(MatchRunner::plannedGames(11, 2), 12);
  EXPECT_EQ(MatchRunner::plannedGames(1, 3), 3);
  EXPECT_EQ(MatchRunner::plannedGames(7, 4), 8);
}

TEST(SimRunner, EverySlotSitsInEverySeatOncePerRotation) {
  for (int players = 2; players <= 5; ++players) {
    for (int slot = 0; slot < players; ++slot) {
      std::vector<int> seats;
      for (int r = 0; r < players; ++r)
        for (int seat = 0; seat < players; ++seat)
          if (MatchRunner::slotAtSeat(seat, r, players) == slot) seats.push_back(seat);
      std::sort(seats.begin(), seats.end());
      std::vector<int> expected(static_cast<std::size_t>(players));
      for (int i = 0; i < players; ++i)
        expected[static_cast<std::size_t>(i)] = i;
      EXPECT_EQ(seats, expected) << players << " players, slot " << slot;
    }
  }
}

TEST(SimRunner, HandsModeCountsEveryHandOnce) {
  const RunResult r = runPair(std::make_unique<ai::RandomAgent>(1),
                              std::make_unique<ai::RandomAgent>(2), RunMode::Hands, 41);
  EXPECT_EQ(r.hands, 42);  // rounded up to whole rotations
  EXPECT_EQ(r.games, 42);
  EXPECT_EQ(r.matches, 0);
  double wins = 0;
  for (const SlotResult& s : r.slots) {
    EXPECT_EQ(s.handsPlayed, 42);
    EXPECT_EQ(s.decisions, static_cast<std::int64_t>(s.decisionMs.size()));
    EXPECT_GE(s.blockedShares, 0.0);
    wins += s.handWins;
  }
  EXPECT_NEAR(wins, 42.0, 1e-9);  // blocked hands are split, never lost
  EXPECT_EQ(r.decisions, r.slots[0].decisions + r.slots[1].decisions);
  double byPosition = 0;
  for (double w : r.winsByPosition)
    byPosition += w;
  EXPECT_NEAR(byPosition, 42.0, 1e-9);
}

TEST(SimRunner, SameSeedSameResults) {
  const RunResult a = runPair(std::make_unique<ai::RandomAgent>(1),
                              std::make_unique<ai::RandomAgent>(2), RunMode::Hands, 30, 9);
  const RunResult b = runPair(std::make_unique<ai::RandomAgent>(1),
                              std::make_unique<ai::RandomAgent>(2), RunMode::Hands, 30, 9);
  EXPECT_EQ(a.decisions, b.decisions);
  EXPECT_EQ(a.blockedHands, b.blockedHands);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(a.slots[i].handWins, b.slots[i].handWins);
    EXPECT_EQ(a.slots[i].pointsSum, b.slots[i].pointsSum);
  }
}

// With two memoryless deterministic agents, swapping their slots must mirror every figure: each
// deal is played once from each side, so the seats cannot favour either agent.
TEST(SimRunner, SwappingAgentsMirrorsResults) {
  const RunResult ab = runPair(std::make_unique<PickAgent>(false),
                               std::make_unique<PickAgent>(true), RunMode::Hands, 60);
  const RunResult ba = runPair(std::make_unique<PickAgent>(true),
                               std::make_unique<PickAgent>(false), RunMode::Hands, 60);
  EXPECT_DOUBLE_EQ(ab.slots[0].handWins, ba.slots[1].handWins);
  EXPECT_DOUBLE_EQ(ab.slots[1].handWins, ba.slots[0].handWins);
  EXPECT_EQ(ab.slots[0].pointsSum, ba.slots[1].pointsSum);
  EXPECT_EQ(ab.slots[0].decisions, ba.slots[1].decisions);
  EXPECT_EQ(ab.blockedHands, ba.blockedHands);
}

TEST(SimRunner, IdenticalAgentsWinExactlyHalfTheRotatedDeals) {
  // The same deterministic agent in both slots: every deal is played from both sides, so each
  // slot wins the same hands.
  const RunResult r = runPair(std::make_unique<PickAgent>(false),
                              std::make_unique<PickAgent>(false), RunMode::Hands, 50);
  EXPECT_DOUBLE_EQ(r.slots[0].handWins, r.slots[1].handWins);
  EXPECT_EQ(r.slots[0].pointsSum, r.slots[1].pointsSum);
}

TEST(SimRunner, MatchesModePlaysWholeMatches) {
  const RunResult r =
      runPair(std::make_unique<ai::RandomAgent>(3), std::make_unique<ai::RandomAgent>(4),
              RunMode::Matches, 6, 11, test::builtInRules("ochos-locos"));
  EXPECT_EQ(r.matches, 6);
  EXPECT_GE(r.hands, 6);
  EXPECT_EQ(r.slots[0].matchesPlayed, 6);
  EXPECT_EQ(r.slots[0].matchWins + r.slots[1].matchWins, 6);
  // Penalty points: somebody reached the target.
  EXPECT_GE(std::max(r.slots[0].finalScoreSum, r.slots[1].finalScoreSum), 100);
}

TEST(SimRunner, ThreePlayersRotateThroughAllSeats) {
  RunConfig config;
  config.rules = test::builtInRules("crazy-eights");
  config.count = 9;
  std::vector<std::unique_ptr<ai::Agent>> v;
  for (int i = 0; i < 3; ++i)
    v.push_back(std::make_unique<ai::RandomAgent>(static_cast<std::uint64_t>(i)));
  MatchRunner runner(config, std::move(v), {"a", "b", "c"});
  const RunResult r = runner.run();
  EXPECT_EQ(r.hands, 9);
  for (const SlotResult& s : r.slots)
    EXPECT_EQ(s.handsPlayed, 9);
}

TEST(SimRunner, IllegalActionStopsWithTheGameToReplay) {
  try {
    runPair(std::make_unique<test::CheatAgent>(), std::make_unique<ai::RandomAgent>(1),
            RunMode::Hands, 2);
    FAIL() << "an illegal action was accepted";
  } catch (const RunError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("agent 'a'"), std::string::npos) << what;
    EXPECT_NE(what.find("illegal action 'declare hearts'"), std::string::npos) << what;
    EXPECT_NE(what.find("MatchConfig seed"), std::string::npos) << what;
  }
}

// A player who never announces gets caught by an opponent reacting out of turn (R13).
class ForgetfulAgent : public ai::Agent {
 public:
  Action act(const Observation& obs, ai::ThinkControl* = nullptr) override {
    // The engine lists a play that leaves one card with the announcement; forgetting is
    // playing it without.
    for (Action a : obs.legal) {
      if (a.type != ActionType::Play) continue;
      a.announce = false;
      return a;
    }
    for (const Action& a : obs.legal)
      if (a.type != ActionType::Announce && a.type != ActionType::Catch) return a;
    return obs.legal[0];
  }
  std::string name() const override { return "forgetful"; }
};

class CatcherAgent : public ai::Agent {
 public:
  Action act(const Observation& obs, ai::ThinkControl* = nullptr) override {
    for (const Action& a : obs.legal)
      if (a.type != ActionType::Catch && a.type != ActionType::Announce) return a;
    return obs.legal[0];
  }
  std::optional<Action> react(const Observation& obs) override {
    ++offers;
    for (const Action& a : obs.legal)
      if (a.type == ActionType::Catch) return a;
    return std::nullopt;
  }
  std::string name() const override { return "catcher"; }
  int offers = 0;
};

// With three players the seat after the forgetful one is to move (it may catch through act());
// the third seat can only catch out of turn, through react().
TEST(SimRunner, OutOfTurnCatchesAreOffered) {
  RunConfig config;
  config.rules = test::builtInRules("crazy-eights", {"last_card"});
  ASSERT_NE(config.rules, nullptr);
  ASSERT_EQ(config.rules->lastCard, LastCardRule::Challenge);
  config.count = 30;
  config.seed = 3;
  auto a = std::make_unique<CatcherAgent>();
  auto b = std::make_unique<CatcherAgent>();
  const CatcherAgent* first = a.get();
  const CatcherAgent* second = b.get();
  std::vector<std::unique_ptr<ai::Agent>> v;
  v.push_back(std::make_unique<ForgetfulAgent>());
  v.push_back(std::move(a));
  v.push_back(std::move(b));
  MatchRunner runner(config, std::move(v), {"forgetful", "catcher", "catcher"});
  const RunResult r = runner.run();
  EXPECT_GT(first->offers + second->offers, 0);
  EXPECT_GT(r.slots[1].reactions + r.slots[2].reactions, 0);
  EXPECT_EQ(r.slots[0].reactions, 0);  // offered its announcement, and let it pass
}

}  // namespace
}  // namespace ochos::sim
