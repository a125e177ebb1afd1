#pragma once

#include "ochos/engine/event.hpp"

namespace ochos::engine::detail {

// Events are optional: search passes no log and pays nothing for them.
inline void emit(EventLog* log, EventType type, int seat = kNoSeat, Card card = Card::unknown(),
                 int value = 0, int other = kNoSeat, Suit suit = Suit::Clubs) {
  if (log == nullptr) return;
  Event e{};
  e.type = type;
  e.seat = static_cast<std::uint8_t>(seat);
  e.other = static_cast<std::uint8_t>(other);
  e.card = card;
  e.suit = suit;
  e.value = static_cast<std::int16_t>(value);
  log->push_back(e);
}

}  // namespace ochos::engine::detail
