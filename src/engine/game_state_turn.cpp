// A turn: what may be done, and doing it — play, draw, pass, answer a draw penalty, announce
// and catch the last card.
#include <bit>

#include "emit.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/rule_queries.hpp"

namespace ochos::engine {

using detail::emit;

int GameState::playersInHand() const {
  return std::popcount(static_cast<unsigned>(participants_));
}

int GameState::seatAfter(int from, int dir) const {
  int seat = from;
  for (int i = 0; i < players_; ++i) {
    seat = (seat + dir + players_) % players_;
    if (inHand(seat)) return seat;
  }
  return from;
}

int GameState::nextSeat(int from) const {
  return seatAfter(from, direction_);
}

// The top card changes only between turns, so what matches it is worked out once per turn.
void GameState::refreshMatching() {
  matching_ = cardsThatFit(*rules_, wildCards_, topCard(), activeSuit_);
}

bool GameState::isPlayable(Card card) const {
  if (pendingDraw_ > 0 && !drawAnswerCards_.contains(card)) return false;
  return matching_.contains(card);
}

CardSet GameState::playableCards() const {
  const CardSet& hand = hands_[current_];
  if (playedThisTurn_ > 0) return hand & CardSet::ofRank(topCard().rank());
  CardSet result = hand & matching_;
  if (pendingDraw_ > 0) result &= drawAnswerCards_;
  return result;
}

bool GameState::canDrawCard() const {
  return stockSize_ > 0 || (rules_->emptyStock == EmptyStock::Reshuffle && discardSize_ > 1);
}

GameState::TurnOptions GameState::turnOptions() const {
  TurnOptions o;
  if (playedThisTurn_ > 0) {  // several cards of one rank: another of it, or stop
    o.plays = playableCards();
    o.mayPass = true;
    return o;
  }
  const CardSet playable = playableCards();
  if (pendingDraw_ > 0) {  // R10: stack or take the whole total
    o.plays = playable;
    o.mayDraw = true;
    return o;
  }
  if (drawsThisTurn_ == 0) {
    const bool canDraw = canDrawCard();
    o.plays = playable;
    o.mayDraw = canDraw && (!rules_->mustPlayIfAble || playable.empty());
    // Drawing instead of playing is the only alternative a voluntary draw gives: with no card
    // to be had, a player passes only when nothing can be played (RULES.md, common rules; R2),
    // unless the rules let a player pass whenever nothing can be drawn.
    o.mayPass = !canDraw && (playable.empty() || rules_->emptyStockPass == EmptyStockPass::Always);
    return o;
  }
  const bool drawnPlayable = lastDrawn_.isKnown() && playable.contains(lastDrawn_);
  if (rules_->afterDraw == AfterDraw::AnyPlayable) {
    o.plays = playable;
  } else if (drawnPlayable) {
    o.plays.add(lastDrawn_);
  }
  o.mayDraw = canDrawCard() &&
              (rules_->maxDrawsPerTurn == 0 || drawsThisTurn_ < rules_->maxDrawsPerTurn) &&
              !(rules_->stopDrawingWhenPlayable && drawnPlayable);
  o.mayPass = !o.mayDraw && !(rules_->mustPlayDrawnCard && drawnPlayable);  // R12
  return o;
}

void GameState::pushPlays(const CardSet& plays, ActionList& out) const {
  const int handSize = hands_[current_].size();
  std::uint64_t seenFaces = 0;  // two identical cards (two decks) are one choice
  plays.forEach([&](Card c) {
    const std::uint64_t faceBit = std::uint64_t{1} << c.face();
    if (seenFaces & faceBit) return;
    seenFaces |= faceBit;
    if (wildCards_.contains(c) && rules_->wildDeclaresSuit && handSize > 1) {
      for (int s = 0; s < kSuitCount; ++s)
        out.push(playOf(*rules_, c, static_cast<Suit>(s), true, handSize));
    } else {
      out.push(playOf(*rules_, c, c.suit(), true, handSize));
    }
  });
}

void GameState::legalActions(int seat, ActionList& out) const {
  out.clear();
  if (phase_ == Phase::DealerDeclares) {
    if (seat == dealer_)
      for (int s = 0; s < kSuitCount; ++s)
        out.push(Action::declare(static_cast<Suit>(s)));
    return;
  }
  if (phase_ != Phase::Playing || !inHand(seat)) return;
  if (unannounced_ >= 0) {
    if (unannounced_ == seat) {
      out.push(Action::announceLastCard());
    } else if (rules_->lastCard == LastCardRule::Challenge) {
      out.push(Action::catchPlayer(unannounced_));
    }
  }
  if (seat != current_) return;
  const TurnOptions o = turnOptions();
  pushPlays(o.plays, out);
  if (o.mayDraw) out.push(Action::draw());
  if (o.mayPass) out.push(Action::pass());
}

bool GameState::isLegal(int seat, const Action& a) const {
  if (seat < 0 || seat >= players_) return false;
  // Malformed actions (from files or other programs): a card code beyond the decks would alias
  // a real card in the 128-bit sets, a suit beyond the four would index past the suit tables.
  if (static_cast<int>(a.suit) >= kSuitCount) return false;
  if (a.type == ActionType::Play && a.card.code() >= kMaxCards) return false;
  switch (a.type) {
    case ActionType::DeclareSuit:
      return phase_ == Phase::DealerDeclares && seat == dealer_;
    case ActionType::Announce:
      return phase_ == Phase::Playing && unannounced_ == seat;
    case ActionType::Catch:
      return phase_ == Phase::Playing && unannounced_ >= 0 && unannounced_ != seat &&
             a.target == unannounced_ && inHand(seat) &&
             rules_->lastCard == LastCardRule::Challenge;
    default:
      break;
  }
  if (phase_ != Phase::Playing || seat != current_) return false;
  const TurnOptions o = turnOptions();
  switch (a.type) {
    case ActionType::Play:
      if (!o.plays.contains(a.card)) return false;
      // Announcing is only for the play that leaves exactly one card.
      return !a.announce ||
             (rules_->lastCard != LastCardRule::None && hands_[current_].size() == 2);
    case ActionType::Draw:
      return o.mayDraw;
    case ActionType::Pass:
      return o.mayPass;
    default:
      return false;
  }
}

ApplyResult GameState::apply(int seat, const Action& a, EventLog* events) {
  if (!isLegal(seat, a)) {
    ApplyResult refused{false, whyIllegal(seat, a)};
    // R3's table penalty, only when a profile opts in: the card goes back and the player draws.
    if (a.type == ActionType::Play && rules_->illegalPlayPenalty > 0 && phase_ == Phase::Playing &&
        seat == current_ && hands_[seat].contains(a.card) && !isPlayable(a.card)) {
      emit(events, EventType::IllegalPlayPenalty, seat, a.card);
      drawMany(seat, rules_->illegalPlayPenalty, DrawCause::IllegalPlay, events);
    }
    return refused;
  }
  switch (a.type) {
    case ActionType::Announce:
      unannounced_ = -1;
      emit(events, EventType::LastCardAnnounced, seat);
      break;  // the window is closed: a turn with only a pass left now passes by itself
    case ActionType::Catch: {
      const int offender = unannounced_;
      unannounced_ = -1;
      emit(events, EventType::LastCardCaught, offender, Card::unknown(), 0, seat);
      drawMany(offender, rules_->lastCardPenalty, DrawCause::LastCard, events);
      break;
    }
    case ActionType::DeclareSuit:
      activeSuit_ = a.suit;
      suitDeclared_ = true;
      emit(events, EventType::SuitDeclared, seat, Card::unknown(), 0, kNoSeat, a.suit);
      phase_ = Phase::Playing;
      startTurn(seatAfter(dealer_, 1), events);
      break;
    case ActionType::Play:
      closeLastCardWindow(events);
      playCard(seat, a, events);
      break;
    case ActionType::Draw:
      closeLastCardWindow(events);
      if (pendingDraw_ > 0) {
        takePendingDraw(events);
      } else if (drawOne(seat, DrawCause::Normal, events)) {
        ++drawsThisTurn_;
        consecutivePasses_ = 0;
      }
      break;
    case ActionType::Pass:
      closeLastCardWindow(events);
      passTurn(events);
      break;
  }
  autoPassWhilePossible(events);
  return {};
}

// The one-card player can be caught (or is penalised automatically) only until the next player
// acts (R13).
void GameState::closeLastCardWindow(EventLog* events) {
  if (unannounced_ < 0) return;
  const int offender = unannounced_;
  unannounced_ = -1;
  if (rules_->lastCard == LastCardRule::Automatic) {
    emit(events, EventType::LastCardMissed, offender);
    drawMany(offender, rules_->lastCardPenalty, DrawCause::LastCard, events);
  }
}

void GameState::playCard(int seat, const Action& a, EventLog* events) {
  CardSet& hand = hands_[static_cast<std::size_t>(seat)];
  hand.remove(a.card);
  discard_[discardSize_++] = a.card.code();
  consecutivePasses_ = 0;
  ++playedThisTurn_;
  emit(events, EventType::CardPlayed, seat, a.card);
  if (hand.empty()) {  // R1: the hand ends at once; the card's effect is ignored
    endHand(seat, events);
    return;
  }
  const RankEffect& effect = rules_->effect(a.card.rank());
  if (effect.wild && rules_->wildDeclaresSuit) {
    activeSuit_ = a.suit;
    suitDeclared_ = true;
    emit(events, EventType::SuitDeclared, seat, Card::unknown(), 0, kNoSeat, a.suit);
  } else {
    activeSuit_ = a.card.suit();
    suitDeclared_ = false;
  }
  skipsThisTurn_ = static_cast<std::uint8_t>(skipsThisTurn_ + (effect.skip ? 1 : 0));
  reversesThisTurn_ = static_cast<std::uint8_t>(reversesThisTurn_ + (effect.reverse ? 1 : 0));
  drawAddedThisTurn_ = static_cast<std::uint8_t>(drawAddedThisTurn_ + effect.draw);
  if (hand.size() == 1 && rules_->lastCard != LastCardRule::None) {
    if (a.announce) {
      emit(events, EventType::LastCardAnnounced, seat);
    } else {
      unannounced_ = static_cast<std::int8_t>(seat);
    }
  }
  if (rules_->multipleSameRank && !(hand & CardSet::ofRank(a.card.rank())).empty()) return;
  finishTurnAfterPlays(events);
}

void GameState::finishTurnAfterPlays(EventLog* events) {
  int skips = skipsThisTurn_;
  for (int i = 0; i < reversesThisTurn_; ++i) {
    if (playersInHand() == 2 && rules_->reverseSkipsWithTwoPlayers) {
      ++skips;  // R9
    } else {
      direction_ = static_cast<std::int8_t>(-direction_);
      emit(events, EventType::DirectionReversed, kNoSeat, Card::unknown(), direction_);
    }
  }
  pendingDraw_ = static_cast<std::uint8_t>(pendingDraw_ + drawAddedThisTurn_);
  int next = nextSeat(current_);
  for (int i = 0; i < skips; ++i) {
    emit(events, EventType::TurnSkipped, next);
    next = nextSeat(next);
  }
  if (drawAddedThisTurn_ > 0)
    emit(events, EventType::DrawPenaltyPending, next, Card::unknown(), pendingDraw_);
  startTurn(next, events);
}

void GameState::startTurn(int seat, EventLog* events) {
  if (++turnsThisHand_ > kMaxTurnsPerHand) {  // a hand that would never end is blocked (R2)
    endHand(-1, events);
    return;
  }
  current_ = static_cast<std::uint8_t>(seat);
  resetTurnCounters();
  refreshMatching();
  emit(events, EventType::TurnStarted, seat);
}

void GameState::passTurn(EventLog* events, bool automatic) {
  if (playedThisTurn_ > 0) {  // done playing cards of one rank
    finishTurnAfterPlays(events);
    return;
  }
  emit(events, EventType::TurnPassed, current_, Card::unknown(), automatic ? 1 : 0);
  if (drawsThisTurn_ == 0) ++consecutivePasses_;
  // R2: everyone passed in turn without a card played or drawn (in some rules, one more).
  const int blocking =
      playersInHand() + (rules_->blockedAfter == BlockedAfter::PlayersPlusOne ? 1 : 0);
  if (consecutivePasses_ >= blocking) {
    endHand(-1, events);
    return;
  }
  startTurn(nextSeat(current_), events);
}

void GameState::takePendingDraw(EventLog* events) {
  const int owed = pendingDraw_;
  pendingDraw_ = 0;
  const int before = hands_[current_].size();
  drawMany(current_, owed, DrawCause::Penalty, events);
  consecutivePasses_ = 0;
  emit(events, EventType::DrawPenaltyTaken, current_, Card::unknown(),
       hands_[current_].size() - before);
  startTurn(nextSeat(current_), events);  // R10: taking the penalty ends the turn
}

bool GameState::reshuffle(EventLog* events) {
  if (discardSize_ <= 1) return false;
  const std::uint8_t top = discard_[discardSize_ - 1];
  for (int i = 0; i + 1 < discardSize_; ++i)
    stock_[stockSize_++] = discard_[static_cast<std::size_t>(i)];
  discard_[0] = top;
  discardSize_ = 1;
  rng_.shuffle(stock_.begin(), stock_.begin() + stockSize_);
  emit(events, EventType::StockReshuffled, kNoSeat, Card::unknown(), stockSize_);
  return true;
}

bool GameState::drawOne(int seat, DrawCause cause, EventLog* events) {
  if (stockSize_ == 0 && (rules_->emptyStock != EmptyStock::Reshuffle || !reshuffle(events)))
    return false;
  const Card card = Card::fromCode(stock_[--stockSize_]);
  hands_[static_cast<std::size_t>(seat)].add(card);
  if (seat == current_ && cause == DrawCause::Normal) lastDrawn_ = card;
  emit(events, EventType::CardDrawn, seat, card, 0, static_cast<int>(cause));
  return true;
}

// A penalty takes what there is when even a reshuffle runs dry.
void GameState::drawMany(int seat, int count, DrawCause cause, EventLog* events) {
  for (int i = 0; i < count; ++i)
    if (!drawOne(seat, cause, events)) return;
}

void GameState::autoPassWhilePossible(EventLog* events) {
  // A turn with nothing to do but pass ends by itself, except while a forgotten last card can
  // still be caught: the next player's pass would close that window unseen.
  while (phase_ == Phase::Playing && unannounced_ < 0) {
    const TurnOptions o = turnOptions();
    if (!o.plays.empty() || o.mayDraw || !o.mayPass) return;
    passTurn(events, true);
  }
}

void GameState::resetTurnCounters() {
  drawsThisTurn_ = 0;
  lastDrawn_ = Card::unknown();
  playedThisTurn_ = 0;
  skipsThisTurn_ = 0;
  reversesThisTurn_ = 0;
  drawAddedThisTurn_ = 0;
}

}  // namespace ochos::engine
