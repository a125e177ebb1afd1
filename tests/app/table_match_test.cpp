#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "ochos/app/game_text.hpp"
#include "ochos/app/table_match.hpp"
#include "ochos/rules/profile_library.hpp"

// The match at the table without a window: seats, agents, the computers' worker, the version
// that tags their answers, and the events handed to the table.
namespace ochos::app {

using engine::Action;
using engine::ApplyResult;
using engine::Card;
using engine::EventLog;
using engine::Game;
using engine::Observation;
using engine::Phase;
using engine::RuleSet;

namespace {

std::shared_ptr<const RuleSet> crazyEights() {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  const rules::BuildResult built = library.build("crazy-eights", {});
  EXPECT_TRUE(built);
  return built.rules;
}

AppOptions threeEasySeats() {
  AppOptions options;
  options.players = 3;
  options.difficulty = "easy";
  return options;
}

// Lets the computers move until the hand is over, as the table does once each move was shown.
// The bound is time, not a count of tries: a sleep shorter than a millisecond returns at once
// on Windows, where a count would run out while a computer is still thinking.
void playOutTheHand(TableMatch& match) {
  const auto giveUp = std::chrono::steady_clock::now() + std::chrono::minutes(2);
  while (match.inPlay() && std::chrono::steady_clock::now() < giveUp) {
    match.thinkAhead();
    if (!match.moveComputers()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

TEST(TableMatch, ComputersPlayAHandAndTheSinkSeesEveryEvent) {
  EventLog seen;
  TableMatch match(threeEasySeats(), crazyEights(), true, [&](const EventLog& fresh) {
    seen.insert(seen.end(), fresh.begin(), fresh.end());
  });
  match.newMatch(7);
  EXPECT_EQ(seen, match.game().events());
  const std::uint64_t dealt = match.version();

  playOutTheHand(match);

  const Phase phase = match.game().state().phase();
  EXPECT_TRUE(phase == Phase::HandOver || phase == Phase::MatchOver);
  EXPECT_EQ(seen, match.game().events());
  // One version per accepted move.
  EXPECT_EQ(match.version() - dealt, match.game().actions().size());
  EXPECT_EQ(match.seats().size(), 3U);
  EXPECT_NE(match.seats()[0].agent, nullptr);  // no human in a match of computers
  EXPECT_EQ(match.humanSeat(), kNoHuman);
}

TEST(TableMatch, TheSameSeedDealsTheSameMatch) {
  EventLog first;
  EventLog second;
  TableMatch a(threeEasySeats(), crazyEights(), false,
               [&](const EventLog& e) { first.insert(first.end(), e.begin(), e.end()); });
  TableMatch b(threeEasySeats(), crazyEights(), false,
               [&](const EventLog& e) { second.insert(second.end(), e.begin(), e.end()); });
  a.newMatch(42);
  b.newMatch(42);
  EXPECT_EQ(first, second);
  EXPECT_EQ(a.humanObservation().hand, b.humanObservation().hand);
}

TEST(TableMatch, ARefusedMoveChangesNothing) {
  int sinkCalls = 0;
  TableMatch match(threeEasySeats(), crazyEights(), false, [&](const EventLog&) { ++sinkCalls; });
  match.newMatch(5);
  const std::uint64_t version = match.version();
  const Observation obs = match.humanObservation();
  // A card the human does not hold is never legal.
  Card notHeld = Card::unknown();
  for (int code = 0; code < 52 && !notHeld.isKnown(); ++code) {
    const Card c = Card::fromCode(static_cast<std::uint8_t>(code));
    if (!obs.hand.contains(c)) notHeld = c;
  }
  const ApplyResult r = match.perform(match.human(), Action::play(notHeld, notHeld.suit(), false));
  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(match.version(), version);
  EXPECT_EQ(sinkCalls, 1);  // the deal only
}

TEST(TableMatch, ASavedMatchContinuesWithItsSeats) {
  TableMatch original(threeEasySeats(), crazyEights(), false, [](const EventLog&) {});
  original.newMatch(9);
  auto copy = std::make_unique<Game>(original.game().rulesPtr(), original.game().config());
  store::TableInfo table = original.tableInfo();
  ASSERT_EQ(table.seats.size(), 3U);
  EXPECT_EQ(table.seats[0].strength, "human");
  EXPECT_EQ(table.seats[1].strength, "easy");

  int sinkCalls = 0;
  TableMatch restored(threeEasySeats(), std::move(copy), table,
                      [&](const EventLog&) { ++sinkCalls; });
  EXPECT_EQ(restored.tableInfo(), table);
  EXPECT_EQ(restored.seed(), 9U);
  EXPECT_EQ(restored.humanObservation().hand, original.humanObservation().hand);
  EXPECT_EQ(sinkCalls, 0);  // nothing to show: the table rebuilds its view from the game
}

}  // namespace
}  // namespace ochos::app
