// Every text of the review's panel inside its box, in every language and at every window size
// the table supports, with the longest words the panel can be given. Runs with the other text
// checks under gui_text_fits_menus (it needs a display for the font's glyphs).
#include <gtest/gtest.h>

#include <SFML/Graphics/RenderTexture.hpp>
#include <cstdlib>

#include "ochos/app/review/review_panel.hpp"
#include "ochos/sfml/graphics.hpp"
#include "test_languages.hpp"

namespace ochos::app {
namespace {

using engine::Action;
using engine::Suit;

struct Size {
  unsigned w;
  unsigned h;
};
constexpr Size kSizes[] = {{800, 560}, {800, 600}, {1280, 720}, {1920, 1080}};

ReviewPanelFrame longestFrame(bool analysing) {
  const Action longPlay = Action::play(engine::parseCard("10S").value(), Suit::Diamonds, true);
  const std::string move = shortMoveText(longPlay, true, "Last card!");
  ai::Verdict v;
  v.playedValue = 0.17;
  v.bestValue = 1.0;
  ReviewPanelFrame f;
  f.marks.assign(140, StripMark{true, Grade::Mistake});
  f.step = 137;
  f.title = i18n::tr("review.title", {{"hand", "12"}}) + " · " +
            i18n::tr("review.step", {{"step", "137"}, {"count", "140"}, {"player", "Maximiliane"}});
  f.summary = analysing ? progressText(88, 88) : summaryText(188, 88, 88);
  f.verdict = verdictText(v, Grade::Mistake, move, move);
  f.mayGoBack = f.mayGoForward = f.hasNextWeakMove = true;
  return f;
}

TEST(TextOnScreenReview, ThePanelInEveryLanguage) {
  if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "no display for font textures";
  Fonts fonts;
  loadFonts(fonts);
  ASSERT_NE(fonts.text(), nullptr) << fonts.problem;
  Ui ui(fonts);
  std::size_t checked = 0;
  for (test::TestLanguage& language : test::languagesToCheck(true)) {
    i18n::setTranslator(language.translator);
    for (const Size size : kSizes) {
      sf::RenderTexture texture;
      resizeRenderTexture(texture, sf::Vector2u(size.w, size.h));
      const Vec2 window{static_cast<float>(size.w), static_cast<float>(size.h)};
      for (const bool analysing : {true, false}) {
        texture.clear();
        ui.beginFrame();
        drawReviewPanel(texture, ui, reviewPanelLayout(window), longestFrame(analysing));
        checked += ui.drawnTexts().size();
        for (const DrawnText& d : overflowing(ui.drawnTexts(), window.x, window.y)) {
          const Rect ink = inkBounds(d);
          ADD_FAILURE() << language.name << " at " << size.w << "x" << size.h << ": \"" << d.text
                        << "\" leaves its box: glyphs at " << ink.x << "," << ink.y << " " << ink.w
                        << "x" << ink.h << ", box " << d.box.x << "," << d.box.y << " " << d.box.w
                        << "x" << d.box.h;
        }
        // A cut drops the words that say what the move was or how bad: none is accepted in a
        // real language. The pseudo-language, a third longer than any, checks only that
        // nothing leaves its box (as for the lessons).
        for (const DrawnText& d : ui.drawnTexts())
          EXPECT_TRUE(d.full.empty() || language.name == "pseudo-long")
              << language.name << " at " << size.w << "x" << size.h << ": \"" << d.full
              << "\" cut with an ellipsis to \"" << d.text << "\"";
      }
    }
  }
  i18n::setTranslator(i18n::Translator());
  EXPECT_GT(checked, 100u);
}

}  // namespace
}  // namespace ochos::app
