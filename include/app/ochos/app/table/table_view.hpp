#pragma once

#include <array>
#include <string>
#include <vector>

#include "ochos/engine/event.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/public_table.hpp"

namespace ochos::app {

// What the table shows right now: the public table as the human seat sees it, and that seat's
// cards. It trails the engine: each event is applied when its animation starts, so the screen
// tells the story in order; when the queue is empty it is re-synchronised from the human seat's
// Observation, the only source of truth it is allowed.
struct TableView : engine::PublicTable {
  explicit TableView(const engine::RuleSet& rules) : PublicTable(rules) {}

  int seats = 0;
  int human = 0;
  std::uint8_t participants = 0xFF;
  std::vector<engine::Card> hand;  // the human's cards
  std::array<std::vector<engine::Card>, engine::kMaxSeats>
      revealed;  // hands shown at the end of a hand

  bool inHand(int seat) const { return (participants >> seat) & 1U; }
};

// Follows the public table and keeps the human's own cards.
void applyEvent(TableView& view, const engine::Event& e);
// Makes the view agree with the observation (scores, counts, hand, piles, turn).
void syncView(TableView& view, const engine::Observation& obs);

}  // namespace ochos::app
