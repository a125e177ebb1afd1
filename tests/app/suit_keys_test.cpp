#include "ochos/app/hand/suit_keys.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>

#include "ochos/app/words/game_text.hpp"
#include "test_languages.hpp"

namespace ochos::app {
namespace {

using engine::kSuitCount;
using engine::Suit;
using K = sf::Keyboard::Key;

K letterKey(char letter) {
  return static_cast<K>(static_cast<int>(K::A) + (letter - 'A'));
}

// In every language the chooser's keys are distinct, each suit's label names the keys that
// pick it, and pressing them picks that suit: the number always, the initial where there is one.
TEST(SuitKeys, EachLanguageNamesItsOwnDistinctKeysAndTheyPickTheSuitShown) {
  for (test::TestLanguage& language : test::languagesToCheck(false)) {
    i18n::setTranslator(language.translator);
    const SuitKeys keys = suitKeys();
    std::set<char> letters;
    for (int s = 0; s < kSuitCount; ++s) {
      const Suit suit = static_cast<Suit>(s);
      const char letter = keys.letters[static_cast<std::size_t>(s)];
      const std::string label = keys.label(suit);
      EXPECT_EQ(label.substr(0, 1), std::to_string(s + 1)) << language.name;
      EXPECT_EQ(suitForKey(static_cast<K>(static_cast<int>(K::Num1) + s), keys), suit);
      EXPECT_EQ(suitForKey(static_cast<K>(static_cast<int>(K::Numpad1) + s), keys), suit);
      if (!keys.hasLetters()) {
        EXPECT_EQ(label, std::to_string(s + 1)) << language.name;
        continue;
      }
      EXPECT_TRUE(letters.insert(letter).second) << language.name << ": " << letter << " twice";
      // The letter is the initial of the suit's name as the chooser writes it.
      EXPECT_EQ(label, std::to_string(s + 1) + " \xC2\xB7 " + letter) << language.name;
      EXPECT_EQ(std::toupper(static_cast<unsigned char>(suitLabel(suit)[0])), letter)
          << language.name;
      EXPECT_EQ(suitForKey(letterKey(letter), keys), suit) << language.name << " " << letter;
    }
    // Any other letter picks nothing.
    for (char c = 'A'; c <= 'Z'; ++c) {
      if (letters.count(c) == 0) {
        EXPECT_FALSE(suitForKey(letterKey(c), keys)) << c;
      }
    }
  }
  i18n::setTranslator(i18n::Translator());
}

TEST(SuitKeys, PortugueseCIsCopasAndGermanAndFrenchUseNumbersOnly) {
  const std::map<std::string, std::string> expected = {{"en", "CDHS"},      {"pt.json", "POCE"},
                                                       {"es.json", "TDCP"}, {"nl.json", "KRHS"},
                                                       {"de.json", ""},     {"fr.json", ""}};
  for (test::TestLanguage& language : test::languagesToCheck(false)) {
    i18n::setTranslator(language.translator);
    const SuitKeys keys = suitKeys();
    std::string letters;
    for (const char c : keys.letters)
      if (c != 0) letters += c;
    ASSERT_TRUE(expected.count(language.name)) << language.name;
    EXPECT_EQ(letters, expected.at(language.name)) << language.name;
  }
  i18n::setTranslator(i18n::Translator());
  // Kreuz and Karo share their K: no letter at all, rather than a K for one of them.
  EXPECT_FALSE(suitKeysFor({"Kreuz", "Karo", "Herz", "Pik"}).hasLetters());
  EXPECT_FALSE(suitKeysFor({"«Clubs»", "Diamonds", "Hearts", "Spades"}).hasLetters());
  EXPECT_EQ(suitForKey(K::C, suitKeysFor({"Paus", "Ouros", "Copas", "Espadas"})), Suit::Hearts);
  EXPECT_FALSE(suitForKey(K::C, suitKeysFor({"Kreuz", "Karo", "Herz", "Pik"})));
  EXPECT_EQ(suitForKey(K::Num2, suitKeysFor({"Kreuz", "Karo", "Herz", "Pik"})), Suit::Diamonds);
}

}  // namespace
}  // namespace ochos::app
