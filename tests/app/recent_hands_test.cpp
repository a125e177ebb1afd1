#include "ochos/app/menus/recent_hands.hpp"
#include "ochos/app/words/game_text.hpp"

#include <gtest/gtest.h>

#include "../temp_folder.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::app {
namespace {

using engine::Game;
using engine::Phase;
using ochos::testing::TempFolder;

// Keeps the first hand of a match of crazy-eights with `variants`, finished at `when`.
void keepAHand(store::HandArchive& archive, const std::vector<std::string>& variants,
               std::int64_t when) {
  const rules::BuildResult built =
      rules::ProfileLibrary::loadDefault().build("crazy-eights", variants);
  ASSERT_TRUE(built);
  engine::MatchConfig config;
  config.seed = static_cast<std::uint64_t>(when);  // another deal each time
  Game game(built.rules, config);
  while (game.state().phase() == Phase::Playing) {
    const engine::Observation obs = game.observe(game.state().currentPlayer());
    ASSERT_TRUE(game.apply(obs.seat, obs.legal[0]).accepted);
  }
  ASSERT_TRUE(archive.add(game, built.document, {{{"Zoë", "human"}, {"Ana", "hard"}}, 0}, when));
}

TEST(RecentHands, APresetListsItsOwnHandsNotThoseOfItsVariants) {
  TempFolder dir;
  store::HandArchive archive(store::openConfigFolder(dir.path()));
  keepAHand(archive, {}, 100);
  keepAHand(archive, {"special_cards"}, 200);
  keepAHand(archive, {}, 300);
  const auto plain = recentHandsOf(archive, "crazy-eights");
  ASSERT_EQ(plain.size(), 2u);
  EXPECT_EQ(plain[0].finishedAt, 300);
  EXPECT_EQ(plain[1].finishedAt, 100);
  const auto special = recentHandsOf(archive, "crazy-eights+special_cards");
  ASSERT_EQ(special.size(), 1u);
  EXPECT_EQ(special[0].finishedAt, 200);
  EXPECT_TRUE(recentHandsOf(archive, "mau-mau").empty());
}

TEST(RecentHands, ARowNamesWhoWentOutOrSaysTheHandWasBlocked) {
  store::ArchivedHand hand;
  hand.hand = 4;
  hand.table = {{{"Zoë", "human"}, {"Ana", "hard"}}, 0};
  hand.winner = 1;
  hand.humanPoints = 17;
  hand.finishedAt = 1'000'000;
  RecentHandRow row = recentHandRow(hand, 1'000'000 + 3600 * 24 * 400);
  EXPECT_EQ(row.hand, "4");
  EXPECT_EQ(row.winner, "Ana");
  EXPECT_EQ(row.points, "17");
  EXPECT_EQ(row.when.size(), std::string("1970-01-12 13:46").size()) << row.when;
  hand.winner = -1;
  EXPECT_EQ(recentHandRow(hand, 0).winner, "Blocked");
  // Names that were the language's are kept empty and shown in the language of now.
  hand.table = {{{"", "easy"}, {"", "human"}, {"", "hard"}}, 1};
  hand.winner = 2;
  EXPECT_EQ(recentHandRow(hand, 0).winner, computerPlayerName(1));
  hand.winner = 1;
  EXPECT_EQ(recentHandRow(hand, 0).winner, "You");
}

TEST(RecentHands, AHandOfTodayShowsOnlyItsTime) {
  const std::int64_t now = 1'796'000'000;
  const std::string today = shortLocalTime(now, now);
  EXPECT_EQ(today.rfind("Today ", 0), 0u) << today;
  EXPECT_EQ(today.size(), std::string("Today 12:34").size()) << today;
  const std::string earlier = shortLocalTime(now - 3 * 24 * 3600, now);
  EXPECT_EQ(earlier.rfind("2026-", 0), 0u) << earlier;
}

}  // namespace
}  // namespace ochos::app
