#include <cstdio>
#include <ctime>

#include "ochos/app/frames/frame_observers.hpp"

#if defined(_WIN32)
#include <windows.h>
#endif

namespace ochos::app {
namespace {

// The CPU time of the whole process so far, every thread's, in seconds.
double processCpuSeconds() {
#if defined(_WIN32)
  // Windows' clock() counts wall time, not CPU.
  FILETIME created, exited, kernel, user;
  if (!GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user)) return 0;
  const auto ticks = [](const FILETIME& t) {
    return static_cast<double>((static_cast<unsigned long long>(t.dwHighDateTime) << 32) |
                               t.dwLowDateTime);
  };
  return (ticks(kernel) + ticks(user)) / 1e7;  // 100 ns ticks
#else
  // POSIX: clock() is the process's CPU time, all threads.
  return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
#endif
}

}  // namespace

void IdleReport::loopTurned(const Frame& frame) {
  if (done_) return;
  const double now = frame.now;
  if (measureFrom_ >= 0) {
    if (now - measureFrom_ >= kMeasureSeconds) finish(now);
    return;
  }
  if (!frame.screen.still(now)) {
    stillSince_ = -1;
  } else if (stillSince_ < 0) {
    stillSince_ = now;
  } else if (now - stillSince_ >= kSettleSeconds) {
    measureFrom_ = now;
    cpuAtStart_ = processCpuSeconds();
    drawnAtStart_ = drawn_;
  }
  if (measureFrom_ < 0 && now >= kGiveUpSeconds) {
    std::printf("idle: the screen was never still for %.0f s in %.0f s\n", kSettleSeconds,
                kGiveUpSeconds);
    done_ = true;
    close_();
  }
}

void IdleReport::finish(double now) {
  const double seconds = now - measureFrom_;
  const double cpu = processCpuSeconds() - cpuAtStart_;
  std::printf("idle: %.0f ms of CPU in %.1f s (%.2f%% of a core), %lld frames drawn\n", cpu * 1000,
              seconds, 100 * cpu / seconds, drawn_ - drawnAtStart_);
  std::fflush(stdout);
  done_ = true;
  close_();
}

}  // namespace ochos::app
