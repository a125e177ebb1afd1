#pragma once

// Where Hard's search gets the deals it plays its candidates on. A strategy given to HardAgent
// when it is made: the game's is BelievedWorlds, Hard's own deals as they are; a measurement can
// give it others (the true deal, to find the ceiling of seeing every card; a deal that knows only
// the hand sizes) or look at each deal it samples (how much they know about the hidden hands).

#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

// Hard's own deal for the decision being searched: the cards the seat cannot see dealt
// consistently with the public history and weighed by the evidence of the opponents' choices.
class BelievedDeal {
 public:
  virtual engine::GameState dealBelieved(const engine::Observation& obs, engine::Rng& rng) = 0;

 protected:
  ~BelievedDeal() = default;
};

class WorldSource {
 public:
  virtual ~WorldSource() = default;
  // The deal the search plays next, for the seat that sees `obs`; `believed` is Hard's own.
  virtual engine::GameState deal(const engine::Observation& obs, engine::Rng& rng,
                                 BelievedDeal& believed) = 0;
};

// The game's source: Hard's own deals, as they are.
class BelievedWorlds final : public WorldSource {
 public:
  engine::GameState deal(const engine::Observation& obs, engine::Rng& rng,
                         BelievedDeal& believed) override {
    return believed.dealBelieved(obs, rng);
  }
};

}  // namespace ochos::ai
