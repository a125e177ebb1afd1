#include <cstdlib>

#include <gtest/gtest.h>

#include "ochos/app/table/table_scene.hpp"
#include "ochos/rules/game_file.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::app {

using engine::Game;
using engine::MatchConfig;
using engine::Observation;
using engine::Phase;

namespace {

std::string field(const std::string& dump, const std::string& key) {
  const std::string tag = key + "=";
  const auto at = dump.find("\n" + tag);
  if (at == std::string::npos)
    return dump.rfind(tag, 0) == 0 ? dump.substr(tag.size(), dump.find('\n') - tag.size()) : "?";
  const auto start = at + 1 + tag.size();
  return dump.substr(start, dump.find('\n', start) - start);
}

// A table holds SFML textures, which need a display: ctest runs these as
// gui_unit_tests_with_display under xvfb-run; a bare unit run without one skips them.
#define NEED_DISPLAY() \
  if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "needs a display (xvfb-run)"

// Plays each seat's first legal action until `hand` has started and `moves` more were made.
void playInto(Game& game, int hand, int moves) {
  for (int guard = 0; guard < 5000; ++guard) {
    const Phase phase = game.state().phase();
    if (phase == Phase::MatchOver) return;
    if (phase == Phase::HandOver) {
      game.beginNextHand();
      continue;
    }
    if (game.state().handNumber() >= hand && moves-- <= 0) return;
    for (int s = 0; s < game.state().players(); ++s) {
      const Observation obs = game.observe(s);
      if (!obs.legal.empty() && (s == game.state().currentPlayer() || phase != Phase::Playing)) {
        ASSERT_TRUE(game.apply(s, obs.legal[0]).accepted);
        break;
      }
    }
  }
}

TEST(TableSession, AContinuedMatchShowsTheSavedPositionWithItsPastHands) {
  NEED_DISPLAY();
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  const rules::BuildResult built = library.build("crazy-eights", {"special_cards"});
  ASSERT_TRUE(built);
  MatchConfig config;
  config.players = 3;
  config.seed = 11;
  Game game(built.rules, config);
  playInto(game, 2, 4);
  ASSERT_EQ(game.state().handNumber(), 2);

  rules::LoadedGame loaded = rules::loadGame(rules::saveGame(game, built.document), "test");
  ASSERT_TRUE(loaded);
  store::TableInfo table;
  table.seats = {{"Maria", "human"}, {"Ann", "easy"}, {"Bo", "hard"}};
  Fonts fonts;  // none loaded: the table runs without text
  AppOptions options;
  TableScene scene(fonts, options, std::move(loaded.game), table);

  const std::string dump = scene.describe(0);

  const Observation obs = game.observe(0);
  EXPECT_EQ(field(dump, "phase"), "playing");
  EXPECT_EQ(field(dump, "hand_number"), "2");
  EXPECT_EQ(field(dump, "hand_size"), std::to_string(obs.hand.size()));
  EXPECT_EQ(field(dump, "stock"), std::to_string(obs.stockSize));
  EXPECT_EQ(field(dump, "hands_recorded"), "1");  // the scoreboard knows the first hand
  EXPECT_EQ(field(dump, "idle"), "1");            // nothing left to animate
  EXPECT_EQ(scene.match().game().actions(), game.actions());
  const store::TableInfo saved = scene.match().tableInfo();
  EXPECT_EQ(saved, table);
}

TEST(TableSession, SeatsTakeTheChosenNamesAndStrengths) {
  NEED_DISPLAY();
  const rules::ProfileLibrary library =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  const rules::BuildResult built = library.build("mau-mau", {});
  ASSERT_TRUE(built);
  AppOptions options;
  options.players = 3;
  options.seed = 5;
  options.playerName = "Maria";
  options.opponentNames = {"Zoe", ""};
  options.opponentStrengths = {"hard", "easy"};
  Fonts fonts;
  TableScene scene(fonts, options, built.rules, false);
  const store::TableInfo table = scene.match().tableInfo();
  ASSERT_EQ(table.seats.size(), 3u);
  EXPECT_EQ(table.seats[0], (store::SeatInfo{"Maria", "human"}));
  EXPECT_EQ(table.seats[1], (store::SeatInfo{"Zoe", "hard"}));
  // The language's name for the seat is saved too: a seat keeps its name for the whole match.
  EXPECT_EQ(table.seats[2], (store::SeatInfo{"Ben", "easy"}));
}

}  // namespace
}  // namespace ochos::app
