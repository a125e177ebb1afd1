#include "ochos/ai/play_evidence.hpp"

#include <algorithm>

#include "ochos/ai/legal_moves.hpp"
#include "ochos/engine/public_table.hpp"

namespace ochos::ai {

using engine::Action;
using engine::AfterDraw;
using engine::Card;
using engine::CardSet;
using engine::cardsThatFit;
using engine::DrawCause;
using engine::Event;
using engine::EventType;
using engine::GameState;
using engine::kMaxSeats;
using engine::kSuitCount;
using engine::Observation;
using engine::playOf;
using engine::RuleSet;
using engine::Suit;

PlayEvidence::Choice PlayEvidence::choiceAt(const Observation& obs, const engine::PublicTable& t,
                                            int seat, int key, int arrivedBefore) {
  Choice c;
  c.seat = seat;
  c.key = key;
  c.arrivedBefore = arrivedBefore;
  c.discardBefore = t.discardSet();
  HeuristicTable& v = c.before;
  v.rules = obs.rules;
  v.seat = seat;
  v.players = obs.players;
  v.participants = obs.participants;
  v.direction = t.direction;
  v.top = t.top();
  v.activeSuit = t.activeSuit;
  v.suitDeclared = t.suitDeclared;
  v.handSizes = t.handSizes;
  return c;
}

// Walks one hand's public history and records every free choice another seat made: the plays
// it chose while it could have played otherwise, voluntary draws, drawn cards it kept.
class PlayEvidence::Collector {
 public:
  Collector(const Observation& obs, const CardMemory* memory)
      : obs_(obs),
        rules_(*obs.rules),
        memory_(memory),
        keepsDrawnCard_(rules_.afterDraw == AfterDraw::DrawnCardOnly && !rules_.mustPlayDrawnCard),
        t_(rules_) {
    // Reversals after the start tell the direction the hand began with.
    t_.direction = obs.direction;
    for (const Event& e : obs.handHistory)
      if (e.type == EventType::DirectionReversed) t_.direction = -t_.direction;
    drawThisTurn_.fill(-1);
  }

  void walk() {
    for (const Event& e : obs_.handHistory) {
      ++key_;
      const bool other = e.seat < kMaxSeats && e.seat != obs_.seat;
      if (other || e.type == EventType::HandStarted || e.type == EventType::SuitDeclared)
        onEvent(e, other);
      t_.follow(e);
    }
  }

  // Most recent first. Without the memory's order, only plays whose player has received no
  // unseen card since are usable.
  void keepRecent(int maxChoices, std::vector<Choice>& out, std::uint8_t& choosers) const {
    for (int i = static_cast<int>(found_.size()) - 1;
         i >= 0 && static_cast<int>(out.size()) < maxChoices; --i) {
      Choice c = found_[static_cast<std::size_t>(i)];
      if (!obs_.inHand(c.seat)) continue;
      c.arrivedSince =
          arrivalsAt_[static_cast<std::size_t>(i)] != arrivals_[static_cast<std::size_t>(c.seat)];
      if ((c.arrivedSince && !memory_) || c.unknownHand) continue;
      out.push_back(c);
      choosers = static_cast<std::uint8_t>(choosers | (1U << c.seat));
    }
  }

 private:
  void onEvent(const Event& e, bool other) {
    const auto s = static_cast<std::size_t>(other ? e.seat : 0);
    switch (e.type) {
      case EventType::TurnStarted:
        drawThisTurn_[s] = -1;
        break;
      case EventType::HandStarted:
        found_.clear();
        arrivalsAt_.clear();
        arrivals_.fill(0);
        dealtOrDrawn_.fill(0);
        break;
      case EventType::CardDrawn:
        onDrawn(e, s);
        [[fallthrough]];
      case EventType::CardDealt:
        ++arrivals_[s];
        ++dealtOrDrawn_[s];
        break;
      case EventType::CardPlayed:
        onPlayed(e, s);
        break;
      case EventType::SuitDeclared:
        declarer_ = e.seat < kMaxSeats ? e.seat : -1;
        if (!found_.empty() && found_.back().seat == e.seat && found_.back().card == t_.top())
          found_.back().declared = e.suit;
        break;
      case EventType::TurnPassed:
        onPassed(e, s);
        break;
      default:
        break;
    }
  }

  Choice& record(int seat, std::size_t s) {
    found_.push_back(choiceAt(obs_, t_, seat, key_, dealtOrDrawn_[s]));
    arrivalsAt_.push_back(arrivals_[s]);
    return found_.back();
  }

  // Where drawing is voluntary, drawing instead of playing is a choice too. Recorded before the
  // drawn card counts as arrived: it was not part of the choice.
  void onDrawn(const Event& e, std::size_t s) {
    if (!rules_.mustPlayIfAble && static_cast<DrawCause>(e.other) == DrawCause::Normal &&
        t_.drawsThisTurn[s] == 0 && t_.playsThisTurn[s] == 0 && t_.pendingDraw == 0 &&
        t_.top().isKnown()) {
      drawThisTurn_[s] = static_cast<int>(found_.size());
      record(e.seat, s).draw = true;
    }
  }

  void onPlayed(const Event& e, std::size_t s) {
    // After one normal draw the rules let only the drawn card be played: that card arrived and
    // left again, so the hand is as it was before the draw.
    const bool drawnCard =
        t_.drawsThisTurn[s] == 1 && t_.playsThisTurn[s] == 0 &&
        (rules_.afterDraw == AfterDraw::DrawnCardOnly || rules_.mustPlayDrawnCard);
    if (drawnCard) {
      --arrivals_[s];
    } else {
      placePlayedCard(e, s);
    }
    const bool free = t_.drawsThisTurn[s] == 0 && t_.playsThisTurn[s] == 0 && t_.pendingDraw == 0 &&
                      t_.top().isKnown();
    if (!free) return;
    Choice& c = record(e.seat, s);
    c.card = e.card;
    c.declared = e.card.suit();
  }

  // With the memory's order, a card that arrived after a play was not in hand then; a card that
  // may have arrived before or after leaves that hand unknown. The exception: the first play
  // after this turn's draw, for that draw. Had the card been in hand before, it would have
  // fitted then too, so taking it for the drawn card can only make the draw look more sensible,
  // never less.
  void placePlayedCard(const Event& e, std::size_t s) {
    const int oldest = memory_ ? memory_->arrivalOfPlayed(e.seat, e.card) : -1;
    const int newest = memory_ ? memory_->latestArrivalOfPlayed(e.seat, e.card) : -1;
    const bool afterDraw = t_.drawsThisTurn[s] > 0 && t_.playsThisTurn[s] == 0;
    for (std::size_t i = 0; i < found_.size(); ++i) {
      Choice& c = found_[i];
      if (c.seat != e.seat) continue;
      if (newest < c.arrivedBefore)
        c.playedSince.add(e.card);
      else if (oldest < c.arrivedBefore && !(afterDraw && static_cast<int>(i) == drawThisTurn_[s]))
        c.unknownHand = true;
    }
  }

  // Keeping the one card just drawn where the rules let it be played at once: a choice between
  // that card, if it fits, and passing. Which card it was, a deal tells.
  void onPassed(const Event& e, std::size_t s) {
    if (keepsDrawnCard_ && t_.drawsThisTurn[s] == 1 && t_.playsThisTurn[s] == 0 &&
        t_.pendingDraw == 0 && t_.top().isKnown()) {
      Choice& c = record(e.seat, s);
      c.keptDrawn = true;
      c.before.declaredBy = t_.suitDeclared ? declarer_ : -1;
    }
  }

  const Observation& obs_;
  const RuleSet& rules_;
  const CardMemory* memory_;
  const bool keepsDrawnCard_;
  engine::PublicTable t_;
  std::vector<Choice> found_;
  // Per seat: cards it received that we could not see and kept (a drawn card it played at once
  // aside), since each recorded choice (by index).
  std::vector<int> arrivalsAt_;
  std::array<int, kMaxSeats> arrivals_{};
  std::array<int, kMaxSeats> dealtOrDrawn_{};  // counted like CardMemory::slotArrivals
  std::array<int, kMaxSeats> drawThisTurn_{};  // index in found_ of the seat's draw this turn
  int key_ = -1;
  int declarer_ = -1;  // who named the active suit
};

void PlayEvidence::prepare(const Observation& obs, int maxChoices, const CardMemory* memory) {
  choices_.clear();
  choosers_ = 0;
  if (obs.rules == nullptr || obs.handHistory.empty()) return;
  deck_ = obs.unseenCards() | obs.hand;
  for (Card c : obs.discard)
    deck_.add(c);
  Collector collector(obs, memory);
  collector.walk();
  collector.keepRecent(maxChoices, choices_, choosers_);
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
  HeuristicTable v = choice.before;
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

PlayEvidence::Judgement PlayEvidence::judgeKeptCard(const Choice& choice, const HeuristicTable& v,
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
