#include "ochos/app/card_atlas.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

#include "ochos/app/card_painter.hpp"

namespace ochos::app {
namespace {

constexpr int kColumns = kRankCount;
constexpr int kRows = kSuitCount + 1;  // a row per suit, then back, shadow, glow and slot
// Painting at twice the size and shrinking by two gives every edge anti-aliasing without
// relying on multisampled render textures (Xvfb has none). The result has no mipmaps:
// trilinear sampling costs a software renderer about a third of the card drawing time, so the
// table keeps a second atlas for the small cards instead.
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
  if (padded) return {x, y, cw, ch};
  return {x + static_cast<float>(pad_), y + static_cast<float>(pad_), static_cast<float>(cardW_),
          static_cast<float>(cardH_)};
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
               unsigned cellH, unsigned row, std::vector<sf::Uint8>& out) {
  const unsigned width = kColumns * cellW;
  const sf::Uint8* src = band.getPixelsPtr();
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
        const sf::Uint8* p = src + sy * stride + x0 * 4;
        for (unsigned sx = x0; sx < x1; ++sx, p += 4) {
          r += p[0] * p[3];
          g += p[1] * p[3];
          b += p[2] * p[3];
          a += p[3];
          ++n;
        }
      }
      sf::Uint8* q = &out[(static_cast<std::size_t>(row * cellH + iy) * width + x) * 4];
      if (a > 0) {
        q[0] = static_cast<sf::Uint8>(r / a);
        q[1] = static_cast<sf::Uint8>(g / a);
        q[2] = static_cast<sf::Uint8>(b / a);
      }
      q[3] = static_cast<sf::Uint8>(a / n);
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

bool CardAtlas::buildPair(CardAtlas& large, CardAtlas* small, unsigned cardW, unsigned cardH,
                          unsigned smallW, unsigned smallH, DeckStyle style, const sf::Font* font) {
  cardW = std::clamp(cardW, 16u, 400u);
  cardH = std::clamp(cardH, 22u, 560u);
  smallW = std::clamp(smallW, 8u, cardW);
  smallH = std::clamp(smallH, 11u, cardH);
  const bool largeDone =
      large.valid_ && cardW == large.cardW_ && cardH == large.cardH_ && style == large.style_;
  const bool smallDone = small == nullptr || (small->valid_ && smallW == small->cardW_ &&
                                              smallH == small->cardH_ && style == small->style_);
  if (largeDone && smallDone) return true;
  large.cardW_ = cardW;
  large.cardH_ = cardH;
  large.style_ = style;
  large.pad_ = padFor(cardH);
  large.valid_ = false;

  const unsigned ss = kSupersample;
  const unsigned cellW = cardW + 2 * large.pad_;
  const unsigned cellH = cardH + 2 * large.pad_;
  if (small != nullptr) {
    small->cardW_ = smallW;
    small->cardH_ = smallH;
    small->style_ = style;
    small->pad_ = padFor(smallH);
    small->valid_ = false;
  }
  const unsigned smallCellW = smallW + 2 * padFor(smallH);
  const unsigned smallCellH = smallH + 2 * padFor(smallH);

  const auto k = static_cast<float>(ss);
  auto scaled = [&](sf::FloatRect r) {
    return Rect{r.left * k, r.top * k, r.width * k, r.height * k};
  };
  // One canvas per row of cells: the rows are painted one at a time through a render texture
  // one row high, which keeps the build's memory peak low (a whole supersampled atlas, its
  // read-back copy and the renderer's own copy came to some 60 MB).
  std::array<Canvas, kRows> rows;
  for (int s = 0; s < kSuitCount; ++s) {
    for (int rank = 1; rank <= kRankCount; ++rank) {
      const Card card(static_cast<Suit>(s), static_cast<Rank>(rank));
      paintFace(rows[static_cast<std::size_t>(s)], card, scaled(large.face(card)), style, font);
    }
  }
  Canvas& last = rows[kSuitCount];
  paintBack(last, scaled(large.back()));
  auto centred = [&](sf::FloatRect padded) {
    const Rect cell = scaled(padded);
    const float p = static_cast<float>(large.pad_) * k;
    return Rect{cell.x + p, cell.y + p, cell.w - 2 * p, cell.h - 2 * p};
  };
  paintShadow(last, scaled(large.shadow()), centred(large.shadow()));
  paintGlow(last, scaled(large.glow()), centred(large.glow()));
  paintSlot(last, scaled(large.slot()));

  const unsigned bandW = kColumns * cellW * ss;
  const unsigned bandH = cellH * ss;
  auto band = std::make_unique<sf::RenderTexture>();
  if (!band->create(bandW, bandH)) return false;
  std::vector<sf::Uint8> largePixels(static_cast<std::size_t>(kColumns) * cellW * kRows * cellH *
                                     4);
  std::vector<sf::Uint8> smallPixels(
      small ? static_cast<std::size_t>(kColumns) * smallCellW * kRows * smallCellH * 4 : 0);
  for (unsigned row = 0; row < static_cast<unsigned>(kRows); ++row) {
    band->setView(sf::View(sf::FloatRect(0, static_cast<float>(row * bandH),
                                         static_cast<float>(bandW), static_cast<float>(bandH))));
    band->clear(sf::Color::Transparent);
    rows[row].drawTo(*band);
    band->display();
    // Reading back waits for the software renderer: most of the build time is spent here.
    const sf::Image painted = band->getTexture().copyToImage();
    shrinkRow(painted, cellW * ss, bandH, cellW, cellH, row, largePixels);
    if (small) shrinkRow(painted, cellW * ss, bandH, smallCellW, smallCellH, row, smallPixels);
  }
  band.reset();

  sf::Image image;
  image.create(kColumns * cellW, kRows * cellH, largePixels.data());
  if (!large.texture_.loadFromImage(image)) return false;
  large.texture_.setSmooth(true);
  large.valid_ = true;
  if (small != nullptr) {
    image.create(kColumns * smallCellW, kRows * smallCellH, smallPixels.data());
    if (!small->texture_.loadFromImage(image)) return false;
    small->texture_.setSmooth(true);
    small->valid_ = true;
  }
  return true;
}

}  // namespace ochos::app
