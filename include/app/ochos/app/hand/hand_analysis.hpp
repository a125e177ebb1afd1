#pragma once

// The review's analysis of one hand, on its own thread: Hard's verdicts on one seat's
// decisions (ai::reviewHand), collected as they arrive so the review can show each at once.
// Leaving the review cancels the search within a stride; nothing waits for a whole hand.

#include <atomic>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "ochos/ai/agent.hpp"
#include "ochos/ai/hand_review.hpp"
#include "ochos/engine/game.hpp"

namespace ochos::app {

class HandAnalysis {
 public:
  // Starts at once on `game` (played at least to the end of hand number `hand`).
  HandAnalysis(std::shared_ptr<const engine::Game> game, int seat, int hand,
               const ai::ReviewConfig& config);
  HandAnalysis(const HandAnalysis&) = delete;
  HandAnalysis& operator=(const HandAnalysis&) = delete;
  ~HandAnalysis();

  // The verdicts so far, in the order of the decisions.
  std::vector<ai::Verdict> verdicts() const;
  // Every decision of the seat has its verdict (or the analysis was cancelled).
  bool finished() const { return finished_.load(); }
  // Stops the search and waits for the thread.
  void cancel();

 private:
  std::shared_ptr<const engine::Game> game_;
  ai::ThinkControl control_;
  mutable std::mutex mutex_;
  std::vector<ai::Verdict> verdicts_;
  std::atomic<bool> finished_{false};
  std::thread thread_;
};

}  // namespace ochos::app
