#include "ochos/app/table/ai_worker.hpp"

#include <exception>
#include <iostream>

namespace ochos::app {

using engine::Action;
using engine::Observation;

void AiWorker::start(std::shared_ptr<ai::Agent> agent, const Observation& obs,
                     std::uint64_t version) {
  cancel();
  agent_ = std::move(agent);
  seat_ = obs.seat;
  version_ = version;
  control_.cancel = false;
  done_ = false;
  result_.reset();
  // The observation is copied into the thread: the table keeps changing meanwhile.
  thread_ = std::thread([this, obs] {
    std::optional<Action> chosen;
    try {
      chosen = agent_->act(obs, &control_);
    } catch (const std::exception& e) {
      std::cerr << "ochos-locos: computer player failed: " << e.what() << "\n";
    }
    // A failed agent still ends its turn: fall back on the first legal action.
    if (!chosen && !obs.legal.empty()) chosen = obs.legal[0];
    {
      std::lock_guard<std::mutex> lock(mutex_);
      result_ = chosen;
    }
    done_ = true;
  });
}

std::optional<Action> AiWorker::take() {
  if (!thread_.joinable() || !done_.load()) return std::nullopt;
  thread_.join();
  std::lock_guard<std::mutex> lock(mutex_);
  auto r = result_;
  result_.reset();
  return r;
}

void AiWorker::cancel() {
  if (!thread_.joinable()) return;
  control_.cancel = true;
  thread_.join();
  result_.reset();
  done_ = false;
}

}  // namespace ochos::app
