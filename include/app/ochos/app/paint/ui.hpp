#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Transform.hpp>
#include <SFML/Graphics/VertexArray.hpp>
#include <SFML/System/String.hpp>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/app/paint/text_fit.hpp"
#include "ochos/app/shell/resources.hpp"

namespace ochos::app {

// A character size in whole pixels, never below `smallest`: smaller text is unreadable.
inline unsigned textPixels(float size, float smallest = 10.f) {
  return static_cast<unsigned>(std::max(smallest, std::round(size)));
}

enum class Align : std::uint8_t { Left, Center, Right };

// How a text is fitted into its box (see FitRule): its size, the smallest it may shrink to (0:
// three quarters of it, at least 11 px) and the lines it may wrap to.
struct TextStyle {
  unsigned size = 16;
  sf::Color color = sf::Color::White;
  Align align = Align::Left;
  bool bold = false;
  int maxLines = 1;
  unsigned minSize = 0;
};

// A text as drawn this frame: the box it had to stay in, in window pixels (the visible window,
// or the part of it it was drawn in, when it was given none), and what it takes to measure its
// glyphs again apart from the layout (inkBounds). `full` is the whole text when the shown one
// was shortened. `placed` is where the layout's own arithmetic put the line (its width from
// textWidth, a fixed height): it decides which lines a scrolled part shows, never whether a
// text fits, since a check on it would only repeat the arithmetic it checks.
struct DrawnText {
  std::string text;
  std::string full;
  Rect placed;
  Rect box;
  unsigned size = 0;
  const sf::Font* font = nullptr;
  sf::Vector2f origin;     // the top-left its glyphs were laid out from, in the target's view
  sf::Transform toPixels;  // from the target's view to window pixels
};

// Where the glyphs of `d` are, in window pixels, as SFML itself measures them: an sf::Text of
// the same string, font and size at the same place (its global bounds: the ink, from the
// accents to the descenders). Measured only when asked (the checks and the state dump), so the
// frames the player sees do not pay for it.
Rect inkBounds(const DrawnText& d);

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
  // Draws `s` fitted into `box` by the one fitting rule (fitText): wrapped, shrunk, then cut
  // with an ellipsis, the lines centred on the box's middle. Returns what was drawn.
  FittedText textIn(sf::RenderTarget& t, const std::string& s, Rect box,
                    const TextStyle& style) const;
  // What textIn would draw, without drawing: to size a panel to its text first.
  FittedText fitInto(const std::string& s, Rect box, const TextStyle& style) const;
  float widest(const FittedText& fitted, bool bold) const;
  // The width a line takes drawn: from its first glyph's ink, when that reaches left of the
  // pen, to its last glyph's.
  float textWidth(const std::string& s, unsigned size, bool bold = false) const;
  // Shortens `s` with an ellipsis until it fits `width`.
  std::string fit(const std::string& s, unsigned size, float width, bool bold = false) const;

  // The texts drawn since beginFrame(), for the state dump and the check that each fits.
  void beginFrame() const { drawn_.clear(); }
  const std::vector<DrawnText>& drawnTexts() const { return drawn_; }
  // The whole of a shortened text whose box meets `over` (window pixels), in a panel beside
  // it: the way to read what did not fit. Draws nothing when there is none.
  void tooltip(sf::RenderTarget& t, Rect over) const;

  void panel(sf::RenderTarget& t, Rect r, sf::Color fill, sf::Color border = sf::Color::Transparent,
             float radius = 10.f) const;
  // A button; `hot` when the pointer is over it, `accent` for the one that matters now.
  void button(sf::RenderTarget& t, Rect r, const std::string& label, bool hot, bool accent,
              bool enabled = true) const;
  // Untextured triangles (sf::PrimitiveType::Triangles), drawn now or added to the batch.
  void shapes(sf::RenderTarget& t, const sf::VertexArray& triangles) const;

  void beginBatch() const;
  void flush(sf::RenderTarget& t) const;

 private:
  struct TextRun {
    const sf::Font* font = nullptr;
    unsigned size = 0;
    sf::VertexArray vertices{sf::PrimitiveType::Triangles};
  };
  const sf::Font* font(bool bold) const { return bold ? fonts_.heading() : fonts_.text(); }
  sf::VertexArray& runFor(const sf::Font* f, unsigned size) const;
  MeasureText measure(bool bold) const;
  // Draws one line; returns it as drawn, in the target's coordinates, for record().
  DrawnText drawLine(sf::RenderTarget& t, const std::string& s, Vec2 at, unsigned size,
                     sf::Color color, Align align, bool bold) const;
  // Keeps `line` among this frame's texts, in window pixels, with the box it had to stay in.
  void record(const sf::RenderTarget& t, DrawnText line, const Rect* box) const;

  const Fonts& fonts_;
  mutable bool batching_ = false;
  mutable sf::VertexArray batchShapes_{sf::PrimitiveType::Triangles};
  mutable std::vector<TextRun> runs_;
  mutable std::unordered_map<std::string, float> widths_;  // textWidth is asked every frame
  mutable std::vector<DrawnText> drawn_;
};

// The drawn texts whose ink (inkBounds) leaves their box or the window, by more than the half
// pixel a line's origin is rounded by.
std::vector<DrawnText> overflowing(const std::vector<DrawnText>& texts, float width, float height);
// For the state dump: "texts=N shortened=S overflowing=M", then "overflow=x,y,w,h in
// x,y,w,h: text" for each that does not fit and "cut=x,y,w,h: whole text" for each shortened,
// followed by "cut_ends=x,y,w,h: its last line as shown" (a cut keeps a key hint there).
std::string describeTextFit(const std::vector<DrawnText>& texts, float width, float height);

// UTF-8 text as SFML text (not ochos::utf8, which turns a path into UTF-8).
sf::String sfText(const std::string& s);

// Lays `s` out as sf::Text does (kerning, advances; one line) with its top-left at `origin`,
// appending its glyphs' quads to `out` when given. Returns the width sf::Text would report
// (local bounds' left + width).
float layoutText(const sf::Font& font, const sf::String& s, unsigned size, sf::Vector2f origin,
                 sf::Color color, sf::VertexArray* out);

}  // namespace ochos::app
