#include "replay_json.hpp"

#include <algorithm>

#include "ochos/rules/action_json.hpp"

namespace ochos::sim {

using engine::ActionList;
using engine::ActionType;
using engine::Card;
using engine::cardCode;
using engine::Event;
using engine::EventType;
using engine::eventTypeName;
using engine::GameState;
using engine::kNoSeat;
using engine::LoggedAction;
using engine::Phase;
using engine::phaseName;
using engine::suitName;
using nlohmann::json;

namespace {

json cardList(const GameState& st, int seat) {
  json hand = json::array();
  st.hand(seat).forEach([&hand](Card c) { hand.push_back(rules::cardText(c)); });
  return hand;
}

json stockTopFirst(const GameState& st) {
  json stock = json::array();
  for (int i = 0; i < st.stockSize(); ++i)
    stock.push_back(rules::cardText(st.stockCard(i)));
  return stock;
}

std::string seatText(int seat) {
  return "seat " + std::to_string(seat);
}

// One line a reporter can read first: whose move it is, or how the hand or match ended.
std::string statusText(const GameState& st) {
  const std::string hand = "hand " + std::to_string(st.handNumber());
  switch (st.phase()) {
    case Phase::DealerDeclares:
      return hand + ": the dealer, " + seatText(st.dealer()) + ", names the start card's suit";
    case Phase::Playing:
      return hand + ": " + seatText(st.currentPlayer()) + " to act";
    case Phase::HandOver:
    case Phase::MatchOver:
      break;
  }
  const int winner = st.lastHandWinner();
  std::string out =
      hand + " is over: " + (winner >= 0 ? seatText(winner) + " went out" : std::string("blocked"));
  if (st.phase() == Phase::MatchOver)
    out += "; the match is over, won by " + seatText(st.matchWinner());
  return out;
}

}  // namespace

json eventJson(const Event& e) {
  json j;
  j["type"] = eventTypeName(e.type);
  if (e.seat != kNoSeat) j["seat"] = e.seat;
  if (e.other != kNoSeat && e.type != EventType::CardDrawn) j["other"] = e.other;
  if (e.type == EventType::CardDrawn) {
    static constexpr const char* kCauses[] = {"normal", "penalty", "last_card", "illegal_play"};
    j["cause"] = e.other < 4 ? kCauses[e.other] : "normal";
  }
  if (e.card.isKnown()) j["card"] = rules::cardText(e.card);
  if (e.type == EventType::SuitDeclared) j["suit"] = suitName(e.suit);
  if (e.type == EventType::TurnPassed) {
    if (e.value != 0) j["automatic"] = true;  // passing was the only move; the engine made it
  } else if (e.value != 0 || e.type == EventType::HandScored) {
    j["value"] = e.value;
  }
  return j;
}

json stateJson(const GameState& st) {
  json hands = json::array();
  json scores = json::array();
  for (int seat = 0; seat < st.players(); ++seat) {
    hands.push_back(cardList(st, seat));
    scores.push_back(st.score(seat));
  }
  const bool inPlay = st.handInPlay();
  json j;
  j["status"] = statusText(st);
  j["hands"] = std::move(hands);
  j["top_card"] = st.discardSize() > 0 ? json(rules::cardText(st.topCard())) : json(nullptr);
  j["active_suit"] = inPlay ? json(suitName(st.activeSuit())) : json(nullptr);
  j["declared"] = inPlay ? json(st.suitDeclared()) : json(nullptr);
  j["pending_draw"] = st.pendingDraw();
  j["stock"] = stockTopFirst(st);
  j["stock_size"] = st.stockSize();
  j["discard_size"] = st.discardSize();
  j["scores"] = std::move(scores);
  j["phase"] = std::string(phaseName(st.phase()));
  j["current_player"] = inPlay ? json(st.currentPlayer()) : json(nullptr);
  j["dealer"] = st.dealer();
  j["direction"] = st.direction();
  j["hand_number"] = st.handNumber();
  j["unannounced_seat"] = st.unannouncedSeat();
  j["last_hand_winner"] = st.lastHandWinner();
  j["match_winner"] = st.matchWinner();
  j["cards_accounted_for"] = st.cardsAccountedFor();
  return j;
}

std::string actionText(const LoggedAction& logged, bool declares) {
  const engine::Action& a = logged.action;
  const std::string seat = std::to_string(logged.seat) + ": ";
  if (a.type != ActionType::Play) return seat + engine::describe(a);
  std::string text = seat + "play " + cardCode(a.card);
  if (declares) text += " " + std::string(suitName(a.suit));
  if (a.announce) text += " announce";
  return text;
}

json legalActionsJson(const GameState& st) {
  json out = json::array();
  ActionList legal;
  for (int seat = 0; seat < st.players(); ++seat) {
    legal.clear();
    st.legalActions(seat, legal);
    for (const engine::Action& a : legal) {
      // A suit is written only where the card offers a choice of suits.
      const bool declares = std::any_of(legal.begin(), legal.end(), [&a](const engine::Action& b) {
        return b.type == ActionType::Play && b.card == a.card && b.suit != a.suit;
      });
      out.push_back(actionText({seat, a}, a.type == ActionType::Play && declares));
    }
  }
  return out;
}

std::string printableJson(const json& output, int indent) {
  return output.dump(indent, ' ', false, json::error_handler_t::replace);
}

std::string layoutJson(const json& value, int indent) {
  // Short values stay on one line; a long object or array gets a line per member, so that each
  // event is one line and a state reads key by key. A list of plain values always stays on one.
  constexpr std::size_t kWidth = 100;
  std::string flat = printableJson(value, -1);
  const bool nested =
      value.is_object() ||
      (value.is_array() && std::any_of(value.begin(), value.end(),
                                       [](const json& item) { return item.is_structured(); }));
  if (!nested || flat.size() + static_cast<std::size_t>(indent) <= kWidth) return flat;
  const std::string inner(static_cast<std::size_t>(indent) + 2, ' ');
  std::string out = value.is_object() ? "{" : "[";
  bool first = true;
  for (auto it = value.begin(); it != value.end(); ++it) {
    out += (first ? "\n" : ",\n") + inner;
    first = false;
    if (value.is_object()) out += printableJson(json(it.key()), -1) + ": ";
    out += layoutJson(*it, indent + 2);
  }
  out +=
      "\n" + std::string(static_cast<std::size_t>(indent), ' ') + (value.is_object() ? "}" : "]");
  return out;
}

}  // namespace ochos::sim
