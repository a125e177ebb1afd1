#include "ochos/ai/play_evidence.hpp"

#include <algorithm>

#include "ochos/ai/legal_moves.hpp"
#include "ochos/ai/public_table.hpp"

namespace ochos::ai {

void PlayEvidence::prepare(const Observation& obs, int maxChoices, const CardMemory* memory) {
  choices_.clear();
  if (obs.rules == nullptr || obs.handHistory.empty()) return;
  const RuleSet& rules = *obs.rules;
  deck_ = obs.unseenCards() | obs.hand;
  for (Card c : obs.discard)
    deck_.add(c);

  // Reversals after the start tell the direction the hand began with.
  PublicTable t;
  t.direction = obs.direction;
  for (const Event& e : obs.handHistory)
    if (e.type == EventType::DirectionReversed) t.direction = -t.direction;

  std::vector<Choice> found;
  // Per seat: cards it received that we could not see and kept (a drawn card it played at once
  // aside), since each recorded play (by index).
  std::vector<int> arrivalsAt;
  std::array<int, kMaxSeats> arrivals{};
  std::array<int, kMaxSeats> dealtOrDrawn{};  // counted like CardMemory::slotArrivals
  for (const Event& e : obs.handHistory) {
    const int seat = e.seat;
    const bool other = seat < kMaxSeats && seat != obs.seat;
    const auto s = static_cast<std::size_t>(other ? seat : 0);
    switch (e.type) {
      case EventType::HandStarted:
        found.clear();
        arrivalsAt.clear();
        arrivals.fill(0);
        dealtOrDrawn.fill(0);
        break;
      case EventType::CardDealt:
      case EventType::CardDrawn:
        if (other) {
          ++arrivals[s];
          ++dealtOrDrawn[s];
        }
        break;
      case EventType::CardPlayed: {
        if (!other) break;
        // After one normal draw the rules let only the drawn card be played: that card arrived
        // and left again, so the hand is as it was before the draw.
        const bool drawnCard =
            t.drawsThisTurn[s] == 1 && t.playsThisTurn[s] == 0 &&
            (rules.afterDraw == AfterDraw::DrawnCardOnly || rules.mustPlayDrawnCard);
        if (drawnCard) {
          --arrivals[s];
        } else {
          // With the memory's order, a card that arrived after a play was not in hand then.
          const int arrival = memory ? memory->arrivalOfPlayed(seat, e.card) : -1;
          for (Choice& c : found)
            if (c.seat == seat && arrival < c.arrivedBefore) c.playedSince.add(e.card);
        }
        const bool free =
            t.drawsThisTurn[s] == 0 && t.playsThisTurn[s] == 0 && t.pending == 0 && t.top.isKnown();
        if (!free) break;
        Choice c;
        c.seat = seat;
        c.card = e.card;
        c.declared = e.card.suit();
        c.arrivedBefore = dealtOrDrawn[s];
        c.discardBefore = t.discard;
        TableView& v = c.before;
        v.rules = obs.rules;
        v.seat = seat;
        v.players = obs.players;
        v.participants = obs.participants;
        v.direction = t.direction;
        v.top = t.top;
        v.activeSuit = t.active;
        v.suitDeclared = t.declared;
        v.handSizes = t.handSizes;
        found.push_back(c);
        arrivalsAt.push_back(arrivals[s]);
        break;
      }
      case EventType::SuitDeclared:
        if (!found.empty() && found.back().seat == seat && found.back().card == t.top)
          found.back().declared = e.suit;
        break;
      default:
        break;
    }
    t.follow(e);
  }
  // Most recent first. Without the memory's order, only plays whose player has received no unseen
  // card since are usable.
  for (int i = static_cast<int>(found.size()) - 1;
       i >= 0 && static_cast<int>(choices_.size()) < maxChoices; --i) {
    Choice c = found[static_cast<std::size_t>(i)];
    if (!obs.inHand(c.seat)) continue;
    c.arrivedSince =
        arrivalsAt[static_cast<std::size_t>(i)] != arrivals[static_cast<std::size_t>(c.seat)];
    if (c.arrivedSince && !memory) continue;
    choices_.push_back(c);
  }
}

bool PlayEvidence::contradicts(const Choice& choice, CardSet handNow, const ArrivalOrder* order,
                               const HeuristicWeights& weights) const {
  if (choice.arrivedSince) {
    // The cards that came in after the play were not part of the choice.
    if (!order) return false;
    const auto& arrival = (*order)[static_cast<std::size_t>(choice.seat)];
    CardSet later;
    handNow.forEach([&](Card c) {
      if (arrival[c.code()] >= choice.arrivedBefore) later.add(c);
    });
    handNow = handNow.minus(later);
  }
  TableView v = choice.before;
  v.hand = handNow | choice.playedSince;
  v.hand.add(choice.card);
  v.unseen = deck_.minus(v.hand).minus(choice.discardBefore);
  const RuleSet& rules = *v.rules;
  const HandFacts facts = HandFacts::of(v);
  const int size = v.hand.size();
  const Card played = choice.card;
  const double actualScore =
      scoreAction(v, facts, playAction(rules, played, choice.declared, true, size), weights);
  const CardSet fits = fittingCards(rules, v.top, v.activeSuit, v.suitDeclared, 0);
  const bool names = rules.wildDeclaresSuit && size > 1;
  const auto beats = [&](Card c, Suit named) {
    return scoreAction(v, facts, playAction(rules, c, named, true, size), weights) >
           actualScore + 0.01;
  };
  bool beaten = false;
  (v.hand & fits).forEach([&](Card c) {
    if (beaten || c.sameFace(played)) return;
    if (names && facts.wildMask.contains(c)) {
      for (int s = 0; s < kSuitCount && !beaten; ++s)
        beaten = beats(c, static_cast<Suit>(s));
    } else {
      beaten = beats(c, c.suit());
    }
  });
  if (!beaten && names && facts.wildMask.contains(played)) {
    for (int s = 0; s < kSuitCount && !beaten; ++s)
      beaten = beats(played, static_cast<Suit>(s));
  }
  return beaten;
}

int PlayEvidence::contradictions(const std::array<CardSet, kMaxSeats>& hands,
                                 const ArrivalOrder* order, const HeuristicWeights& weights,
                                 int limit) const {
  int count = 0;
  for (const Choice& c : choices_) {
    if (count >= limit) break;
    if (contradicts(c, hands[static_cast<std::size_t>(c.seat)], order, weights)) ++count;
  }
  return count;
}

int PlayEvidence::contradictions(const GameState& world, const ArrivalOrder* order,
                                 const HeuristicWeights& weights, int limit) const {
  std::array<CardSet, kMaxSeats> hands{};
  for (int s = 0; s < world.players(); ++s)
    hands[static_cast<std::size_t>(s)] = world.hand(s);
  return contradictions(hands, order, weights, limit);
}

}  // namespace ochos::ai
