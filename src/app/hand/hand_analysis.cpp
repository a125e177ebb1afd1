#include "ochos/app/hand/hand_analysis.hpp"

#include <exception>
#include <iostream>

#include "ochos/app/shell/thread_priority.hpp"

namespace ochos::app {

HandAnalysis::HandAnalysis(std::shared_ptr<const engine::Game> game, int seat, int hand,
                           const ai::ReviewConfig& config)
    : game_(std::move(game)) {
  thread_ = std::thread([this, seat, hand, config] {
    lowerThisThreadPriority();  // the Review's frames first
    const auto keep = [this](const ai::Verdict& v) {
      const std::lock_guard<std::mutex> lock(mutex_);
      verdicts_.push_back(v);
    };
    // A review that meets a move it cannot judge is a bug in the review, not in the player's game:
    // the verdicts so far stay on screen and the game goes on.
    try {
      ai::reviewHand(*game_, seat, hand, config, keep, &control_);
    } catch (const std::exception& e) {
      std::cerr << "ochos-locos: the hand review stopped early: " << e.what() << "\n";
    }
    finished_ = true;
  });
}

HandAnalysis::~HandAnalysis() {
  cancel();
}

std::vector<ai::Verdict> HandAnalysis::verdicts() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return verdicts_;
}

void HandAnalysis::cancel() {
  control_.cancel = true;
  if (thread_.joinable()) thread_.join();
}

}  // namespace ochos::app
