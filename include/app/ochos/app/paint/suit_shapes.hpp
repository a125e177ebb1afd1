#pragma once

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/VertexArray.hpp>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/engine/card.hpp"

namespace ochos::app {

// Suit symbols are drawn as geometry rather than font glyphs: they stay crisp at every size,
// look the same on every system, and still appear when no font could be loaded.
// Appends triangles (sf::PrimitiveType::Triangles) for one symbol `size` pixels tall centred on
// `center`; `upsideDown` turns it as the lower pips of a real card are turned.
void appendSuit(sf::VertexArray& triangles, engine::Suit suit, Vec2 center, float size,
                sf::Color color, bool upsideDown = false);

// A filled rounded rectangle as triangles, optionally with a vertical gradient.
void appendRoundedRect(sf::VertexArray& triangles, Rect r, float radius, sf::Color top,
                       sf::Color bottom);
// A ring `thickness` wide along a rounded rectangle's edge, inside it.
void appendRoundedFrame(sf::VertexArray& triangles, Rect r, float radius, float thickness,
                        sf::Color color);
// A filled ellipse, its centre colour fading to `edge`: medallions, glows and shadows.
void appendEllipse(sf::VertexArray& triangles, Vec2 center, float rx, float ry, sf::Color inner,
                   sf::Color edge, int segments = 48);
void appendQuad(sf::VertexArray& triangles, Vec2 a, Vec2 b, Vec2 c, Vec2 d, sf::Color color);
void appendLine(sf::VertexArray& triangles, Vec2 from, Vec2 to, float width, sf::Color color);

}  // namespace ochos::app
