#include "ochos/app/hand/suit_keys.hpp"

#include "ochos/app/words/game_text.hpp"

namespace ochos::app {

using engine::kSuitCount;
using engine::Suit;

std::string SuitKeys::label(Suit suit) const {
  const auto i = static_cast<std::size_t>(suit);
  std::string out = std::to_string(i + 1);
  if (letters[i] != 0) out += std::string(" \xC2\xB7 ") + letters[i];
  return out;
}

SuitKeys suitKeysFor(const std::array<std::string, kSuitCount>& names) {
  SuitKeys keys;
  for (std::size_t i = 0; i < names.size(); ++i) {
    // Only an initial A–Z is a key on every keyboard; "É" or "«" is none.
    const char first = names[i].empty() ? '\0' : names[i][0];
    char letter = '\0';
    if (first >= 'A' && first <= 'Z') letter = first;
    if (first >= 'a' && first <= 'z') letter = static_cast<char>(first - 'a' + 'A');
    for (std::size_t j = 0; j < i; ++j)
      if (keys.letters[j] == letter) letter = '\0';
    if (letter == '\0') return {};  // a suit without a key of its own: numbers only, for all
    keys.letters[i] = letter;
  }
  return keys;
}

SuitKeys suitKeys() {
  std::array<std::string, kSuitCount> names;
  for (int s = 0; s < kSuitCount; ++s)
    names[static_cast<std::size_t>(s)] = suitLabel(static_cast<Suit>(s));
  return suitKeysFor(names);
}

std::optional<Suit> suitForKey(sf::Keyboard::Key key, const SuitKeys& keys) {
  using K = sf::Keyboard::Key;
  const int number = static_cast<int>(key) - static_cast<int>(K::Num1);
  if (number >= 0 && number < kSuitCount) return static_cast<Suit>(number);
  const int pad = static_cast<int>(key) - static_cast<int>(K::Numpad1);
  if (pad >= 0 && pad < kSuitCount) return static_cast<Suit>(pad);
  const int letter = static_cast<int>(key) - static_cast<int>(K::A);
  if (letter < 0 || letter >= 26) return std::nullopt;
  for (int s = 0; s < kSuitCount; ++s)
    if (keys.letters[static_cast<std::size_t>(s)] == 'A' + letter) return static_cast<Suit>(s);
  return std::nullopt;
}

}  // namespace ochos::app
