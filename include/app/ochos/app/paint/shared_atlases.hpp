#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string_view>

#include "ochos/app/paint/atlas_painter.hpp"
#include "ochos/app/paint/card_atlas.hpp"
#include "ochos/app/shell/resources.hpp"

namespace ochos::app {

// The table's two card atlases, the hand's and the piles' (large) and the opponents' (small),
// shared by every table alive, a match and its Review alike: a Review opens with its cards
// already painted. They are painted off the main thread (AtlasPainter); until the size asked
// for is ready, the table draws the atlases it has, scaled.
class SharedAtlases {
 public:
  // The set for `style` that a table holds now, or a new one.
  static std::shared_ptr<SharedAtlases> get(const Fonts& fonts, DeckStyle style);

  SharedAtlases(std::string_view fontBytes, DeckStyle style);

  // The card sizes the table is laid out for now, in pixels. The first size is painted at once;
  // a new one once it has stood for a moment, so a window dragged to a new size is not painted
  // at every size it passes.
  void want(unsigned cardW, unsigned cardH, unsigned smallW, unsigned smallH);
  // Loads a finished painting and orders the next when it is due: once a frame.
  void update();

  const CardAtlas& large() const { return large_; }
  const CardAtlas& small() const { return small_; }
  // A painting is under way or waits for its moment.
  bool painting() const;
  bool failed() const { return failed_.has_value(); }

 private:
  using Clock = std::chrono::steady_clock;
  // Loads the next atlas of `loading_`: one a frame, as each upload takes a few milliseconds.
  void loadNext();

  DeckStyle style_;
  CardAtlas large_;
  CardAtlas small_;
  AtlasOrder wanted_;
  Clock::time_point wantedSince_;
  int updatesSince_ = 0;  // frames that asked for wanted_
  AtlasOrder shown_;
  std::optional<PaintedAtlases> loading_;
  std::size_t loaded_ = 0;             // of loading_'s atlases
  std::optional<AtlasOrder> ordered_;  // the newest order sent to the painter, until it returns
  std::optional<AtlasOrder> failed_;   // not ordered again
  AtlasPainter painter_;
};

}  // namespace ochos::app
