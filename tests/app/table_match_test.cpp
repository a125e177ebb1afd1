#include <algorithm>
#include <chrono>
#include <thread>

#include <gtest/gtest.h>

#include "forgotten_call.hpp"
#include "ochos/app/table/table_match.hpp"
#include "ochos/app/words/game_text.hpp"
#include "ochos/i18n/translator.hpp"
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

// Seats without a chosen name take the language's names when the match starts, and keep them for
// the whole match: a match continued after a change of language does not rename its computers
// (Ben does not become Benno). Only the human's "You" follows the language of the moment.
TEST(TableMatch, SeatsKeepTheirNamesForTheWholeMatch) {
  AppOptions options = threeEasySeats();
  options.opponentNames = {"Zoe", ""};
  TableMatch english(options, crazyEights(), false, [](const EventLog&) {});
  english.newMatch(3);
  ASSERT_EQ(english.seats().size(), 3u);
  const store::TableInfo saved = english.tableInfo();
  int human = saved.humanSeat;
  EXPECT_EQ(english.seats()[static_cast<std::size_t>(human)].name, "You");
  EXPECT_EQ(saved.seats[static_cast<std::size_t>(human)].name, "");
  std::vector<std::string> computers;
  for (const store::SeatInfo& seat : saved.seats)
    if (seat.strength != "human") computers.push_back(seat.name);
  EXPECT_EQ(computers, (std::vector<std::string>{"Zoe", "Ben"}));

  i18n::Translator german;
  std::vector<std::string> notes;
  ASSERT_TRUE(german.loadLanguage({{"language", "de"},
                                   {"strings", {{"table.you", "Du"}}},
                                   {"computer_names", {"Anna", "Benno", "Clara"}}},
                                  notes));
  i18n::setTranslator(german);
  TableMatch continued(options,
                       std::make_unique<Game>(english.game().rulesPtr(), english.game().config()),
                       saved, [](const EventLog&) {});
  i18n::setTranslator(i18n::Translator());
  std::vector<std::string> names;
  for (const SeatInfo& seat : continued.seats())
    names.push_back(seat.name);
  EXPECT_EQ(names[static_cast<std::size_t>(human)], "Du");
  EXPECT_NE(std::find(names.begin(), names.end(), "Zoe"), names.end());
  EXPECT_NE(std::find(names.begin(), names.end(), "Ben"), names.end());
  EXPECT_EQ(std::find(names.begin(), names.end(), "Benno"), names.end());
  EXPECT_EQ(continued.tableInfo(), saved) << "saved again with the same names";
}

// A match saved before the names were kept (a computer's name saved empty) still opens, with the
// language's names.
TEST(TableMatch, AnOlderSaveWithoutNamesTakesTheLanguagesNames) {
  AppOptions options = threeEasySeats();
  TableMatch english(options, crazyEights(), false, [](const EventLog&) {});
  english.newMatch(3);
  store::TableInfo saved = english.tableInfo();
  for (store::SeatInfo& seat : saved.seats)
    seat.name.clear();
  TableMatch continued(options,
                       std::make_unique<Game>(english.game().rulesPtr(), english.game().config()),
                       saved, [](const EventLog&) {});
  for (std::size_t s = 0; s < saved.seats.size(); ++s)
    EXPECT_EQ(continued.seats()[s].name, english.seats()[s].name);
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

// R3's opt-in table penalty (Ochos Locos' "table_penalty" variant): a card that does not fit is
// refused, and yet the game changed: the player drew a penalty card. The table hears of it (the
// draw is animated and the hand grows), as of any move.
TEST(TableMatch, ARefusedPlayThatCostsAPenaltyReachesTheTable) {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  const rules::BuildResult built = library.build("ochos-locos", {"table_penalty"});
  ASSERT_TRUE(built);
  EventLog seen;
  TableMatch match(threeEasySeats(), built.rules, false,
                   [&](const EventLog& e) { seen.insert(seen.end(), e.begin(), e.end()); });
  // A deal where the human opens and holds a card that does not fit.
  Card misfit = Card::unknown();
  for (std::uint64_t seed = 1; seed < 200 && !misfit.isKnown(); ++seed) {
    match.newMatch(seed);
    const Observation& obs = match.humanObservation();
    if (obs.currentPlayer != match.human() || obs.phase != Phase::Playing) continue;
    for (const Card c : obs.hand.toVector()) {
      const bool legal = std::any_of(obs.legal.begin(), obs.legal.end(), [&](const Action& a) {
        return a.type == engine::ActionType::Play && a.card == c;
      });
      if (!legal) misfit = c;
    }
  }
  ASSERT_TRUE(misfit.isKnown()) << "no deal where the human opens with a card that does not fit";
  const int held = match.humanObservation().hand.size();
  const std::uint64_t version = match.version();
  seen.clear();

  const ApplyResult r = match.perform(match.human(), Action::play(misfit, misfit.suit(), false));

  EXPECT_FALSE(r.accepted);
  EXPECT_EQ(match.humanObservation().hand.size(), held + 1) << "the penalty card is in the hand";
  EXPECT_GT(match.version(), version);
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen.front().type, engine::EventType::IllegalPlayPenalty);
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

std::shared_ptr<const RuleSet> profile(const std::string& id) {
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  return library.build(id, {}).rules;
}

// The computer pause is its own setting: animation off (speed 0) or slow, each computer move
// still stays in view for the whole pause (issue: speed 0 used to wipe it out).
TEST(TableMatch, TheComputerPauseHoldsAtEveryAnimationSpeed) {
  for (const double speed : {0.0, 0.3, 1.0, 2.0}) {
    AppOptions options = threeEasySeats();
    options.speed = speed;
    options.aiPause = 0.6;
    TableMatch match(options, crazyEights(), false, [](const EventLog&) {});
    match.newMatch(7);
    EXPECT_DOUBLE_EQ(match.computerWait(), 0.6) << "speed " << speed;
  }
}

// While the human may catch a computer that forgot the call, nobody moves on before the catch
// window has run out, however short the computer pause and the animations.
TEST(TableMatch, TheComputersWaitTheCatchWindowWhileTheHumanMayCatch) {
  AppOptions options = threeEasySeats();
  options.speed = 0;
  options.aiPause = 0.3;
  options.catchWindow = 2.5;
  TableMatch match(options, profile("mau-mau"), false, [](const EventLog&) {});
  EXPECT_DOUBLE_EQ(match.catchWindow(), 2.5);
  ASSERT_TRUE(catch_tables::dealUntilAComputerForgets(match));
  const int offender = match.humanObservation().unannouncedSeat;
  EXPECT_NE(offender, match.human());
  EXPECT_TRUE(match.humanMayCatch());
  EXPECT_DOUBLE_EQ(match.computerWait(), 2.5);

  // Once the moment has passed (here the human catches), the pause alone holds again.
  ASSERT_TRUE(match.perform(match.human(), Action::catchPlayer(offender)).accepted);
  EXPECT_FALSE(match.humanMayCatch());
  EXPECT_DOUBLE_EQ(match.computerWait(), 0.3);
}

// Where the rules penalise a forgotten call by themselves, there is no window to wait for.
TEST(TableMatch, NoCatchWindowWhereTheCallIsEnforcedAutomatically) {
  AppOptions options = threeEasySeats();
  options.aiPause = 0.3;
  options.catchWindow = 2.5;
  TableMatch match(options, profile("ochos-locos"), false, [](const EventLog&) {});
  match.newMatch(3);
  for (int moves = 0; moves < 400 && match.inPlay(); ++moves) {
    EXPECT_FALSE(match.humanMayCatch());
    EXPECT_LT(match.computerWait(), 2.0);
    const int seat = catch_tables::seatToAct(match.game().state());
    const std::optional<Action> move = catch_tables::forgetfulMove(match, seat);
    ASSERT_TRUE(move.has_value());
    ASSERT_TRUE(match.perform(seat, *move).accepted);
  }
}

}  // namespace
}  // namespace ochos::app
