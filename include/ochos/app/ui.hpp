#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "ochos/app/geometry.hpp"
#include "ochos/app/resources.hpp"

namespace ochos::app {

enum class Align : std::uint8_t { Left, Center, Right };

// Small drawing helpers shared by the HUD, the suit chooser, the scoreboard and the log. All
// take a possibly missing font and then draw no text (the shapes still show).
//
// Between beginBatch() and flush() nothing is drawn at once: shapes gather in one vertex array
// and text in one per font and size, and flush() draws the shapes, then the text over them.
// Under a software renderer each draw call costs far more than the pixels of a name plate, so a
// frame's HUD goes out in a handful of calls instead of dozens. Within a batch, text is always
// above shapes: batch only what does not overlap in the other order.
class Ui {
 public:
  explicit Ui(const Fonts& fonts) : fonts_(fonts) {}

  // Draws `s` with its baseline box vertically centred on `at.y`; returns its width.
  float text(sf::RenderTarget& t, const std::string& s, Vec2 at, unsigned size, sf::Color color,
             Align align = Align::Left, bool bold = false) const;
  float textWidth(const std::string& s, unsigned size, bool bold = false) const;
  // Shortens `s` with an ellipsis until it fits `width`.
  std::string fit(const std::string& s, unsigned size, float width, bool bold = false) const;

  void panel(sf::RenderTarget& t, Rect r, sf::Color fill, sf::Color border = sf::Color::Transparent,
             float radius = 10.f) const;
  // A button; `hot` when the pointer is over it, `accent` for the one that matters now.
  void button(sf::RenderTarget& t, Rect r, const std::string& label, bool hot, bool accent,
              bool enabled = true) const;
  // Untextured triangles (sf::Triangles), drawn now or added to the batch.
  void shapes(sf::RenderTarget& t, const sf::VertexArray& triangles) const;

  void beginBatch() const;
  void flush(sf::RenderTarget& t) const;

 private:
  struct TextRun {
    const sf::Font* font = nullptr;
    unsigned size = 0;
    sf::VertexArray vertices{sf::Triangles};
  };
  const sf::Font* font(bool bold) const { return bold ? fonts_.heading() : fonts_.text(); }
  sf::VertexArray& runFor(const sf::Font* f, unsigned size) const;

  const Fonts& fonts_;
  mutable bool batching_ = false;
  mutable sf::VertexArray batchShapes_{sf::Triangles};
  mutable std::vector<TextRun> runs_;
  mutable std::unordered_map<std::string, float> widths_;  // textWidth is asked every frame
};

sf::String utf8(const std::string& s);

// Lays `s` out as sf::Text does (kerning, advances; one line) with its top-left at `origin`,
// appending its glyphs' quads to `out` when given. Returns the width sf::Text would report
// (local bounds' left + width).
float layoutText(const sf::Font& font, const sf::String& s, unsigned size, sf::Vector2f origin,
                 sf::Color color, sf::VertexArray* out);

}  // namespace ochos::app
