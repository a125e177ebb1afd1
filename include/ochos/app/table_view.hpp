#pragma once

#include <array>
#include <string>
#include <vector>

#include "ochos/engine/event.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::app {

// What the table shows right now. It trails the engine: each event is applied when its
// animation starts, so the screen tells the story in order; when the queue is empty it is
// re-synchronised from the human seat's Observation, the only source of truth it is allowed.
struct TableView {
  int seats = 0;
  int human = 0;
  std::vector<engine::Card> hand;  // the human's cards
  std::array<int, engine::kMaxSeats> counts{};
  std::array<std::vector<engine::Card>, engine::kMaxSeats>
      revealed;  // hands shown at the end of a hand
  std::vector<engine::Card> discard;
  int stock = 0;
  int deckSize = 0;
  engine::Suit activeSuit = engine::Suit::Clubs;
  bool suitDeclared = false;
  int pendingDraw = 0;
  int direction = 1;
  int current = -1;
  int dealer = 0;
  int handNumber = 0;
  std::uint8_t participants = 0xFF;
  std::array<int, engine::kMaxSeats> scores{};
  std::array<int, engine::kMaxSeats> handPoints{};  // this hand's score change
  std::array<int, engine::kMaxSeats> handValues{};  // value of the cards left
  bool handOver = false;
  int handWinner = -1;  // -1 blocked or not over
  int matchWinner = -1;
  int lastSeat = -1;           // who made the last move
  engine::Card lastPlayed;     // highlighted on the discard
  std::uint8_t announced = 0;  // seats that said "last card" and still hold that one card

  bool inHand(int seat) const { return (participants >> seat) & 1U; }
  bool hasAnnounced(int seat) const { return (announced >> seat) & 1U; }
};

void applyEvent(TableView& view, const engine::Event& e);
// Makes the view agree with the observation (scores, counts, hand, piles, turn).
void syncView(TableView& view, const engine::Observation& obs);

}  // namespace ochos::app
