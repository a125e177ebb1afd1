#include "ochos/ai/play_evidence.hpp"

#include <algorithm>

#include "ochos/ai/legal_moves.hpp"
#include "ochos/ai/public_table.hpp"

namespace ochos::ai {

PlayEvidence::Choice PlayEvidence::choiceAt(const Observation& obs, const PublicTable& t, int seat,
                                            int key, int arrivedBefore) {
  Choice c;
  c.seat = seat;
  c.key = key;
  c.arrivedBefore = arrivedBefore;
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
  return c;
}

void PlayEvidence::prepare(const Observation& obs, int maxChoices, const CardMemory* memory) {
  choices_.clear();
  choosers_ = 0;
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
  std::array<int, kMaxSeats> drawThisTurn{};  // index in `found` of the seat's draw this turn
  drawThisTurn.fill(-1);
  int key = -1;
  int declarer = -1;  // who named the active suit
  const bool keepsDrawnCard =
      rules.afterDraw == AfterDraw::DrawnCardOnly && !rules.mustPlayDrawnCard;
  for (const Event& e : obs.handHistory) {
    ++key;
    const int seat = e.seat;
    const bool other = seat < kMaxSeats && seat != obs.seat;
    const auto s = static_cast<std::size_t>(other ? seat : 0);
    switch (e.type) {
      case EventType::TurnStarted:
        if (other) drawThisTurn[s] = -1;
        break;
      case EventType::HandStarted:
        found.clear();
        arrivalsAt.clear();
        arrivals.fill(0);
        dealtOrDrawn.fill(0);
        break;
      case EventType::CardDrawn:
        // Where drawing is voluntary, drawing instead of playing is a choice too. Recorded
        // before the drawn card counts as arrived: it was not part of the choice.
        if (other && !rules.mustPlayIfAble &&
            static_cast<DrawCause>(e.other) == DrawCause::Normal && t.drawsThisTurn[s] == 0 &&
            t.playsThisTurn[s] == 0 && t.pending == 0 && t.top.isKnown()) {
          drawThisTurn[s] = static_cast<int>(found.size());
          found.push_back(choiceAt(obs, t, seat, key, dealtOrDrawn[s]));
          found.back().draw = true;
          arrivalsAt.push_back(arrivals[s]);
        }
        [[fallthrough]];
      case EventType::CardDealt:
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
          // With the memory's order, a card that arrived after a play was not in hand then; a
          // card that may have arrived before or after leaves that hand unknown.
          // The exception: the first play after this turn's draw, for that draw. Had the card
          // been in hand before, it would have fitted then too, so taking it for the drawn card
          // can only make the draw look more sensible, never less.
          const int oldest = memory ? memory->arrivalOfPlayed(seat, e.card) : -1;
          const int newest = memory ? memory->latestArrivalOfPlayed(seat, e.card) : -1;
          const bool afterDraw = t.drawsThisTurn[s] > 0 && t.playsThisTurn[s] == 0;
          for (std::size_t i = 0; i < found.size(); ++i) {
            Choice& c = found[i];
            if (c.seat != seat) continue;
            if (newest < c.arrivedBefore)
              c.playedSince.add(e.card);
            else if (oldest < c.arrivedBefore &&
                     !(afterDraw && static_cast<int>(i) == drawThisTurn[s]))
              c.unknownHand = true;
          }
        }
        const bool free =
            t.drawsThisTurn[s] == 0 && t.playsThisTurn[s] == 0 && t.pending == 0 && t.top.isKnown();
        if (!free) break;
        Choice c = choiceAt(obs, t, seat, key, dealtOrDrawn[s]);
        c.card = e.card;
        c.declared = e.card.suit();
        found.push_back(c);
        arrivalsAt.push_back(arrivals[s]);
        break;
      }
      case EventType::SuitDeclared:
        declarer = seat < kMaxSeats ? seat : -1;
        if (!found.empty() && found.back().seat == seat && found.back().card == t.top)
          found.back().declared = e.suit;
        break;
      case EventType::TurnPassed:
        // Keeping the one card just drawn where the rules let it be played at once: a choice
        // between that card, if it fits, and passing. Which card it was, a deal tells.
        if (other && keepsDrawnCard && t.drawsThisTurn[s] == 1 && t.playsThisTurn[s] == 0 &&
            t.pending == 0 && t.top.isKnown()) {
          found.push_back(choiceAt(obs, t, seat, key, dealtOrDrawn[s]));
          found.back().keptDrawn = true;
          found.back().before.declaredBy = t.declared ? declarer : -1;
          arrivalsAt.push_back(arrivals[s]);
        }
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
    if ((c.arrivedSince && !memory) || c.unknownHand) continue;
    choices_.push_back(c);
    choosers_ = static_cast<std::uint8_t>(choosers_ | (1U << c.seat));
  }
}

PlayEvidence::Judgement PlayEvidence::judgeChoice(const Choice& choice, CardSet handNow,
                                                  const ArrivalOrder* order,
                                                  const HeuristicWeights& weights,
                                                  bool countMoves) const {
  ++judgements_;
  Judgement result;
  if (choice.arrivedSince) {
    // The cards that came in after the play were not part of the choice.
    if (!order) return result;
    const auto& arrival = (*order)[static_cast<std::size_t>(choice.seat)];
    CardSet later;
    handNow.forEach([&](Card c) {
      if (arrival[c.code()] >= choice.arrivedBefore) later.add(c);
    });
    handNow = handNow.minus(later);
  }
  TableView v = choice.before;
  v.hand = handNow | choice.playedSince;
  if (!choice.draw && !choice.keptDrawn) v.hand.add(choice.card);
  v.unseen = deck_.minus(v.hand).minus(choice.discardBefore);
  const RuleSet& rules = *v.rules;
  const HandFacts facts = HandFacts::of(v);
  const int size = v.hand.size();
  if (choice.keptDrawn) return judgeKeptCard(choice, v, facts, handNow, order, weights);
  const Card played = choice.card;
  const double actualScore =
      choice.draw
          ? scoreAction(v, facts, Action::draw(), weights)
          : scoreAction(v, facts, playOf(rules, played, choice.declared, true, size), weights);
  const CardSet fits = cardsThatFit(rules, v.top, v.activeSuit);
  const bool names = rules.wildDeclaresSuit && size > 1;
  const auto beats = [&](Card c, Suit named) {
    return scoreAction(v, facts, playOf(rules, c, named, true, size), weights) > actualScore + 0.01;
  };
  bool& beaten = result.beaten;
  const CardSet playable = v.hand & fits;
  playable.forEach([&](Card c) {
    if (beaten || (!choice.draw && c.sameFace(played))) return;
    if (names && facts.wildMask.contains(c)) {
      for (int s = 0; s < kSuitCount && !beaten; ++s)
        beaten = beats(c, static_cast<Suit>(s));
    } else {
      beaten = beats(c, c.suit());
    }
  });
  if (!beaten && !choice.draw && names && facts.wildMask.contains(played)) {
    for (int s = 0; s < kSuitCount && !beaten; ++s)
      beaten = beats(played, static_cast<Suit>(s));
  }
  if (countMoves) {
    // Copies of one card are one move; a voluntary draw is one more.
    CardSet faces;
    playable.forEach([&](Card c) {
      bool seen = false;
      faces.forEach([&](Card f) { seen = seen || f.sameFace(c); });
      if (!seen) faces.add(c);
    });
    result.moves = std::max(1, faces.size() + (rules.mustPlayIfAble ? 0 : 1));
  }
  return result;
}

PlayEvidence::Judgement PlayEvidence::judgeKeptCard(const Choice& choice, const TableView& v,
                                                    const HandFacts& facts, CardSet handNow,
                                                    const ArrivalOrder* order,
                                                    const HeuristicWeights& weights) const {
  Judgement result;
  if (!order) return result;
  // The drawn card is the one that filled the newest slot before the choice; once played it is no
  // longer in the sampled hand, and the deal says nothing about it.
  const auto& arrival = (*order)[static_cast<std::size_t>(choice.seat)];
  Card drawn = Card::unknown();
  handNow.forEach([&](Card c) {
    if (arrival[c.code()] == choice.arrivedBefore - 1) drawn = c;
  });
  const RuleSet& rules = *v.rules;
  if (!drawn.isKnown() || !cardsThatFit(rules, v.top, v.activeSuit).contains(drawn)) return result;
  result.moves = 2;
  const double passScore = scoreAction(v, facts, Action::pass(), weights) + 0.01;
  const int size = v.hand.size();
  if (rules.wildDeclaresSuit && size > 1 && facts.wildMask.contains(drawn)) {
    for (int s = 0; s < kSuitCount && !result.beaten; ++s)
      result.beaten = scoreAction(v, facts, playOf(rules, drawn, static_cast<Suit>(s), true, size),
                                  weights) > passScore;
  } else {
    result.beaten =
        scoreAction(v, facts, playOf(rules, drawn, drawn.suit(), true, size), weights) > passScore;
  }
  return result;
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

double PlayEvidence::logWeight(const std::array<CardSet, kMaxSeats>& hands,
                               const ArrivalOrder* order, const HeuristicWeights& weights,
                               const std::array<double, kMaxSeats>& logKeep, double floor,
                               int seat) const {
  const auto s = static_cast<std::size_t>(seat);
  if (logKeep[s] >= 0.0) return 0.0;
  double total = 0.0;
  for (const Choice& c : choices_) {
    if (total < floor) break;
    if (c.seat == seat && contradicts(c, hands[s], order, weights)) total += logKeep[s];
  }
  return total;
}

PlayEvidence::Verdict PlayEvidence::judge(const GameState& world, const ArrivalOrder* order,
                                          const HeuristicWeights& weights, int index) const {
  const Choice& c = choices_[static_cast<std::size_t>(index)];
  const Judgement j = judgeChoice(c, world.hand(c.seat), order, weights, true);
  return Verdict{!j.beaten, j.moves};
}

}  // namespace ochos::ai
