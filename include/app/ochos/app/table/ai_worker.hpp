#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "ochos/ai/agent.hpp"

namespace ochos::app {

// Runs one decision of a computer player (a seat's move, or the hint for the human) on its own
// thread so the render loop never waits for it.
// The result is tagged with the table version it was computed for; a result for a table that
// has since changed (a catch, a new hand) is thrown away.
class AiWorker {
 public:
  AiWorker() = default;
  AiWorker(const AiWorker&) = delete;
  AiWorker& operator=(const AiWorker&) = delete;
  ~AiWorker() { cancel(); }

  void start(std::shared_ptr<ai::Agent> agent, const engine::Observation& obs,
             std::uint64_t version);
  bool running() const { return thread_.joinable() && !done_.load(); }
  bool active() const { return thread_.joinable(); }
  int seat() const { return seat_; }
  std::uint64_t version() const { return version_; }
  // The action once ready (joins the finished thread), else nothing.
  std::optional<engine::Action> take();
  // Asks the agent to stop and waits for it.
  void cancel();

 private:
  std::thread thread_;
  std::shared_ptr<ai::Agent> agent_;
  ai::ThinkControl control_;
  std::mutex mutex_;
  std::optional<engine::Action> result_;
  std::atomic<bool> done_{false};
  int seat_ = -1;
  std::uint64_t version_ = 0;
};

}  // namespace ochos::app
