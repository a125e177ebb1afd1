#include "ochos/ai/public_table.hpp"

#include "ochos/ai/move_heuristics.hpp"

namespace ochos::ai {

using engine::Card;
using engine::DrawCause;
using engine::Event;
using engine::EventType;
using engine::kMaxSeats;

void PublicTable::landOnTop(Card card) {
  top = card;
  active = card.suit();
  declared = false;
  discard.add(card);
}

void PublicTable::follow(const Event& e) {
  const bool known = e.seat < kMaxSeats;
  const auto s = static_cast<std::size_t>(known ? e.seat : 0);
  switch (e.type) {
    case EventType::HandStarted: {
      const int keep = direction;
      *this = PublicTable{};
      direction = keep;
      break;
    }
    case EventType::CardDealt:
      if (known) ++handSizes[s];
      break;
    case EventType::StartCardTurned:
      landOnTop(e.card);
      break;
    case EventType::StartCardBuried:
      discard.remove(e.card);
      break;
    case EventType::TurnStarted:
      if (known) {
        drawsThisTurn[s] = 0;
        playsThisTurn[s] = 0;
      }
      break;
    case EventType::DirectionReversed:
      direction = e.value;
      break;
    case EventType::DrawPenaltyPending:
      pending = e.value;
      break;
    case EventType::DrawPenaltyTaken:
      pending = 0;
      break;
    case EventType::StockReshuffled:
      // The new stock is the old discard pile without its top card.
      discard.clear();
      if (top.isKnown()) discard.add(top);
      break;
    case EventType::CardDrawn:
      if (!known) break;
      ++handSizes[s];
      if (static_cast<DrawCause>(e.other) == DrawCause::Normal) ++drawsThisTurn[s];
      break;
    case EventType::CardPlayed:
      if (known) {
        --handSizes[s];
        ++playsThisTurn[s];
      }
      landOnTop(e.card);
      break;
    case EventType::SuitDeclared:
      active = e.suit;
      declared = true;
      break;
    default:
      break;
  }
}

}  // namespace ochos::ai
