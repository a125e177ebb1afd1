#include "ochos/app/card_atlas.hpp"

#include <SFML/Graphics/Sprite.hpp>
#include <algorithm>

#include "ochos/app/card_painter.hpp"

namespace ochos::app {
namespace {

constexpr int kColumns = kRankCount;
constexpr int kRows = kSuitCount + 1;  // a row per suit, then back, shadow, glow and slot
// Painting at twice the size and shrinking with a mipmapped, smoothed texture gives every
// edge anti-aliasing without relying on multisampled render textures (Xvfb has none).
constexpr unsigned kSupersample = 2;

}  // namespace

sf::Color suitColor(Suit suit, DeckStyle style) {
  const sf::Color red(200, 16, 46);
  const sf::Color black(26, 26, 30);
  if (style == DeckStyle::FourColour) {
    switch (suit) {
      case Suit::Clubs: return {22, 128, 56};
      case Suit::Diamonds: return {24, 84, 196};
      case Suit::Hearts: return red;
      case Suit::Spades: return black;
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
sf::FloatRect CardAtlas::back() const { return cell(0, kSuitCount, false); }
sf::FloatRect CardAtlas::shadow() const { return cell(1, kSuitCount, true); }
sf::FloatRect CardAtlas::glow() const { return cell(2, kSuitCount, true); }
sf::FloatRect CardAtlas::slot() const { return cell(3, kSuitCount, false); }

bool CardAtlas::build(unsigned cardW, unsigned cardH, DeckStyle style, const sf::Font* font) {
  cardW = std::clamp(cardW, 16u, 400u);
  cardH = std::clamp(cardH, 22u, 560u);
  if (valid_ && cardW == cardW_ && cardH == cardH_ && style == style_) return true;
  cardW_ = cardW;
  cardH_ = cardH;
  style_ = style;
  pad_ = std::max(4u, cardH / 12);
  valid_ = false;

  const unsigned width = kColumns * (cardW_ + 2 * pad_);
  const unsigned height = kRows * (cardH_ + 2 * pad_);
  const unsigned ss = kSupersample;
  sf::RenderTexture big;
  if (!big.create(width * ss, height * ss)) return false;
  big.clear(sf::Color::Transparent);

  auto scaled = [&](sf::FloatRect r) {
    return Rect{r.left * ss, r.top * ss, r.width * ss, r.height * ss};
  };
  for (int s = 0; s < kSuitCount; ++s) {
    for (int k = 1; k <= kRankCount; ++k) {
      const Card card(static_cast<Suit>(s), static_cast<Rank>(k));
      paintFace(big, card, scaled(face(card)), style, font);
    }
  }
  paintBack(big, scaled(back()));
  const Rect cardSized{0, 0, static_cast<float>(cardW_ * ss), static_cast<float>(cardH_ * ss)};
  auto centred = [&](sf::FloatRect padded) {
    const Rect cellRect = scaled(padded);
    return Rect{cellRect.x + static_cast<float>(pad_ * ss), cellRect.y + static_cast<float>(pad_ * ss),
                cardSized.w, cardSized.h};
  };
  paintShadow(big, scaled(shadow()), centred(shadow()));
  paintGlow(big, scaled(glow()), centred(glow()));
  paintSlot(big, scaled(slot()));
  big.display();
  big.setSmooth(true);
  big.generateMipmap();

  if (!target_.create(width, height)) return false;
  target_.clear(sf::Color::Transparent);
  sf::Sprite shrink(big.getTexture());
  shrink.setScale(1.f / ss, 1.f / ss);
  // Replace, not blend, so the transparent padding keeps exact alpha.
  target_.draw(shrink, sf::RenderStates(sf::BlendNone));
  target_.display();
  target_.setSmooth(true);
  target_.generateMipmap();
  valid_ = true;
  return true;
}

}  // namespace ochos::app
