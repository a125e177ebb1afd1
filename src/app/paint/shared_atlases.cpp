#include "ochos/app/paint/shared_atlases.hpp"

#include <algorithm>
#include <vector>

namespace ochos::app {
namespace {

// How long a new size must stand before it is painted: longer than the gap between the resize
// events of a window being dragged, even at a few frames a second (a sweep of 20 sizes a few
// frames apart painted 7 of them at 150 ms).
constexpr auto kSettle = std::chrono::milliseconds(300);
// How long a frame paints: the first cards are waited for (the table shows none until then), so
// they get a good part of each frame; a new size replaces cards already shown, and its painting
// takes one cell a frame (a deadline already reached: AtlasPainting::advance takes a step).
constexpr auto kFirstPaintingPerFrame = std::chrono::milliseconds(30);

}  // namespace

std::shared_ptr<SharedAtlases> SharedAtlases::get(const Fonts& fonts, DeckStyle style) {
  struct Entry {
    DeckStyle style;
    const char* font;
    std::weak_ptr<SharedAtlases> atlases;
  };
  // The main thread's alone, like every screen.
  static std::vector<Entry> alive;
  const std::string_view font = fonts.headingData();
  std::erase_if(alive, [](const Entry& e) { return e.atlases.expired(); });
  for (const Entry& e : alive)
    if (e.style == style && e.font == font.data()) return e.atlases.lock();
  auto made = std::make_shared<SharedAtlases>(font, style);
  alive.push_back({style, font.data(), made});
  return made;
}

SharedAtlases::SharedAtlases(std::string_view fontBytes, DeckStyle style)
    : fontBytes_(fontBytes), style_(style) {}

void SharedAtlases::want(unsigned cardW, unsigned cardH, unsigned smallW, unsigned smallH) {
  cardW = std::clamp(cardW, 16u, 400u);
  cardH = std::clamp(cardH, 22u, 560u);
  AtlasOrder order{{AtlasLayout(cardW, cardH),
                    AtlasLayout(std::clamp(smallW, 8u, cardW), std::clamp(smallH, 11u, cardH))},
                   style_};
  if (order == wanted_) return;
  wanted_ = std::move(order);
  wantedSince_ = Clock::now();
  updatesSince_ = 0;
}

void SharedAtlases::update() {
  if (loading_) {
    loadNext();
  } else if (painting_) {
    const auto now = Clock::now();
    if (painting_->advance(large_.valid() ? now : now + kFirstPaintingPerFrame)) {
      loading_ = painting_->take();
      painting_.reset();
      loaded_ = 0;
    }
  }
  if (wanted_.layouts.empty() || wanted_ == shown_ || wanted_ == failed_ ||
      (painting_ && wanted_ == painting_->order()) || (loading_ && wanted_ == loading_->order))
    return;
  // The first size once a second frame asks for it too: a table's first frame may be laid out
  // before its seats are (the opponents' cards are smaller at six seats than at three), and a
  // painting for nothing would hold up the right one.
  const bool first = !large_.valid() && !painting_;
  if (first ? ++updatesSince_ < 2 : Clock::now() - wantedSince_ < kSettle) return;
  // A painting of a size no longer wanted stops here.
  painting_.emplace(wanted_, fontBytes_);
}

void SharedAtlases::loadNext() {
  const PaintedAtlases& painted = *loading_;
  const std::vector<AtlasLayout>& layouts = painted.order.layouts;
  const std::size_t i = loaded_++;
  bool ok = painted.pixels.size() == layouts.size() && layouts.size() == 2;
  if (ok) ok = (i == 0 ? large_ : small_).load(layouts[i], painted.order.style, painted.pixels[i]);
  if (!ok) {
    failed_ = painted.order;
    loading_.reset();
  } else if (loaded_ == layouts.size()) {
    shown_ = painted.order;
    loading_.reset();
  }
}

bool SharedAtlases::painting() const {
  if (painting_ || loading_) return true;
  return !wanted_.layouts.empty() && wanted_ != shown_ && wanted_ != failed_;
}

}  // namespace ochos::app
