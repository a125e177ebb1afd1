#include "ochos/ai/card_memory.hpp"

#include <algorithm>

#include "ochos/ai/move_heuristics.hpp"
#include "ochos/engine/public_table.hpp"

namespace ochos::ai {

using engine::Card;
using engine::CardSet;
using engine::DrawCause;
using engine::Event;
using engine::EventType;
using engine::kMaxCards;
using engine::kMaxSeats;
using engine::kSuitCount;
using engine::Observation;
using engine::RuleSet;
using engine::Suit;

namespace {

// Built once: every draw in every history the memory follows starts from it.
const CardSet& everyCard() {
  static const CardSet all = [] {
    CardSet cards;
    for (int code = 0; code < kMaxCards; ++code)
      cards.add(Card::fromCode(static_cast<std::uint8_t>(code)));
    return cards;
  }();
  return all;
}

// Removes the slot a played card most likely came from and returns the arrival position of that
// slot (-1 when the history contradicts what we inferred).
int removeSlotFor(std::vector<CardSet>& slots, std::vector<int>& arrivals, Card card, int& latest) {
  latest = -1;
  for (std::size_t i = 0; i < slots.size(); ++i)
    if (slots[i].contains(card)) latest = std::max(latest, arrivals[i]);
  // Slots are in the order the cards arrived and each is a subset of the newer ones (a
  // constraint hits every slot held at the time; a new slot starts wide). With nested slots,
  // taking the oldest one that could be this card leaves a set the remaining cards still fit.
  for (std::size_t i = 0; i < slots.size(); ++i) {
    if (slots[i].contains(card)) {
      const int arrival = arrivals[i];
      slots.erase(slots.begin() + static_cast<std::ptrdiff_t>(i));
      arrivals.erase(arrivals.begin() + static_cast<std::ptrdiff_t>(i));
      return arrival;
    }
  }
  // The history contradicts an inference (a rule we read too strictly): forget what we inferred.
  if (!slots.empty()) {
    slots.erase(slots.begin());
    arrivals.erase(arrivals.begin());
  }
  const CardSet all = everyCard();
  for (auto& s : slots)
    s = all;
  return -1;
}

}  // namespace

void CardMemory::update(const Observation& obs) {
  const CardSet all = everyCard();
  for (int seat = 0; seat < kMaxSeats; ++seat)
    clearSeat(seat);
  voids_.fill(0);
  informative_ = false;
  stockPool_ = all;
  bool poolKnown = false;

  const RuleSet& rules = *obs.rules;
  engine::PublicTable table(rules);
  table.activeSuit = obs.activeSuit;  // the best guess when the history starts mid-hand
  // A seat's first move of a turn with no draw penalty owed, where playing was a must.
  const auto firstFreeMove = [&](int seat) {
    return rules.mustPlayIfAble && table.pendingDraw == 0 &&
           table.drawsThisTurn[static_cast<std::size_t>(seat)] == 0;
  };

  for (const Event& e : obs.handHistory) {
    const int seat = e.seat;
    const bool other = seat < kMaxSeats && seat != obs.seat;
    // The observer's own slots are followed too, for what the others can infer about it
    // (publicVoids); reconcile() drops them.
    const bool seen = seat < kMaxSeats;
    switch (e.type) {
      case EventType::HandStarted:
        for (int s = 0; s < kMaxSeats; ++s)
          clearSeat(s);
        stockPool_ = all;
        poolKnown = false;
        break;
      case EventType::CardDealt:
        if (seen) addSlot(seat, all);
        break;
      case EventType::CardPlayed:
        if (seen) notePlayed(seat, e.card);
        break;
      case EventType::StockReshuffled:
        // The new stock is the old discard pile without its top card.
        stockPool_ = table.discardSet();
        if (table.top().isKnown()) stockPool_.remove(table.top());
        poolKnown = true;
        break;
      case EventType::CardDrawn:
        if (!seen) break;
        // A draw that the rules forced: nothing in hand fitted.
        if (static_cast<DrawCause>(e.other) == DrawCause::Normal && firstFreeMove(seat))
          ruleOutFitting(seat, rules, table, other);
        noteDrawn(seat, other ? Card::unknown() : e.card, poolKnown ? &stockPool_ : nullptr);
        break;
      case EventType::TurnPassed:
        // Passing without having drawn means nothing fitted and nothing could be drawn.
        if (seen && firstFreeMove(seat)) ruleOutFitting(seat, rules, table, other);
        break;
      default:
        break;
    }
    table.follow(e);
  }
  if (!poolKnown) stockPool_ = all;
  reconcile(obs);
}

void CardMemory::notePlayed(int seat, Card card) {
  const auto s = static_cast<std::size_t>(seat);
  int latest = -1;
  playedArrival_[s][card.code()] =
      static_cast<std::int16_t>(removeSlotFor(slots_[s], slotArrivals_[s], card, latest));
  playedLatest_[s][card.code()] = static_cast<std::int16_t>(latest);
}

// A card from a reshuffled stock is one of the old discards; it may also be anything an older
// slot may be, which keeps the slots nested (each a superset of the older ones) and so keeps
// removeSlotFor sound. `seenCard` is the card when the observer drew it itself.
void CardMemory::noteDrawn(int seat, Card seenCard, const CardSet* reshuffledPool) {
  const auto& slots = slots_[static_cast<std::size_t>(seat)];
  CardSet allowed = everyCard();
  if (reshuffledPool) allowed = slots.empty() ? *reshuffledPool : (*reshuffledPool | slots.back());
  addSlot(seat, allowed);
  if (seenCard.isKnown()) stockPool_.remove(seenCard);
}

void CardMemory::ruleOutFitting(int seat, const RuleSet& rules, const engine::PublicTable& table,
                                bool other) {
  const CardSet fit = engine::cardsThatFit(rules, table.top(), table.activeSuit);
  for (auto& slot : slots_[static_cast<std::size_t>(seat)])
    slot = slot.minus(fit);
  informative_ = informative_ || other;
}

void CardMemory::clearSeat(int seat) {
  const auto s = static_cast<std::size_t>(seat);
  slots_[s].clear();
  slotArrivals_[s].clear();
  playedArrival_[s].fill(-1);
  playedLatest_[s].fill(-1);
  arrivalCount_[s] = 0;
}

void CardMemory::addSlot(int seat, CardSet allowed) {
  const auto s = static_cast<std::size_t>(seat);
  slots_[s].push_back(allowed);
  slotArrivals_[s].push_back(arrivalCount_[s]++);
}

std::int16_t CardMemory::arrivalOfPlayed(int seat, Card card) const {
  return playedArrival_[static_cast<std::size_t>(seat)][card.code()];
}

std::int16_t CardMemory::latestArrivalOfPlayed(int seat, Card card) const {
  return playedLatest_[static_cast<std::size_t>(seat)][card.code()];
}

std::uint8_t CardMemory::voidsOf(const std::vector<CardSet>& slots, CardSet possible) {
  if (slots.empty()) return 0;
  std::uint8_t voids = 0x0F;
  for (const CardSet& slot : slots)
    for (int s = 0; s < kSuitCount; ++s)
      if (!(slot & possible & suitCards(static_cast<Suit>(s))).empty())
        voids = static_cast<std::uint8_t>(voids & ~(1U << s));
  return voids;
}

void CardMemory::reconcile(const Observation& obs) {
  const CardSet unseen = obs.unseenCards();
  const CardSet all = everyCard();
  CardSet inPlay = all;  // not on the discard pile
  for (Card c : obs.discard)
    inPlay.remove(c);
  publicVoids_.fill(0);
  for (int seat = 0; seat < kMaxSeats; ++seat) {
    auto& slots = slots_[static_cast<std::size_t>(seat)];
    auto& arrivals = slotArrivals_[static_cast<std::size_t>(seat)];
    const bool complete =
        seat < obs.players && obs.inHand(seat) &&
        static_cast<int>(slots.size()) == obs.handSizes[static_cast<std::size_t>(seat)];
    if (complete) publicVoids_[static_cast<std::size_t>(seat)] = voidsOf(slots, inPlay);
    if (seat == obs.seat || seat >= obs.players || !obs.inHand(seat)) {
      slots.clear();
      arrivals.clear();
      continue;
    }
    const auto want = static_cast<std::size_t>(obs.handSizes[static_cast<std::size_t>(seat)]);
    // Events we did not see (an observation built without history): unknown cards from before the
    // history, no constraint.
    while (slots.size() < want) {
      slots.insert(slots.begin(), all);
      arrivals.insert(arrivals.begin(), -1);
    }
    while (slots.size() > want) {
      slots.erase(slots.begin());
      arrivals.erase(arrivals.begin());
    }
    for (auto& slot : slots)
      slot &= unseen;
    voids_[static_cast<std::size_t>(seat)] = voidsOf(slots, all);
  }
  stockPool_ &= unseen;
}

}  // namespace ochos::ai
