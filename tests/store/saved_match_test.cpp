#include "ochos/store/saved_match.hpp"

#include <gtest/gtest.h>

#include "../temp_folder.hpp"
#include "ochos/engine/rng.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::store {

using engine::Action;
using engine::Card;
using engine::Game;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;
using engine::Rng;

namespace {

namespace fs = std::filesystem;
using ochos::testing::TempFolder;

fs::path profileFile(const std::string& id) {
  return fs::path(OCHOS_TEST_DATA_DIR) / ".." / ".." / "resources" / "profiles" / (id + ".json");
}

struct TestMatch {
  rules::BuildResult built;
  std::unique_ptr<Game> game;
};

TestMatch newMatch(const std::string& profile, const std::vector<std::string>& variants,
                   int players, std::uint64_t seed) {
  TestMatch m;
  m.built = rules::loadRuleSetFile(profileFile(profile), variants);
  EXPECT_TRUE(m.built) << (m.built.errors.empty() ? "" : m.built.errors.front().toString());
  MatchConfig config;
  config.players = players;
  config.seed = seed;
  m.game = std::make_unique<Game>(m.built.rules, config);
  return m;
}

// Plays `steps` random legal actions of the player to move, dealing new hands as they come
// (except when `stopAtHandOver`, which leaves the table showing a finished hand).
void play(Game& game, Rng& rng, int steps, bool stopAtHandOver = false) {
  for (int i = 0; i < steps; ++i) {
    if (game.state().phase() == Phase::MatchOver) return;
    if (game.state().phase() == Phase::HandOver) {
      if (stopAtHandOver) return;
      game.beginNextHand();
    }
    const Observation obs = game.observe(game.state().currentPlayer());
    ASSERT_FALSE(obs.legal.empty());
    const Action a =
        obs.legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(obs.legal.size())))];
    ASSERT_TRUE(game.apply(obs.seat, a).accepted);
  }
}

void expectSameObservation(const Observation& a, const Observation& b) {
  EXPECT_EQ(a.seat, b.seat);
  EXPECT_EQ(a.players, b.players);
  EXPECT_EQ(a.participants, b.participants);
  EXPECT_EQ(a.phase, b.phase);
  EXPECT_EQ(a.currentPlayer, b.currentPlayer);
  EXPECT_EQ(a.dealer, b.dealer);
  EXPECT_EQ(a.direction, b.direction);
  EXPECT_EQ(a.handNumber, b.handNumber);
  EXPECT_EQ(a.target, b.target);
  EXPECT_EQ(a.singleHand, b.singleHand);
  EXPECT_EQ(a.matchWinner, b.matchWinner);
  EXPECT_EQ(a.deckSize, b.deckSize);
  EXPECT_EQ(a.hand, b.hand);
  EXPECT_EQ(a.topCard, b.topCard);
  EXPECT_EQ(a.activeSuit, b.activeSuit);
  EXPECT_EQ(a.suitDeclared, b.suitDeclared);
  EXPECT_EQ(a.pendingDraw, b.pendingDraw);
  EXPECT_EQ(a.stockSize, b.stockSize);
  EXPECT_EQ(a.discard, b.discard);
  EXPECT_EQ(a.handSizes, b.handSizes);
  EXPECT_EQ(a.scores, b.scores);
  EXPECT_EQ(a.drawsThisTurn, b.drawsThisTurn);
  EXPECT_EQ(a.lastDrawn, b.lastDrawn);
  EXPECT_EQ(a.continuingRank, b.continuingRank);
  EXPECT_EQ(a.unannouncedSeat, b.unannouncedSeat);
  EXPECT_EQ(a.passesInARow, b.passesInARow);
  EXPECT_EQ(a.tieBreakSeats, b.tieBreakSeats);
  EXPECT_EQ(a.turnSkips, b.turnSkips);
  EXPECT_EQ(a.turnReverses, b.turnReverses);
  EXPECT_EQ(a.turnDrawAdded, b.turnDrawAdded);
  EXPECT_TRUE(std::equal(a.legal.begin(), a.legal.end(), b.legal.begin(), b.legal.end()));
  EXPECT_EQ(a.handHistory, b.handHistory);
}

void expectSameGame(const Game& a, const Game& b) {
  ASSERT_EQ(a.state().players(), b.state().players());
  EXPECT_EQ(a.actions(), b.actions());
  EXPECT_EQ(a.rules().activeVariants, b.rules().activeVariants);
  for (int seat = 0; seat < a.state().players(); ++seat) {
    SCOPED_TRACE("seat " + std::to_string(seat));
    EXPECT_EQ(a.state().score(seat), b.state().score(seat));
    EXPECT_EQ(a.state().hand(seat), b.state().hand(seat));
    expectSameObservation(a.observe(seat), b.observe(seat));
  }
  // The stock order too, or the next draw would differ.
  ASSERT_EQ(a.state().stockSize(), b.state().stockSize());
  for (int i = 0; i < a.state().stockSize(); ++i)
    EXPECT_EQ(a.state().stockCard(i), b.state().stockCard(i));
}

TableInfo tableFor(int players) {
  TableInfo table;
  table.seats.push_back({"Zoë", "human"});
  const char* names[] = {"Ana", "Ben", "Cy", "Di", "Ed", "Flo", "Gus"};
  const char* strengths[] = {"easy", "medium", "hard"};
  for (int i = 1; i < players; ++i)
    table.seats.push_back({names[i - 1], strengths[i % 3]});
  return table;
}

void expectRoundTrip(const TestMatch& m, int players) {
  TempFolder dir;
  SavedMatchSlot slot(openConfigFolder(dir.path()));
  EXPECT_FALSE(slot.hasSave());
  ASSERT_TRUE(slot.save(*m.game, m.built.document, tableFor(players)));
  EXPECT_TRUE(slot.hasSave());

  SavedMatchSlot fresh(openConfigFolder(dir.path()));  // as after a restart
  SavedMatchSlot::LoadResult loaded = fresh.load();
  ASSERT_TRUE(loaded.match) << loaded.message << (loaded.details.empty() ? "" : loaded.details[0]);
  EXPECT_TRUE(loaded.message.empty());
  EXPECT_EQ(loaded.match->table, tableFor(players));
  EXPECT_EQ(loaded.match->profileDocument, m.built.document);
  expectSameGame(*m.game, *loaded.match->game);

  // Both go on identically.
  Game original = *m.game;
  Rng r1(99), r2(99);
  play(original, r1, 40);
  play(*loaded.match->game, r2, 40);
  expectSameGame(original, *loaded.match->game);
}

struct RoundTripCase {
  const char* profile;
  std::vector<std::string> variants;
  int players;
};

TEST(SavedMatch, RoundTripRestoresTheIdenticalGame) {
  const std::vector<RoundTripCase> cases = {
      {"crazy-eights", {}, 2},
      {"crazy-eights", {"special_cards", "last_card"}, 4},
      {"mau-mau", {"nine_reverses", "ace_skips"}, 3},
      {"ochos-locos", {"action_cards", "two_decks"}, 5},
      {"ochos-locos", {"table_penalty", "silent_eight"}, 3},
      {"switch", {}, 2},
  };
  std::uint64_t seed = 11;
  int restored = 0;
  for (const RoundTripCase& c : cases) {
    TestMatch m = newMatch(c.profile, c.variants, c.players, ++seed);
    Rng rng(seed);
    int played = 0;
    // Saves at the deal, early, mid-hand and in later hands.
    for (const int checkpoint : {0, 3, 12, 40, 90, 200}) {
      play(*m.game, rng, checkpoint - played);
      played = checkpoint;
      if (m.game->state().phase() == Phase::MatchOver) break;
      SCOPED_TRACE(std::string(c.profile) + " after " + std::to_string(checkpoint) + " actions");
      expectRoundTrip(m, c.players);
      ++restored;
    }
  }
  EXPECT_GE(restored, 25);
}

TEST(SavedMatch, AFinishedHandIsRestoredAtItsScoreScreen) {
  TestMatch m = newMatch("switch", {}, 2, 5);
  Rng rng(5);
  play(*m.game, rng, 2000, true);
  ASSERT_EQ(m.game->state().phase(), Phase::HandOver);
  expectRoundTrip(m, 2);
}

TEST(SavedMatch, ANewlyDealtHandIsRestoredDealt) {
  TempFolder dir;
  TestMatch m = newMatch("switch", {}, 2, 5);
  Rng rng(5);
  play(*m.game, rng, 2000, true);
  ASSERT_EQ(m.game->state().phase(), Phase::HandOver);
  m.game->beginNextHand();  // dealt, nobody has acted yet
  SavedMatchSlot slot(openConfigFolder(dir.path()));
  ASSERT_TRUE(slot.save(*m.game, m.built.document, tableFor(2)));
  auto loaded = slot.load();
  ASSERT_TRUE(loaded.match);
  EXPECT_NE(loaded.match->game->state().phase(), Phase::HandOver);
  expectSameGame(*m.game, *loaded.match->game);
}

TEST(SavedMatch, AFinishedMatchClearsTheSlot) {
  TempFolder dir;
  SavedMatchSlot slot(openConfigFolder(dir.path()));
  TestMatch m = newMatch("crazy-eights", {}, 2, 3);
  ASSERT_TRUE(slot.save(*m.game, m.built.document, tableFor(2)));
  ASSERT_TRUE(slot.hasSave());
  Rng rng(3);
  for (int i = 0; i < 100 && m.game->state().phase() != Phase::MatchOver; ++i)
    play(*m.game, rng, 100);
  ASSERT_EQ(m.game->state().phase(), Phase::MatchOver);
  ASSERT_TRUE(slot.save(*m.game, m.built.document, tableFor(2)));
  EXPECT_FALSE(slot.hasSave());
}

TEST(SavedMatch, ClearRemovesTheSave) {
  TempFolder dir;
  SavedMatchSlot slot(openConfigFolder(dir.path()));
  TestMatch m = newMatch("mau-mau", {}, 3, 8);
  ASSERT_TRUE(slot.save(*m.game, m.built.document, tableFor(3)));
  ASSERT_TRUE(slot.clear());
  EXPECT_FALSE(slot.hasSave());
  EXPECT_TRUE(slot.clear());  // nothing to clear is fine
  EXPECT_FALSE(slot.load().match);
  EXPECT_TRUE(slot.load().message.empty());
}

std::string savedText(int players = 2) {
  TempFolder dir;
  SavedMatchSlot slot(openConfigFolder(dir.path()));
  TestMatch m = newMatch("mau-mau", {}, players, 21);
  Rng rng(21);
  play(*m.game, rng, 30);
  EXPECT_TRUE(slot.save(*m.game, m.built.document, tableFor(players)));
  return dir.read(SavedMatchSlot::kFileName);
}

void expectSetAside(const std::string& text, const char* prefix, const char* words) {
  TempFolder dir;
  dir.write(SavedMatchSlot::kFileName, text);
  SavedMatchSlot slot(openConfigFolder(dir.path()));
  ASSERT_TRUE(slot.hasSave());
  const auto loaded = slot.load();
  EXPECT_FALSE(loaded.match);
  EXPECT_NE(loaded.message.find(words), std::string::npos) << loaded.message;
  const std::string aside = dir.onlyFileStartingWith(prefix);
  ASSERT_FALSE(aside.empty()) << "files: " << dir.files().size();
  EXPECT_NE(loaded.message.find(aside), std::string::npos) << loaded.message;
  EXPECT_FALSE(slot.hasSave());
  // A new save goes to the slot; the set-aside file is never touched.
  TestMatch m = newMatch("switch", {}, 2, 1);
  ASSERT_TRUE(slot.save(*m.game, m.built.document, tableFor(2)));
  EXPECT_EQ(dir.read(aside), text);
}

TEST(SavedMatch, DamagedSavesAreSetAside) {
  const std::string good = savedText();
  auto doc = nlohmann::json::parse(good);

  expectSetAside(good.substr(0, good.size() / 2), "saved-match.json.corrupt-", "damaged");
  expectSetAside("[]", "saved-match.json.corrupt-", "damaged");

  auto wrongKind = doc;
  wrongKind["kind"] = "something-else";
  expectSetAside(wrongKind.dump(), "saved-match.json.corrupt-", "damaged");

  auto badAction = doc;
  badAction["game"]["actions"][3] = {{"seat", 0}, {"play", "QH#2"}};
  expectSetAside(badAction.dump(), "saved-match.json.corrupt-", "damaged");

  auto badTable = doc;
  badTable["table"]["seats"].erase(1);
  expectSetAside(badTable.dump(), "saved-match.json.corrupt-", "damaged");

  auto badHuman = doc;
  badHuman["table"]["human_seat"] = 5;
  expectSetAside(badHuman.dump(), "saved-match.json.corrupt-", "damaged");

  auto badHand = doc;
  badHand["hand_number"] = 40;
  expectSetAside(badHand.dump(), "saved-match.json.corrupt-", "damaged");
}

// Reproduced with fuzz_saved_match: a seat or hand number of 1e300 was converted to an int
// (undefined behaviour) instead of being taken as damage.
TEST(SavedMatch, NumbersThatAreNotSmallWholeNumbersAreDamage) {
  const auto doc = nlohmann::json::parse(savedText());
  for (const nlohmann::json& value :
       {nlohmann::json(1e300), nlohmann::json(0.5), nlohmann::json(4294967296ULL)}) {
    auto badHuman = doc;
    badHuman["table"]["human_seat"] = value;
    expectSetAside(badHuman.dump(), "saved-match.json.corrupt-", "damaged");
    auto badHand = doc;
    badHand["hand_number"] = value;
    expectSetAside(badHand.dump(), "saved-match.json.corrupt-", "damaged");
  }
}

TEST(SavedMatch, SavesFromANewerVersionAreSetAside) {
  auto doc = nlohmann::json::parse(savedText());
  auto newerWrapper = doc;
  newerWrapper["version"] = SavedMatchSlot::kVersion + 1;
  expectSetAside(newerWrapper.dump(), "saved-match.json.newer-", "newer version");

  auto newerGame = doc;
  newerGame["game"]["format"] = 99;
  expectSetAside(newerGame.dump(), "saved-match.json.newer-", "newer version");
}

// Without a writable folder (a read-only home) the match is kept in memory: Continue restores it
// exactly for as long as the game runs; a finished match or clear() leaves nothing to continue.
TEST(SavedMatch, WithoutAWritableFolderTheMatchIsKeptInMemory) {
  TempFolder dir;
  dir.write("file", "");
  for (SavedMatchSlot slot :
       {SavedMatchSlot(), SavedMatchSlot(openConfigFolder(dir.path() / "file"))}) {
    EXPECT_FALSE(slot.canSave());
    EXPECT_TRUE(slot.inMemory());
    EXPECT_FALSE(slot.hasSave());
    TestMatch m = newMatch("switch", {}, 2, 1);
    Rng rng(1);
    play(*m.game, rng, 25);
    ASSERT_TRUE(slot.save(*m.game, m.built.document, tableFor(2)));
    EXPECT_TRUE(slot.hasSave());
    for (int again = 0; again < 2; ++again) {  // Continue, back to the menu, Continue again
      SavedMatchSlot::LoadResult loaded = slot.load();
      ASSERT_TRUE(loaded.match) << (loaded.details.empty() ? "" : loaded.details[0]);
      EXPECT_TRUE(loaded.message.empty());
      EXPECT_EQ(loaded.match->table, tableFor(2));
      expectSameGame(*m.game, *loaded.match->game);
    }
    EXPECT_TRUE(slot.clear());
    EXPECT_FALSE(slot.hasSave());
    EXPECT_FALSE(slot.load().match);
  }
  EXPECT_EQ(dir.files(), (std::vector<std::string>{"file"})) << "nothing was written";
}

}  // namespace
}  // namespace ochos::store

namespace ochos::store {
namespace {

// R3's opt-in table penalty: a refused play still draws a card, so the game logs it and the save
// must replay it.
TEST(SavedMatch, ARefusedPlayThatCostATablePenaltyIsRestored) {
  TestMatch m = newMatch("ochos-locos", {"table_penalty"}, 3, 77);
  ASSERT_GT(m.built.rules->illegalPlayPenalty, 0);
  Rng rng(77);
  bool penalised = false;
  for (int attempt = 0; attempt < 200 && !penalised; ++attempt) {
    play(*m.game, rng, 1);
    if (m.game->state().phase() != Phase::Playing) continue;
    const int seat = m.game->state().currentPlayer();
    for (const Card c : m.game->state().hand(seat).toVector()) {
      const Action a = Action::play(c);
      if (m.game->state().isLegal(seat, a)) continue;
      const std::size_t before = m.game->actions().size();
      EXPECT_FALSE(m.game->apply(seat, a).accepted);
      penalised = m.game->actions().size() > before;
      break;
    }
  }
  ASSERT_TRUE(penalised);
  expectRoundTrip(m, 3);
}

}  // namespace
}  // namespace ochos::store
