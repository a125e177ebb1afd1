#pragma once

#include <SFML/Graphics/Font.hpp>
#include <filesystem>
#include <string>

namespace ochos::app {

// The fonts the table uses. Either may fail to load: the game then runs without that text
// rather than crashing, and `problem` says what was missing and where it was looked for.
struct Fonts {
  sf::Font regular;
  sf::Font bold;
  bool hasRegular = false;
  bool hasBold = false;
  std::string problem;

  const sf::Font* text() const { return hasRegular ? &regular : (hasBold ? &bold : nullptr); }
  const sf::Font* heading() const { return hasBold ? &bold : text(); }
};

// Where resources live: $OCHOS_RESOURCE_DIR, next to the executable (../share/ochos-locos or
// ./resources), else the source tree the game was built from.
std::filesystem::path resourceDir();
void loadFonts(Fonts& fonts);

}  // namespace ochos::app
