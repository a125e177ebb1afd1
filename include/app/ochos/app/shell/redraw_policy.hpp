#pragma once

// Whether the App's loop draws a frame on this turn. A card game mostly waits for its player;
// drawing the same picture 60 times a second while it waits would keep a core busy (and a
// laptop's fan running) for nothing. So a frame is drawn when input came or the screens changed,
// while the top screen moves, once more when it has just stopped (its last picture), when a
// frame observer wants one (a benchmark, a screenshot), and every two seconds in any case: a window
// uncovered on a desktop without a compositor shows its picture again, and whatever a screen
// forgot to call moving is late by two seconds at most. Between frames the loop sleeps a few
// milliseconds at a time, so input is answered at once.

namespace ochos::app {

class RedrawPolicy {
 public:
  // The longest the loop goes without drawing.
  static constexpr double kHeartbeatSeconds = 2.0;
  // How long the loop sleeps when it draws nothing, before it looks for input again.
  static constexpr int kNapMilliseconds = 20;

  // Input arrived, the window was resized, or the stack of screens changed.
  void owe() { owed_ = true; }
  // `screenStill`: the top screen's Screen::still(now); `observerWants`: any observer's
  // FrameObserver::wantsFrame.
  bool shouldDraw(bool screenStill, bool observerWants, double now) const;
  // A frame was drawn at `now`, of a screen that was still or not.
  void drew(bool screenStill, double now);

 private:
  bool owed_ = true;
  bool wasMoving_ = true;
  double drawnAt_ = -1;
};

}  // namespace ochos::app
