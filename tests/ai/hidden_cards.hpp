#pragma once

// The true state with the cards one seat cannot see dealt again: for tests that a decision made
// from that seat's Observation cannot depend on them (the AI's honesty, the hand review).

#include <array>
#include <cstdint>
#include <vector>

#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::testing {

// The true state with the hidden cards permuted: each other hand keeps its size, the stock too.
inline engine::GameState permuteHidden(const engine::GameState& truth,
                                       const engine::Observation& obs, engine::Rng& rng) {
  std::vector<std::uint8_t> hidden;
  for (int s = 0; s < truth.players(); ++s)
    if (s != obs.seat) truth.hand(s).forEach([&](engine::Card c) { hidden.push_back(c.code()); });
  for (int i = 0; i < truth.stockSize(); ++i)
    hidden.push_back(truth.stockCard(i).code());
  rng.shuffle(hidden.begin(), hidden.end());
  std::array<engine::CardSet, engine::kMaxSeats> hands{};
  std::size_t next = 0;
  for (int s = 0; s < truth.players(); ++s) {
    if (s == obs.seat) continue;
    for (int i = 0; i < truth.hand(s).size(); ++i)
      hands[static_cast<std::size_t>(s)].add(engine::Card::fromCode(hidden[next++]));
  }
  std::array<std::uint8_t, engine::kMaxCards> stock{};
  int count = 0;
  while (next < hidden.size())
    stock[static_cast<std::size_t>(count++)] = hidden[next++];
  return engine::GameState::fromObservation(obs, hands, stock.data(), count, rng.next());
}

}  // namespace ochos::testing
