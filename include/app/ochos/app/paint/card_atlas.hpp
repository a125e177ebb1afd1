#pragma once

#include <cstdint>
#include <vector>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Texture.hpp>

#include "ochos/engine/card.hpp"

namespace ochos::app {

enum class DeckStyle : std::uint8_t { Classic, FourColour };

// An atlas has a column per rank and a row per suit, then a row for the back, shadow, glow and
// slot.
inline constexpr int kAtlasColumns = engine::kRankCount;
inline constexpr int kAtlasRows = engine::kSuitCount + 1;

// Ink for a suit. The four-colour deck (spades black, hearts red, diamonds blue, clubs green)
// helps colour-blind players; the suit symbol always carries the meaning too.
sf::Color suitColor(engine::Suit suit, DeckStyle style);

// Where each cell lies in an atlas for cards `cardW` x `cardH` pixels: a row per suit, then the
// back, shadow, glow and slot. Shadow and glow are larger than a card by padding() on each side
// so they can spill around it.
class AtlasLayout {
 public:
  AtlasLayout() = default;
  AtlasLayout(unsigned cardW, unsigned cardH);

  unsigned cardWidth() const { return cardW_; }
  unsigned cardHeight() const { return cardH_; }
  unsigned cellWidth() const { return cardW_ + 2 * pad_; }
  unsigned cellHeight() const { return cardH_ + 2 * pad_; }
  unsigned width() const;
  unsigned height() const;
  float padding() const { return static_cast<float>(pad_); }

  sf::FloatRect face(engine::Card card) const;
  sf::FloatRect back() const;
  sf::FloatRect shadow() const;
  sf::FloatRect glow() const;
  sf::FloatRect slot() const;  // an empty place on the felt (an exhausted stock)

  friend bool operator==(const AtlasLayout&, const AtlasLayout&) = default;

 private:
  sf::FloatRect cell(int col, int row, bool padded) const;

  unsigned cardW_ = 0;
  unsigned cardH_ = 0;
  unsigned pad_ = 0;
};

// Every card face, the back, a soft shadow and a highlight glow, drawn by the program into one
// texture at the pixel size the cards are shown, so they are sharp at any window size and no
// image files are needed. One texture also lets the table draw every card in a single batched
// draw call. An atlas of another size draws too, scaled: the table shows the one it has while
// the right size is painted.
class CardAtlas {
 public:
  // Takes pixels painted for `layout` (AtlasPainting). Returns false if no texture could be
  // made.
  bool load(const AtlasLayout& layout, DeckStyle style, const std::vector<std::uint8_t>& pixels);

  bool valid() const { return valid_; }
  const AtlasLayout& layout() const { return layout_; }
  unsigned cardWidth() const { return layout_.cardWidth(); }
  DeckStyle style() const { return style_; }
  const sf::Texture& texture() const { return texture_; }

  sf::FloatRect face(engine::Card card) const { return layout_.face(card); }
  sf::FloatRect back() const { return layout_.back(); }
  sf::FloatRect shadow() const { return layout_.shadow(); }
  sf::FloatRect glow() const { return layout_.glow(); }
  sf::FloatRect slot() const { return layout_.slot(); }
  float padding() const { return layout_.padding(); }

 private:
  sf::Texture texture_;
  AtlasLayout layout_;
  DeckStyle style_ = DeckStyle::Classic;
  bool valid_ = false;
};

}  // namespace ochos::app
