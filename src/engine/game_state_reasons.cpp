// Why an action is refused, in words for the player (R3: the card goes back and they are told).
#include "ochos/engine/game_state.hpp"

namespace ochos {
namespace {

std::string cardPhrase(Card c) {
  return "The " + cardName(c);
}

}  // namespace

std::string GameState::whyIllegal(int seat, const Action& a) const {
  if (isLegal(seat, a)) return {};
  if (seat < 0 || seat >= players_) return "There is no such player.";
  if (static_cast<int>(a.suit) >= kSuitCount) return "There is no such suit.";
  if (a.type == ActionType::Play && a.card.code() >= kMaxCards) return "There is no such card.";
  if (phase_ == Phase::MatchOver) return "The match is over.";
  if (phase_ == Phase::HandOver) return "The hand is over; the next one has not been dealt yet.";
  switch (a.type) {
    case ActionType::DeclareSuit:
      return phase_ == Phase::DealerDeclares ? "Only the dealer names the suit of the start card."
                                             : "There is no suit to name now.";
    case ActionType::Announce:
      return "Only a player who has just got down to one card can announce it.";
    case ActionType::Catch:
      if (rules_->lastCard != LastCardRule::Challenge)
        return "In these rules nobody needs to catch a forgotten last card.";
      if (!inHand(seat)) return "You are not playing this hand.";
      if (unannounced_ < 0 || a.target != unannounced_)
        return "That player has nothing to be caught for.";
      return "You cannot catch yourself.";
    default:
      break;
  }
  if (phase_ == Phase::DealerDeclares)
    return "The dealer must first name a suit for the start card.";
  if (seat != current_) return "It is not your turn.";
  return a.type == ActionType::Play ? whyPlayIllegal(seat, a) : whyTurnActionIllegal(seat, a);
}

std::string GameState::whyPlayIllegal(int seat, const Action& a) const {
  const CardSet& hand = hands_[static_cast<std::size_t>(seat)];
  if (!hand.contains(a.card)) return "You do not hold the " + cardName(a.card) + ".";
  if (a.announce && rules_->lastCard == LastCardRule::None)
    return "These rules have no last-card announcement.";
  if (a.announce && hand.size() != 2)
    return "You can only announce your last card when one card is left.";
  const Card top = topCard();
  if (playedThisTurn_ > 0)
    return "You may only add another " + std::string(rankName(top.rank())) + " this turn, or stop.";
  if (pendingDraw_ > 0)
    return "You must answer the draw of " + std::to_string(pendingDraw_) +
           (drawAnswerCards_.empty() ? "" : " with a card that passes it on") +
           " or take the cards." +
           (wildCards_.contains(a.card) ? " A wild card does not defend." : "");
  if (drawsThisTurn_ > 0 && rules_->afterDraw == AfterDraw::DrawnCardOnly && a.card != lastDrawn_)
    return "After drawing you may only play the card you drew.";
  if (drawsThisTurn_ > 0 && rules_->mustPlayDrawnCard && a.card != lastDrawn_)
    return "You must play the card you drew.";
  if (wildCards_.contains(a.card) && wildCards_.contains(top) && !rules_->wildOnWild)
    return cardPhrase(a.card) + " is wild, but a wild card may not be played on another.";
  if (suitDeclared_)
    return cardPhrase(a.card) + " does not follow: " + std::string(suitName(activeSuit_)) +
           " were called.";
  return cardPhrase(a.card) + " matches neither the suit (" + std::string(suitName(activeSuit_)) +
         ") nor the rank (" + std::string(rankName(top.rank())) + ") of the top card.";
}

std::string GameState::whyTurnActionIllegal(int, const Action& a) const {
  if (a.type == ActionType::Draw) {
    if (playedThisTurn_ > 0)
      return "You have played this turn; play another card of the rank or stop.";
    if (!canDrawCard()) return "There is no card left to draw.";
    if (drawsThisTurn_ > 0) {
      if (rules_->maxDrawsPerTurn != 0 && drawsThisTurn_ >= rules_->maxDrawsPerTurn)
        return "You have drawn as many cards as you may this turn.";
      return rules_->mustPlayDrawnCard ? "You drew a card that fits: you must play it."
                                       : "You drew a card that fits: play it or pass.";
    }
    return "You must play a card when you can; you may not draw.";
  }
  if (a.type == ActionType::Pass) {
    if (pendingDraw_ > 0) return "You must answer the draw or take the cards.";
    if (drawsThisTurn_ > 0 && rules_->mustPlayDrawnCard) return "You must play the card you drew.";
    if (canDrawCard()) return "You cannot pass while you can still draw.";
    return "You must play a card when you can.";
  }
  return "That is not possible now.";
}

}  // namespace ochos
