#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string_view>
#include <thread>
#include <vector>

#include "ochos/app/paint/card_atlas.hpp"

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

// Paints card atlases on a thread of its own, with its own OpenGL context and its own copy of
// the font (an sf::Font is not safe to share between threads): painting takes up to a second
// in a large window under a software renderer, and the frames must go on meanwhile. Only the
// newest order waits: one superseded before it starts is never painted.
class AtlasPainter {
 public:
  // `fontBytes`: a font file's bytes that outlive the painter; empty paints cards without
  // indices.
  explicit AtlasPainter(std::string_view fontBytes);
  ~AtlasPainter();
  AtlasPainter(const AtlasPainter&) = delete;
  AtlasPainter& operator=(const AtlasPainter&) = delete;

  void order(AtlasOrder order);
  // A finished painting, handed over once.
  std::optional<PaintedAtlases> take();

 private:
  void run();

  std::string_view fontBytes_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::optional<AtlasOrder> waiting_;
  std::optional<PaintedAtlases> done_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace ochos::app
