#include "ochos/app/how_to_play.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "ochos/app/rules_text.hpp"
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
