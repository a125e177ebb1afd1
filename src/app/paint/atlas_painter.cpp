#include "ochos/app/paint/atlas_painter.hpp"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Window/Context.hpp>
#include <utility>

#include "ochos/app/shell/thread_priority.hpp"
#include "ochos/sfml/graphics.hpp"

namespace ochos::app {

AtlasPainter::AtlasPainter(std::string_view fontBytes) : fontBytes_(fontBytes) {}

AtlasPainter::~AtlasPainter() {
  {
    const std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_one();
  // A painting under way stops at its next cell.
  if (thread_.joinable()) thread_.join();
}

void AtlasPainter::order(AtlasOrder order) {
  // Started with the first order: a table drawn by a test that never asks for cards has none.
  if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
  {
    const std::lock_guard lock(mutex_);
    waiting_ = std::move(order);
  }
  wake_.notify_one();
}

std::optional<PaintedAtlases> AtlasPainter::take() {
  const std::lock_guard lock(mutex_);
  return std::exchange(done_, std::nullopt);
}

void AtlasPainter::run() {
  // The render textures need a context current on this thread; it shares its textures with the
  // window's, though only pixels leave the thread.
  const sf::Context context;
  sf::Font font;
  const bool hasFont =
      !fontBytes_.empty() && openFontFromMemory(font, fontBytes_.data(), fontBytes_.size());
  bool first = true;
  for (;;) {
    AtlasOrder next;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stop_.load() || waiting_.has_value(); });
      if (stop_) return;
      next = std::move(*waiting_);
      waiting_.reset();
    }
    PaintedAtlases painted{
        next, paintAtlasPixels(next.layouts, next.style, hasFont ? &font : nullptr, &stop_)};
    if (stop_) return;
    {
      const std::lock_guard lock(mutex_);
      done_ = std::move(painted);
    }
    // The first cards are waited for (the table shows none until then); later paintings, at a
    // new size, replace cards already shown and must not slow the frames down.
    if (first) lowerThisThreadPriority();
    first = false;
  }
}

}  // namespace ochos::app
