#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ochos/engine/action.hpp"
#include "ochos/engine/card_set.hpp"
#include "ochos/engine/event.hpp"
#include "ochos/engine/phase.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::engine {

// Everything one seat may know, and nothing else: its own hand and the public table. The GUI
// draws the human seat from this and every agent decides from it, so a hidden card cannot leak.
struct Observation {
  const RuleSet* rules = nullptr;
  int seat = 0;
  int players = 0;
  std::uint8_t participants = 0;
  Phase phase{};
  int currentPlayer = 0;
  int dealer = 0;
  int direction = 1;
  int handNumber = 0;
  int target = 0;
  bool singleHand = false;
  int matchWinner = -1;
  int deckSize = 0;

  CardSet hand;  // this seat's cards
  Card topCard;
  Suit activeSuit{};
  bool suitDeclared = false;
  int pendingDraw = 0;
  int stockSize = 0;
  std::vector<Card> discard;  // the discard pile, bottom first (public: every card was seen)
  std::array<int, kMaxSeats> handSizes{};
  std::array<int, kMaxSeats> scores{};
  // Every seat's cards, but only once the hand is over (HandOver, MatchOver): the rules then
  // lay all hands open for scoring. Empty for every seat while the hand is being played.
  std::array<CardSet, kMaxSeats> revealedHands{};
  int drawsThisTurn = 0;
  Card lastDrawn;  // only when this seat is the one drawing
  bool continuingRank = false;
  int unannouncedSeat = -1;
  int passesInARow = 0;  // turns in a row with no card played or drawn (R2)
  std::uint8_t tieBreakSeats = 0;
  // Effects of this turn's plays still to come (several cards of one rank in a turn).
  int turnSkips = 0;
  int turnReverses = 0;
  int turnDrawAdded = 0;

  // What this seat may do now: its turn's actions, or out of turn only Announce / Catch.
  ActionList legal;

  // Public events of the current hand, as this seat saw them (others' draws hidden). Filled by
  // Game; empty when an observation comes straight from GameState.
  std::vector<Event> handHistory;

  bool myTurn() const {
    return seat == currentPlayer && phase != Phase::HandOver && phase != Phase::MatchOver;
  }
  bool inHand(int s) const { return (participants >> s) & 1U; }
  // Cards this seat has not seen where they are now: in other hands or in the stock.
  CardSet unseenCards() const;
};

}  // namespace ochos::engine
