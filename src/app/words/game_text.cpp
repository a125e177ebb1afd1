#include "ochos/app/words/game_text.hpp"

#include <algorithm>
#include <array>

#include "ochos/i18n/translator.hpp"

namespace ochos::app {

using engine::Action;
using engine::ActionType;
using engine::Card;
using engine::Event;
using engine::EventType;
using engine::kNoSeat;
using engine::kRankCount;
using engine::kSuitCount;
using engine::Rank;
using engine::Refusal;
using engine::refusalCodeName;
using engine::Suit;

namespace {

using i18n::tr;

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

std::string rankMark(Rank rank) {
  switch (rank) {
    case Rank::Ace:
      return tr("card.mark.ace");
    case Rank::Jack:
      return tr("card.mark.jack");
    case Rank::Queen:
      return tr("card.mark.queen");
    case Rank::King:
      return tr("card.mark.king");
    default:
      return std::to_string(static_cast<int>(rank));
  }
}

std::string cardText(Card card) {
  if (!card.isKnown()) return tr("card.hidden");
  return tr("card.name", {{"rank", rankText(card.rank())}, {"suit", suitText(card.suit())}});
}

namespace {
constexpr std::array<const char*, 8> kEnglishComputerNames = {"Anna",  "Ben",   "Carla", "Dario",
                                                              "Elena", "Felix", "Greta", "Hugo"};
}  // namespace

std::string computerPlayerName(int index) {
  const std::vector<std::string>& names = i18n::translator().computerNames();
  const auto i = static_cast<std::size_t>(std::max(index, 0));
  if (!names.empty()) return names[i % names.size()];
  return kEnglishComputerNames[i % kEnglishComputerNames.size()];
}

bool isEnglishComputerName(const std::string& name, int index) {
  const auto i = static_cast<std::size_t>(std::max(index, 0));
  return name == kEnglishComputerNames[i % kEnglishComputerNames.size()];
}

std::string seatFallbackName(int seat) {
  return tr("table.player_number", {{"number", std::to_string(seat + 1)}});
}

namespace {

// The message key of an event: the sentence changes with a hidden card, a
// blocked hand or the direction. `personal`: the key has a form of its own for the human's seat
// (key + ".you"), where the verb and the pronoun change ("You are skipped.", "Your turn."), in
// English as in most languages, not just "You" in place of the name.
std::string eventKey(const Event& e, bool& personal) {
  personal = true;
  switch (e.type) {
    case EventType::DealerCut:
      return "event.dealer_cut";
    case EventType::DealerChosen:
      return "event.dealer_chosen";
    case EventType::HandStarted:
      return "event.hand_started";
    case EventType::CardDealt:
      return "event.card_dealt";
    case EventType::CardPlayed:
      return "event.card_played";
    case EventType::SuitDeclared:
      return "event.suit_declared";
    case EventType::CardDrawn:
      return e.card.isKnown() ? "event.card_drawn" : "event.card_drawn_hidden";
    case EventType::TurnPassed:
      return "event.turn_passed";
    case EventType::TurnSkipped:
      return "event.turn_skipped";
    case EventType::DrawPenaltyPending:
      return "event.draw_penalty_pending";
    case EventType::DrawPenaltyTaken:
      return "event.draw_penalty_taken";
    case EventType::LastCardAnnounced:
      return "event.last_card_announced";
    case EventType::LastCardMissed:
      return "event.last_card_missed";
    case EventType::LastCardCaught:
      return "event.last_card_caught";
    case EventType::IllegalPlayPenalty:
      return "event.illegal_play_penalty";
    case EventType::TurnStarted:
      return "event.turn_started";
    case EventType::HandScored:
      return "event.hand_scored";
    case EventType::MatchEnded:
      return "event.match_ended";
    default:
      break;
  }
  personal = false;
  switch (e.type) {
    case EventType::StartCardTurned:
      return "event.start_card_turned";
    case EventType::StartCardBuried:
      return "event.start_card_buried";
    case EventType::StockReshuffled:
      return "event.stock_reshuffled";
    case EventType::DirectionReversed:
      return e.value > 0 ? "event.now_clockwise" : "event.now_counter_clockwise";
    case EventType::TieBreakStarted:
      return "event.tie_break_started";
    default:
      return {};
  }
}

}  // namespace

std::string eventText(const Event& e, const std::vector<std::string>& names, int humanSeat,
                      std::string_view lastCardCall) {
  const std::string who = seatName(names, e.seat);
  const bool you = humanSeat != kNoHuman && e.seat == humanSeat;
  bool personal = false;
  std::string key = eventKey(e, personal);
  if (e.type == EventType::HandEnded) {
    personal = e.seat != kNoSeat;
    key = personal ? "event.hand_ended" : "event.hand_blocked";
  }
  if (key.empty()) return {};
  if (personal && you) key += ".you";
  if (e.type == EventType::LastCardCaught) {
    // Two seats: the human may be the one caught or the one who caught.
    if (!you && humanSeat != kNoHuman && e.other == humanSeat) key += ".by_you";
    return tr(key, {{"player", who}, {"catcher", seatName(names, e.other)}});
  }
  if (e.type == EventType::HandStarted) {
    return tr(key, {{"player", who}, {"number", std::to_string(e.value)}});
  }
  const bool counted = e.type == EventType::DrawPenaltyTaken || e.type == EventType::HandScored ||
                       e.type == EventType::StockReshuffled;
  if (counted) return i18n::trCount(key, e.value, {{"player", who}});
  return tr(key, {{"player", who},
                  {"card", cardText(e.card)},
                  {"suit", suitText(e.suit)},
                  {"count", std::to_string(e.value)},
                  {"call", std::string(lastCardCall)}});
}

std::string nameList(const std::vector<std::string>& names, bool more) {
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i == 0) {
      list = names[i];
    } else {
      const bool last = i + 1 == names.size() && !more;
      list = tr(last ? "table.name_list" : "table.name_list_more",
                {{"names", list}, {"name", names[i]}});
    }
  }
  return list;
}

std::string tieBreakText(int tied, const std::vector<std::string>& names, int humanSeat) {
  // The human, when tied, is "you" at the end of the list, not their seat's name; a tie always
  // has another seat in it.
  std::vector<std::string> others;
  for (int seat = 0; seat < static_cast<int>(names.size()); ++seat) {
    if (((tied >> seat) & 1) && seat != humanSeat)
      others.push_back(names[static_cast<std::size_t>(seat)]);
  }
  const bool youTied = humanSeat != kNoHuman && ((tied >> humanSeat) & 1);
  return tr(youTied ? "table.tie_break.you" : "table.tie_break",
            {{"names", nameList(others, youTied)}});
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

std::string adviceText(const Action& action, bool namesSuit, bool pendingDraw,
                       std::string_view lastCardCall) {
  const auto told = [&](std::string_view key) {
    return tr(key, {{"card", cardText(action.card)},
                    {"suit", suitText(action.suit)},
                    {"call", std::string(lastCardCall)}});
  };
  switch (action.type) {
    case ActionType::Play: {
      const bool call = action.announce && !lastCardCall.empty();
      if (namesSuit) return told(call ? "table.hint_play_wild_call" : "table.hint_play_wild");
      return told(call ? "table.hint_play_call" : "table.hint_play");
    }
    case ActionType::Draw:
      return tr(pendingDraw ? "table.hint_take" : "table.hint_draw");
    case ActionType::Pass:
      return tr("table.hint_pass");
    case ActionType::DeclareSuit:
      return told("table.hint_declare");
    case ActionType::Announce:
      return told("table.hint_announce");
    case ActionType::Catch:
      return tr("table.hint_catch");
  }
  return {};
}

std::string savedSeatName(const store::TableInfo& table, int seat) {
  const auto& seats = table.seats;
  const store::SeatInfo& saved = seats[static_cast<std::size_t>(seat)];
  if (!saved.name.empty()) return saved.name;
  if (saved.strength == "human") return tr("table.you");
  const auto computersBefore = std::count_if(seats.begin(), seats.begin() + seat,
                                             [](const auto& s) { return s.strength != "human"; });
  return computerPlayerName(static_cast<int>(computersBefore));
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
