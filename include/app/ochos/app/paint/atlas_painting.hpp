#pragma once

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderTexture.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "ochos/app/paint/card_atlas.hpp"
#include "ochos/app/paint/card_painter.hpp"

namespace ochos::app {

// One painting: atlases of these layouts, the first painted and the others shrunk from it.
struct AtlasOrder {
  std::vector<AtlasLayout> layouts;
  DeckStyle style = DeckStyle::Classic;
  friend bool operator==(const AtlasOrder&, const AtlasOrder&) = default;
};

struct PaintedAtlases {
  AtlasOrder order;
  std::vector<std::vector<std::uint8_t>> pixels;  // one per layout; empty: the painting failed
};

// The RGBA pixels of the atlases of an order, painted a step at a time by the thread that
// draws the window, between its frames: a painting takes up to a second under a software
// renderer, and the frames must go on meanwhile. Not on a thread of its own: Mesa's software
// renderer (llvmpipe, Mesa 22 as in Debian 12) looks through every context's unfinished work,
// unlocked, whenever one context reads or writes a texture, and a second context drawing on
// another thread frees that work under it (the game crashed in swrast_dri.so now and then).
class AtlasPainting {
 public:
  using Clock = std::chrono::steady_clock;

  // `fontBytes`: a font file's bytes that outlive the painting; empty paints cards without
  // indices. The painting has its own copy of the font, so its large glyphs leave with it.
  AtlasPainting(AtlasOrder order, std::string_view fontBytes);
  AtlasPainting(const AtlasPainting&) = delete;
  AtlasPainting& operator=(const AtlasPainting&) = delete;

  // Paints until `deadline` has passed, one step at least: one cell painted, read back and
  // shrunk. Returns whether the painting is finished.
  bool advance(Clock::time_point deadline);
  bool finished() const { return finished_; }
  const AtlasOrder& order() const { return order_; }
  // Once finished: the pixels, or none when no render texture could be made.
  PaintedAtlases take();

 private:
  void start();
  void paintCell();
  void finish(bool ok);

  AtlasOrder order_;
  std::string_view fontBytes_;
  sf::Font font_;
  bool started_ = false;
  bool finished_ = false;
  std::vector<Canvas> rows_;
  std::unique_ptr<sf::RenderTexture> cellTexture_;  // one cell, painted at twice its size
  std::size_t row_ = 0;                             // the next cell to paint
  std::size_t cell_ = 0;
  std::vector<std::vector<std::uint8_t>> pixels_;
};

}  // namespace ochos::app
