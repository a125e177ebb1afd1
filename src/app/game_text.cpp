#include "ochos/app/game_text.hpp"

#include <array>

#include "ochos/store/translator.hpp"

namespace ochos::app {
namespace {

using store::tr;

std::string seatName(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && static_cast<std::size_t>(seat) < names.size())
    return names[static_cast<std::size_t>(seat)];
  return seatFallbackName(seat);
}

}  // namespace

std::string rankText(Rank rank) {
  static constexpr std::array<const char*, kRankCount> kKeys = {
      "card.rank.ace",  "card.rank.two",   "card.rank.three", "card.rank.four", "card.rank.five",
      "card.rank.six",  "card.rank.seven", "card.rank.eight", "card.rank.nine", "card.rank.ten",
      "card.rank.jack", "card.rank.queen", "card.rank.king"};
  return tr(kKeys[static_cast<std::size_t>(static_cast<int>(rank) - 1)]);
}

std::string suitText(Suit suit) {
  static constexpr std::array<const char*, kSuitCount> kKeys = {
      "card.suit.clubs", "card.suit.diamonds", "card.suit.hearts", "card.suit.spades"};
  return tr(kKeys[static_cast<std::size_t>(suit)]);
}

std::string suitLabel(Suit suit) {
  static constexpr std::array<const char*, kSuitCount> kKeys = {"suit.clubs", "suit.diamonds",
                                                                "suit.hearts", "suit.spades"};
  return tr(kKeys[static_cast<std::size_t>(suit)]);
}

std::string cardText(Card card) {
  if (!card.isKnown()) return tr("card.hidden");
  return tr("card.name", {{"rank", rankText(card.rank())}, {"suit", suitText(card.suit())}});
}

std::string seatFallbackName(int seat) {
  return tr("table.player_number", {{"number", std::to_string(seat + 1)}});
}

std::string eventText(const Event& e, const std::vector<std::string>& names) {
  const std::string who = seatName(names, e.seat);
  const auto said = [&](std::string_view key) {
    return tr(key, {{"player", who},
                    {"card", cardText(e.card)},
                    {"suit", suitText(e.suit)},
                    {"count", std::to_string(e.value)}});
  };
  switch (e.type) {
    case EventType::DealerCut:
      return said("event.dealer_cut");
    case EventType::DealerChosen:
      return said("event.dealer_chosen");
    case EventType::HandStarted:
      return tr("event.hand_started", {{"player", who}, {"number", std::to_string(e.value)}});
    case EventType::CardDealt:
      return said("event.card_dealt");
    case EventType::StartCardTurned:
      return said("event.start_card_turned");
    case EventType::StartCardBuried:
      return said("event.start_card_buried");
    case EventType::CardPlayed:
      return said("event.card_played");
    case EventType::SuitDeclared:
      return said("event.suit_declared");
    case EventType::CardDrawn:
      return said(e.card.isKnown() ? "event.card_drawn" : "event.card_drawn_hidden");
    case EventType::StockReshuffled:
      return said(e.value == 1 ? "event.stock_reshuffled.one" : "event.stock_reshuffled.many");
    case EventType::TurnPassed:
      return said("event.turn_passed");
    case EventType::TurnSkipped:
      return said("event.turn_skipped");
    case EventType::DirectionReversed:
      return said(e.value > 0 ? "event.now_clockwise" : "event.now_counter_clockwise");
    case EventType::DrawPenaltyPending:
      return said("event.draw_penalty_pending");
    case EventType::DrawPenaltyTaken:
      return said(e.value == 1 ? "event.draw_penalty_taken.one" : "event.draw_penalty_taken.many");
    case EventType::LastCardAnnounced:
      return said("event.last_card_announced");
    case EventType::LastCardMissed:
      return said("event.last_card_missed");
    case EventType::LastCardCaught:
      return tr("event.last_card_caught", {{"player", who}, {"catcher", seatName(names, e.other)}});
    case EventType::IllegalPlayPenalty:
      return said("event.illegal_play_penalty");
    case EventType::TurnStarted:
      return said("event.turn_started");
    case EventType::HandEnded:
      return said(e.seat == kNoSeat ? "event.hand_blocked" : "event.hand_ended");
    case EventType::HandScored:
      return said(e.value == 1 ? "event.hand_scored.one" : "event.hand_scored.many");
    case EventType::TieBreakStarted:
      return said("event.tie_break_started");
    case EventType::MatchEnded:
      return said("event.match_ended");
  }
  return {};
}

std::string refusalText(const Refusal& r) {
  if (!r) return {};
  // Every code's sentence is "refusal.<code name>"; each takes the values it needs of these.
  std::string text = tr(std::string("refusal.").append(refusalCodeName(r.code)),
                        {{"card", cardText(r.card)},
                         {"suit", suitText(r.suit)},
                         {"rank", rankText(r.rank)},
                         {"count", std::to_string(r.count)}});
  if (r.wildDoesNotDefend) text += " " + tr("refusal.wild_does_not_defend");
  return text;
}

std::string strengthText(std::string_view agentSpec) {
  // "hard:5000" is Hard with another search budget.
  std::string name(agentSpec.substr(0, agentSpec.find(':')));
  if (name == "easy") return tr("preset.strength.easy");
  if (name == "medium") return tr("preset.strength.medium");
  if (name == "hard") return tr("preset.strength.hard");
  if (!name.empty() && name[0] >= 'a' && name[0] <= 'z')
    name[0] = static_cast<char>(name[0] - 'a' + 'A');
  return name;
}

}  // namespace ochos::app
