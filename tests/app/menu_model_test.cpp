#include "ochos/app/menus/menu_model.hpp"
#include "ochos/app/menus/pages.hpp"
#include "ochos/app/words/rules_text.hpp"

#include <algorithm>

#include <gtest/gtest.h>

#include "ochos/store/custom_profile.hpp"

namespace ochos::app {

using engine::RuleSet;
using engine::ScoringMode;

namespace {

const rules::ProfileLibrary& library() {
  static const rules::ProfileLibrary lib =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  return lib;
}

const rules::ProfileInfo& profile(const std::string& id) {
  const rules::ProfileInfo* p = library().find(id);
  EXPECT_NE(p, nullptr) << id;
  return *p;
}

std::shared_ptr<const RuleSet> rulesFor(const std::string& id,
                                        const std::vector<std::string>& variants = {}) {
  rules::BuildResult built = library().build(id, variants);
  EXPECT_TRUE(built) << id;
  return built.rules;
}

bool mentions(const std::vector<TextLine>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const TextLine& l) { return l.text.find(text) != std::string::npos; });
}

TEST(MenuFocus, MovesToTheNextEnabledItemAndWraps) {
  const std::vector<bool> enabled = {true, false, true, true};
  EXPECT_EQ(nextFocus(enabled, 0, 1), 2);
  EXPECT_EQ(nextFocus(enabled, 3, 1), 0);
  EXPECT_EQ(nextFocus(enabled, 0, -1), 3);
  EXPECT_EQ(nextFocus(enabled, -1, 1), 0);
  EXPECT_EQ(nextFocus(enabled, -1, -1), 3);
  EXPECT_EQ(nextFocus({false, false}, 0, 1), -1);
  EXPECT_EQ(nextFocus({}, 0, 1), -1);
}

TEST(MainMenu, OffersContinueFirstAndOnlyWithASavedMatch) {
  const auto without = mainMenuItems(false);
  EXPECT_EQ(std::count(without.begin(), without.end(), "continue"), 0);
  EXPECT_EQ(without.front(), "new_match");
  EXPECT_EQ(without.back(), "quit");
  const auto with = mainMenuItems(true);
  EXPECT_EQ(with.front(), "continue");
  EXPECT_EQ(with.size(), without.size() + 1);
  for (const std::string& item : with) {
    EXPECT_FALSE(menuItemLabel(item).empty());
    EXPECT_EQ(menuItemLabel(item).find("menu."), std::string::npos) << "untranslated: " << item;
  }
}

// A page the registry lists for the main menu is an item of it, in the registry's order, between
// Quick game and About; the others (the preset chooser) are reached from an item.
TEST(MainMenu, ListsTheRegisteredPagesInTheirOrder) {
  std::vector<std::string> listed;
  for (const Page& page : pages())
    if (page.inMainMenu) listed.emplace_back(page.id);
  const auto items = mainMenuItems(false);
  const auto quick = std::find(items.begin(), items.end(), "quick_game");
  ASSERT_NE(quick, items.end());
  EXPECT_EQ(std::vector<std::string>(quick + 1, quick + 1 + static_cast<long>(listed.size())),
            listed);
  EXPECT_EQ(*(quick + 1 + static_cast<long>(listed.size())), "about");
  ASSERT_NE(findPage("preset_chooser"), nullptr);
  EXPECT_FALSE(findPage("preset_chooser")->inMainMenu);
  EXPECT_EQ(findPage("no_such_page"), nullptr);
}

TEST(PresetChoice, SwitchingAVariantOnSwitchesOffThoseItExcludes) {
  std::vector<rules::VariantInfo> offered(3);
  offered[0].id = "a";
  offered[1].id = "b";
  offered[1].excludes = {"c"};
  offered[2].id = "c";
  auto chosen = toggleVariant(offered, {}, "c");
  EXPECT_EQ(chosen, std::vector<std::string>{"c"});
  chosen = toggleVariant(offered, chosen, "a");
  EXPECT_EQ(chosen, (std::vector<std::string>{"a", "c"}));
  chosen = toggleVariant(offered, chosen, "b");  // b excludes c
  EXPECT_EQ(chosen, (std::vector<std::string>{"a", "b"}));
  chosen = toggleVariant(offered, chosen, "c");  // and c is excluded by b
  EXPECT_EQ(chosen, (std::vector<std::string>{"a", "c"}));
  chosen = toggleVariant(offered, chosen, "a");
  EXPECT_EQ(chosen, std::vector<std::string>{"c"});
  EXPECT_EQ(toggleVariant(offered, {"zz", "c"}, "zz"), std::vector<std::string>{"c"});
}

TEST(PresetChoice, ARememberedChoiceIsFittedToTheProfile) {
  store::PresetChoice old;
  old.profileId = "whatever";
  old.variants = {"action_cards", "no_such_variant", "action_cards"};
  old.opponents = 7;                                     // Ochos Locos seats 2 to 5
  old.seats = {{"hard", "Zoe"}, {"impossible", "Ben"}};  // Ben: English's name for that seat
  old.target = 150;                                      // not offered
  const auto rules = rulesFor("ochos-locos");
  const store::PresetChoice fitted = fitChoice(old, profile("ochos-locos"), rules.get());
  EXPECT_EQ(fitted.profileId, "ochos-locos");
  EXPECT_EQ(fitted.variants, std::vector<std::string>{"action_cards"});
  EXPECT_EQ(fitted.opponents, 4);
  ASSERT_EQ(fitted.seats.size(), 4u);
  EXPECT_EQ(fitted.seats[0].name, "Zoe");
  EXPECT_EQ(fitted.seats[0].strength, "hard");
  EXPECT_EQ(fitted.seats[1].strength, "medium");
  // No name of the player's own: the seat takes the language's name for it (computerPlayerName).
  EXPECT_TRUE(fitted.seats[1].name.empty());
  EXPECT_TRUE(fitted.seats[2].name.empty());
  EXPECT_EQ(fitted.target, 0);

  old.target = 200;  // offered by Ochos Locos
  old.opponents = 0;
  const store::PresetChoice again = fitChoice(old, profile("ochos-locos"), rules.get());
  EXPECT_EQ(again.target, 200);
  EXPECT_EQ(again.opponents, 1);
}

TEST(PresetChoice, LimitsComeFromTheBuiltRules) {
  const PresetLimits ochos = presetLimits(*rulesFor("ochos-locos"), 3);
  EXPECT_EQ(ochos.minOpponents, 1);
  EXPECT_EQ(ochos.maxOpponents, 4);
  EXPECT_EQ(ochos.targets, (std::vector<int>{100, 200}));
  EXPECT_FALSE(ochos.singleHandOffered);
  // Crazy Eights: 50 per player at the table.
  const PresetLimits crazy = presetLimits(*rulesFor("crazy-eights"), 2);
  EXPECT_EQ(crazy.maxOpponents, 6);
  EXPECT_EQ(crazy.targets.front(), 150);
  EXPECT_TRUE(crazy.singleHandOffered);
  store::PresetChoice single;
  single.profileId = "ochos-locos";
  single.singleHand = true;
  EXPECT_FALSE(fitChoice(single, profile("ochos-locos"), rulesFor("ochos-locos").get()).singleHand);
}

TEST(PresetChoice, TheTargetStepsThroughThoseOfferedAndWraps) {
  PresetLimits limits;
  limits.targets = {100, 200, 500};  // 100 is the profile's own, stored as 0
  EXPECT_EQ(stepTarget(limits, 0, 1), 200);
  EXPECT_EQ(stepTarget(limits, 200, 1), 500);
  EXPECT_EQ(stepTarget(limits, 500, 1), 0);
  EXPECT_EQ(stepTarget(limits, 0, -1), 500);
  EXPECT_EQ(stepTarget(limits, 200, -1), 0);
  EXPECT_EQ(stepTarget(limits, 300, 1), 200) << "a target not offered counts as the profile's";
}

TEST(PresetChoice, TheMatchOptionsCarryTheSeats) {
  store::PresetChoice c;
  c.profileId = "mau-mau";
  c.variants = {"ace_skips"};
  c.opponents = 2;
  c.seats = {{"easy", "Ann"}, {"hard", "Bo"}};
  c.target = 0;
  const AppOptions o = matchOptions(AppOptions{}, c);
  EXPECT_EQ(o.profile, "mau-mau");
  EXPECT_EQ(o.variants, c.variants);
  EXPECT_EQ(o.players, 3);
  EXPECT_EQ(o.opponentNames, (std::vector<std::string>{"Ann", "Bo"}));
  EXPECT_EQ(o.opponentStrengths, (std::vector<std::string>{"easy", "hard"}));
}

TEST(PresetChoice, StrengthsCycle) {
  EXPECT_EQ(nextStrength("easy", 1), "medium");
  EXPECT_EQ(nextStrength("hard", 1), "easy");
  EXPECT_EQ(nextStrength("easy", -1), "hard");
  EXPECT_EQ(nextStrength("nonsense", 1), "hard");
  EXPECT_EQ(strengthLabel("hard"), "Hard");
}

TEST(SettingsSteps, StepThroughTheOfferedValuesAndStopAtTheEnds) {
  EXPECT_EQ(stepAnimationSpeed(1.0, 1), 2.0);
  EXPECT_EQ(stepAnimationSpeed(2.0, 1), 2.0);
  EXPECT_EQ(stepAnimationSpeed(0.5, -1), 0.0);
  EXPECT_EQ(stepAnimationSpeed(0.7, 1), 1.0);  // a hand-edited value moves to the next step
  EXPECT_EQ(stepAnimationSpeed(0.7, -1), 0.5);
  EXPECT_EQ(stepComputerPause(600, 1), 1000);
  EXPECT_EQ(stepComputerPause(0, -1), 0);
  EXPECT_EQ(stepCatchWindow(2000, 1), 3000);
  EXPECT_EQ(stepCatchWindow(1000, -1), 1000);
  EXPECT_EQ(stepCatchWindow(0, 1), 1000);
  EXPECT_EQ(stepVolume(80, 1), 90);
  EXPECT_EQ(stepVolume(100, 1), 100);
  EXPECT_EQ(stepVolume(85, -1), 80);
  EXPECT_EQ(stepVolume(80, -1), 70);
  EXPECT_EQ(stepVolume(0, -1), 0);
  EXPECT_EQ(stepHandSort(store::HandSort::SuitThenRank, 1), store::HandSort::RankThenSuit);
  EXPECT_EQ(stepHandSort(store::HandSort::Off, 1), store::HandSort::SuitThenRank);
  EXPECT_EQ(animationSpeedLabel(0), "Off");
  EXPECT_EQ(animationSpeedLabel(2), "Fast");
}

TEST(SettingsSteps, SettingsShapeTheTableUnlessTheCommandLineSaysOtherwise) {
  store::Settings s;
  s.animationSpeed = 2.0;  // twice the rate: half the duration
  s.computerPauseMs = 1500;
  s.catchWindowMs = 3000;
  s.sound = false;
  s.volume = 30;
  s.fourColourDeck = true;
  s.highlightPlayable = false;
  s.sortHand = store::HandSort::RankThenSuit;
  s.playerName = "Maria";
  const AppOptions o = applySettings(AppOptions{}, s);
  EXPECT_DOUBLE_EQ(o.speed, 0.5);
  EXPECT_DOUBLE_EQ(o.aiPause, 1.5);
  EXPECT_DOUBLE_EQ(o.catchWindow, 3.0);
  EXPECT_TRUE(o.mute);
  EXPECT_EQ(o.volume, 30);
  EXPECT_TRUE(o.fourColour);
  EXPECT_FALSE(o.hints);
  EXPECT_TRUE(o.sortByRank);
  EXPECT_EQ(o.playerName, "Maria");
  s.animationSpeed = 0;
  EXPECT_EQ(applySettings(AppOptions{}, s).speed, 0.0);

  const ParsedOptions given =
      parseOptions({"--speed", "0.3", "--ai-pause", "0", "--catch-window", "1.2"});
  const AppOptions kept = applySettings(given.options, s);
  EXPECT_DOUBLE_EQ(kept.speed, 0.3);
  EXPECT_DOUBLE_EQ(kept.aiPause, 0.0);
  EXPECT_DOUBLE_EQ(kept.catchWindow, 1.2);
  EXPECT_TRUE(kept.fourColour);
}

TEST(RulesPage, IsWrittenFromTheRuleValues) {
  const auto lines =
      describeRules(*rulesFor("ochos-locos", {"action_cards"}), profile("ochos-locos"));
  EXPECT_TRUE(mentions(lines, "2 to 5 players"));
  EXPECT_TRUE(mentions(lines, "Each player is dealt 7 cards."));
  EXPECT_TRUE(mentions(lines, "8 is wild"));
  EXPECT_TRUE(mentions(lines, "J: the next player misses a turn."));
  EXPECT_TRUE(mentions(lines, "Active variants: Action cards"));
  EXPECT_TRUE(mentions(lines, "Penalty points"));
  EXPECT_TRUE(mentions(lines, "8: 50"));
  EXPECT_TRUE(mentions(lines, "Last card!"));
  for (const TextLine& l : lines) {
    EXPECT_EQ(l.text.find('{'), std::string::npos) << "unfilled placeholder: " << l.text;
    EXPECT_EQ(l.text.find("rules."), std::string::npos) << "untranslated: " << l.text;
  }
  const auto plain = describeRules(*rulesFor("ochos-locos"), profile("ochos-locos"));
  EXPECT_TRUE(mentions(plain, "No variants"));
  EXPECT_FALSE(mentions(plain, "misses a turn"));
  // Crazy Eights deals by the number of players and lets you draw at will.
  const auto crazy = describeRules(*rulesFor("crazy-eights"), profile("crazy-eights"));
  EXPECT_TRUE(mentions(crazy, "7 cards with 2 players"));
  EXPECT_TRUE(mentions(crazy, "You may draw"));
  EXPECT_TRUE(mentions(crazy, "points per player"));
}

TEST(RulesPage, AUsersOwnProfileGetsOne) {
  const store::CustomProfile custom = store::makeCustomProfile(
      profile("mau-mau").document, {"ace_skips"}, "Our kitchen rules", {"mau-mau"});
  ASSERT_TRUE(custom);
  const rules::BuildResult built = rules::buildRuleSet(custom.document, {}, "kitchen.json");
  ASSERT_TRUE(built);
  rules::ProfileInfo info;
  info.name = "Our kitchen rules";
  info.description = custom.document.value("description", "");
  const auto lines = describeRules(*built.rules, info);
  EXPECT_TRUE(mentions(lines, "A deck of 32 cards."));
  EXPECT_TRUE(mentions(lines, "A, 8: the next player misses a turn."));
}

TEST(StatisticsPage, TitlesAndRows) {
  EXPECT_EQ(presetTitle("ochos-locos+action_cards", library()), "Ochos Locos + Action cards");
  EXPECT_EQ(presetTitle("gone+x", library()), "gone + x");
  store::Statistics stats;
  stats.recordHand("k", ScoringMode::PenaltyPoints, 12, false);
  stats.recordHand("k", ScoringMode::PenaltyPoints, 0, true);
  stats.recordHand("k", ScoringMode::PenaltyPoints, 3, false);
  stats.recordMatch("k", ScoringMode::PenaltyPoints, 15, true);
  const auto rows = statisticsRows(*stats.find("k"));
  ASSERT_EQ(rows.size(), 10u);
  EXPECT_EQ(rows[0].second, "1");
  EXPECT_EQ(rows[1].second, "1  (100% won)");
  EXPECT_EQ(rows[3].second, "1  (33% won)");
  EXPECT_EQ(rows[4].second, "0 points");  // penalty points: the lowest is the best
  EXPECT_EQ(rows[5].second, "5.0 points");
  EXPECT_EQ(rows[9].second, "1");
}

TEST(CommandLine, OptionsThatNameAMatchSkipTheMenu) {
  EXPECT_FALSE(parseOptions({}).options.matchOnCommandLine);
  EXPECT_FALSE(parseOptions({"--size", "800x600", "--speed", "2"}).options.matchOnCommandLine);
  EXPECT_TRUE(parseOptions({"--play"}).options.matchOnCommandLine);
  EXPECT_TRUE(parseOptions({"--seed", "4"}).options.matchOnCommandLine);
  EXPECT_TRUE(parseOptions({"--profile", "mau-mau"}).options.matchOnCommandLine);
  const AppOptions o = parseOptions({"--four-color", "--mute"}).options;
  EXPECT_TRUE(o.wasGiven("--four-colour"));
  EXPECT_TRUE(o.wasGiven("--mute"));
  EXPECT_FALSE(o.wasGiven("--speed"));
  EXPECT_FALSE(versionString().empty());
}

}  // namespace
}  // namespace ochos::app
