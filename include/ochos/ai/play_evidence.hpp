#pragma once

#include "ochos/ai/move_heuristics.hpp"
#include "ochos/engine/card_set.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::ai {

// What an opponent's most recent free choice says about its hand. When the last card played
// this hand was an opponent's, chosen from its whole hand (it had not drawn that turn, no draw
// penalty was pending), a careful player holding a given hand would have chosen one particular
// play. A sampled deal in which the opponent, playing by Medium's judgement, would have made
// exactly the play it did is more likely than one in which it would not — so Hard's search
// prefers such deals (it still keeps some others: the opponent may not play like Medium).
//
// Built from the observation's public history only, like CardMemory: it never sees a hidden card.
class PlayEvidence {
 public:
  void prepare(const Observation& obs);

  bool valid() const { return valid_; }
  int seat() const { return seat_; }

  // Whether a Medium-like player that holds `handAfter` now would have made the observed play.
  bool consistent(CardSet handAfter, const HeuristicWeights& weights) const;

 private:
  bool valid_ = false;
  int seat_ = -1;
  Card card_;
  Suit declared_{};
  CardSet deck_;           // every card of this hand's deck
  CardSet discardBefore_;  // the discard pile before the play
  TableView before_;       // the table as the opponent saw it (hand filled per sample)
};

}  // namespace ochos::ai
