// Saves: a game written to JSON loads back to the identical state.

#include <gtest/gtest.h>

#include "game_test_util.hpp"
#include "ochos/rules/game_file.hpp"
#include "profile_test_util.hpp"

namespace ochos::rules {

using engine::Card;
using engine::Game;
using engine::MatchConfig;
using engine::Rank;
using engine::Suit;

namespace {

using testing::hasError;
using testing::json;

struct Table {
  std::string profile;
  std::vector<std::string> variants;
  int players;
};

class SaveRoundTrip : public ::testing::TestWithParam<Table> {};

TEST_P(SaveRoundTrip, LoadsToTheIdenticalState) {
  const Table& t = GetParam();
  const BuildResult built = testing::builtIns().build(t.profile, t.variants);
  ASSERT_TRUE(built) << testing::dump(built.errors);
  for (const int steps : {0, 7, 60, 400}) {
    MatchConfig config;
    config.players = t.players;
    config.seed = 0xFEDCBA9876543210ULL + static_cast<std::uint64_t>(steps);  // needs 64 bits
    Game game(built.rules, config);
    testing::playRandomly(game, steps, 99 + static_cast<std::uint64_t>(steps));
    // Through text, as on disk.
    const json save = json::parse(saveGame(game, built.document).dump());
    EXPECT_EQ(save["match"]["seed"], std::to_string(config.seed));
    const LoadedGame loaded = loadGame(save, "save.json");
    ASSERT_TRUE(loaded) << testing::dump(loaded.errors);
    testing::expectSameGame(game, *loaded.game);
    EXPECT_EQ(loaded.game->rules().activeVariants, t.variants);
    EXPECT_EQ(loaded.profileDocument, built.document);
    // And a save of the loaded game is the same file.
    EXPECT_EQ(saveGame(*loaded.game, loaded.profileDocument), save);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Profiles, SaveRoundTrip,
    ::testing::Values(
        Table{"crazy-eights", {}, 3},
        Table{"crazy-eights", {"special_cards", "last_card", "eight_start", "penalty_points"}, 6},
        Table{"ochos-locos", {"action_cards", "two_decks"}, 5},
        Table{"ochos-locos", {"silent_eight", "no_eight_on_eight"}, 2},
        Table{"mau-mau", {"mau_mau_doubles", "nine_reverses"}, 4}, Table{"mau-mau", {}, 7},
        Table{"switch", {}, 2}));

TEST(SaveFile, ExactDeckAndDealerAreKept) {
  const BuildResult built = testing::builtIns().build("ochos-locos", {});
  ASSERT_TRUE(built);
  MatchConfig config;
  config.players = 2;
  config.firstDealer = 1;
  config.singleHand = true;
  for (int suit = 3; suit >= 0; --suit) {
    for (int rank = 13; rank >= 1; --rank) {
      config.firstDeck.push_back(Card(static_cast<Suit>(suit), static_cast<Rank>(rank)));
    }
  }
  Game game(built.rules, config);
  testing::playRandomly(game, 30, 5);
  const json save = saveGame(game, built.document);
  EXPECT_EQ(save["match"]["first_deck"][0], "KS");
  EXPECT_EQ(save["match"]["first_dealer"], 1);
  const LoadedGame loaded = loadGame(save, "save.json");
  ASSERT_TRUE(loaded) << testing::dump(loaded.errors);
  EXPECT_EQ(loaded.game->config().firstDeck, config.firstDeck);
  EXPECT_TRUE(loaded.game->config().singleHand);
  testing::expectSameGame(game, *loaded.game);
}

json smallSave() {
  const BuildResult built = testing::builtIns().build("crazy-eights", {});
  MatchConfig config;
  config.players = 3;
  Game game(built.rules, config);
  testing::playRandomly(game, 20, 11);
  return saveGame(game, built.document);
}

TEST(SaveFile, NewerFormatIsRefused) {
  json save = smallSave();
  save["format"] = kSaveFormat + 1;
  const LoadedGame loaded = loadGame(save, "s.json");
  EXPECT_FALSE(loaded);
  EXPECT_TRUE(hasError(loaded.errors, "/format", "newer version"));
}

TEST(SaveFile, NotASave) {
  EXPECT_TRUE(hasError(loadGame(json::array(), "s.json").errors, "", "expected a saved game"));
  json profile = testing::minimalProfile();
  EXPECT_TRUE(hasError(loadGame(profile, "s.json").errors, "/kind", "not a saved game"));
}

TEST(SaveFile, ActionThatDoesNotReplay) {
  json save = smallSave();
  ASSERT_GE(save["actions"].size(), 3U);
  save["actions"][2] = json{{"seat", save["actions"][2]["seat"]}, {"play", "KH#2"}};
  const LoadedGame loaded = loadGame(save, "s.json");
  EXPECT_FALSE(loaded);
  EXPECT_TRUE(hasError(loaded.errors, "/actions/2", "does not replay"));
}

TEST(SaveFile, DamagedFieldsAreEachReported) {
  json save = smallSave();
  save["match"]["players"] = 9;
  save["match"]["seed"] = "-1";
  save["actions"][0] = "dance";
  const LoadedGame loaded = loadGame(save, "s.json");
  EXPECT_FALSE(loaded);
  EXPECT_TRUE(hasError(loaded.errors, "/match/players", "from 2 to 7"));
  EXPECT_TRUE(hasError(loaded.errors, "/match/seed", "decimal string"));
  EXPECT_TRUE(hasError(loaded.errors, "/actions/0", "expected play"));
}

TEST(SaveFile, EmbeddedProfileErrorsPointIntoTheSave) {
  json save = smallSave();
  save["profile"]["document"]["hand_size"] = "seven";
  const LoadedGame loaded = loadGame(save, "s.json");
  EXPECT_FALSE(loaded);
  EXPECT_TRUE(hasError(loaded.errors, "/profile/document/hand_size", "expected an integer"));
}

TEST(SaveFile, EmbeddedProfileMustMatchItsId) {
  json save = smallSave();
  save["profile"]["id"] = "mau-mau";
  EXPECT_TRUE(hasError(loadGame(save, "s.json").errors, "/profile/id", "damaged"));
}

}  // namespace
}  // namespace ochos::rules
