#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <vector>

#include "ochos/app/paint/card_atlas.hpp"
#include "ochos/app/paint/geometry.hpp"

namespace ochos::app {

// Geometry and text collected for one draw: the whole atlas is painted with a single batch of
// triangles and then its text, because a software renderer spends far more on many small draw
// calls than on the pixels (it took seconds before; the first frame must come in half a second).
struct Canvas {
  sf::VertexArray triangles{sf::PrimitiveType::Triangles};
  std::vector<sf::Text> texts;  // drawn after all triangles; text is always on top in a card
  void drawTo(sf::RenderTarget& target) const;
};

// The drawing of single cards, used by the atlas. Each function paints into `card`, a
// rectangle in pixels of the target; nothing is cached here.
void paintFace(Canvas& canvas, engine::Card card, Rect rect, DeckStyle style, const sf::Font* font);
void paintBack(Canvas& canvas, Rect rect);
// A blurred drop shadow for a card of `card` size centred in `cell`.
void paintShadow(Canvas& canvas, Rect cell, Rect card);
// A warm glow ring around a card: the highlight for playable cards and a legal drop target.
void paintGlow(Canvas& canvas, Rect cell, Rect card);
// A faint outline of where a pile would be.
void paintSlot(Canvas& canvas, Rect card);

}  // namespace ochos::app
