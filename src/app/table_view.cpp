#include "ochos/app/table_view.hpp"

#include <algorithm>

namespace ochos::app {

using engine::Card;
using engine::Event;
using engine::EventType;
using engine::Observation;
using engine::Phase;

namespace {

void removeCard(std::vector<Card>& cards, Card c) {
  auto it = std::find(cards.begin(), cards.end(), c);
  if (it == cards.end()) {
    it = std::find_if(cards.begin(), cards.end(), [c](Card x) { return x.sameFace(c); });
  }
  if (it != cards.end()) cards.erase(it);
}

int& countOf(TableView& v, int seat) {
  return v.counts[static_cast<std::size_t>(seat)];
}

// A new hand: everything but the scores starts over.
void startHand(TableView& v, const Event& e) {
  v.dealer = e.seat;
  v.handNumber = e.value;
  v.hand.clear();
  v.counts.fill(0);
  for (auto& r : v.revealed)
    r.clear();
  v.stock = v.deckSize;
  v.discard.clear();
  v.pendingDraw = 0;
  v.direction = 1;
  v.suitDeclared = false;
  v.handOver = false;
  v.handWinner = -1;
  v.handPoints.fill(0);
  v.handValues.fill(0);
  v.lastSeat = -1;
  v.lastPlayed = Card::unknown();
  v.announced = 0;
}

void playCard(TableView& v, const Event& e) {
  const int seat = e.seat;
  countOf(v, seat) = std::max(0, countOf(v, seat) - 1);
  if (seat == v.human) removeCard(v.hand, e.card);
  v.discard.push_back(e.card);
  v.activeSuit = e.card.suit();
  v.suitDeclared = false;
  v.lastSeat = seat;
  v.lastPlayed = e.card;
  // A "last card" stands only while its one card is held.
  if (countOf(v, seat) != 1) v.announced = static_cast<std::uint8_t>(v.announced & ~(1U << seat));
}

}  // namespace

void applyEvent(TableView& v, const Event& e) {
  const int seat = e.seat;
  const bool seated = seat >= 0 && seat < v.seats;
  switch (e.type) {
    case EventType::HandStarted:
      startHand(v, e);
      break;
    case EventType::CardDealt:
    case EventType::CardDrawn:
      if (!seated) break;
      ++countOf(v, seat);
      v.stock = std::max(0, v.stock - 1);
      if (seat == v.human && e.card.isKnown()) v.hand.push_back(e.card);
      if (e.type == EventType::CardDrawn) v.lastSeat = seat;
      break;
    case EventType::StartCardTurned:
      v.stock = std::max(0, v.stock - 1);
      v.discard.push_back(e.card);
      v.activeSuit = e.card.suit();
      v.suitDeclared = false;
      break;
    case EventType::StartCardBuried:
      if (!v.discard.empty()) v.discard.pop_back();
      ++v.stock;
      break;
    case EventType::CardPlayed:
      if (seated) playCard(v, e);
      break;
    case EventType::SuitDeclared:
      v.activeSuit = e.suit;
      v.suitDeclared = true;
      break;
    case EventType::StockReshuffled:
      if (!v.discard.empty()) {
        const Card top = v.discard.back();
        v.discard.assign(1, top);
      }
      v.stock = e.value;
      break;
    case EventType::DirectionReversed:
      v.direction = e.value >= 0 ? 1 : -1;
      break;
    case EventType::DrawPenaltyPending:
      v.pendingDraw = e.value;
      break;
    case EventType::DrawPenaltyTaken:
      v.pendingDraw = 0;
      v.lastSeat = seat;
      break;
    case EventType::LastCardAnnounced:
      if (seated) v.announced = static_cast<std::uint8_t>(v.announced | (1U << seat));
      break;
    case EventType::TurnStarted:
      v.current = seat;
      break;
    case EventType::HandEnded:
      v.handOver = true;
      v.handWinner = seated ? seat : -1;
      v.current = -1;
      break;
    case EventType::HandScored:
      if (!seated) break;
      v.scores[static_cast<std::size_t>(seat)] += e.value;
      v.handPoints[static_cast<std::size_t>(seat)] = e.value;
      v.handValues[static_cast<std::size_t>(seat)] = e.other;
      break;
    case EventType::MatchEnded:
      v.matchWinner = seated ? seat : -1;
      break;
    default:
      break;
  }
}

void syncView(TableView& v, const Observation& obs) {
  v.seats = obs.players;
  v.human = obs.seat;
  v.participants = obs.participants;
  v.hand.clear();
  obs.hand.forEach([&](Card c) { v.hand.push_back(c); });
  v.counts = obs.handSizes;
  v.discard = obs.discard;
  v.stock = obs.stockSize;
  v.deckSize = obs.deckSize;
  v.activeSuit = obs.activeSuit;
  v.suitDeclared = obs.suitDeclared;
  v.pendingDraw = obs.pendingDraw;
  v.direction = obs.direction;
  v.dealer = obs.dealer;
  v.handNumber = obs.handNumber;
  v.scores = obs.scores;
  v.matchWinner = obs.matchWinner;
  const bool over = obs.phase == Phase::HandOver || obs.phase == Phase::MatchOver;
  v.handOver = over;
  v.current = over ? -1 : obs.currentPlayer;
}

}  // namespace ochos::app
