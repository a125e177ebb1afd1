#include "ochos/app/paint/card_atlas.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include <SFML/Window/Context.hpp>

#include "ochos/app/paint/card_painter.hpp"
#include "ochos/app/shell/antialiasing.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/sfml/rect.hpp"

namespace ochos::app {

using engine::Card;
using engine::kRankCount;
using engine::kSuitCount;
using engine::Rank;
using engine::Suit;

namespace {

constexpr int kColumns = kRankCount;
constexpr int kRows = kSuitCount + 1;  // a row per suit, then back, shadow, glow and slot
// Painting at twice the size and shrinking by two gives every edge anti-aliasing even where
// render textures cannot be multisampled (on a graphics card they are too). The result
// has no mipmaps: trilinear sampling costs a software renderer about a third of the card drawing
// time, so the table keeps a second atlas for the small cards instead.
constexpr unsigned kSupersample = 2;

}  // namespace

sf::Color suitColor(Suit suit, DeckStyle style) {
  const sf::Color red(200, 16, 46);
  const sf::Color black(26, 26, 30);
  if (style == DeckStyle::FourColour) {
    switch (suit) {
      case Suit::Clubs:
        return {22, 128, 56};
      case Suit::Diamonds:
        return {24, 84, 196};
      case Suit::Hearts:
        return red;
      case Suit::Spades:
        return black;
    }
  }
  return (suit == Suit::Hearts || suit == Suit::Diamonds) ? red : black;
}

AtlasLayout::AtlasLayout(unsigned cardW, unsigned cardH)
    : cardW_(cardW), cardH_(cardH), pad_(std::max(4u, cardH / 12)) {}

unsigned AtlasLayout::width() const {
  return kColumns * cellWidth();
}

unsigned AtlasLayout::height() const {
  return kRows * cellHeight();
}

sf::FloatRect AtlasLayout::cell(int col, int row, bool padded) const {
  const auto cw = static_cast<float>(cellWidth());
  const auto ch = static_cast<float>(cellHeight());
  const float x = static_cast<float>(col) * cw;
  const float y = static_cast<float>(row) * ch;
  if (padded) return sf::FloatRect({x, y}, {cw, ch});
  const float pad = padding();
  return sf::FloatRect({x + pad, y + pad},
                       {static_cast<float>(cardW_), static_cast<float>(cardH_)});
}

sf::FloatRect AtlasLayout::face(Card card) const {
  return cell(static_cast<int>(card.rank()) - 1, static_cast<int>(card.suit()), false);
}
sf::FloatRect AtlasLayout::back() const {
  return cell(0, kSuitCount, false);
}
sf::FloatRect AtlasLayout::shadow() const {
  return cell(1, kSuitCount, true);
}
sf::FloatRect AtlasLayout::glow() const {
  return cell(2, kSuitCount, true);
}
sf::FloatRect AtlasLayout::slot() const {
  return cell(3, kSuitCount, false);
}

namespace {

// Shrinks one supersampled row of cells into `out` (the atlas's pixels, `cellW` x `cellH`
// cells) with a box filter on the CPU (a GPU mipmap pass took over a second under Xvfb).
// Colours are weighted by alpha so transparent neighbours leave no dark fringe. One painting
// serves both atlas sizes.
void shrinkRow(const sf::Image& band, unsigned bigCellW, unsigned bigCellH, unsigned cellW,
               unsigned cellH, unsigned row, std::vector<std::uint8_t>& out) {
  const unsigned width = kColumns * cellW;
  const std::uint8_t* src = band.getPixelsPtr();
  const unsigned stride = band.getSize().x * 4;
  const double rx = static_cast<double>(bigCellW) / cellW;
  const double ry = static_cast<double>(bigCellH) / cellH;
  for (unsigned iy = 0; iy < cellH; ++iy) {
    const auto y0 = static_cast<unsigned>(iy * ry);
    const unsigned y1 = std::min(std::max(y0 + 1, static_cast<unsigned>((iy + 1) * ry)), bigCellH);
    for (unsigned x = 0; x < width; ++x) {
      const unsigned col = x / cellW;
      const unsigned ix = x % cellW;
      const auto x0 = static_cast<unsigned>(ix * rx) + col * bigCellW;
      const unsigned x1 = std::max(x0 + 1, static_cast<unsigned>((ix + 1) * rx) + col * bigCellW);
      unsigned r = 0, g = 0, b = 0, a = 0, n = 0;
      for (unsigned sy = y0; sy < y1; ++sy) {
        const std::uint8_t* p = src + sy * stride + x0 * 4;
        for (unsigned sx = x0; sx < x1; ++sx, p += 4) {
          r += p[0] * p[3];
          g += p[1] * p[3];
          b += p[2] * p[3];
          a += p[3];
          ++n;
        }
      }
      std::uint8_t* q = &out[(static_cast<std::size_t>(row * cellH + iy) * width + x) * 4];
      if (a > 0) {
        q[0] = static_cast<std::uint8_t>(r / a);
        q[1] = static_cast<std::uint8_t>(g / a);
        q[2] = static_cast<std::uint8_t>(b / a);
      }
      q[3] = static_cast<std::uint8_t>(a / n);
    }
  }
}

// Every cell of an atlas laid out like `atlas`, painted at kSupersample times its size: one
// canvas per row of cells.
std::array<Canvas, kRows> paintCells(const AtlasLayout& atlas, DeckStyle style,
                                     const sf::Font* font) {
  const auto k = static_cast<float>(kSupersample);
  const auto scaled = [&](sf::FloatRect cell) {
    const Rect r = toRect(cell);
    return Rect{r.x * k, r.y * k, r.w * k, r.h * k};
  };
  std::array<Canvas, kRows> rows;
  for (int s = 0; s < kSuitCount; ++s) {
    for (int rank = 1; rank <= kRankCount; ++rank) {
      const Card card(static_cast<Suit>(s), static_cast<Rank>(rank));
      paintFace(rows[static_cast<std::size_t>(s)], card, scaled(atlas.face(card)), style, font);
      rows[static_cast<std::size_t>(s)].endCell();
    }
  }
  Canvas& last = rows[kSuitCount];
  paintBack(last, scaled(atlas.back()));
  last.endCell();
  const auto centred = [&](sf::FloatRect padded) {
    const Rect cell = scaled(padded);
    const float p = atlas.padding() * k;
    return Rect{cell.x + p, cell.y + p, cell.w - 2 * p, cell.h - 2 * p};
  };
  paintShadow(last, scaled(atlas.shadow()), centred(atlas.shadow()));
  last.endCell();
  paintGlow(last, scaled(atlas.glow()), centred(atlas.glow()));
  last.endCell();
  paintSlot(last, scaled(atlas.slot()));
  last.endCell();
  return rows;
}

// glFlush, looked up rather than linked: SFML links OpenGL, the game does not.
void flushRenderer() {
  static const sf::GlFunctionPointer flush = sf::Context::getFunction("glFlush");
  if (flush != nullptr) flush();
}

// Draws one row of cells a cell at a time, each sent to the renderer on its own: Mesa's software
// renderer rasterizes the work of one context at a time, so the window's frame waits behind at
// most one cell of a painting on another thread, never a whole row. (SFML's display() does not
// flush.) The picture is the same as in one draw.
bool drawCells(const Canvas& row, sf::RenderTexture& band, const std::atomic<bool>* cancelled) {
  std::size_t from = 0;
  for (const std::size_t to : row.cellEnds) {
    if (cancelled != nullptr && cancelled->load()) return false;
    if (to > from) band.draw(&row.triangles[from], to - from, sf::PrimitiveType::Triangles);
    flushRenderer();
    from = to;
  }
  const std::size_t count = row.triangles.getVertexCount();
  if (count > from) band.draw(&row.triangles[from], count - from, sf::PrimitiveType::Triangles);
  for (const sf::Text& text : row.texts)
    band.draw(text);
  band.display();
  return true;
}

// Renders the painted rows one at a time through a render texture one row high, which keeps
// the memory peak low (a whole supersampled atlas, its read-back copy and the renderer's own
// copy came to some 60 MB), and shrinks each into the pixels of every atlas in `sizes`.
bool renderRows(std::array<Canvas, kRows>& rows, const std::vector<AtlasLayout>& sizes,
                std::vector<std::vector<std::uint8_t>>& pixels,
                const std::atomic<bool>* cancelled) {
  const AtlasLayout& painted = sizes.front();
  const unsigned bandW = painted.width() * kSupersample;
  const unsigned bandH = painted.cellHeight() * kSupersample;
  auto band = std::make_unique<sf::RenderTexture>();
  // Multisampled on a graphics card: with the supersampling that is 16 samples a pixel, and the
  // suits' curves and the cards' corners come out smooth instead of stepped.
  const sf::ContextSettings smooth = antialiasedContext(antialiasingSamples());
  if (!resizeRenderTexture(*band, {bandW, bandH}, smooth) &&
      !resizeRenderTexture(*band, {bandW, bandH}))
    return false;
  pixels.clear();
  for (const AtlasLayout& size : sizes)
    pixels.emplace_back(static_cast<std::size_t>(size.width()) * size.height() * 4);
  for (unsigned row = 0; row < static_cast<unsigned>(kRows); ++row) {
    band->setView(sf::View(sf::FloatRect({0, static_cast<float>(row * bandH)},
                                         {static_cast<float>(bandW), static_cast<float>(bandH)})));
    band->clear(sf::Color::Transparent);
    if (!drawCells(rows[row], *band, cancelled)) return false;
    // Reading back waits for the software renderer: most of the build time is spent here.
    const sf::Image image = band->getTexture().copyToImage();
    for (std::size_t i = 0; i < sizes.size(); ++i)
      shrinkRow(image, painted.cellWidth() * kSupersample, bandH, sizes[i].cellWidth(),
                sizes[i].cellHeight(), row, pixels[i]);
  }
  return true;
}

}  // namespace

std::vector<std::vector<std::uint8_t>> paintAtlasPixels(const std::vector<AtlasLayout>& layouts,
                                                        DeckStyle style, const sf::Font* font,
                                                        const std::atomic<bool>* cancelled) {
  std::vector<std::vector<std::uint8_t>> pixels;
  if (layouts.empty()) return pixels;
  std::array<Canvas, kRows> rows = paintCells(layouts.front(), style, font);
  if (!renderRows(rows, layouts, pixels, cancelled)) pixels.clear();
  return pixels;
}

bool CardAtlas::load(const AtlasLayout& layout, DeckStyle style,
                     const std::vector<std::uint8_t>& pixels) {
  valid_ = false;
  if (pixels.size() != static_cast<std::size_t>(layout.width()) * layout.height() * 4) return false;
  // Straight from the pixels: an sf::Image between would copy megabytes once more on the frame
  // that takes them.
  if (!resizeTexture(texture_, {layout.width(), layout.height()})) return false;
  texture_.update(pixels.data());
  texture_.setSmooth(true);
  layout_ = layout;
  style_ = style;
  valid_ = true;
  return true;
}

bool CardAtlas::build(unsigned cardW, unsigned cardH, DeckStyle style, const sf::Font* font) {
  const AtlasLayout layout(std::clamp(cardW, 16u, 400u), std::clamp(cardH, 22u, 560u));
  if (valid_ && layout == layout_ && style == style_) return true;
  const auto pixels = paintAtlasPixels({layout}, style, font);
  return !pixels.empty() && load(layout, style, pixels.front());
}

}  // namespace ochos::app
