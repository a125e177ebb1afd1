#pragma once

#include <SFML/Graphics/Font.hpp>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace ochos::app {

// The fonts the table uses. Either may fail to load: the game then runs without that text
// rather than crashing, and `problem` says what was missing and where it was looked for.
struct Fonts {
  // The font files' bytes, when loaded from disk: a font reads them for as long as it lives.
  std::shared_ptr<const std::string> regularBytes;
  std::shared_ptr<const std::string> boldBytes;
  sf::Font regular;
  sf::Font bold;
  // The bytes each font reads (from the files above or the executable), for a thread that needs
  // a font of its own: an sf::Font is not safe to use from two threads.
  std::string_view regularData;
  std::string_view boldData;
  bool hasRegular = false;
  bool hasBold = false;
  std::string problem;

  const sf::Font* text() const { return hasRegular ? &regular : (hasBold ? &bold : nullptr); }
  const sf::Font* heading() const { return hasBold ? &bold : text(); }
  std::string_view headingData() const {
    return hasBold ? boldData : (hasRegular ? regularData : std::string_view());
  }
};

// Where resources live: $OCHOS_RESOURCE_DIR, next to the executable (../share/ochos-locos or
// ./resources), else the source tree the game was built from.
std::filesystem::path resourceDir();
void loadFonts(Fonts& fonts);

// Loads one font file into `font`, keeping its bytes in `bytes`. SFML 2.5 would open the file by
// a narrow name, which on Windows cannot reach every folder; the bytes are read here by path.
bool loadFontFile(sf::Font& font, std::shared_ptr<const std::string>& bytes,
                  const std::filesystem::path& path);

}  // namespace ochos::app
