#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>

#include "ochos/app/card_atlas.hpp"
#include "ochos/app/geometry.hpp"

namespace ochos::app {

// The drawing of single cards, used by the atlas. Each function paints into `card`, a
// rectangle in pixels of the target; nothing is cached here.
void paintFace(sf::RenderTarget& target, Card card, Rect rect, DeckStyle style,
               const sf::Font* font);
void paintBack(sf::RenderTarget& target, Rect rect);
// A blurred drop shadow for a card of `card` size centred in `cell`.
void paintShadow(sf::RenderTarget& target, Rect cell, Rect card);
// A warm glow ring around a card: the highlight for playable cards and a legal drop target.
void paintGlow(sf::RenderTarget& target, Rect cell, Rect card);
// A faint outline of where a pile would be.
void paintSlot(sf::RenderTarget& target, Rect card);

}  // namespace ochos::app
