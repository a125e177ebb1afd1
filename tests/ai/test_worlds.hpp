#pragma once
// TEST ONLY. World sources (ochos/ai/world_source.hpp) that the tests and the benchmark give a
// HardAgent: deals made by the test instead of Hard's own, and Hard's own deals shown to a
// watcher first.

#include <functional>
#include <memory>
#include <utility>

#include "ochos/ai/world_source.hpp"

namespace ochos::testing {

// Every deal from `make` instead of Hard's own.
class DealtBy final : public ai::WorldSource {
 public:
  using Maker = std::function<engine::GameState(const engine::Observation&, engine::Rng&)>;
  explicit DealtBy(Maker make) : make_(std::move(make)) {}
  engine::GameState deal(const engine::Observation& obs, engine::Rng& rng,
                         ai::BelievedDeal&) override {
    return make_(obs, rng);
  }

 private:
  Maker make_;
};

// The deals of `inner` (Hard's own unless told otherwise), each shown to `watch` first.
class Watched final : public ai::WorldSource {
 public:
  using Watcher = std::function<void(const engine::Observation&, const engine::GameState&)>;
  explicit Watched(Watcher watch,
                   std::unique_ptr<ai::WorldSource> inner = std::make_unique<ai::BelievedWorlds>())
      : watch_(std::move(watch)), inner_(std::move(inner)) {}
  engine::GameState deal(const engine::Observation& obs, engine::Rng& rng,
                         ai::BelievedDeal& believed) override {
    engine::GameState dealt = inner_->deal(obs, rng, believed);
    watch_(obs, dealt);
    return dealt;
  }

 private:
  Watcher watch_;
  std::unique_ptr<ai::WorldSource> inner_;
};

}  // namespace ochos::testing
