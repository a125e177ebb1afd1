#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "ochos/app/frames/frame_observers.hpp"
#include "ochos/sfml/graphics.hpp"

namespace ochos::app {
namespace {

using Clock = std::chrono::steady_clock;

// The process's memory in kB, from Linux's /proc: VmRSS now, VmHWM at its peak. -1 where it is
// not known (another system, or no /proc mounted).
long residentKb(const char* field) {
#if defined(__linux__)
  std::ifstream status("/proc/self/status");
  std::string line;
  const std::string key = std::string(field) + ":";
  while (std::getline(status, line)) {
    if (line.rfind(key, 0) == 0) return std::atol(line.c_str() + key.size());
  }
#else
  (void)field;
#endif
  return -1;
}

void printResidentMemory() {
  const long now = residentKb("VmRSS");
  const long peak = residentKb("VmHWM");
  if (now < 0 || peak < 0) {
    std::printf("resident memory: not measured on this system\n");
    return;
  }
  std::printf("resident memory: %.1f MB (peak %.1f MB)\n", static_cast<double>(now) / 1024.0,
              static_cast<double>(peak) / 1024.0);
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

double longest(const std::vector<double>& v, std::size_t from) {
  return v.size() > from ? *std::max_element(v.begin() + static_cast<std::ptrdiff_t>(from), v.end())
                         : 0.0;
}

}  // namespace

void StartupTimes::mark(const char* step) {
  steps.push_back({step, secondsSinceStart() * 1000});
}

double StartupTimes::secondsSinceStart() const {
  return std::chrono::duration<double>(Clock::now() - started).count();
}

BenchmarkReport::BenchmarkReport(int frames, int players, const StartupTimes& startup,
                                 CloseWindow close)
    : frames_(frames), players_(players), startup_(startup), close_(std::move(close)) {
  frameMs_.reserve(static_cast<std::size_t>(std::max(frames, 0)));
}

void BenchmarkReport::frameStarted() {
  frameStart_ = Clock::now();
}

void BenchmarkReport::frameShown(const Frame& frame) {
  if (firstFrameSeconds_ < 0) firstFrameSeconds_ = startup_.secondsSinceStart();
  if (cardsReadySeconds_ < 0 && !frame.screen.painting())
    cardsReadySeconds_ = startup_.secondsSinceStart();
  size_ = frame.size;
  antialiasing_ = antialiasingOf(frame.window.getSettings());
  frameMs_.push_back(std::chrono::duration<double, std::milli>(Clock::now() - frameStart_).count());
  if (static_cast<int>(frameMs_.size()) >= frames_) close_();
}

void BenchmarkReport::runEnded() {
  std::printf("frames: %zu at %ux%u, %d players\n", frameMs_.size(), size_.x, size_.y, players_);
  std::printf("frame time ms: p50 %.2f  p95 %.2f  p99 %.2f  max %.2f\n", percentile(frameMs_, 0.5),
              percentile(frameMs_, 0.95), percentile(frameMs_, 0.99), longest(frameMs_, 0));
  // The first frame opens the window and the table; every later one is the game running.
  std::printf("longest frame after the first: %.2f ms\n", longest(frameMs_, 1));
  std::printf("time to first frame: %.3f s (", firstFrameSeconds_);
  const auto& steps = startup_.steps;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    std::printf("%s%s done at %.0f ms", i ? ", " : "", steps[i].first, steps[i].second);
  }
  if (cardsReadySeconds_ >= 0) {
    std::printf(")\ncards painted by: %.3f s\n", cardsReadySeconds_);
  } else {
    std::printf(")\ncards painted by: not within these frames\n");
  }
  printResidentMemory();
  std::printf("antialiasing: %u samples\n", antialiasing_);
}

}  // namespace ochos::app
