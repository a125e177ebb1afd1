#include "ochos/audio/event_sounds.hpp"

namespace ochos::audio {

using engine::Event;
using engine::EventType;
using engine::RuleSet;

std::optional<Effect> effectForEvent(const Event& event, const RuleSet& rules, int humanSeat) {
  switch (event.type) {
    case EventType::HandStarted:
    case EventType::StockReshuffled:
      return Effect::Shuffle;
    case EventType::CardDealt:
    case EventType::CardDrawn:
      return Effect::CardSlide;
    case EventType::DealerCut:
    case EventType::StartCardTurned:
      return Effect::CardFlip;
    case EventType::CardPlayed:
      if (event.card.isKnown() && rules.effect(event.card.rank()).wild) return Effect::Wild;
      return Effect::CardSlide;
    case EventType::DrawPenaltyTaken:
    case EventType::LastCardMissed:
    case EventType::LastCardCaught:
    case EventType::IllegalPlayPenalty:
      return Effect::Penalty;
    case EventType::HandEnded:
    case EventType::MatchEnded:
      if (event.seat == humanSeat) return Effect::Win;
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

}  // namespace ochos::audio
