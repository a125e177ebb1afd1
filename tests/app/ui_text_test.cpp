#include <gtest/gtest.h>

#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Text.hpp>
#include <cstdint>
#include <cstdlib>

#include "ochos/app/paint/ui.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/sfml/rect.hpp"

namespace ochos::app {
namespace {

// The HUD lays text out itself (to batch it); it must measure and place glyphs as sf::Text.
TEST(LayoutText, MeasuresAsSfText) {
  // Glyphs live in a texture, which needs a display (ctest runs this in
  // gui_unit_tests_with_display, under xvfb-run).
  if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "no display for font textures";
  Fonts fonts;
  loadFonts(fonts);
  if (fonts.text() == nullptr) GTEST_SKIP() << "no font: " << fonts.problem;
  for (const sf::Font* font : {fonts.text(), fonts.heading()}) {
    for (unsigned size : {12u, 17u, 28u, 44u}) {
      for (const char* s : {"Anna", "played 5\xE2\x99\xA3", "Your turn: play a glowing card.",
                            "AVA Wo 12 pts", "thinking\xE2\x80\xA6", " x "}) {
        const sf::String text = sfText(s);
        const sf::Text reference = makeText(*font, text, size);
        const Rect bounds = toRect(reference.getLocalBounds());
        sf::VertexArray quads(sf::PrimitiveType::Triangles);
        const float w = layoutText(*font, text, size, {0, 0}, sf::Color::White, &quads);
        EXPECT_NEAR(w, bounds.right(), 0.01f) << s << " at " << size;
        std::size_t visible = 0;
        for (const std::uint32_t c : text)
          visible += c != U' ';
        EXPECT_EQ(quads.getVertexCount(), visible * 6) << s;
        if (quads.getVertexCount() > 0) {
          // The same glyph boxes as sf::Text's own geometry.
          EXPECT_NEAR(toRect(quads.getBounds()).y, toRect(reference.getGlobalBounds()).y - 1.f,
                      0.01f)
              << s;
        }
      }
    }
  }
}

// The fit checks measure the glyphs as SFML draws them, not the layout's own arithmetic (a
// width from textWidth, a fixed height). Named TextOnScreen* to run with them, on a display.
class TextOnScreenInk : public ::testing::Test {
 protected:
  void SetUp() override {
    if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "no display for font textures";
    loadFonts(fonts_);
    ASSERT_NE(fonts_.text(), nullptr) << fonts_.problem;
    ASSERT_TRUE(resizeRenderTexture(texture_, {400, 100}));
  }
  // Draws `s` as a free line whose layout box (1.05 times the size tall from half the size
  // above `y`) ends inside the 100 px window.
  std::vector<DrawnText> lineAt(const std::string& s, unsigned size, float y) {
    Ui ui(fonts_);
    ui.beginFrame();
    ui.text(texture_, s, {10, y}, size, sf::Color::White);
    return ui.drawnTexts();
  }
  Fonts fonts_;
  sf::RenderTexture texture_;
};

TEST_F(TextOnScreenInk, ADescenderBelowTheWindowOverflows) {
  // At 60 px the layout box ends at y + 33: inside. The descenders of "gypsy" reach below.
  const std::vector<DrawnText> plain = lineAt("Lemma", 60, 67);
  ASSERT_EQ(plain.size(), 1u);
  EXPECT_LE(plain[0].placed.bottom(), 100.f);
  EXPECT_TRUE(overflowing(plain, 400, 100).empty()) << inkBounds(plain[0]).bottom();
  const std::vector<DrawnText> low = lineAt("gypsy", 60, 67);
  ASSERT_EQ(low.size(), 1u);
  EXPECT_LE(low[0].placed.bottom(), 100.f);
  EXPECT_EQ(overflowing(low, 400, 100).size(), 1u) << inkBounds(low[0]).bottom();
}

TEST_F(TextOnScreenInk, AFirstGlyphReachingLeftStaysInItsBox) {
  // DejaVu's J reaches 3 px left of the pen at 44 px: the line is laid out to keep it inside.
  Ui ui(fonts_);
  ui.beginFrame();
  TextStyle style;
  style.size = 44;
  ui.textIn(texture_, "Jujuy", {20, 20, 360, 60}, style);
  ASSERT_EQ(ui.drawnTexts().size(), 1u);
  EXPECT_GE(inkBounds(ui.drawnTexts()[0]).x, 20.f);
  EXPECT_TRUE(overflowing(ui.drawnTexts(), 400, 100).empty());
}

// French puts a no-break space before ':' and between a number and its unit ("0 pts"): it
// takes its width and draws nothing (it once drew a stray mark from the glyph page's corner).
TEST(LayoutText, ANoBreakSpaceDrawsNothing) {
  if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "no display for font textures";
  Fonts fonts;
  loadFonts(fonts);
  if (fonts.text() == nullptr) GTEST_SKIP() << "no font: " << fonts.problem;
  for (const sf::Font* font : {fonts.text(), fonts.heading()}) {
    sf::VertexArray joined(sf::PrimitiveType::Triangles);
    sf::VertexArray spaced(sf::PrimitiveType::Triangles);
    const float w =
        layoutText(*font, sfText("0\xC2\xA0pts"), 17, {0, 0}, sf::Color::White, &joined);
    layoutText(*font, sfText("0 pts"), 17, {0, 0}, sf::Color::White, &spaced);
    EXPECT_EQ(joined.getVertexCount(), 4u * 6u);
    EXPECT_EQ(joined.getVertexCount(), spaced.getVertexCount());
    EXPECT_GT(w, 0.f);
  }
}

TEST(LayoutText, MeasuresWithoutAFontAsNothing) {
  Fonts none;
  const Ui ui(none);
  EXPECT_EQ(ui.textWidth("Anna", 20), 0.f);
  EXPECT_EQ(ui.fit("", 20, 100), "");
}

}  // namespace
}  // namespace ochos::app
