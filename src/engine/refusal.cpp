#include "ochos/engine/refusal.hpp"

#include <array>

namespace ochos::engine {
namespace {

constexpr std::array<std::string_view, kRefusalCodeCount> kCodeNames = {
    "none",
    "no_such_player",
    "no_such_suit",
    "no_such_card",
    "match_over",
    "hand_over",
    "only_dealer_declares",
    "no_suit_to_name",
    "cannot_announce",
    "no_catch_in_rules",
    "not_in_hand",
    "nothing_to_catch",
    "cannot_catch_self",
    "dealer_must_declare",
    "not_your_turn",
    "card_not_held",
    "no_announcement_in_rules",
    "announce_with_one_card",
    "same_rank_only",
    "must_answer_draw",
    "must_answer_draw_pass_on",
    "only_drawn_card",
    "must_play_drawn_card",
    "wild_on_wild",
    "does_not_follow_called",
    "does_not_match",
    "played_this_turn",
    "nothing_to_draw",
    "draw_limit_reached",
    "drew_playable_must_play",
    "drew_playable_play_or_pass",
    "must_play_not_draw",
    "pass_must_answer_draw",
    "cannot_pass_while_can_draw",
    "must_play_when_can",
    "not_possible_now",
};

std::string theCard(Card c) {
  return "The " + cardName(c);
}

}  // namespace

std::string_view refusalCodeName(RefusalCode code) {
  return kCodeNames[static_cast<std::size_t>(code)];
}

std::string explain(const Refusal& r) {
  switch (r.code) {
    case RefusalCode::None:
      return {};
    case RefusalCode::NoSuchPlayer:
      return "There is no such player.";
    case RefusalCode::NoSuchSuit:
      return "There is no such suit.";
    case RefusalCode::NoSuchCard:
      return "There is no such card.";
    case RefusalCode::MatchOver:
      return "The match is over.";
    case RefusalCode::HandOver:
      return "The hand is over; the next one has not been dealt yet.";
    case RefusalCode::OnlyDealerDeclares:
      return "Only the dealer names the suit of the start card.";
    case RefusalCode::NoSuitToName:
      return "There is no suit to name now.";
    case RefusalCode::CannotAnnounce:
      return "Only a player who has just got down to one card can announce it.";
    case RefusalCode::NoCatchInRules:
      return "In these rules nobody needs to catch a forgotten last card.";
    case RefusalCode::NotInHand:
      return "You are not playing this hand.";
    case RefusalCode::NothingToCatch:
      return "That player has nothing to be caught for.";
    case RefusalCode::CannotCatchSelf:
      return "You cannot catch yourself.";
    case RefusalCode::DealerMustDeclare:
      return "The dealer must first name a suit for the start card.";
    case RefusalCode::NotYourTurn:
      return "It is not your turn.";
    case RefusalCode::CardNotHeld:
      return "You do not hold the " + cardName(r.card) + ".";
    case RefusalCode::NoAnnouncementInRules:
      return "These rules have no last-card announcement.";
    case RefusalCode::AnnounceWithOneCard:
      return "You can only announce your last card when one card is left.";
    case RefusalCode::SameRankOnly:
      return "You may only add another " + std::string(rankName(r.rank)) + " this turn, or stop.";
    case RefusalCode::MustAnswerDraw:
    case RefusalCode::MustAnswerDrawPassOn:
      return "You must answer the draw of " + std::to_string(r.count) +
             (r.code == RefusalCode::MustAnswerDrawPassOn ? " with a card that passes it on" : "") +
             " or take the cards." + (r.wildDoesNotDefend ? " A wild card does not defend." : "");
    case RefusalCode::OnlyDrawnCard:
      return "After drawing you may only play the card you drew.";
    case RefusalCode::MustPlayDrawnCard:
      return "You must play the card you drew.";
    case RefusalCode::WildOnWild:
      return theCard(r.card) + " is wild, but a wild card may not be played on another.";
    case RefusalCode::DoesNotFollowCalled:
      return theCard(r.card) + " does not follow: " + std::string(suitName(r.suit)) +
             " were called.";
    case RefusalCode::DoesNotMatch:
      return theCard(r.card) + " matches neither the suit (" + std::string(suitName(r.suit)) +
             ") nor the rank (" + std::string(rankName(r.rank)) + ") of the top card.";
    case RefusalCode::PlayedThisTurn:
      return "You have played this turn; play another card of the rank or stop.";
    case RefusalCode::NothingToDraw:
      return "There is no card left to draw.";
    case RefusalCode::DrawLimitReached:
      return "You have drawn as many cards as you may this turn.";
    case RefusalCode::DrewPlayableMustPlay:
      return "You drew a card that fits: you must play it.";
    case RefusalCode::DrewPlayablePlayOrPass:
      return "You drew a card that fits: play it or pass.";
    case RefusalCode::MustPlayNotDraw:
      return "You must play a card when you can; you may not draw.";
    case RefusalCode::PassMustAnswerDraw:
      return "You must answer the draw or take the cards.";
    case RefusalCode::CannotPassWhileCanDraw:
      return "You cannot pass while you can still draw.";
    case RefusalCode::MustPlayWhenCan:
      return "You must play a card when you can.";
    case RefusalCode::NotPossibleNow:
      return "That is not possible now.";
  }
  return {};
}

}  // namespace ochos::engine
