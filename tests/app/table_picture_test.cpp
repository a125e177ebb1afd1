// The table looks as it did: a busy frame of a seven-seat table, drawn by the real renderer, is
// compared pixel by pixel with tests/data/pictures/table-1280x720.png, drawn when the cards were
// painted in one piece: painted in steps between frames, they look the same. The reference is
// Mesa's software renderer's: another renderer shades edges its own way, and the comparison is
// skipped there.
//
// A new reference, after a change meant to alter the look: OCHOS_PICTURES_OUT=<folder> writes
// the frame drawn there, to look at and copy over the old one.
#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Window/Context.hpp>
#include <chrono>
#include <cstdlib>
#include <string>

#include "ochos/app/table/table_renderer.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/sfml/graphics.hpp"

namespace ochos::app {
namespace {

using engine::Card;
using engine::Rank;
using engine::Suit;

constexpr unsigned kWidth = 1280;
constexpr unsigned kHeight = 720;

// The renderer's name, as OpenGL gives it (glGetString(GL_RENDERER), looked up: the tests do not
// link OpenGL themselves).
std::string rendererName() {
  using GetString = const unsigned char* (*)(unsigned);
  constexpr unsigned kGlRenderer = 0x1F01;
  const sf::Context context;
  const auto get = reinterpret_cast<GetString>(sf::Context::getFunction("glGetString"));
  const unsigned char* name = get != nullptr ? get(kGlRenderer) : nullptr;
  return name != nullptr ? reinterpret_cast<const char*>(name) : "";
}

// A hand under way: the human's turn with cards that fit and do not, a seat that called its last
// card, the pending draw and the declared suit, long names.
TableView busyTable(const engine::RuleSet& rules, LayoutInput& in) {
  TableView view(rules);
  view.seats = 7;
  view.human = 0;
  view.dealer = 2;
  view.current = 0;
  view.stock = 23;
  view.pendingDraw = 2;
  view.suitDeclared = true;
  view.activeSuit = Suit::Spades;
  view.discard = {Card(Suit::Hearts, Rank::Nine), Card(Suit::Hearts, Rank::Two),
                  Card(Suit::Diamonds, Rank::Eight)};
  for (int s = 0; s < view.seats; ++s) {
    view.handSizes[static_cast<std::size_t>(s)] = s == 0 ? 9 : 3 + s;
    view.scores[static_cast<std::size_t>(s)] = 10 * s;
  }
  view.handSizes[4] = 1;
  for (int i = 0; i < 9; ++i)
    view.hand.push_back(Card(static_cast<Suit>(i % 4), static_cast<Rank>(1 + (i * 5) % 13)));
  in = {static_cast<float>(kWidth), static_cast<float>(kHeight), view.seats, 0, view.handSizes};
  return view;
}

TEST(TablePicture, LooksAsItDid) {
  if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "needs a display (xvfb-run)";
  const std::string renderer = rendererName();
  if (renderer.find("llvmpipe") == std::string::npos)
    GTEST_SKIP() << "the reference is Mesa's software renderer's, not " << renderer << "'s";
  Fonts fonts;
  loadFonts(fonts);
  ASSERT_NE(fonts.text(), nullptr) << fonts.problem;
  const auto built = rules::ProfileLibrary::loadDefault().build("crazy-eights", {});
  ASSERT_TRUE(built.rules);
  LayoutInput in;
  const TableView view = busyTable(*built.rules, in);
  const TableLayout layout = computeLayout(in);
  TableNotes notes;
  std::vector<SeatInfo> seats;
  const char* names[] = {"Alexandra",  "Maximiliane", "Bartholomew", "Konstantin",
                         "Wilhelmina", "Christopher", "Evangelina"};
  for (int s = 0; s < view.seats; ++s)
    seats.push_back({names[s], s == 0 ? "" : "hard:5000", nullptr});

  TableRenderer table(fonts, DeckStyle::Classic);
  CardSprites sprites;
  sf::RenderTexture target;
  ASSERT_TRUE(resizeRenderTexture(target, {kWidth, kHeight}));
  table.resize(kWidth, kHeight);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
  TableFrame f{.layout = layout,
               .view = view,
               .notes = notes,
               .seats = seats,
               .rules = *built.rules,
               .now = 0,
               .idle = [] { return true; }};
#pragma GCC diagnostic pop
  f.handSettled = [] { return true; };
  f.hand.cards = view.hand;
  f.hand.legal = {true, false, false, true, false, false, true, false, false};
  f.hand.liveWhenIdle = true;
  f.controls.hintShown = true;
  f.controls.hintAvailableWhenIdle = true;
  // Frames until the cards are painted at this size, a step at a time.
  const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  do {
    target.clear();
    table.draw(target, f, sprites);
  } while ((!table.hasCards() || table.painting()) && std::chrono::steady_clock::now() < giveUp);
  ASSERT_TRUE(table.hasCards() && !table.painting()) << "the cards were never painted";
  target.clear();
  table.draw(target, f, sprites);
  target.display();
  const sf::Image drawn = target.getTexture().copyToImage();

  if (const char* out = std::getenv("OCHOS_PICTURES_OUT")) {
    EXPECT_TRUE(drawn.saveToFile(std::string(out) + "/table-1280x720.png"));
  }
  sf::Image reference;
  ASSERT_TRUE(reference.loadFromFile(OCHOS_TEST_DATA_DIR "/pictures/table-1280x720.png"));
  ASSERT_EQ(reference.getSize(), drawn.getSize());
  // The same picture: a channel may be off by a step or two of rounding; a pixel off by more is
  // a change, and a few hundred of them (a glyph's edge) are all that is allowed.
  long off = 0;
  int worst = 0;
  for (unsigned y = 0; y < kHeight; ++y) {
    for (unsigned x = 0; x < kWidth; ++x) {
      const sf::Color a = imagePixel(drawn, {x, y});
      const sf::Color b = imagePixel(reference, {x, y});
      const int d = std::max({std::abs(a.r - b.r), std::abs(a.g - b.g), std::abs(a.b - b.b)});
      worst = std::max(worst, d);
      if (d > 8) ++off;
    }
  }
  EXPECT_LE(off, 300) << "pixels that changed by more than 8 of 255 (the worst by " << worst
                      << "); OCHOS_PICTURES_OUT=<folder> writes the picture drawn";
}

}  // namespace
}  // namespace ochos::app
