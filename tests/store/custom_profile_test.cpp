#include "ochos/store/custom_profile.hpp"

#include <gtest/gtest.h>

#include "../temp_folder.hpp"

namespace ochos::store {

using engine::kRankCount;
using engine::RankEffect;
using engine::RuleSet;

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using ochos::testing::TempFolder;

fs::path builtInDir() {
  return fs::path(OCHOS_TEST_DATA_DIR) / ".." / ".." / "resources" / "profiles";
}

void expectSameRules(const RuleSet& a, const RuleSet& b) {
  EXPECT_EQ(a.rankMask, b.rankMask);
  EXPECT_EQ(a.twoDecksFromPlayers, b.twoDecksFromPlayers);
  EXPECT_EQ(a.minPlayers, b.minPlayers);
  EXPECT_EQ(a.maxPlayers, b.maxPlayers);
  EXPECT_EQ(a.handSize, b.handSize);
  for (int r = 1; r <= kRankCount; ++r) {
    const RankEffect& x = a.effects[static_cast<std::size_t>(r)];
    const RankEffect& y = b.effects[static_cast<std::size_t>(r)];
    EXPECT_EQ(x.wild, y.wild) << r;
    EXPECT_EQ(x.skip, y.skip) << r;
    EXPECT_EQ(x.reverse, y.reverse) << r;
    EXPECT_EQ(x.draw, y.draw) << r;
    EXPECT_EQ(x.answersDraw, y.answersDraw) << r;
  }
  EXPECT_EQ(a.wildDeclaresSuit, b.wildDeclaresSuit);
  EXPECT_EQ(a.wildOnWild, b.wildOnWild);
  EXPECT_EQ(a.drawStacking, b.drawStacking);
  EXPECT_EQ(a.mustPlayIfAble, b.mustPlayIfAble);
  EXPECT_EQ(a.maxDrawsPerTurn, b.maxDrawsPerTurn);
  EXPECT_EQ(a.stopDrawingWhenPlayable, b.stopDrawingWhenPlayable);
  EXPECT_EQ(a.afterDraw, b.afterDraw);
  EXPECT_EQ(a.mustPlayDrawnCard, b.mustPlayDrawnCard);
  EXPECT_EQ(a.multipleSameRank, b.multipleSameRank);
  EXPECT_EQ(a.illegalPlayPenalty, b.illegalPlayPenalty);
  EXPECT_EQ(a.emptyStock, b.emptyStock);
  EXPECT_EQ(a.startWild, b.startWild);
  EXPECT_EQ(a.startAction, b.startAction);
  EXPECT_EQ(a.lastCard, b.lastCard);
  EXPECT_EQ(a.lastCardPenalty, b.lastCardPenalty);
  EXPECT_EQ(a.scoring, b.scoring);
  EXPECT_EQ(a.cardValue, b.cardValue);
  EXPECT_EQ(a.finishBonusRanks, b.finishBonusRanks);
  EXPECT_EQ(a.finishMultiplier, b.finishMultiplier);
  EXPECT_EQ(a.target, b.target);
  EXPECT_EQ(a.targetPerPlayer, b.targetPerPlayer);
  EXPECT_EQ(a.targetChoices, b.targetChoices);
  EXPECT_EQ(a.singleHandOffered, b.singleHandOffered);
}

TEST(CustomProfile, IdsComeFromTheName) {
  EXPECT_EQ(profileIdFromName("My Rules #2!"), "my-rules-2");
  EXPECT_EQ(profileIdFromName("  Zoë's  house   rules "), "zo-s-house-rules");
  EXPECT_EQ(profileIdFromName("!!!"), "custom");
  EXPECT_LE(profileIdFromName(std::string(200, 'a')).size(), 48U);
}

TEST(CustomProfile, EveryBuiltInVariantBecomesAStandaloneProfileWithTheSameRules) {
  const auto library = rules::ProfileLibrary::load(builtInDir(), std::nullopt);
  ASSERT_FALSE(library.profiles().empty());
  int made = 0;
  for (const rules::ProfileInfo& p : library.profiles()) {
    for (const auto& combo : rules::variantCombinations(p.variants)) {
      if (combo.size() > 2) continue;  // singles and pairs are plenty
      SCOPED_TRACE(p.id + " +" + std::to_string(combo.size()));
      const CustomProfile custom = makeCustomProfile(p.document, combo, "House rules", {p.id});
      ASSERT_TRUE(custom) << custom.errors.front().toString();
      EXPECT_EQ(custom.document["id"], "house-rules");
      EXPECT_EQ(custom.document["name"], "House rules");
      const auto original = rules::buildRuleSet(p.document, combo, "original");
      const auto copy = rules::buildRuleSet(custom.document, {}, "copy");
      ASSERT_TRUE(original && copy);
      expectSameRules(*original.rules, *copy.rules);
      // What was chosen is no longer a toggle.
      for (const std::string& v : combo)
        EXPECT_FALSE(custom.document["variants"].contains(v));
      ++made;
    }
  }
  EXPECT_GT(made, 20);
}

TEST(CustomProfile, RefusesVariantsThatDoNotBuild) {
  const auto library = rules::ProfileLibrary::load(builtInDir(), std::nullopt);
  const rules::ProfileInfo* p = library.find("crazy-eights");
  ASSERT_NE(p, nullptr);
  EXPECT_FALSE(makeCustomProfile(p->document, {"no_such_variant"}, "x", {}));
}

TEST(CustomProfile, IsSavedBesideOthersWithoutReplacingAny) {
  TempFolder dir;
  const fs::path userDir = dir.path() / "profiles";
  const auto library = rules::ProfileLibrary::load(builtInDir(), std::nullopt);
  const rules::ProfileInfo* p = library.find("crazy-eights");
  ASSERT_NE(p, nullptr);
  const CustomProfile first =
      saveCustomProfile(p->document, {"special_cards"}, "Friday", library, userDir);
  ASSERT_TRUE(first) << first.errors.front().toString();
  EXPECT_EQ(first.path, userDir / "friday.json");
  const CustomProfile second = saveCustomProfile(p->document, {}, "Friday", library, userDir);
  ASSERT_TRUE(second);
  EXPECT_EQ(second.path, userDir / "friday-2.json");
  // A name that clashes with a built-in profile gets its own id.
  const CustomProfile third = saveCustomProfile(p->document, {}, "Crazy Eights", library, userDir);
  EXPECT_EQ(third.document["id"], "crazy-eights-2");

  const auto reloaded = rules::ProfileLibrary::load(builtInDir(), userDir);
  EXPECT_TRUE(reloaded.broken().empty());
  ASSERT_NE(reloaded.find("friday"), nullptr);
  EXPECT_EQ(reloaded.find("friday")->name, "Friday");
  EXPECT_FALSE(reloaded.find("friday")->builtIn);
  EXPECT_NE(reloaded.find("friday-2"), nullptr);
}

}  // namespace
}  // namespace ochos::store
