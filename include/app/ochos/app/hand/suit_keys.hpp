#pragma once

// The keys that name a suit in the suit chooser: 1 to 4 always, and the initials of the suits'
// names in the player's language where the four are distinct letters (C D H S in English, P O C
// E in Portuguese, K R H S in Dutch); German (Kreuz, Karo) and French (Carreau, Cœur) share an
// initial, so there the numbers alone name a suit. The chooser shows under each suit the keys
// that pick it, from the same place.

#include <SFML/Window/Keyboard.hpp>
#include <array>
#include <optional>
#include <string>

#include "ochos/engine/card.hpp"

namespace ochos::app {

struct SuitKeys {
  // 'A' … 'Z' for each suit (clubs, diamonds, hearts, spades), or all four 0: numbers only.
  std::array<char, engine::kSuitCount> letters{};

  bool hasLetters() const { return letters[0] != 0; }
  // What the chooser writes under the suit: "1 · C", or "1" with numbers only.
  std::string label(engine::Suit suit) const;
};

// The keys in the current language (i18n::translator()), from its suit names (suit.*).
SuitKeys suitKeys();
// The keys for these suit names, in suit order: the rule above, apart from any translator.
SuitKeys suitKeysFor(const std::array<std::string, engine::kSuitCount>& names);

// The suit a key names, if any.
std::optional<engine::Suit> suitForKey(sf::Keyboard::Key key, const SuitKeys& keys);

}  // namespace ochos::app
