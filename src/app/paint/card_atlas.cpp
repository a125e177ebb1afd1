#include "ochos/app/paint/card_atlas.hpp"

#include <cstdint>
#include <vector>

#include "ochos/sfml/graphics.hpp"
#include "ochos/sfml/rect.hpp"

namespace ochos::app {

using engine::Card;
using engine::kSuitCount;
using engine::Rank;
using engine::Suit;

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
  return kAtlasColumns * cellWidth();
}

unsigned AtlasLayout::height() const {
  return kAtlasRows * cellHeight();
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

}  // namespace ochos::app
