#pragma once
// TEST ONLY. A Hard agent that searches from the true state instead of sampled deals: it sees
// every hidden card. It measures the ceiling that perfect information would give the search, so
// the benchmark can show Hard stays clearly below it. It must never be reachable from the game:
// it lives under tests/ and nothing in src/ includes it.

#include <memory>

#include "ochos/ai/hard_agent.hpp"
#include "ochos/engine/game.hpp"
#include "test_support.hpp"
#include "test_worlds.hpp"

namespace ochos::testing {

// Deals that are the true state. `seeStock` false: the hands are the truth but the stock is
// shuffled, which separates what knowing the opponents' cards is worth from what foreseeing the
// draws is worth.
inline std::unique_ptr<ai::WorldSource> theTruth(bool seeStock) {
  return std::make_unique<DealtBy>([seeStock](const engine::Observation& obs, engine::Rng& rng) {
    (void)obs;
    // The truth, with a fresh shuffle seed so reshuffles inside the playouts are not foreseen.
    engine::GameState truth = peekedGame()->state();
    std::array<engine::CardSet, engine::kMaxSeats> hands{};
    std::array<std::uint8_t, engine::kMaxCards> stock{};
    for (int s = 0; s < truth.players(); ++s)
      hands[static_cast<std::size_t>(s)] = truth.hand(s);
    for (int i = 0; i < truth.stockSize(); ++i)
      stock[static_cast<std::size_t>(i)] = truth.stockCard(i).code();
    if (!seeStock) {
      for (int i = truth.stockSize() - 1; i > 0; --i)
        std::swap(stock[static_cast<std::size_t>(i)],
                  stock[rng.below(static_cast<std::uint32_t>(i + 1))]);
    }
    return engine::GameState::fromObservation(obs, hands, stock.data(), truth.stockSize(),
                                              rng.next());
  });
}

// A Hard that searches the true state.
inline std::unique_ptr<ai::HardAgent> makePeekingAgent(std::uint64_t seed,
                                                       ai::HardConfig config = {},
                                                       bool seeStock = true) {
  return std::make_unique<ai::HardAgent>(seed, config, theTruth(seeStock));
}

}  // namespace ochos::testing
