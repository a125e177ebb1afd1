#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "ochos/ai/playout_policy.hpp"
#include "ochos/engine/action.hpp"
#include "ochos/engine/card_set.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::ai {

// Plays the end of a hand exactly once nothing is hidden any more: the stock is empty and the
// rules never refill it, and a single opponent holds every card the seat has not seen. Then the
// only deal consistent with the table is the true one, and sampling deals and playing them out
// with a heuristic (what the rest of Hard does) only adds noise and the heuristic's mistakes.
//
// A little earlier, with a few cards still in the stock, the deal is one of a few hundred (which of
// the unseen cards are the opponent's, in which order the rest lie); HardAgent then solves a
// handful of sampled deals as if each were known and averages. That lets its own later moves
// "see" the deal (strategy fusion), a small error there against a large gain over the playouts.
//
// Expectimax over the hand's remaining moves: the searching seat takes its best move; the
// opponent makes Medium's move, or with its erratic share (OpponentModel) any of its moves
// uniformly, the same model the playouts use. Positions are remembered, so a position reached by
// two orders of play is valued once.
class EndgameSolver {
 public:
  using Utility = std::function<double(const engine::GameState&)>;

  struct Setup {
    int self = 0;
    // Medium's move for the opponent (chooseMedium), remembering what the policy's start memory
    // holds (the table's voids, who named the suit).
    const PlayoutPolicy* policy = nullptr;
    std::array<double, engine::kMaxSeats> erratic{};
    Utility utility;  // of a finished hand, for the searching seat
    int maxNodes = 200000;
    std::function<bool()> stop;  // asked now and then: give up (time cap, cancel)
  };

  // True when the observation leaves nothing hidden (see above), or with `maxStock` > 0, nothing
  // but the order of at most that many stock cards and which unseen cards they are.
  static bool applies(const engine::Observation& obs, int maxStock = 0);

  // The expected utility of each of `choices` (same order; playLine makes them) from a full
  // state, or an empty vector when the position was too big for the node budget or `stop` said
  // so.
  std::vector<double> solve(const engine::GameState& exact, const std::vector<MoveLine>& choices,
                            Setup setup);

  int nodes() const { return nodes_; }

 private:
  // A position already valued, by a 64-bit digest of everything that decides what can still
  // happen. Open addressing, no full key: at the node budget two positions share a digest about
  // once in 10^7 solves, and then one value is off.
  struct Entry {
    std::uint64_t digest = 0;  // 0: empty
    double value = 0.0;
  };

  static std::uint64_t digestOf(const engine::GameState& state);
  double value(const engine::GameState& state);
  double valueAfter(const engine::GameState& state, int seat, const engine::Action& action);
  Entry& slotFor(std::uint64_t digest);
  void grow();

  static constexpr std::size_t kFirstTableSize = 1U << 14;  // grows as a solve needs

  Setup setup_;
  std::vector<Entry> table_;         // power-of-two size, kept between solves
  std::vector<std::uint32_t> used_;  // its filled slots, emptied again by the next solve
  int nodes_ = 0;
  bool abandoned_ = false;
};

}  // namespace ochos::ai
