#pragma once

#include <array>
#include <cstdint>

#include "ochos/engine/action.hpp"
#include "ochos/engine/card_set.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/rule_queries.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::ai {

// Every copy of every face of one suit / rank, as compile-time tables: the playout policy asks
// for them millions of times and must not call into another translation unit for each.
engine::CardSet suitCards(engine::Suit suit);
engine::CardSet rankCards(engine::Rank rank);

// The next seat still in the hand, going `direction` from `seat`.
int nextInHand(int seat, int direction, std::uint8_t participants, int players);

// The part of the table a heuristic looks at. Built from an Observation (Medium, Easy) or from a
// sampled GameState (the playout policy), so both judge moves the same way.
struct HeuristicTable {
  const engine::RuleSet* rules = nullptr;
  int seat = 0;
  int players = 2;
  std::uint8_t participants = 0;
  int direction = 1;
  engine::CardSet hand;
  engine::Card top;
  engine::Suit activeSuit{};
  bool suitDeclared = false;
  int pendingDraw = 0;
  std::array<int, engine::kMaxSeats> handSizes{};
  // Bit s set: that seat is known to hold no card of suit s (it had to draw or pass on it).
  std::array<std::uint8_t, engine::kMaxSeats> voidSuits{};
  // The seat that named the active suit with a wild (it surely holds some), -1 when none.
  int declaredBy = -1;
  // The cards this seat has not seen (other hands and stock); empty: do not reason about them.
  engine::CardSet unseen;

  static HeuristicTable from(const engine::Observation& obs);
  // The same view of a (sampled) full state, for the playouts. `live` is every card in a hand or
  // the stock (none on the discard pile), so `unseen` is `live` without the seat's hand: exactly
  // what that seat has not seen. No voids, no declarer.
  static HeuristicTable fromState(const engine::GameState& state, int seat, engine::CardSet live);
};

// Facts about the seat's hand and the table that every move's score needs; computed once per
// decision, not once per move.
struct HandFacts {
  std::array<int, engine::kSuitCount> suitCount{};  // non-wild cards per suit
  std::array<int, engine::kSuitCount> suitValue{};  // their penalty value
  int wilds = 0;
  int size = 0;
  int next = 0;
  int nextSize = 0;
  int prev = 0;
  int prevSize = 0;
  int minOpponentSize = 99;
  bool twoPlayers = true;
  engine::CardSet wildMask;

  static HandFacts of(const HeuristicTable& view);
};

// How much a seat wants to keep wild cards and how it trades shedding points against staying in
// its long suit. Medium and the playout policy share the code with different weights.
struct HeuristicWeights {
  double suitLength = 6.0;      // per remaining card of the suit the play leaves active
  double cardValue = 0.4;       // per penalty point shed
  double wildHold = 100.0;      // cost of spending a wild while the hand is still long
  double nextVoid = 8.0;        // the next player is known to lack the suit we leave
  double actionBase = 8.0;      // skip / draw / reverse used at all
  double actionThreat = 15.0;   // ... against a player about to go out
  double answerPending = 60.0;  // stacking a draw card instead of taking the penalty
  double drawScore = 50.0;      // a voluntary draw
  double passScore = 40.0;
  double blockNext = 20.0;  // times the chance the next player cannot follow the play
  // Per other card of the played card's rank still in hand. It was a small bonus (-1.5: "the mate
  // switches suits later"); a 10,000-playout Hard search against a random player disagreed,
  // keeping the pair and playing the lone card. Medium vs Random, Ochos Locos, 40,000 hands x 3
  // seeds: 63.8% -> 67.2% (4.5 to 18.5 all within noise).
  double rankMate = 8.5;
};

// Higher is better. Assumes `action` is legal for the view's seat.
double scoreAction(const HeuristicTable& view, const HandFacts& facts, const engine::Action& action,
                   const HeuristicWeights& weights);

// The suit every level names: the one held most by `count`, then by `value` (the cards' penalty
// points), plus `bonus` for each suit whose bit is set in `favoured`. A tie left goes to the first
// suit.
engine::Suit suitToName(const std::array<int, engine::kSuitCount>& count,
                        const std::array<int, engine::kSuitCount>& value, std::uint8_t favoured = 0,
                        double bonus = 0.0);

// The suit a wild should name (suitToName of the seat's non-wild cards), with a small bonus for a
// suit the next player is known to lack.
engine::Suit bestSuitToName(const HeuristicTable& view, const HandFacts& facts,
                            double voidBonus = 0.5);

}  // namespace ochos::ai
