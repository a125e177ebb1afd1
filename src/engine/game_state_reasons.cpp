// Why an action is refused (R3: the card goes back and the player is told). The engine names the
// reason; refusal.hpp says it in English, the table in the player's language.
#include "ochos/engine/game_state.hpp"

namespace ochos::engine {
namespace {

Refusal because(RefusalCode code) {
  Refusal r;
  r.code = code;
  return r;
}

}  // namespace

Refusal GameState::whyIllegal(int seat, const Action& a) const {
  using enum RefusalCode;
  if (isLegal(seat, a)) return {};
  if (seat < 0 || seat >= players_) return because(NoSuchPlayer);
  if (static_cast<int>(a.suit) >= kSuitCount) return because(NoSuchSuit);
  if (a.type == ActionType::Play && a.card.code() >= kMaxCards) return because(NoSuchCard);
  if (phase_ == Phase::MatchOver) return because(MatchOver);
  if (phase_ == Phase::HandOver) return because(HandOver);
  switch (a.type) {
    case ActionType::DeclareSuit:
      return because(phase_ == Phase::DealerDeclares ? OnlyDealerDeclares : NoSuitToName);
    case ActionType::Announce:
      return because(CannotAnnounce);
    case ActionType::Catch:
      if (rules_->lastCard != LastCardRule::Challenge) return because(NoCatchInRules);
      if (!inHand(seat)) return because(NotInHand);
      if (unannounced_ < 0 || a.target != unannounced_) return because(NothingToCatch);
      return because(CannotCatchSelf);
    default:
      break;
  }
  if (phase_ == Phase::DealerDeclares) return because(DealerMustDeclare);
  if (seat != current_) return because(NotYourTurn);
  return a.type == ActionType::Play ? whyPlayIllegal(seat, a) : whyTurnActionIllegal(seat, a);
}

Refusal GameState::whyPlayIllegal(int seat, const Action& a) const {
  using enum RefusalCode;
  Refusal r;
  r.card = a.card;
  const CardSet& hand = hands_[static_cast<std::size_t>(seat)];
  if (!hand.contains(a.card)) {
    r.code = CardNotHeld;
  } else if (a.announce && rules_->lastCard == LastCardRule::None) {
    r.code = NoAnnouncementInRules;
  } else if (a.announce && hand.size() != 2) {
    r.code = AnnounceWithOneCard;
  } else if (playedThisTurn_ > 0) {
    r.code = SameRankOnly;
    r.rank = topCard().rank();
  } else if (pendingDraw_ > 0) {
    r.code = drawAnswerCards_.empty() ? MustAnswerDraw : MustAnswerDrawPassOn;
    r.count = pendingDraw_;
    r.wildDoesNotDefend = wildCards_.contains(a.card);
  } else if (drawsThisTurn_ > 0 && rules_->afterDraw == AfterDraw::DrawnCardOnly &&
             a.card != lastDrawn_) {
    r.code = OnlyDrawnCard;
  } else if (drawsThisTurn_ > 0 && rules_->mustPlayDrawnCard && a.card != lastDrawn_) {
    r.code = MustPlayDrawnCard;
  } else if (wildCards_.contains(a.card) && wildCards_.contains(topCard()) && !rules_->wildOnWild) {
    r.code = WildOnWild;
  } else if (suitDeclared_) {
    r.code = DoesNotFollowCalled;
    r.suit = activeSuit_;
  } else {
    r.code = DoesNotMatch;
    r.suit = activeSuit_;
    r.rank = topCard().rank();
  }
  return r;
}

Refusal GameState::whyTurnActionIllegal(int seat, const Action& a) const {
  using enum RefusalCode;
  if (a.type == ActionType::Draw) {
    if (playedThisTurn_ > 0) return because(PlayedThisTurn);
    if (!canDrawCard()) return because(NothingToDraw);
    if (drawsThisTurn_ > 0) {
      if (rules_->maxDrawsPerTurn != 0 && drawsThisTurn_ >= rules_->maxDrawsPerTurn)
        return because(DrawLimitReached);
      return because(rules_->mustPlayDrawnCard ? DrewPlayableMustPlay : DrewPlayablePlayOrPass);
    }
    return because(MustPlayNotDraw);
  }
  if (a.type == ActionType::Pass) {
    if (pendingDraw_ > 0) return because(PassMustAnswerDraw);
    // R12: a drawn card that fits must be played; one that does not means drawing on.
    if (drawsThisTurn_ > 0 && rules_->mustPlayDrawnCard && isPlayable(lastDrawn_))
      return because(MustPlayDrawnCard);
    if (isLegal(seat, Action::draw())) return because(CannotPassWhileCanDraw);
    return because(MustPlayWhenCan);
  }
  return because(NotPossibleNow);
}

}  // namespace ochos::engine
