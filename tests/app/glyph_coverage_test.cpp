#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include <SFML/Graphics/Font.hpp>
#include <SFML/System/String.hpp>
#include <nlohmann/json.hpp>

#include "ochos/app/shell/resources.hpp"
#include "ochos/i18n/translator.hpp"
#include "test_languages.hpp"

// Every character of every shipped string has a glyph in the shipped fonts, regular and bold:
// a missing one would show as an empty box (ã, ç, ñ, ß, œ, «, ‘…).
namespace ochos::app {
namespace {

// SFML 2.5 cannot ask a font whether it has a character; a missing one is drawn as the font's
// "no glyph" box, the same for every missing character. A private-use character is missing from
// any text font, so its glyph is that box.
class GlyphCheck {
 public:
  explicit GlyphCheck(const sf::Font& font) : font_(font), missing_(glyph(0xE000)) {}

  bool has(std::uint32_t c) const {
    const Shape g = glyph(c);
    return !(g == missing_);
  }

 private:
  struct Shape {
    float advance;
    sf::FloatRect bounds;
    bool operator==(const Shape& o) const { return advance == o.advance && bounds == o.bounds; }
  };
  Shape glyph(std::uint32_t c) const {
    const sf::Glyph& g = font_.getGlyph(c, 40, false);
    return {g.advance, g.bounds};
  }
  const sf::Font& font_;
  Shape missing_;
};

void collectStrings(const nlohmann::json& value, const std::string& where,
                    std::map<std::string, std::string>& out) {
  if (value.is_string()) out[where] = value.get<std::string>();
  if (value.is_object())
    for (const auto& [key, item] : value.items())
      collectStrings(item, where + "/" + key, out);
  if (value.is_array())
    for (std::size_t i = 0; i < value.size(); ++i)
      collectStrings(value[i], where + "/" + std::to_string(i), out);
}

// Every text the game can show from data: English's table and each language file whole.
std::map<std::string, std::string> everyShippedString() {
  std::map<std::string, std::string> out;
  for (const i18n::StringEntry& e : i18n::englishStrings())
    out[std::string("en/") + e.key] = e.english;
  for (const auto& file : test::shippedLanguageFiles()) {
    std::ifstream in(file, std::ios::binary);
    collectStrings(nlohmann::json::parse(in), file.filename().string(), out);
  }
  return out;
}

TEST(GlyphCoverage, TheShippedFontsDrawEveryCharacterOfEveryLanguage) {
  if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "no display for font textures";
  Fonts fonts;
  loadFonts(fonts);
  ASSERT_TRUE(fonts.hasRegular && fonts.hasBold) << fonts.problem;
  const GlyphCheck regular(fonts.regular);
  const GlyphCheck bold(fonts.bold);
  // The check can tell: letters are there, another private-use character is not.
  EXPECT_TRUE(regular.has(U'A') && regular.has(U'\u00e3') && regular.has(U'\u2660'));
  EXPECT_FALSE(regular.has(0xE001));

  const std::map<std::string, std::string> strings = everyShippedString();
  ASSERT_GT(strings.size(), 2000u);  // English and five languages of about 400 strings
  std::set<std::uint32_t> checked;
  for (const auto& [where, text] : strings) {
    const std::string utf8 = text;
    for (const std::uint32_t c : sf::String::fromUtf8(utf8.begin(), utf8.end())) {
      if (c <= U' ' || c == 0xA0 || c == 0x202F || !checked.insert(c).second) continue;
      EXPECT_TRUE(regular.has(c)) << "U+" << std::hex << c << " (in " << where << ")";
      EXPECT_TRUE(bold.has(c)) << "bold U+" << std::hex << c << " (in " << where << ")";
    }
  }
  EXPECT_GT(checked.size(), 100u);
}

}  // namespace
}  // namespace ochos::app
