#include "ochos/ai/play_evidence.hpp"

#include "ochos/ai/legal_moves.hpp"

namespace ochos::ai {
namespace {

bool isTopEvent(const Event& e) {
  return e.type == EventType::CardPlayed || e.type == EventType::StartCardTurned;
}

}  // namespace

void PlayEvidence::prepare(const Observation& obs) {
  valid_ = false;
  const auto& history = obs.handHistory;
  if (history.empty() || obs.rules == nullptr || obs.discard.empty()) return;
  int played = -1;
  for (int i = static_cast<int>(history.size()) - 1; i >= 0; --i) {
    if (history[static_cast<std::size_t>(i)].type == EventType::CardPlayed) {
      played = i;
      break;
    }
  }
  if (played < 0) return;
  const Event& play = history[static_cast<std::size_t>(played)];
  if (play.seat == kNoSeat || play.seat == obs.seat || play.seat >= kMaxSeats) return;
  if (!(obs.topCard == play.card)) return;
  // The turn it was played in: no draw, no earlier play (several of one rank), no penalty.
  int turn = -1;
  for (int i = played - 1; i >= 0; --i) {
    const Event& e = history[static_cast<std::size_t>(i)];
    if (e.type == EventType::TurnStarted && e.seat == play.seat) {
      turn = i;
      break;
    }
    if (e.seat == play.seat && (e.type == EventType::CardDrawn || e.type == EventType::CardPlayed ||
                                e.type == EventType::DrawPenaltyTaken))
      return;
    if (e.type == EventType::DrawPenaltyPending) return;
  }
  if (turn < 0) return;
  // The table before the play.
  int topAt = -1;
  for (int i = turn - 1; i >= 0; --i) {
    if (isTopEvent(history[static_cast<std::size_t>(i)])) {
      topAt = i;
      break;
    }
  }
  if (topAt < 0) return;
  TableView v;
  v.rules = obs.rules;
  v.seat = play.seat;
  v.players = obs.players;
  v.participants = obs.participants;
  v.top = history[static_cast<std::size_t>(topAt)].card;
  v.activeSuit = v.top.suit();
  v.suitDeclared = false;
  for (int i = topAt + 1; i < turn; ++i) {
    const Event& e = history[static_cast<std::size_t>(i)];
    if (e.type == EventType::SuitDeclared) {
      v.activeSuit = e.suit;
      v.suitDeclared = true;
    }
    if (e.type == EventType::DrawPenaltyPending) return;
  }
  int direction = obs.direction;
  for (std::size_t i = static_cast<std::size_t>(played) + 1; i < history.size(); ++i)
    if (history[i].type == EventType::DirectionReversed) direction = -direction;
  v.direction = direction;
  v.handSizes = obs.handSizes;
  v.handSizes[play.seat] += 1;
  declared_ = play.card.suit();
  if (static_cast<std::size_t>(played) + 1 < history.size()) {
    const Event& next = history[static_cast<std::size_t>(played) + 1];
    if (next.type == EventType::SuitDeclared && next.seat == play.seat) declared_ = next.suit;
  }
  discardBefore_.clear();
  for (std::size_t i = 0; i + 1 < obs.discard.size(); ++i)
    discardBefore_.add(obs.discard[i]);
  deck_ = obs.unseenCards() | obs.hand | discardBefore_;
  deck_.add(play.card);
  before_ = v;
  seat_ = play.seat;
  card_ = play.card;
  valid_ = true;
}

bool PlayEvidence::consistent(CardSet handAfter, const HeuristicWeights& weights) const {
  if (!valid_) return true;
  TableView v = before_;
  v.hand = handAfter;
  v.hand.add(card_);
  v.unseen = deck_.minus(v.hand).minus(discardBefore_);
  const RuleSet& rules = *v.rules;
  const HandFacts facts = HandFacts::of(v);
  const int size = v.hand.size();
  const Action actual = playAction(rules, card_, declared_, true, size);
  const double actualScore = scoreAction(v, facts, actual, weights);
  const bool topWild = facts.wildMask.contains(v.top);
  CardSet fits = suitCards(v.activeSuit);
  if (!v.suitDeclared) fits |= rankCards(v.top.rank());
  if (rules.wildOnWild || !topWild) fits |= facts.wildMask;
  const CardSet plays = v.hand & fits;
  bool beaten = false;
  const bool names = rules.wildDeclaresSuit && size > 1;
  plays.forEach([&](Card c) {
    if (beaten || c.sameFace(card_)) return;
    if (names && facts.wildMask.contains(c)) {
      for (int s = 0; s < kSuitCount && !beaten; ++s)
        if (scoreAction(v, facts, playAction(rules, c, static_cast<Suit>(s), true, size), weights) >
            actualScore + 0.01)
          beaten = true;
    } else if (scoreAction(v, facts, playAction(rules, c, c.suit(), true, size), weights) >
               actualScore + 0.01) {
      beaten = true;
    }
  });
  if (!beaten && names && facts.wildMask.contains(card_)) {
    for (int s = 0; s < kSuitCount && !beaten; ++s)
      if (scoreAction(v, facts, playAction(rules, card_, static_cast<Suit>(s), true, size),
                      weights) > actualScore + 0.01)
        beaten = true;
  }
  return !beaten;
}

}  // namespace ochos::ai
