#include "ochos/app/paint/card_atlas.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

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

sf::FloatRect CardAtlas::cell(int col, int row, bool padded) const {
  const float cw = static_cast<float>(cardW_ + 2 * pad_);
  const float ch = static_cast<float>(cardH_ + 2 * pad_);
  const float x = static_cast<float>(col) * cw;
  const float y = static_cast<float>(row) * ch;
  if (padded) return sf::FloatRect({x, y}, {cw, ch});
  const float pad = static_cast<float>(pad_);
  return sf::FloatRect({x + pad, y + pad},
                       {static_cast<float>(cardW_), static_cast<float>(cardH_)});
}

sf::FloatRect CardAtlas::face(Card card) const {
  return cell(static_cast<int>(card.rank()) - 1, static_cast<int>(card.suit()), false);
}
sf::FloatRect CardAtlas::back() const {
  return cell(0, kSuitCount, false);
}
sf::FloatRect CardAtlas::shadow() const {
  return cell(1, kSuitCount, true);
}
sf::FloatRect CardAtlas::glow() const {
  return cell(2, kSuitCount, true);
}
sf::FloatRect CardAtlas::slot() const {
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

unsigned padFor(unsigned cardH) {
  return std::max(4u, cardH / 12);
}

}  // namespace

bool CardAtlas::build(unsigned cardW, unsigned cardH, DeckStyle style, const sf::Font* font) {
  return buildPair(*this, nullptr, cardW, cardH, 0, 0, style, font);
}

namespace {

// Every cell of an atlas laid out like `atlas`, painted at kSupersample times its size: one
// canvas per row of cells.
std::array<Canvas, kRows> paintCells(const CardAtlas& atlas, DeckStyle style,
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
    }
  }
  Canvas& last = rows[kSuitCount];
  paintBack(last, scaled(atlas.back()));
  const auto centred = [&](sf::FloatRect padded) {
    const Rect cell = scaled(padded);
    const float p = atlas.padding() * k;
    return Rect{cell.x + p, cell.y + p, cell.w - 2 * p, cell.h - 2 * p};
  };
  paintShadow(last, scaled(atlas.shadow()), centred(atlas.shadow()));
  paintGlow(last, scaled(atlas.glow()), centred(atlas.glow()));
  paintSlot(last, scaled(atlas.slot()));
  return rows;
}

struct CellSize {
  unsigned w = 0;
  unsigned h = 0;
};

// Renders the painted rows one at a time through a render texture one row high, which keeps
// the memory peak low (a whole supersampled atlas, its read-back copy and the renderer's own
// copy came to some 60 MB), and shrinks each into the pixels of every atlas in `sizes`.
bool renderRows(std::array<Canvas, kRows>& rows, const std::vector<CellSize>& sizes,
                std::vector<std::vector<std::uint8_t>>& pixels) {
  const CellSize painted = sizes.front();
  const unsigned bandW = kColumns * painted.w * kSupersample;
  const unsigned bandH = painted.h * kSupersample;
  auto band = std::make_unique<sf::RenderTexture>();
  // Multisampled on a graphics card: with the supersampling that is 16 samples a pixel, and the
  // suits' curves and the cards' corners come out smooth instead of stepped.
  const sf::ContextSettings smooth = antialiasedContext(antialiasingSamples());
  if (!resizeRenderTexture(*band, {bandW, bandH}, smooth) &&
      !resizeRenderTexture(*band, {bandW, bandH}))
    return false;
  pixels.clear();
  for (const CellSize& size : sizes)
    pixels.emplace_back(static_cast<std::size_t>(kColumns) * size.w * kRows * size.h * 4);
  for (unsigned row = 0; row < static_cast<unsigned>(kRows); ++row) {
    band->setView(sf::View(sf::FloatRect({0, static_cast<float>(row * bandH)},
                                         {static_cast<float>(bandW), static_cast<float>(bandH)})));
    band->clear(sf::Color::Transparent);
    rows[row].drawTo(*band);
    band->display();
    // Reading back waits for the software renderer: most of the build time is spent here.
    const sf::Image image = band->getTexture().copyToImage();
    for (std::size_t i = 0; i < sizes.size(); ++i)
      shrinkRow(image, painted.w * kSupersample, bandH, sizes[i].w, sizes[i].h, row, pixels[i]);
  }
  return true;
}

}  // namespace

bool CardAtlas::builtAs(unsigned cardW, unsigned cardH, DeckStyle style) const {
  return valid_ && cardW == cardW_ && cardH == cardH_ && style == style_;
}

void CardAtlas::startBuild(unsigned cardW, unsigned cardH, DeckStyle style) {
  cardW_ = cardW;
  cardH_ = cardH;
  style_ = style;
  pad_ = padFor(cardH);
  valid_ = false;
}

bool CardAtlas::upload(const std::vector<std::uint8_t>& pixels) {
  sf::Image image;
  resizeImage(image, {kColumns * (cardW_ + 2 * pad_), kRows * (cardH_ + 2 * pad_)}, pixels.data());
  if (!texture_.loadFromImage(image)) return false;
  texture_.setSmooth(true);
  valid_ = true;
  return true;
}

bool CardAtlas::buildPair(CardAtlas& large, CardAtlas* small, unsigned cardW, unsigned cardH,
                          unsigned smallW, unsigned smallH, DeckStyle style, const sf::Font* font) {
  cardW = std::clamp(cardW, 16u, 400u);
  cardH = std::clamp(cardH, 22u, 560u);
  smallW = std::clamp(smallW, 8u, cardW);
  smallH = std::clamp(smallH, 11u, cardH);
  if (large.builtAs(cardW, cardH, style) && (!small || small->builtAs(smallW, smallH, style)))
    return true;
  std::vector<CardAtlas*> atlases{&large};
  large.startBuild(cardW, cardH, style);
  if (small != nullptr) {
    small->startBuild(smallW, smallH, style);
    atlases.push_back(small);
  }
  std::vector<CellSize> sizes;
  for (const CardAtlas* atlas : atlases)
    sizes.push_back({atlas->cardW_ + 2 * atlas->pad_, atlas->cardH_ + 2 * atlas->pad_});

  std::array<Canvas, kRows> rows = paintCells(large, style, font);
  std::vector<std::vector<std::uint8_t>> pixels;
  if (!renderRows(rows, sizes, pixels)) return false;
  for (std::size_t i = 0; i < atlases.size(); ++i)
    if (!atlases[i]->upload(pixels[i])) return false;
  return true;
}

}  // namespace ochos::app
