#include <gtest/gtest.h>

#include <SFML/Graphics/Text.hpp>
#include <cstdint>
#include <cstdlib>

#include "ochos/app/resources.hpp"
#include "ochos/app/sfml/graphics.hpp"
#include "ochos/app/sfml/rect.hpp"
#include "ochos/app/ui.hpp"

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

TEST(LayoutText, MeasuresWithoutAFontAsNothing) {
  Fonts none;
  const Ui ui(none);
  EXPECT_EQ(ui.textWidth("Anna", 20), 0.f);
  EXPECT_EQ(ui.fit("", 20, 100), "");
}

}  // namespace
}  // namespace ochos::app
