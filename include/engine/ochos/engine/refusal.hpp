#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "ochos/engine/card.hpp"

namespace ochos::engine {

// Why the engine refuses an action, as data rather than words: the table says it in the
// player's language, the simulator and the tests in English (explain below). Each code lists the
// fields it fills in.
enum class RefusalCode : std::uint8_t {
  None,  // accepted
  NoSuchPlayer,
  NoSuchSuit,
  NoSuchCard,
  MatchOver,
  HandOver,
  OnlyDealerDeclares,
  NoSuitToName,
  CannotAnnounce,
  NoCatchInRules,
  NotInHand,
  NothingToCatch,
  CannotCatchSelf,
  DealerMustDeclare,
  NotYourTurn,
  CardNotHeld,  // card
  NoAnnouncementInRules,
  AnnounceWithOneCard,
  SameRankOnly,          // rank: the rank this turn continues
  MustAnswerDraw,        // count: the pending draw; wildDoesNotDefend
  MustAnswerDrawPassOn,  // as MustAnswerDraw, in rules where some card passes the draw on
  OnlyDrawnCard,
  MustPlayDrawnCard,
  WildOnWild,           // card
  DoesNotFollowCalled,  // card, suit: the suit called
  DoesNotMatch,         // card, suit and rank: the top card's
  PlayedThisTurn,
  NothingToDraw,
  DrawLimitReached,
  DrewPlayableMustPlay,
  DrewPlayablePlayOrPass,
  MustPlayNotDraw,
  PassMustAnswerDraw,
  CannotPassWhileCanDraw,
  MustPlayWhenCan,
  NotPossibleNow,
};
inline constexpr int kRefusalCodeCount = static_cast<int>(RefusalCode::NotPossibleNow) + 1;

struct Refusal {
  RefusalCode code = RefusalCode::None;
  Card card;
  Suit suit = Suit::Clubs;
  Rank rank = Rank::Ace;
  int count = 0;
  bool wildDoesNotDefend = false;  // the card tried against a pending draw was a wild

  explicit operator bool() const { return code != RefusalCode::None; }
  friend bool operator==(const Refusal&, const Refusal&) = default;
};

// "not_your_turn" …: a stable name for keys and reports.
std::string_view refusalCodeName(RefusalCode code);

// The refusal as an English sentence, e.g. "The queen of hearts matches neither the suit
// (clubs) nor the rank (seven) of the top card." Empty for RefusalCode::None.
std::string explain(const Refusal& refusal);

}  // namespace ochos::engine
