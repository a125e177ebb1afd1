#include "ochos/store/match_recorder.hpp"

#include <gtest/gtest.h>

#include "ochos/engine/game.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::store {

using engine::Action;
using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::Game;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;
using engine::Rng;

namespace {

namespace fs = std::filesystem;

fs::path profileFile(const std::string& id) {
  return fs::path(OCHOS_TEST_DATA_DIR) / ".." / ".." / "resources" / "profiles" / (id + ".json");
}

struct Tally {
  int hands = 0;
  int handsWon = 0;
  int points = 0;
};

// Plays a whole match with random legal moves, feeding every batch of events to the recorder,
// and counts the same things straight from the events for comparison.
void playAndRecord(const std::string& profile, std::uint64_t seed, int human) {
  const auto built = rules::loadRuleSetFile(profileFile(profile), {});
  ASSERT_TRUE(built);
  MatchConfig config;
  config.players = 3;
  config.seed = seed;
  Game game(built.rules, config);
  StatisticsStore stats;  // in memory
  const MatchRecorder recorder{presetKey(profile, {}), built.rules->scoring, human};
  Rng rng(seed);
  Tally tally;
  EventLog fresh;
  int handWinner = -1;
  for (int step = 0; step < 100000 && game.state().phase() != Phase::MatchOver; ++step) {
    if (game.state().phase() == Phase::HandOver) {
      game.beginNextHand(&fresh);
    } else {
      const Observation obs = game.observe(game.state().currentPlayer());
      const Action a =
          obs.legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(obs.legal.size())))];
      ASSERT_TRUE(game.apply(obs.seat, a, &fresh).accepted);
    }
    ASSERT_TRUE(recorder.record(fresh, game.state(), stats));
    for (const Event& e : fresh) {
      if (e.type == EventType::HandEnded) handWinner = e.seat;
      if (e.type == EventType::HandScored && e.seat == human) {
        ++tally.hands;
        tally.handsWon += handWinner == human ? 1 : 0;
        tally.points += e.value;
      }
    }
  }
  ASSERT_EQ(game.state().phase(), Phase::MatchOver);
  const PresetStats* p = stats.statistics().find(presetKey(profile, {}));
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->scoring, built.rules->scoring);
  EXPECT_EQ(p->handsPlayed, tally.hands);
  EXPECT_EQ(p->handsWon, tally.handsWon);
  EXPECT_EQ(p->handPoints.total, tally.points);
  EXPECT_EQ(p->matchesPlayed, 1);
  EXPECT_EQ(p->matchesWon, game.state().matchWinner() == human ? 1 : 0);
  EXPECT_EQ(p->matchPoints.total, game.state().score(human));
  // Scores only ever grow by the points of each hand.
  EXPECT_EQ(p->handPoints.total, game.state().score(human));
  EXPECT_GT(p->handsPlayed, 0);
}

TEST(MatchRecorder, RecordsEveryHandAndTheMatchFromEvents) {
  playAndRecord("mau-mau", 4, 0);       // penalty points
  playAndRecord("crazy-eights", 9, 2);  // winner collects
  playAndRecord("ochos-locos", 15, 1);
}

}  // namespace
}  // namespace ochos::store
