#pragma once

// What watches the frames go by without being a screen: the benchmark's figures, the
// screenshots (F12, and the one --screenshot asks for), the GUI tests' state dump and the timed
// exit. The App's loop tells each observer, in the order they were added, when a frame starts,
// when it is drawn (still in the back buffer, not yet shown) and when it has been shown; and at
// the end of every turn of the loop, drawn or not (nothing is drawn while the screen is still:
// redraw_policy.hpp).

#include <SFML/Graphics/RenderWindow.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "ochos/app/shell/screen.hpp"
#include "ochos/sfml/input.hpp"

namespace ochos::app {

struct Frame {
  sf::RenderWindow& window;
  Screen& screen;     // the top of the stack
  double now;         // seconds since the loop started
  sf::Vector2u size;  // the window's, as the screens are laid out for it
};

class FrameObserver {
 public:
  virtual ~FrameObserver() = default;
  // An event before the screens see it; true: it was this observer's and goes no further.
  virtual bool takeEvent(const InputEvent& /*event*/) { return false; }
  // This observer needs a frame drawn now, even of a still screen.
  virtual bool wantsFrame(double /*now*/) const { return false; }
  // A turn of the loop begins (its events, its update and, maybe, its frame).
  virtual void frameStarted() {}
  virtual void frameDrawn(const Frame& /*frame*/) {}
  virtual void frameShown(const Frame& /*frame*/) {}
  // The end of a turn of the loop, whether it drew a frame or not.
  virtual void loopTurned(const Frame& /*frame*/) {}
  virtual void runEnded() {}
};

// Ends the run as closing the window does (a menu match is saved).
using CloseWindow = std::function<void()>;

// When each start-up step was done, in milliseconds since the process began.
struct StartupTimes {
  std::chrono::steady_clock::time_point started;
  std::vector<std::pair<const char*, double>> steps;
  void mark(const char* step);
  double secondsSinceStart() const;
};

// --benchmark-frames: times the frames, closes the window after `frames` of them and prints the
// frame times, the start-up steps and the memory used (benchmark_report.cpp).
class BenchmarkReport : public FrameObserver {
 public:
  BenchmarkReport(int frames, int players, const StartupTimes& startup, CloseWindow close);
  bool wantsFrame(double /*now*/) const override { return true; }
  void frameStarted() override;
  void frameShown(const Frame& frame) override;
  void runEnded() override;

 private:
  int frames_;
  int players_;
  const StartupTimes& startup_;
  CloseWindow close_;
  std::chrono::steady_clock::time_point frameStart_;
  std::vector<double> frameMs_;
  double firstFrameSeconds_ = -1;
  double cardsReadySeconds_ = -1;  // the first frame with the cards painted at its size
  sf::Vector2u size_;
  unsigned antialiasing_ = 0;  // samples the window was granted
};

// --benchmark-resizes: once the cards are painted, drags the window through 20 sizes a few
// frames apart, back to where it was, then opens the Review of the last hand played and watches
// it for a while; prints the longest frame of each part and closes the window
// (benchmark_sweep.cpp).
class ResizeSweep : public FrameObserver {
 public:
  // `openReview`: asks for the Review of the last hand (Screen::reviewLastHand).
  ResizeSweep(std::function<bool()> openReview, CloseWindow close);
  bool wantsFrame(double /*now*/) const override { return true; }
  void frameStarted() override;
  void frameShown(const Frame& frame) override;
  void runEnded() override;

 private:
  enum class Part : std::uint8_t { Settling, Resizing, Repainting, AwaitingReview, Review, Done };
  void next(Part part);
  void resizeStep(const Frame& frame);

  std::function<bool()> openReview_;
  CloseWindow close_;
  std::chrono::steady_clock::time_point frameStart_;
  Part part_ = Part::Settling;
  int framesInPart_ = 0;
  sf::Vector2u startSize_;
  int resizes_ = 0;
  double resizeLongestMs_ = 0;
  double reviewLongestMs_ = 0;
  int reviewHandFrames_ = 0;  // frames from the review's opening to its cards at their size
};

// --benchmark-idle: once the screen has been still (Screen::still) for 2 s, measures the CPU the
// whole process uses (every thread's, the renderer's included) and the frames it draws over the
// next 10 s, prints them and closes the window; a screen never still in 60 s is said so
// (idle_report.cpp).
class IdleReport : public FrameObserver {
 public:
  explicit IdleReport(CloseWindow close) : close_(std::move(close)) {}
  void frameShown(const Frame& /*frame*/) override { ++drawn_; }
  void loopTurned(const Frame& frame) override;

 private:
  static constexpr double kSettleSeconds = 2;
  static constexpr double kMeasureSeconds = 10;
  static constexpr double kGiveUpSeconds = 60;
  void finish(double now);

  CloseWindow close_;
  double stillSince_ = -1;
  double measureFrom_ = -1;
  double cpuAtStart_ = 0;
  long long drawn_ = 0;
  long long drawnAtStart_ = 0;
  bool done_ = false;
};

// F12: the next drawn frame as ochos-screenshot-N.png in the working folder (screenshots.cpp).
class ScreenshotKey : public FrameObserver {
 public:
  bool takeEvent(const InputEvent& event) override;
  bool wantsFrame(double /*now*/) const override { return !pending_.empty(); }
  void frameDrawn(const Frame& frame) override;

 private:
  int taken_ = 0;
  std::vector<std::string> pending_;
};

// --screenshot: one PNG once `afterMs` have passed and the screen is still (or 8 s later in any
// case), then maybe the end of the run (screenshots.cpp).
class ScheduledScreenshot : public FrameObserver {
 public:
  ScheduledScreenshot(std::string path, int afterMs, bool exitAfter, CloseWindow close);
  bool wantsFrame(double now) const override { return !done_ && now * 1000 >= afterMs_; }
  void frameDrawn(const Frame& frame) override;

 private:
  std::string path_;  // UTF-8, as the command line gave it
  int afterMs_;
  bool exitAfter_;
  CloseWindow close_;
  bool done_ = false;
};

// --state-dump: the top screen's description, rewritten (atomically) whenever it changes, at
// most every 50 ms, and at least every second, ending with `drawn=N`, the frames drawn so far,
// and `frames=N`, the turns of the loop so far, drawn or not: a test waits on `frames=` for the
// game to have handled its input, even while the screen is still (state_dump_file.cpp).
class StateDumpFile : public FrameObserver {
 public:
  explicit StateDumpFile(std::string path) : path_(std::move(path)) {}
  void frameShown(const Frame& /*frame*/) override { ++drawn_; }
  void loopTurned(const Frame& frame) override;

 private:
  std::string path_;  // UTF-8
  std::string last_;
  double describedAt_ = -1;
  double writtenAt_ = -1;
  long long turns_ = 0;
  long long drawn_ = 0;
};

// --exit-after-ms.
class TimedExit : public FrameObserver {
 public:
  TimedExit(int afterMs, CloseWindow close) : afterMs_(afterMs), close_(std::move(close)) {}
  void loopTurned(const Frame& frame) override {
    if (frame.now * 1000 >= afterMs_) close_();
  }

 private:
  int afterMs_;
  CloseWindow close_;
};

}  // namespace ochos::app
