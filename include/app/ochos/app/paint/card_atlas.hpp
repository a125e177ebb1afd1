#pragma once

#include <cstdint>
#include <vector>

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Texture.hpp>

#include "ochos/engine/card.hpp"

namespace ochos::app {

enum class DeckStyle : std::uint8_t { Classic, FourColour };

// Ink for a suit. The four-colour deck (spades black, hearts red, diamonds blue, clubs green)
// helps colour-blind players; the suit symbol always carries the meaning too.
sf::Color suitColor(engine::Suit suit, DeckStyle style);

// Every card face, the back, a soft shadow and a highlight glow, drawn by the program into one
// texture at the pixel size the cards are shown (rebuilt on resize), so they are sharp at any
// window size and no image files are needed. One texture also lets the table draw every card in
// a single batched draw call.
class CardAtlas {
 public:
  // Renders the atlas for cards `cardW` x `cardH` pixels. `font` may be null (no indices then:
  // pips and court emblems still tell the cards apart). Returns false if no texture could be made.
  bool build(unsigned cardW, unsigned cardH, DeckStyle style, const sf::Font* font);
  // Builds `large` and, from the same painting, `small` (opponents' cards): painting is the
  // slow part, shrinking is cheap.
  static bool buildPair(CardAtlas& large, CardAtlas* small, unsigned cardW, unsigned cardH,
                        unsigned smallW, unsigned smallH, DeckStyle style, const sf::Font* font);

  bool valid() const { return valid_; }
  unsigned cardWidth() const { return cardW_; }
  DeckStyle style() const { return style_; }
  const sf::Texture& texture() const { return texture_; }

  // Texture rectangles. Face and back cover the card exactly; shadow and glow are larger by
  // padding() on each side so they can spill around the card.
  sf::FloatRect face(engine::Card card) const;
  sf::FloatRect back() const;
  sf::FloatRect shadow() const;
  sf::FloatRect glow() const;
  sf::FloatRect slot() const;  // an empty place on the felt (an exhausted stock)
  float padding() const { return static_cast<float>(pad_); }

 private:
  sf::FloatRect cell(int col, int row, bool padded) const;
  bool builtAs(unsigned cardW, unsigned cardH, DeckStyle style) const;
  // Takes the new size and style; the atlas is invalid until upload() gives it its pixels.
  void startBuild(unsigned cardW, unsigned cardH, DeckStyle style);
  bool upload(const std::vector<std::uint8_t>& pixels);

  sf::Texture texture_;
  unsigned cardW_ = 0;
  unsigned cardH_ = 0;
  unsigned pad_ = 0;
  DeckStyle style_ = DeckStyle::Classic;
  bool valid_ = false;
};

}  // namespace ochos::app
