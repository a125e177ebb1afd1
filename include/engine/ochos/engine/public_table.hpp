#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ochos/engine/card_set.hpp"
#include "ochos/engine/event.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::engine {

// The public side of a match, followed event by event as one seat sees it: the piles, whose turn
// it is, how many cards each seat holds, the suit to follow, the scores. This is the one walker
// of the event stream: the table view draws from it, and the AI's card memory and play evidence
// draw their inferences from it (they look at the table first and call follow() after).
struct PublicTable {
  // The rules tell how many cards a new hand's deck holds.
  explicit PublicTable(const RuleSet& rules) : rules_(&rules) {}

  int dealer = 0;
  int handNumber = 0;
  int current = -1;  // whose turn it is; -1 once the hand is over and before its first turn
  int direction = 1;
  Suit activeSuit = Suit::Clubs;
  bool suitDeclared = false;  // the active suit was named by a wild
  int pendingDraw = 0;        // cards owed to a draw card
  int deckSize = 0;           // the stock before the deal
  int stock = 0;
  std::vector<Card> discard;  // bottom first
  std::array<int, kMaxSeats> handSizes{};
  std::array<int, kMaxSeats> drawsThisTurn{};  // normal draws (not penalties) this turn
  std::array<int, kMaxSeats> playsThisTurn{};
  std::uint8_t announced = 0;  // seats that called "last card" and still hold that one card
  int lastSeat = -1;           // who made the last move
  Card lastPlayed = Card::unknown();
  bool handOver = false;
  int handWinner = -1;  // -1 while playing or when the hand was blocked
  int matchWinner = -1;
  std::array<int, kMaxSeats> scores{};      // added up from HandScored
  std::array<int, kMaxSeats> handPoints{};  // this hand's score change
  std::array<int, kMaxSeats> handValues{};  // the value of the cards left

  void follow(const Event& e);
  // Takes what an observation states (piles, counts, turn, scores); keeps the rest, which an
  // observation does not carry (the last move, the calls, this hand's points).
  void agreeWith(const Observation& obs);

  Card top() const { return discard.empty() ? Card::unknown() : discard.back(); }
  CardSet discardSet() const;
  bool hasAnnounced(int seat) const { return (announced >> seat) & 1U; }

 private:
  const RuleSet* rules_;

  void startHand(const Event& e);
  void receive(const Event& e);
  void play(const Event& e);
  void forgetCall(int seat);
  void landOnTop(Card card);
};

}  // namespace ochos::engine
