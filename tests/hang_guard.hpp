#pragma once

// A watchdog for tests whose failure mode is a hang: a thread stuck in a join or a blocking read
// cannot be failed any other way, and a hung ctest run says nothing until its own timeout.

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace ochos {

// Waiting on a state (a thread stopped, a process gone, a file written) that takes milliseconds:
// only a hang or a broken stop takes this long, however loaded the machine.
constexpr auto kHang = std::chrono::seconds(60);

// Ends the test program with "HANG: <what> …" if the guarded scope has not finished within kHang.
class HangGuard {
 public:
  explicit HangGuard(const char* what)
      : watchdog_([this, what] {
          std::unique_lock<std::mutex> lock(mutex_);
          if (!finished_.wait_for(lock, kHang, [this] { return done_; })) {
            std::fprintf(stderr, "HANG: %s did not finish within %lld s\n", what,
                         static_cast<long long>(kHang.count()));
            std::abort();
          }
        }) {}
  ~HangGuard() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    finished_.notify_one();
    watchdog_.join();
  }
  HangGuard(const HangGuard&) = delete;
  HangGuard& operator=(const HangGuard&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable finished_;
  bool done_ = false;
  std::thread watchdog_;  // last: it starts once the rest exists
};

}  // namespace ochos
