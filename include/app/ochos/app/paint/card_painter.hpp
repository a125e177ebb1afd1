#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <vector>

#include "ochos/app/paint/card_atlas.hpp"
#include "ochos/app/paint/geometry.hpp"

namespace ochos::app {

// Geometry and text collected for a row of the atlas: each cell's triangles go out in one batch
// and the row's text after them, because a software renderer spends far more on many small
// draw calls than on the pixels (one call per shape took seconds).
struct Canvas {
  sf::VertexArray triangles{sf::PrimitiveType::Triangles};
  std::vector<sf::Text> texts;        // drawn after all triangles; text is always on top in a card
  std::vector<std::size_t> cellEnds;  // where each cell's triangles end (see endCell)
  std::vector<std::size_t> textEnds;  // where each cell's texts end

  // Marks the triangles and texts so far as one cell's: the atlas paints a cell at a time.
  void endCell() {
    cellEnds.push_back(triangles.getVertexCount());
    textEnds.push_back(texts.size());
  }
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
