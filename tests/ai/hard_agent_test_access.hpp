#pragma once
// TEST ONLY. The test suite's one way into a HardAgent (its friend): what the search starts from
// and the deals it samples. The game never sets either.

#include <utility>

#include "ochos/ai/hard_agent.hpp"

namespace ochos::ai {

struct HardAgentTestAccess {
  using WorldSampler = HardAgent::WorldSampler;
  using DealObserver = HardAgent::DealObserver;

  // Every deal the search samples comes from `sampler` instead of the agent's own dealing.
  static void sampleWorldsWith(HardAgent& agent, WorldSampler sampler) {
    agent.sampler_ = std::move(sampler);
  }
  // `observer` is shown every deal the search samples (a guess, never the truth).
  static void watchDeals(HardAgent& agent, DealObserver observer) {
    agent.dealObserver_ = std::move(observer);
  }
};

}  // namespace ochos::ai
