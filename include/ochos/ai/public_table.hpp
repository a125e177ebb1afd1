#pragma once

#include <array>

#include "ochos/engine/card_set.hpp"
#include "ochos/engine/event.hpp"
#include "ochos/engine/rule_queries.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::ai {

// The public side of the current hand, followed event by event through an observation's
// history: what every seat at the table saw. CardMemory and PlayEvidence draw their inferences
// from it as each event arrives, so they look at the table first and call follow() after.
struct PublicTable {
  engine::Card top = engine::Card::unknown();
  engine::Suit active{};
  bool declared = false;  // the active suit was named by a wild
  int pending = 0;        // cards owed to a draw card
  int direction = 1;
  std::array<int, engine::kMaxSeats> handSizes{};
  std::array<int, engine::kMaxSeats> drawsThisTurn{};  // normal draws (not penalties) this turn
  std::array<int, engine::kMaxSeats> playsThisTurn{};
  engine::CardSet discard;

  void follow(const engine::Event& e);

 private:
  // A card turned up or played becomes the top of the discard pile and sets the suit.
  void landOnTop(engine::Card card);
};

// The cards that would fit on the table now, as the engine decides it (before a draw penalty,
// which the inferences never reason from).
inline engine::CardSet fittingCards(const engine::RuleSet& rules, const PublicTable& t) {
  return engine::cardsThatFit(rules, t.top, t.active);
}

}  // namespace ochos::ai
