#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string_view>

#include "ochos/app/paint/atlas_painting.hpp"
#include "ochos/app/paint/card_atlas.hpp"
#include "ochos/app/shell/resources.hpp"

namespace ochos::app {

// The table's two card atlases, the hand's and the piles' (large) and the opponents' (small),
// shared by every table alive, a match and its Review alike: a Review opens with its cards
// already painted. They are painted a step at a time between frames (AtlasPainting); until the
// size asked for is ready, the table draws the atlases it has, scaled.
class SharedAtlases {
 public:
  // The set for `style` that a table holds now, or a new one.
  static std::shared_ptr<SharedAtlases> get(const Fonts& fonts, DeckStyle style);

  SharedAtlases(std::string_view fontBytes, DeckStyle style);
  SharedAtlases(const SharedAtlases&) = delete;
  SharedAtlases& operator=(const SharedAtlases&) = delete;

  // The card sizes the table is laid out for now, in pixels. The first size is painted at once;
  // a new one once it has stood for a moment, so a window dragged to a new size is not painted
  // at every size it passes.
  void want(unsigned cardW, unsigned cardH, unsigned smallW, unsigned smallH);
  // Paints a little, loads a finished painting and starts the next when it is due: once a
  // frame, on the thread that draws.
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

  std::string_view fontBytes_;
  DeckStyle style_;
  CardAtlas large_;
  CardAtlas small_;
  AtlasOrder wanted_;
  Clock::time_point wantedSince_;
  int updatesSince_ = 0;  // frames that asked for wanted_
  AtlasOrder shown_;
  std::optional<PaintedAtlases> loading_;
  std::size_t loaded_ = 0;  // of loading_'s atlases
  std::optional<AtlasPainting> painting_;
  std::optional<AtlasOrder> failed_;  // not painted again
};

}  // namespace ochos::app
