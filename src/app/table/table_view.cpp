#include "ochos/app/table/table_view.hpp"

#include <algorithm>

namespace ochos::app {

using engine::Card;
using engine::Event;
using engine::EventType;
using engine::Observation;

namespace {

void removeCard(std::vector<Card>& cards, Card c) {
  auto it = std::find(cards.begin(), cards.end(), c);
  if (it == cards.end()) {
    it = std::find_if(cards.begin(), cards.end(), [c](Card x) { return x.sameFace(c); });
  }
  if (it != cards.end()) cards.erase(it);
}

// The human's own cards: dealt, drawn and played.
void followOwnHand(TableView& v, const Event& e) {
  if (e.seat != v.human) return;
  switch (e.type) {
    case EventType::CardDealt:
    case EventType::CardDrawn:
      if (e.card.isKnown()) v.hand.push_back(e.card);
      break;
    case EventType::CardPlayed:
      removeCard(v.hand, e.card);
      break;
    default:
      break;
  }
}

}  // namespace

void applyEvent(TableView& v, const Event& e) {
  if (e.type == EventType::HandStarted) {
    v.hand.clear();
    for (auto& r : v.revealed)
      r.clear();
  }
  followOwnHand(v, e);
  v.follow(e);
}

void syncView(TableView& v, const Observation& obs) {
  v.seats = obs.players;
  v.human = obs.seat;
  v.participants = obs.participants;
  v.hand.clear();
  obs.hand.forEach([&](Card c) { v.hand.push_back(c); });
  v.agreeWith(obs);
}

}  // namespace ochos::app
