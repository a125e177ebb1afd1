#include "ochos/engine/event.hpp"

#include <array>

namespace ochos::engine {
namespace {

constexpr std::array<std::string_view, 24> kTypeNames = {
    "dealer_cut",         "dealer_chosen",        "hand_started",         "card_dealt",
    "start_card_turned",  "start_card_buried",    "card_played",          "suit_declared",
    "card_drawn",         "stock_reshuffled",     "turn_passed",          "turn_skipped",
    "direction_reversed", "draw_penalty_pending", "draw_penalty_taken",   "last_card_announced",
    "last_card_missed",   "last_card_caught",     "illegal_play_penalty", "turn_started",
    "hand_ended",         "hand_scored",          "tie_break_started",    "match_ended"};

std::string seatName(const std::vector<std::string>& names, int seat) {
  if (seat >= 0 && static_cast<std::size_t>(seat) < names.size())
    return names[static_cast<std::size_t>(seat)];
  return "Player " + std::to_string(seat + 1);
}

// English's plural rule as the game's translations apply it (CLDR): by the number's size.
std::string plural(int n, std::string_view one, std::string_view many) {
  return std::to_string(n) + " " + std::string(n == 1 || n == -1 ? one : many);
}

}  // namespace

std::string_view eventTypeName(EventType type) {
  return kTypeNames[static_cast<std::size_t>(type)];
}

Event publicView(const Event& e, int viewer) {
  Event out = e;
  if ((e.type == EventType::CardDealt || e.type == EventType::CardDrawn) && e.seat != viewer)
    out.card = Card::unknown();
  return out;
}

std::string narrate(const Event& e, const std::vector<std::string>& names) {
  const std::string who = seatName(names, e.seat);
  switch (e.type) {
    case EventType::DealerCut:
      return who + " cut the " + cardName(e.card) + ".";
    case EventType::DealerChosen:
      return who + " deals first.";
    case EventType::HandStarted:
      return "Hand " + std::to_string(e.value) + ": " + who + " deals.";
    case EventType::CardDealt:
      return who + " was dealt a card.";
    case EventType::StartCardTurned:
      return "The start card is the " + cardName(e.card) + ".";
    case EventType::StartCardBuried:
      return "The " + cardName(e.card) + " was buried in the stock.";
    case EventType::CardPlayed:
      return who + " played the " + cardName(e.card) + ".";
    case EventType::SuitDeclared:
      return who + " called " + std::string(suitName(e.suit)) + ".";
    case EventType::CardDrawn:
      if (e.card.isKnown()) return who + " drew the " + cardName(e.card) + ".";
      return who + " drew a card.";
    case EventType::StockReshuffled:
      return "The discard pile was shuffled into a new stock of " +
             plural(e.value, "card", "cards") + ".";
    case EventType::TurnPassed:
      return who + " passed.";
    case EventType::TurnSkipped:
      return who + " is skipped.";
    case EventType::DirectionReversed:
      return std::string("Play now goes ") + (e.value > 0 ? "clockwise." : "counter-clockwise.");
    case EventType::DrawPenaltyPending:
      return who + " must draw " + std::to_string(e.value) + " or answer it.";
    case EventType::DrawPenaltyTaken:
      return who + " took " + plural(e.value, "card", "cards") + ".";
    case EventType::LastCardAnnounced:
      return who + ": \"Last card!\"";
    case EventType::LastCardMissed:
      return who + " forgot to announce the last card and draws a penalty.";
    case EventType::LastCardCaught:
      return seatName(names, e.other) + " caught " + who + " not announcing the last card.";
    case EventType::IllegalPlayPenalty:
      return who + " tried an illegal card and draws a penalty.";
    case EventType::TurnStarted:
      return who + "'s turn.";
    case EventType::HandEnded:
      if (e.seat == kNoSeat) return "Nobody can move: the hand is blocked.";
      return who + " went out.";
    case EventType::HandScored:
      return who + " scores " + plural(e.value, "point", "points") + ".";
    case EventType::TieBreakStarted:
      return "A tie at the top: the tied players play an extra hand.";
    case EventType::MatchEnded:
      return who + " wins the match!";
  }
  return {};
}

}  // namespace ochos::engine
