#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ochos/engine/card.hpp"

namespace ochos::engine {

enum class EventType : std::uint8_t {
  DealerCut,          // seat cut card (R4)
  DealerChosen,       // seat deals the first hand
  HandStarted,        // seat = dealer, value = hand number (1-based), other = players in hand
  CardDealt,          // seat received card (hidden from others)
  StartCardTurned,    // card
  StartCardBuried,    // card went into the middle of the stock
  CardPlayed,         // seat played card
  SuitDeclared,       // seat declared suit
  CardDrawn,          // seat drew card (hidden from others); other = DrawCause
  StockReshuffled,    // value = cards in the new stock
  TurnPassed,         // seat passed; value = 1 when the engine passed for them (nothing else to do)
  TurnSkipped,        // seat misses this turn
  DirectionReversed,  // value = new direction (+1 clockwise, -1 counter-clockwise)
  DrawPenaltyPending,  // seat must answer a pending draw of value cards
  DrawPenaltyTaken,    // seat took value cards
  LastCardAnnounced,   // seat
  LastCardMissed,      // seat forgot; the automatic penalty follows as CardDrawn events
  LastCardCaught,      // seat was caught by other; the penalty follows
  IllegalPlayPenalty,  // seat tried an illegal play and draws (opt-in R3 table penalty)
  TurnStarted,         // seat is now to act
  HandEnded,           // seat went out, or seat = kNoSeat when the hand is blocked (R2)
  HandScored,          // seat scored value points this hand; other = cards left in hand
  TieBreakStarted,     // value = bitmask of the tied seats who play the extra hand (R7)
  MatchEnded,          // seat won the match
};

enum class DrawCause : std::uint8_t { Normal, Penalty, LastCard, IllegalPlay };

inline constexpr std::uint8_t kNoSeat = 0xFF;

struct Event {
  EventType type = EventType::TurnStarted;
  std::uint8_t seat = kNoSeat;
  std::uint8_t other = kNoSeat;
  Card card;
  Suit suit = Suit::Clubs;
  std::int16_t value = 0;

  friend bool operator==(const Event&, const Event&) = default;
};

using EventLog = std::vector<Event>;

// The same event as another seat sees it: cards dealt or drawn by others are hidden.
Event publicView(const Event& e, int viewer);

// Readable English, e.g. "Ben played the queen of hearts." Seat names come from the caller.
std::string narrate(const Event& e, const std::vector<std::string>& seatNames);

std::string_view eventTypeName(EventType type);  // "card_played" …

}  // namespace ochos::engine
