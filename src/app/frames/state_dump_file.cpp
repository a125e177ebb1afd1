#include <string>

#include "ochos/app/frames/frame_observers.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/store/atomic_file.hpp"

namespace ochos::app {

void StateDumpFile::loopTurned(const Frame& frame) {
  ++turns_;
  if (frame.now - describedAt_ <= 0.05) return;
  describedAt_ = frame.now;
  // Every screen's dump says the size it is laid out for, so that a test aims at positions
  // of the window's present layout after a resize.
  std::string dump = frame.screen.describe(frame.now) + "layout=" + std::to_string(frame.size.x) +
                     "x" + std::to_string(frame.size.y) +
                     "\nstill=" + (frame.screen.still(frame.now) ? "1" : "0") + "\n";
  // Written again after a second even when unchanged, so that a watchdog reading `frames=`
  // tells a still screen from a hung loop. `drawn=` is left out of the comparison: a still
  // screen's heartbeat frames change nothing it shows.
  if (dump == last_ && frame.now - writtenAt_ < 1.0) return;
  writtenAt_ = frame.now;
  // Replaced by a rename, never rewritten in place: a reader (the GUI test) never sees half a
  // file. Up to 20 times a second from the frame loop, so it does not wait for the disk.
  store::writeFileAtomically(
      pathFromUtf8(path_),
      dump + "drawn=" + std::to_string(drawn_) + "\nframes=" + std::to_string(turns_) + "\n",
      store::Sync::No);
  last_ = std::move(dump);
}

}  // namespace ochos::app
