#include "ochos/store/hand_archive.hpp"

#include <gtest/gtest.h>

#include <iostream>

#include "../temp_folder.hpp"
#include "ochos/engine/rng.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/store/statistics.hpp"
#include "ochos/store/user_files.hpp"

namespace ochos::store {

using engine::Game;
using engine::LoggedAction;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;
using engine::Rng;

namespace {

namespace fs = std::filesystem;
using ochos::testing::TempFolder;

rules::BuildResult preset(const std::string& id) {
  rules::BuildResult built = rules::ProfileLibrary::loadDefault().build(id, {});
  EXPECT_TRUE(built) << id;
  return built;
}

// A copy of a preset under another id, as a player's own profile would be.
rules::BuildResult ownProfile(const std::string& id) {
  nlohmann::json document = preset("switch").document;
  document["id"] = id;
  rules::BuildResult built = rules::buildRuleSet(document, {}, id);
  EXPECT_TRUE(built) << (built.errors.empty() ? "" : built.errors.front().toString());
  return built;
}

TableInfo tableFor(int players) {
  TableInfo table;
  table.seats.push_back({"Zoë", "human"});
  for (int i = 1; i < players; ++i)
    table.seats.push_back({"Bot " + std::to_string(i), "medium"});
  return table;
}

// Plays until the hand in play ends (phase HandOver or MatchOver): a random card when one may
// be played, as a person would, else a random legal move.
void playToHandEnd(Game& game, Rng& rng) {
  if (game.state().phase() == Phase::HandOver) game.beginNextHand();
  while (game.state().phase() == Phase::Playing) {
    const Observation obs = game.observe(game.state().currentPlayer());
    ASSERT_FALSE(obs.legal.empty());
    std::vector<engine::Action> plays, all(obs.legal.begin(), obs.legal.end());
    for (const engine::Action& a : all)
      if (a.type == engine::ActionType::Play) plays.push_back(a);
    const std::vector<engine::Action>& from = plays.empty() ? all : plays;
    const auto pick = rng.below(static_cast<std::uint32_t>(from.size()));
    ASSERT_TRUE(game.apply(obs.seat, from[pick]).accepted);
  }
}

// A match of `built` played hand by hand, a new one dealt when it is over.
struct Table {
  Table(rules::BuildResult rules, int seats) : built(std::move(rules)), players(seats) {}
  rules::BuildResult built;
  int players = 2;
  std::uint64_t seed = 1;
  int target = 0;
  std::unique_ptr<Game> game;
  Rng rng{7};

  // Plays the next hand to its end and returns the game as it stands there.
  const Game& nextHand() {
    if (!game || game->state().phase() == Phase::MatchOver) {
      MatchConfig config;
      config.players = players;
      config.seed = seed++;
      config.target = target;
      game = std::make_unique<Game>(built.rules, config);
    }
    playToHandEnd(*game, rng);
    return *game;
  }
  WriteResult keep(HandArchive& archive, std::int64_t when) {
    return archive.add(nextHand(), built.document, tableFor(players), when);
  }
};

TEST(HandArchive, AKeptHandReopensAsTheSameGameAtTheSameHandsEnd) {
  TempFolder dir;
  Table table{preset("crazy-eights"), 3};
  std::vector<std::vector<LoggedAction>> played;
  std::vector<int> handNumbers;
  {
    HandArchive archive(openConfigFolder(dir.path()));
    for (int i = 0; i < 4; ++i) {
      ASSERT_TRUE(table.keep(archive, 1000 + i));
      played.insert(played.begin(), table.game->actions());
      handNumbers.insert(handNumbers.begin(), table.game->state().handNumber());
    }
  }
  HandArchive archive(openConfigFolder(dir.path()));  // as after a restart
  EXPECT_TRUE(archive.message().empty()) << archive.message();
  const std::vector<ArchivedHand> hands = archive.hands("crazy-eights");
  ASSERT_EQ(hands.size(), 4u);
  for (std::size_t i = 0; i < hands.size(); ++i) {
    SCOPED_TRACE("hand " + std::to_string(i));
    EXPECT_EQ(hands[i].finishedAt, 1003 - static_cast<int>(i)) << "newest first";
    EXPECT_EQ(hands[i].hand, handNumbers[i]);
    EXPECT_EQ(hands[i].profileId, "crazy-eights");
    EXPECT_EQ(hands[i].presetKey, "crazy-eights");
    EXPECT_EQ(hands[i].table, tableFor(3));
    const ReopenedHand reopened = HandArchive::reopen(hands[i]);
    ASSERT_TRUE(reopened.game) << reopened.error;
    EXPECT_TRUE(reopened.error.empty());
    EXPECT_EQ(reopened.hand, handNumbers[i]);
    EXPECT_EQ(reopened.table, tableFor(3));
    EXPECT_EQ(reopened.game->actions(), played[i]);
    EXPECT_EQ(reopened.game->state().handNumber(), handNumbers[i]);
    EXPECT_NE(reopened.game->state().phase(), Phase::Playing);
  }
}

TEST(HandArchive, TheWinnerAndTheHumansPointsAreThoseOfTheHand) {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  Table table{preset("mau-mau"), 2};
  for (int i = 0; i < 6; ++i) {
    ASSERT_TRUE(table.keep(archive, i));
    const ArchivedHand kept = archive.hands("mau-mau").front();
    int winner = -2, points = 0;
    for (const engine::Event& e : table.game->events()) {
      if (e.type == engine::EventType::HandStarted) points = 0;
      if (e.type == engine::EventType::HandEnded) winner = e.seat == engine::kNoSeat ? -1 : e.seat;
      if (e.type == engine::EventType::HandScored && e.seat == 0) points = e.value;
    }
    EXPECT_EQ(kept.winner, winner);
    EXPECT_EQ(kept.humanPoints, points);
  }
}

TEST(HandArchive, TheTwentyFirstHandDropsTheOldest) {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  Table table{preset("switch"), 2};
  for (int i = 1; i <= 21; ++i)
    ASSERT_TRUE(table.keep(archive, i));
  std::vector<ArchivedHand> hands = archive.hands("switch");
  ASSERT_EQ(hands.size(), HandArchive::kPerProfile);
  EXPECT_EQ(hands.front().finishedAt, 21);
  EXPECT_EQ(hands.back().finishedAt, 2) << "the first hand went";
  for (std::size_t i = 1; i < hands.size(); ++i)
    EXPECT_GT(hands[i - 1].finishedAt, hands[i].finishedAt) << "newest first";
  // The same after a restart, and the oldest kept hand still replays.
  hands = HandArchive(openConfigFolder(dir.path())).hands("switch");
  ASSERT_EQ(hands.size(), HandArchive::kPerProfile);
  EXPECT_TRUE(HandArchive::reopen(hands.back()).game) << HandArchive::reopen(hands.back()).error;
}

TEST(HandArchive, ProfilesAreListedMostRecentlyPlayedFirst) {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  Table eights{preset("crazy-eights"), 2};
  Table mau{preset("mau-mau"), 2};
  ASSERT_TRUE(eights.keep(archive, 1));
  ASSERT_TRUE(mau.keep(archive, 2));
  EXPECT_EQ(archive.profiles(), (std::vector<std::string>{"mau-mau", "crazy-eights"}));
  ASSERT_TRUE(eights.keep(archive, 3));
  EXPECT_EQ(archive.profiles(), (std::vector<std::string>{"crazy-eights", "mau-mau"}));
  EXPECT_TRUE(archive.hands("switch").empty());
}

TEST(HandArchive, TheThirteenthProfileDropsTheLeastRecentlyPlayed) {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  std::vector<Table> tables;
  for (int i = 0; i < 13; ++i)
    tables.emplace_back(ownProfile("own-" + std::to_string(i)), 2);
  for (int i = 0; i < 12; ++i)
    ASSERT_TRUE(tables[static_cast<std::size_t>(i)].keep(archive, i));
  ASSERT_TRUE(tables[0].keep(archive, 12));  // own-0 played again: own-1 is now the oldest
  ASSERT_EQ(archive.profiles().size(), HandArchive::kMaxProfiles);
  ASSERT_TRUE(tables[12].keep(archive, 13));
  const std::vector<std::string> ids = archive.profiles();
  ASSERT_EQ(ids.size(), HandArchive::kMaxProfiles);
  EXPECT_EQ(ids.front(), "own-12");
  EXPECT_EQ(ids[1], "own-0");
  EXPECT_TRUE(archive.hands("own-1").empty()) << "the least recently played went";
  EXPECT_EQ(archive.hands("own-0").size(), 2u);
  EXPECT_EQ(HandArchive(openConfigFolder(dir.path())).profiles(), ids);
}

TEST(HandArchive, AHandOfAMatchLongerThanTheBoundIsNotKept) {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  Table table{preset("crazy-eights"), 2};
  table.target = 1000000;  // a match that goes on
  while (table.game == nullptr || table.game->actions().size() <= HandArchive::kMaxActions)
    ASSERT_TRUE(table.keep(archive, 1));
  ASSERT_EQ(table.game->state().phase(), Phase::HandOver);
  const std::size_t kept = archive.hands("crazy-eights").size();
  ASSERT_TRUE(table.keep(archive, 2));
  EXPECT_EQ(archive.hands("crazy-eights").size(), kept);
  EXPECT_EQ(archive.hands("crazy-eights").front().finishedAt, 1);
}

TEST(HandArchive, AHandStillInPlayIsNotKept) {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  const rules::BuildResult built = preset("switch");
  Game game(built.rules, MatchConfig{});
  EXPECT_TRUE(archive.add(game, built.document, tableFor(2), 1));
  EXPECT_TRUE(archive.hands("switch").empty());
  EXPECT_FALSE(fs::exists(dir.path() / HandArchive::kFileName));
}

void expectSetAside(const std::string& text, const char* prefix, const char* words) {
  TempFolder dir;
  dir.write(HandArchive::kFileName, text);
  HandArchive archive(openConfigFolder(dir.path()));
  EXPECT_NE(archive.message().find(words), std::string::npos) << archive.message();
  const std::string aside = dir.onlyFileStartingWith(prefix);
  ASSERT_FALSE(aside.empty()) << text.substr(0, 80);
  EXPECT_NE(archive.message().find(aside), std::string::npos) << archive.message();
  EXPECT_TRUE(archive.profiles().empty());
  // A new hand is kept; the set-aside file is never touched.
  Table table{preset("switch"), 2};
  ASSERT_TRUE(table.keep(archive, 5));
  EXPECT_EQ(archive.hands("switch").size(), 1u);
  EXPECT_EQ(HandArchive(openConfigFolder(dir.path())).hands("switch").size(), 1u);
  EXPECT_EQ(dir.read(aside), text);
}

std::string keptText() {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  Table table{preset("mau-mau"), 3};
  for (int i = 0; i < 3; ++i)
    EXPECT_TRUE(table.keep(archive, i));
  return dir.read(HandArchive::kFileName);
}

TEST(HandArchive, ADamagedFileIsSetAsideAndHandsAreKeptAfterIt) {
  const std::string good = keptText();
  const auto doc = nlohmann::json::parse(good);
  expectSetAside(good.substr(0, good.size() / 2), "recent-hands.json.corrupt-", "damaged");
  expectSetAside("[]", "recent-hands.json.corrupt-", "damaged");
  auto badMatch = doc;
  badMatch["hands"][0]["match"] = 7;
  expectSetAside(badMatch.dump(), "recent-hands.json.corrupt-", "damaged");
  auto badCount = doc;
  badCount["hands"][1]["actions"] = 1e300;
  expectSetAside(badCount.dump(), "recent-hands.json.corrupt-", "damaged");
  auto badTable = doc;
  badTable["hands"][2]["table"]["seats"].erase(0);
  expectSetAside(badTable.dump(), "recent-hands.json.corrupt-", "damaged");
  auto newer = doc;
  newer["version"] = HandArchive::kVersion + 1;
  expectSetAside(newer.dump(), "recent-hands.json.newer-", "newer version");
}

TEST(HandArchive, AHandWhoseActionsNoLongerReplayDoesNotReopen) {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  Table table{preset("crazy-eights"), 2};
  ASSERT_TRUE(table.keep(archive, 1));
  ArchivedHand hand = archive.hands("crazy-eights").front();
  hand.game["actions"].erase(hand.game["actions"].size() - 1);  // ends before the hand does
  ReopenedHand reopened = HandArchive::reopen(hand);
  EXPECT_FALSE(reopened.game);
  EXPECT_NE(reopened.error.find("damaged"), std::string::npos) << reopened.error;
  hand = archive.hands("crazy-eights").front();
  hand.hand = 2;
  EXPECT_FALSE(HandArchive::reopen(hand).game) << "the hand number is that of the actions";
}

TEST(HandArchive, WithoutAFolderNothingIsKeptAndNothingBreaks) {
  Table table{preset("switch"), 2};
  HandArchive nowhere;
  EXPECT_TRUE(table.keep(nowhere, 1));
  EXPECT_TRUE(nowhere.hands("switch").empty());
  EXPECT_TRUE(nowhere.profiles().empty());
  EXPECT_TRUE(nowhere.message().empty());
  HandArchive noPath(openConfigFolder(std::nullopt));
  EXPECT_TRUE(table.keep(noPath, 2));
  EXPECT_TRUE(noPath.hands("switch").empty());
}

TEST(HandArchive, UserFilesKeepHandsAndTellOfADamagedFile) {
  TempFolder dir;
  dir.write(HandArchive::kFileName, "{ not json");
  UserFiles files = UserFiles::open(dir.path());
  ASSERT_EQ(files.messages().size(), 1u);
  EXPECT_NE(files.messages().front().find("recent-hands.json.corrupt-"), std::string::npos);
  Table table{preset("switch"), 2};
  ASSERT_TRUE(table.keep(files.hands, 1));
  EXPECT_EQ(UserFiles::open(dir.path()).hands.hands("switch").size(), 1u);
}

// Twenty hands of each of four long matches: hands of one match share its actions in the file.
TEST(HandArchive, TheFileStaysSmall) {
  TempFolder dir;
  HandArchive archive(openConfigFolder(dir.path()));
  std::int64_t when = 0;
  for (const char* id : {"crazy-eights", "mau-mau", "ochos-locos", "switch"}) {
    Table table{preset(id), 3};
    table.target = 1000000;
    for (int i = 0; i < 30; ++i)
      ASSERT_TRUE(table.keep(archive, ++when));
    EXPECT_EQ(archive.hands(id).size(), HandArchive::kPerProfile);
    std::cout << id << ": " << table.game->state().handNumber() << " hands, "
              << table.game->actions().size() << " actions\n";
  }
  const auto size = fs::file_size(dir.path() / HandArchive::kFileName);
  std::cout << "recent-hands.json with 20 hands of each of 4 long matches: " << size << " bytes\n";
  EXPECT_LT(size, 1'000'000u);
}

}  // namespace
}  // namespace ochos::store
