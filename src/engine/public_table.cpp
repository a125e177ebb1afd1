#include "ochos/engine/public_table.hpp"

#include <algorithm>

namespace ochos::engine {

namespace {

bool seated(const Event& e) {
  return e.seat < kMaxSeats;
}

std::size_t seatOf(const Event& e) {
  return static_cast<std::size_t>(e.seat);
}

}  // namespace

void PublicTable::follow(const Event& e) {
  switch (e.type) {
    case EventType::HandStarted:
      startHand(e);
      break;
    case EventType::CardDealt:
    case EventType::CardDrawn:
      receive(e);
      break;
    case EventType::StartCardTurned:
      stock = std::max(0, stock - 1);
      landOnTop(e.card);
      break;
    case EventType::StartCardBuried:
      if (!discard.empty()) discard.pop_back();
      ++stock;
      break;
    case EventType::CardPlayed:
      play(e);
      break;
    case EventType::SuitDeclared:
      activeSuit = e.suit;
      suitDeclared = true;
      break;
    case EventType::StockReshuffled:
      // The new stock is the old discard pile without its top card.
      if (!discard.empty()) discard.erase(discard.begin(), discard.end() - 1);
      stock = e.value;
      break;
    case EventType::DirectionReversed:
      direction = e.value >= 0 ? 1 : -1;
      break;
    case EventType::DrawPenaltyPending:
      pendingDraw = e.value;
      break;
    case EventType::DrawPenaltyTaken:
      pendingDraw = 0;
      lastSeat = e.seat;
      break;
    case EventType::LastCardAnnounced:
      if (seated(e)) announced = static_cast<std::uint8_t>(announced | (1U << e.seat));
      break;
    case EventType::TurnStarted:
      if (!seated(e)) break;
      current = e.seat;
      drawsThisTurn[seatOf(e)] = 0;
      playsThisTurn[seatOf(e)] = 0;
      break;
    case EventType::HandEnded:
      handOver = true;
      handWinner = seated(e) ? e.seat : -1;
      current = -1;
      pendingDraw = 0;  // a draw card that ended the hand is owed by nobody
      break;
    case EventType::HandScored:
      if (!seated(e)) break;
      scores[seatOf(e)] += e.value;
      handPoints[seatOf(e)] = e.value;
      handValues[seatOf(e)] = e.other;
      break;
    case EventType::MatchEnded:
      matchWinner = seated(e) ? e.seat : -1;
      break;
    default:
      break;
  }
}

// A new hand: everything but the scores and the match starts over.
void PublicTable::startHand(const Event& e) {
  PublicTable fresh(*rules_);
  fresh.dealer = e.seat;
  fresh.handNumber = e.value;
  fresh.current = current;
  fresh.deckSize = rules_->deckSizeFor(e.other);  // the players in this hand
  fresh.stock = fresh.deckSize;
  fresh.scores = scores;
  fresh.matchWinner = matchWinner;
  *this = std::move(fresh);
}

// A card dealt or drawn: the stock gives one to the seat.
void PublicTable::receive(const Event& e) {
  if (!seated(e)) return;
  ++handSizes[seatOf(e)];
  forgetCall(e.seat);
  stock = std::max(0, stock - 1);
  if (e.type != EventType::CardDrawn) return;
  lastSeat = e.seat;
  if (static_cast<DrawCause>(e.other) == DrawCause::Normal) ++drawsThisTurn[seatOf(e)];
}

void PublicTable::play(const Event& e) {
  if (seated(e)) {
    int& held = handSizes[seatOf(e)];
    held = std::max(0, held - 1);
    ++playsThisTurn[seatOf(e)];
    lastSeat = e.seat;
    lastPlayed = e.card;
    // A call is made with the play that leaves one card (LastCardAnnounced follows it), so an
    // earlier call never carries over to a new last card.
    forgetCall(e.seat);
  }
  landOnTop(e.card);
}

// A "last card" stands only while its one card is held: a card received or played ends it.
void PublicTable::forgetCall(int seat) {
  announced = static_cast<std::uint8_t>(announced & ~(1U << seat));
}

// A card turned up or played becomes the top of the discard pile and sets the suit.
void PublicTable::landOnTop(Card card) {
  discard.push_back(card);
  activeSuit = card.suit();
  suitDeclared = false;
}

void PublicTable::agreeWith(const Observation& obs) {
  handSizes = obs.handSizes;
  discard = obs.discard;
  stock = obs.stockSize;
  deckSize = obs.deckSize;
  activeSuit = obs.activeSuit;
  suitDeclared = obs.suitDeclared;
  pendingDraw = obs.pendingDraw;
  direction = obs.direction;
  dealer = obs.dealer;
  handNumber = obs.handNumber;
  scores = obs.scores;
  matchWinner = obs.matchWinner;
  handOver = obs.phase == Phase::HandOver || obs.phase == Phase::MatchOver;
  current = handOver ? -1 : obs.currentPlayer;
  for (int seat = 0; seat < kMaxSeats; ++seat)
    if (handSizes[static_cast<std::size_t>(seat)] != 1) forgetCall(seat);
}

CardSet PublicTable::discardSet() const {
  CardSet set;
  for (Card c : discard)
    set.add(c);
  return set;
}

}  // namespace ochos::engine
