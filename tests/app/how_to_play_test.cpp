#include "ochos/app/menus/how_to_play.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "ochos/app/words/rules_text.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/store/custom_profile.hpp"

namespace ochos::app {
namespace {

const rules::ProfileLibrary& library() {
  static const rules::ProfileLibrary lib =
      rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
  return lib;
}

std::vector<TextLine> cardFor(const std::string& id,
                              const std::vector<std::string>& variants = {}) {
  const rules::BuildResult built = library().build(id, variants);
  EXPECT_TRUE(built) << id;
  return describeHowToPlay(*built.rules);
}

bool mentions(const std::vector<TextLine>& lines, const std::string& text) {
  return std::any_of(lines.begin(), lines.end(),
                     [&](const TextLine& l) { return l.text.find(text) != std::string::npos; });
}

TEST(HowToPlay, SaysWhatIsWildWhatTheActionCardsDoTheCallAndTheScoring) {
  const auto plain = cardFor("ochos-locos");
  EXPECT_TRUE(mentions(plain, "8 is wild"));
  EXPECT_TRUE(mentions(plain, "“Last card!”"));
  EXPECT_TRUE(mentions(plain, "Penalty points"));
  EXPECT_TRUE(mentions(plain, "reaches"));
  EXPECT_FALSE(mentions(plain, "misses a turn"));
  const auto action = cardFor("ochos-locos", {"action_cards"});
  EXPECT_TRUE(mentions(action, "J: the next player misses a turn."));
  // Mau-Mau's call is its own word.
  EXPECT_TRUE(mentions(cardFor("mau-mau"), "“Mau”"));
  for (const TextLine& l : action) {
    EXPECT_EQ(l.text.find('{'), std::string::npos) << "unfilled placeholder: " << l.text;
    EXPECT_EQ(l.text.find("rules."), std::string::npos) << "untranslated: " << l.text;
  }
}

// Issue 42: a new player whose cards do not fit must learn from the card what to do and where
// the cards are drawn from.
TEST(HowToPlay, EveryPresetSaysWhatToDoWhenNoCardFitsAndWhereToDraw) {
  const std::map<std::string, std::string> rule = {
      {"ochos-locos",
       "You must play when you can. Whoever cannot play draws one card and may "
       "play it if it fits"},
      {"crazy-eights",
       "You may draw instead of playing, even when a card fits. Whoever cannot "
       "play draws until a card fits, and must play it."},
      {"mau-mau", "Whoever cannot play draws one card"},
      {"switch", "Whoever cannot play draws one card"}};
  for (const rules::ProfileInfo& profile : library().profiles()) {
    const auto card = cardFor(profile.id);
    EXPECT_TRUE(mentions(card, "To draw, click the stock")) << profile.id;
    EXPECT_TRUE(mentions(card, "or press D.")) << profile.id;
    ASSERT_TRUE(rule.count(profile.id)) << profile.id;
    EXPECT_TRUE(mentions(card, rule.at(profile.id))) << profile.id;
    EXPECT_TRUE(mentions(card, "reaches")) << profile.id;
  }
  // A variant's drawing rule is the one the card gives.
  EXPECT_TRUE(mentions(cardFor("ochos-locos", {"draw_until_playable"}), "draws until a card fits"));
}

TEST(HowToPlay, AQuickGameIsOneHand) {
  for (const char* id : {"crazy-eights", "ochos-locos"}) {
    const rules::BuildResult built = library().build(id, {});
    ASSERT_TRUE(built);
    const auto quick = describeHowToPlay(*built.rules, true);
    EXPECT_TRUE(mentions(quick, "A quick game is one hand")) << id;
    EXPECT_FALSE(mentions(quick, "reaches")) << id;  // no target in a single hand
    EXPECT_TRUE(mentions(quick, "To draw, click the stock")) << id;
  }
}

TEST(HowToPlay, IsShorterThanTheRulesPage) {
  const rules::BuildResult built = library().build("crazy-eights", {});
  ASSERT_TRUE(built);
  const auto card = describeHowToPlay(*built.rules);
  const auto page = describeRules(*built.rules, *library().find("crazy-eights"));
  EXPECT_LT(card.size(), page.size());
  EXPECT_LE(card.size(), 12u);
  EXPECT_FALSE(mentions(card, "Each player is dealt"));
}

TEST(HowToPlay, AUsersOwnProfileGetsOne) {
  const store::CustomProfile custom = store::makeCustomProfile(
      library().find("mau-mau")->document, {"ace_skips"}, "Our kitchen rules", {"mau-mau"});
  ASSERT_TRUE(custom);
  const rules::BuildResult built = rules::buildRuleSet(custom.document, {}, "kitchen.json");
  ASSERT_TRUE(built);
  const auto lines = describeHowToPlay(*built.rules);
  EXPECT_TRUE(mentions(lines, "A, 8: the next player misses a turn."));
  EXPECT_TRUE(mentions(lines, "“Mau”"));
}

InputEvent keyPress(sf::Keyboard::Key code) {
  return InputEvent::keyEvent(InputType::KeyPressed, code);
}

InputEvent mouse(InputType type, float x, float y) {
  return InputEvent::mouseEvent(type, {x, y});
}

TEST(HowToPlayCard, OpensWithItsButtonF1OrQuestionMarkAndClosesWithAClickOrEsc) {
  const Rect button{1000, 60, 120, 32};
  HowToPlayCard card("Ochos Locos", cardFor("ochos-locos"));
  EXPECT_FALSE(card.handleEvent(keyPress(sf::Keyboard::Key::D), button));  // the table's
  EXPECT_FALSE(card.handleEvent(mouse(InputType::MouseButtonPressed, 500, 500), button));
  EXPECT_FALSE(card.shown());

  EXPECT_TRUE(card.handleEvent(keyPress(sf::Keyboard::Key::F1), button));
  EXPECT_TRUE(card.shown());
  // While it is open the table hears nothing: no key plays, no click lands.
  EXPECT_TRUE(card.handleEvent(keyPress(sf::Keyboard::Key::D), button));
  EXPECT_TRUE(card.shown());
  EXPECT_TRUE(card.handleEvent(keyPress(sf::Keyboard::Key::Escape), button));
  EXPECT_FALSE(card.shown());

  EXPECT_TRUE(card.handleEvent(InputEvent::textEvent(U'?'), button));
  EXPECT_TRUE(card.shown());
  EXPECT_TRUE(card.handleEvent(mouse(InputType::MouseButtonPressed, 500, 500), button));
  EXPECT_FALSE(card.shown());
  // The release of the closing click does not reach the table either.
  EXPECT_TRUE(card.handleEvent(mouse(InputType::MouseButtonReleased, 500, 500), button));
  EXPECT_FALSE(card.handleEvent(mouse(InputType::MouseButtonReleased, 500, 500), button));

  EXPECT_TRUE(card.handleEvent(mouse(InputType::MouseButtonPressed, 1050, 70), button));
  EXPECT_TRUE(card.shown());
}

}  // namespace
}  // namespace ochos::app
