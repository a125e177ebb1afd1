// Variants: merge patches onto a profile, validated alone and in every allowed combination.

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>

#include "profile_test_util.hpp"

namespace ochos::rules {

using engine::LastCardRule;
using engine::Rank;

namespace {

using testing::errorsOf;
using testing::hasError;
using testing::json;
using testing::minimalProfile;

json withVariants(const json& variants) {
  json doc = minimalProfile();
  doc["variants"] = variants;
  return doc;
}

json skipQueens() {
  return json::parse(
      R"({"name": "Skip", "description": "Q skips", "patch": {"cards": {"skip": ["Q"]}}})");
}

TEST(ProfileVariants, AVariantPatchesTheProfile) {
  const json doc = withVariants({{"skip_queens", skipQueens()}});
  const BuildResult plain = buildRuleSet(doc, {}, "t.json");
  const BuildResult patched = buildRuleSet(doc, {"skip_queens"}, "t.json");
  ASSERT_TRUE(plain) << testing::dump(plain.errors);
  ASSERT_TRUE(patched) << testing::dump(patched.errors);
  EXPECT_FALSE(plain.rules->effect(Rank::Queen).skip);
  EXPECT_TRUE(patched.rules->effect(Rank::Queen).skip);
  EXPECT_EQ(patched.rules->activeVariants, std::vector<std::string>{"skip_queens"});
  EXPECT_EQ(patched.document, doc);  // the base document, for saves
}

TEST(ProfileVariants, AppliedInTheOrderRequested) {
  const json doc = withVariants(json::parse(R"({
    "one": {"name": "One", "patch": {"draw": {"max_per_turn": 1, "stop_when_playable": false}}},
    "three": {"name": "Three", "patch": {"draw": {"max_per_turn": 3}}}})"));
  const BuildResult a = buildRuleSet(doc, {"one", "three"}, "t.json");
  const BuildResult b = buildRuleSet(doc, {"three", "one"}, "t.json");
  ASSERT_TRUE(a) << testing::dump(a.errors);
  ASSERT_TRUE(b) << testing::dump(b.errors);
  EXPECT_EQ(a.rules->maxDrawsPerTurn, 3);
  EXPECT_EQ(b.rules->maxDrawsPerTurn, 1);
}

TEST(ProfileVariants, NullInAPatchRemovesAValue) {
  json doc = minimalProfile();
  doc["last_card"] = {{"enforcement", "automatic"}, {"penalty", 2}};
  doc["variants"] = {{"quiet", {{"name", "Quiet"}, {"patch", {{"last_card", nullptr}}}}}};
  const BuildResult built = buildRuleSet(doc, {"quiet"}, "t.json");
  ASSERT_TRUE(built) << testing::dump(built.errors);
  EXPECT_EQ(built.rules->lastCard, LastCardRule::None);
}

TEST(ProfileVariants, UnknownKeysInAVariant) {
  json v = skipQueens();
  v["colour"] = "red";
  EXPECT_TRUE(hasError(errorsOf(withVariants({{"skip_queens", v}})), "/variants/skip_queens/colour",
                       "unknown key"));
}

TEST(ProfileVariants, UnknownKeysInAPatchPointIntoThePatch) {
  json v = skipQueens();
  v["patch"]["cards"]["skp"] = {"Q"};
  EXPECT_TRUE(hasError(errorsOf(withVariants({{"skip_queens", v}})),
                       "/variants/skip_queens/patch/cards/skp", "unknown key"));
}

TEST(ProfileVariants, BadValuesInAPatchPointIntoThePatch) {
  json v = skipQueens();
  v["patch"]["cards"]["skip"] = {"Z"};
  EXPECT_TRUE(hasError(errorsOf(withVariants({{"skip_queens", v}})),
                       "/variants/skip_queens/patch/cards/skip/0", "expected a rank"));
}

TEST(ProfileVariants, ContradictionsAVariantCausesNameIt) {
  // The patch is fine on its own terms, but with the base it leaves no value for the new ranks
  // and no room for the deal: reported at the base's pointers, naming the variant.
  json doc = minimalProfile();
  doc["hand_size"] = 7;
  doc["variants"] = json::parse(R"({"tiny": {"name": "Tiny deck",
      "patch": {"deck": {"ranks": ["7", "8", "9", "10", "J", "Q", "K"]}}}})");
  EXPECT_TRUE(hasError(errorsOf(doc), "/hand_size", "(with variant tiny)"));
}

// `count` variants v00, v01, …, each setting its own match target.
json manyVariants(int count) {
  json variants = json::object();
  for (int i = 0; i < count; ++i) {
    const std::string id = (i < 10 ? "v0" : "v") + std::to_string(i);
    variants[id] = {{"name", id}, {"patch", {{"match", {{"target", 200 + i}}}}}};
  }
  return variants;
}

// Reproduced with fuzz_profile: beyond 20 variants the pairs were built from a 32-bit mask shifted
// by the variant's index (undefined from the 33rd on), and variants past the 20th were never
// checked together.
TEST(ProfileVariants, BeyondTwentyVariantsEveryPairIsStillChecked) {
  json variants = manyVariants(22);
  variants["v22"] = {{"name", "Four or more"}, {"patch", {{"players", {{"min", 4}}}}}};
  variants["v23"] = {{"name", "Three at most"}, {"patch", {{"players", {{"max", 3}}}}}};
  const auto errors = errorsOf(withVariants(variants));
  bool named = false;
  for (const ProfileError& e : errors)
    named = named || (e.message.find("v22") != std::string::npos &&
                      e.message.find("v23") != std::string::npos);
  EXPECT_TRUE(named) << testing::dump(errors);
}

TEST(ProfileVariants, AtMostThirtyTwoVariants) {
  EXPECT_TRUE(errorsOf(withVariants(manyVariants(32))).empty());
  EXPECT_TRUE(hasError(errorsOf(withVariants(manyVariants(33))), "/variants",
                       "expected at most 32 variants, got 33"));
}

TEST(ProfileVariants, EmptyPatch) {
  EXPECT_TRUE(
      hasError(errorsOf(withVariants(json::parse(R"({"none": {"name": "None", "patch": {}}})"))),
               "/variants/none/patch", "the patch is empty"));
}

TEST(ProfileVariants, PatchThatChangesNothing) {
  EXPECT_TRUE(hasError(errorsOf(withVariants(json::parse(
                           R"({"same": {"name": "Same", "patch": {"hand_size": 5}}})"))),
                       "/variants/same/patch", "changes nothing"));
}

TEST(ProfileVariants, PatchMayNotChangeIdentity) {
  const auto errors = errorsOf(withVariants(json::parse(R"({"other": {"name": "Other",
      "patch": {"id": "other", "format": 1, "variants": {}}}})")));
  EXPECT_TRUE(hasError(errors, "/variants/other/patch/id", "may not change"));
  EXPECT_TRUE(hasError(errors, "/variants/other/patch/format", "may not change"));
  EXPECT_TRUE(hasError(errors, "/variants/other/patch/variants", "may not change"));
}

TEST(ProfileVariants, VariantNeedsANameAndAPatch) {
  const auto errors = errorsOf(withVariants(json::parse(R"({"bare": {"description": "x"}})")));
  EXPECT_TRUE(hasError(errors, "/variants/bare/name", "missing"));
  EXPECT_TRUE(hasError(errors, "/variants/bare/patch", "missing"));
  EXPECT_TRUE(hasError(errorsOf(withVariants({{"x", 3}})), "/variants/x", "expected an object"));
  EXPECT_TRUE(hasError(errorsOf(withVariants({{"Big Deck", skipQueens()}})), "/variants/Big Deck",
                       "variant id"));
}

TEST(ProfileVariants, ExcludesNamesOtherVariants) {
  json v = skipQueens();
  v["excludes"] = {"skip_queens", "nothing_like_it", 4};
  const auto errors = errorsOf(withVariants({{"skip_queens", v}}));
  EXPECT_TRUE(hasError(errors, "/variants/skip_queens/excludes/0", "cannot exclude itself"));
  EXPECT_TRUE(hasError(errors, "/variants/skip_queens/excludes/1", "another variant"));
  EXPECT_TRUE(hasError(errors, "/variants/skip_queens/excludes/2", "another variant"));
}

TEST(ProfileVariants, UnknownVariantRequested) {
  const BuildResult built =
      buildRuleSet(withVariants({{"skip_queens", skipQueens()}}), {"skip_kings"}, "t.json");
  EXPECT_FALSE(built);
  EXPECT_TRUE(hasError(built.errors, "/variants",
                       "no variant \"skip_kings\" in this profile; it offers skip_queens"));
}

TEST(ProfileVariants, VariantRequestedTwice) {
  const BuildResult built = buildRuleSet(withVariants({{"skip_queens", skipQueens()}}),
                                         {"skip_queens", "skip_queens"}, "t.json");
  EXPECT_TRUE(hasError(built.errors, "/variants/skip_queens", "requested twice"));
}

TEST(ProfileVariants, ExcludingVariantsRequestedTogether) {
  json other = json::parse(R"({"name": "Skip kings", "patch": {"cards": {"skip": ["K"]}}})");
  other["excludes"] = {"skip_queens"};
  const json doc = withVariants({{"skip_queens", skipQueens()}, {"skip_kings", other}});
  EXPECT_TRUE(errorsOf(doc).empty()) << testing::dump(errorsOf(doc));
  const BuildResult built = buildRuleSet(doc, {"skip_queens", "skip_kings"}, "t.json");
  EXPECT_FALSE(built);
  EXPECT_TRUE(hasError(built.errors, "/variants/skip_kings/excludes", "exclude each other"));
  // The exclusion works both ways.
  EXPECT_FALSE(buildRuleSet(doc, {"skip_kings", "skip_queens"}, "t.json"));
}

TEST(ProfileVariants, CombinationsAreCheckedTogether) {
  // Each is fine alone; together they draw without end, so the profile must say they exclude
  // each other.
  const json doc = withVariants(json::parse(R"({
    "unlimited": {"name": "Unlimited", "patch": {"draw": {"max_per_turn": "unlimited"}}},
    "keep_going": {"name": "Keep going", "patch": {"draw": {"stop_when_playable": false}}}})"));
  const auto errors = errorsOf(doc);
  EXPECT_TRUE(hasError(errors, "/variants/keep_going/patch/draw/stop_when_playable",
                       "with variants keep_going + unlimited"));
  json fixed = doc;
  fixed["variants"]["keep_going"]["excludes"] = {"unlimited"};
  EXPECT_TRUE(errorsOf(fixed).empty()) << testing::dump(errorsOf(fixed));
}

TEST(ProfileVariants, CombinationList) {
  const std::vector<VariantInfo> variants = {
      {"a", "A", "", {"b"}}, {"b", "B", "", {}}, {"c", "C", "", {}}};
  const auto combos = variantCombinations(variants);
  // {}, a, b, c, a+c, b+c (a+b and a+b+c are excluded).
  EXPECT_EQ(combos.size(), 6U);
  EXPECT_EQ(combos[0], std::vector<std::string>{});
  for (const auto& combo : combos) {
    const bool a = std::find(combo.begin(), combo.end(), "a") != combo.end();
    const bool b = std::find(combo.begin(), combo.end(), "b") != combo.end();
    EXPECT_FALSE(a && b);
  }
}

TEST(ProfileVariants, DescribeVariants) {
  json other = json::parse(R"({"name": "Skip kings", "description": "K skips",
      "excludes": ["skip_queens"], "patch": {"cards": {"skip": ["K"]}}})");
  const auto infos =
      describeVariants(withVariants({{"skip_queens", skipQueens()}, {"skip_kings", other}}));
  ASSERT_EQ(infos.size(), 2U);
  // nlohmann::json sorts object keys, so the order is by id (the library restores file order).
  EXPECT_EQ(infos[0].id, "skip_kings");
  EXPECT_EQ(infos[0].name, "Skip kings");
  EXPECT_EQ(infos[0].description, "K skips");
  EXPECT_EQ(infos[0].excludes, std::vector<std::string>{"skip_queens"});
}

}  // namespace
}  // namespace ochos::rules

namespace ochos::rules {
namespace {

TEST(ProfileVariants, ManyVariantsAreCheckedAloneAndInPairs) {
  json variants = json::object();
  const std::vector<std::string> ranks = {"A", "2", "3", "4", "5", "6", "7", "9", "10"};
  for (std::size_t i = 0; i < ranks.size(); ++i) {
    variants["skip_" + std::to_string(i)] = {{"name", "Skip " + ranks[i]},
                                             {"patch", {{"cards", {{"skip", {ranks[i]}}}}}}};
  }
  const json patched = withVariants(variants);
  EXPECT_TRUE(errorsOf(patched).empty()) << testing::dump(errorsOf(patched));
  std::vector<VariantInfo> infos = describeVariants(patched);
  ASSERT_EQ(infos.size(), 9U);
  EXPECT_EQ(variantCombinations(infos).size(), 1U + 9U + 36U);
}

TEST(ProfileVariants, LoadingAFileChecksEveryCombination) {
  const json doc = withVariants(json::parse(R"({
    "unlimited": {"name": "Unlimited", "patch": {"draw": {"max_per_turn": "unlimited"}}},
    "keep_going": {"name": "Keep going", "patch": {"draw": {"stop_when_playable": false}}}})"));
  const auto path = std::filesystem::temp_directory_path() / "ochos-rules-combo.json";
  std::ofstream(path) << doc.dump();
  // buildRuleSet alone checks only what was asked for; a file is checked whole.
  EXPECT_TRUE(buildRuleSet(doc, {"unlimited"}, "t.json"));
  const BuildResult fromFile = loadRuleSetFile(path, {"unlimited"});
  EXPECT_FALSE(fromFile);
  EXPECT_TRUE(hasError(fromFile.errors, "/variants/keep_going/patch/draw/stop_when_playable",
                       "with variants"));
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace ochos::rules
