#include "ochos/app/card_atlas.hpp"

#include <algorithm>
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

// One render target for every atlas painting, grown as needed: creating a large render texture
// costs a software renderer a third of a second. Deliberately never destroyed, so it cannot
// outlive SFML's shared OpenGL context at exit.
sf::RenderTexture* scratchTarget(unsigned width, unsigned height) {
  static sf::RenderTexture* scratch = nullptr;
  static unsigned w = 0;
  static unsigned h = 0;
  if (scratch == nullptr || width > w || height > h) {
    if (scratch == nullptr) scratch = new sf::RenderTexture();
    w = std::max(w, width);
    h = std::max(h, height);
    if (!scratch->create(w, h)) {
      w = h = 0;
      return nullptr;
    }
  }
  return scratch;
}

// Shrinks the supersampled painting cell by cell with a box filter on the CPU (a GPU mipmap
// pass took over a second under Xvfb). Colours are weighted by alpha so transparent
// neighbours leave no dark fringe around the cards. One painting serves both atlas sizes.
sf::Image shrinkCells(const sf::Image& big, unsigned bigCellW, unsigned bigCellH, unsigned cellW,
                      unsigned cellH) {
  const unsigned width = kColumns * cellW;
  const unsigned height = kRows * cellH;
  const sf::Uint8* src = big.getPixelsPtr();
  const unsigned stride = big.getSize().x * 4;
  const double rx = static_cast<double>(bigCellW) / cellW;
  const double ry = static_cast<double>(bigCellH) / cellH;
  std::vector<sf::Uint8> pixels(static_cast<std::size_t>(width) * height * 4);
  for (unsigned y = 0; y < height; ++y) {
    const unsigned row = y / cellH;
    const unsigned iy = y % cellH;
    const auto y0 = static_cast<unsigned>(iy * ry) + row * bigCellH;
    const unsigned y1 = std::max(y0 + 1, static_cast<unsigned>((iy + 1) * ry) + row * bigCellH);
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
      sf::Uint8* q = &pixels[(static_cast<std::size_t>(y) * width + x) * 4];
      if (a > 0) {
        q[0] = static_cast<sf::Uint8>(r / a);
        q[1] = static_cast<sf::Uint8>(g / a);
        q[2] = static_cast<sf::Uint8>(b / a);
      }
      q[3] = static_cast<sf::Uint8>(a / n);
    }
  }
  sf::Image out;
  out.create(width, height, pixels.data());
  return out;
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
  sf::RenderTexture* big = scratchTarget(kColumns * cellW * ss, kRows * cellH * ss);
  if (big == nullptr) return false;
  big->setView(sf::View(sf::FloatRect(0, 0, static_cast<float>(big->getSize().x),
                                      static_cast<float>(big->getSize().y))));
  big->clear(sf::Color::Transparent);

  const auto k = static_cast<float>(ss);
  auto scaled = [&](sf::FloatRect r) {
    return Rect{r.left * k, r.top * k, r.width * k, r.height * k};
  };
  Canvas canvas;
  for (int s = 0; s < kSuitCount; ++s) {
    for (int rank = 1; rank <= kRankCount; ++rank) {
      const Card card(static_cast<Suit>(s), static_cast<Rank>(rank));
      paintFace(canvas, card, scaled(large.face(card)), style, font);
    }
  }
  paintBack(canvas, scaled(large.back()));
  auto centred = [&](sf::FloatRect padded) {
    const Rect cell = scaled(padded);
    const float p = static_cast<float>(large.pad_) * k;
    return Rect{cell.x + p, cell.y + p, cell.w - 2 * p, cell.h - 2 * p};
  };
  paintShadow(canvas, scaled(large.shadow()), centred(large.shadow()));
  paintGlow(canvas, scaled(large.glow()), centred(large.glow()));
  paintSlot(canvas, scaled(large.slot()));
  canvas.drawTo(*big);
  big->display();
  // Reading back waits for the software renderer to finish: most of the build time is here.
  const sf::Image painted = big->getTexture().copyToImage();

  if (!large.texture_.loadFromImage(shrinkCells(painted, cellW * ss, cellH * ss, cellW, cellH))) {
    return false;
  }
  large.texture_.setSmooth(true);
  large.valid_ = true;
  if (small != nullptr) {
    small->cardW_ = smallW;
    small->cardH_ = smallH;
    small->style_ = style;
    small->pad_ = padFor(smallH);
    small->valid_ = false;
    const unsigned smallCellW = smallW + 2 * small->pad_;
    const unsigned smallCellH = smallH + 2 * small->pad_;
    if (!small->texture_.loadFromImage(
            shrinkCells(painted, cellW * ss, cellH * ss, smallCellW, smallCellH))) {
      return false;
    }
    small->texture_.setSmooth(true);
    small->valid_ = true;
  }
  return true;
}

}  // namespace ochos::app
