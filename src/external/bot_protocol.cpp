#include "ochos/external/bot_protocol.hpp"

#include "ochos/rules/action_json.hpp"

namespace ochos::external {

using engine::Action;
using engine::ActionType;
using engine::Card;
using engine::Event;
using engine::EventType;
using engine::eventTypeName;
using engine::kNoSeat;
using engine::kRankCount;
using engine::LastCardRule;
using engine::Observation;
using engine::parseSuit;
using engine::phaseName;
using engine::Rank;
using engine::rankCode;
using engine::RuleSet;
using engine::ScoringMode;
using engine::Suit;
using engine::suitName;

namespace {

using nlohmann::json;

json cardJson(Card c) {
  return c.isKnown() ? json(rules::cardText(c)) : json(nullptr);
}

json eventToJson(const Event& e) {
  json out{{"event", std::string(eventTypeName(e.type))}};
  if (e.seat != kNoSeat) out["seat"] = e.seat;
  switch (e.type) {
    case EventType::CardDealt:
    case EventType::CardPlayed:
    case EventType::StartCardTurned:
    case EventType::StartCardBuried:
      out["card"] = cardJson(e.card);
      break;
    case EventType::CardDrawn:
      out["card"] = cardJson(e.card);
      out["cause"] = e.other == 1   ? "penalty"
                     : e.other == 2 ? "last_card"
                     : e.other == 3 ? "illegal_play"
                                    : "normal";
      break;
    case EventType::SuitDeclared:
      out["suit"] = std::string(suitName(e.suit));
      break;
    case EventType::LastCardCaught:
      out["by"] = e.other;
      break;
    default:
      if (e.value != 0) out["value"] = e.value;
      break;
  }
  return out;
}

json rulesSummary(const RuleSet& r) {
  json wild = json::array();
  json ranks = json::array();
  json values = json::object();
  for (int k = 1; k <= kRankCount; ++k) {
    const auto rank = static_cast<Rank>(k);
    if (!r.hasRank(rank)) continue;
    ranks.push_back(std::string(rankCode(rank)));
    values[std::string(rankCode(rank))] = r.value(rank);
    if (r.effect(rank).wild) wild.push_back(std::string(rankCode(rank)));
  }
  return {
      {"id", r.id},
      {"name", r.name},
      {"scoring", r.scoring == ScoringMode::PenaltyPoints ? "penalty_points" : "winner_collects"},
      {"ranks", ranks},
      {"wild_ranks", wild},
      {"card_values", values},
      {"must_play_if_able", r.mustPlayIfAble},
      {"last_card", r.lastCard == LastCardRule::None        ? "none"
                    : r.lastCard == LastCardRule::Automatic ? "automatic"
                                                            : "challenge"}};
}

std::optional<Suit> suitField(const json& answer, const char* key) {
  if (!answer.contains(key) || !answer[key].is_string()) return std::nullopt;
  return parseSuit(answer[key].get<std::string>());
}

}  // namespace

json actionToJson(const Action& a, const RuleSet& r) {
  switch (a.type) {
    case ActionType::Play: {
      json out{{"play", rules::cardText(a.card)}};
      if (r.effect(a.card.rank()).wild && r.wildDeclaresSuit)
        out["suit"] = std::string(suitName(a.suit));
      if (a.announce) out["announce"] = true;
      return out;
    }
    case ActionType::Draw:
      return {{"draw", true}};
    case ActionType::Pass:
      return {{"pass", true}};
    case ActionType::DeclareSuit:
      return {{"declare", std::string(suitName(a.suit))}};
    case ActionType::Announce:
      return {{"announce", true}};
    case ActionType::Catch:
      return {{"catch", a.target}};
  }
  return {{"pass", true}};
}

json observationToJson(const Observation& obs) {
  json hand = json::array();
  obs.hand.forEach([&](Card c) { hand.push_back(rules::cardText(c)); });
  json discard = json::array();
  for (Card c : obs.discard)
    discard.push_back(rules::cardText(c));
  json sizes = json::array();
  json scores = json::array();
  for (int s = 0; s < obs.players; ++s) {
    sizes.push_back(obs.handSizes[static_cast<std::size_t>(s)]);
    scores.push_back(obs.scores[static_cast<std::size_t>(s)]);
  }
  json legal = json::array();
  for (const Action& a : obs.legal)
    legal.push_back(actionToJson(a, *obs.rules));
  json history = json::array();
  for (const Event& e : obs.handHistory)
    history.push_back(eventToJson(e));
  return {{"seat", obs.seat},
          {"players", obs.players},
          {"phase", std::string(phaseName(obs.phase))},
          {"current_player", obs.currentPlayer},
          {"dealer", obs.dealer},
          {"direction", obs.direction},
          {"hand_number", obs.handNumber},
          {"target", obs.target},
          {"rules", rulesSummary(*obs.rules)},
          {"hand", hand},
          {"top_card", cardJson(obs.topCard)},
          {"active_suit", std::string(suitName(obs.activeSuit))},
          {"suit_declared", obs.suitDeclared},
          {"pending_draw", obs.pendingDraw},
          {"stock_size", obs.stockSize},
          {"discard", discard},
          {"hand_sizes", sizes},
          {"scores", scores},
          {"draws_this_turn", obs.drawsThisTurn},
          {"last_drawn", cardJson(obs.lastDrawn)},
          {"unannounced_seat", obs.unannouncedSeat},
          {"legal", legal},
          {"history", history}};
}

std::optional<Action> actionFromJson(const json& answer, const Observation& obs,
                                     std::string* error) {
  auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error) *error = why;
    return std::nullopt;
  };
  if (!answer.is_object()) return fail("the answer is not a JSON object");
  auto findType = [&](ActionType t) -> std::optional<Action> {
    for (const Action& a : obs.legal)
      if (a.type == t) return a;
    return std::nullopt;
  };
  if (answer.contains("play")) {
    if (!answer["play"].is_string()) return fail("\"play\" must be a card such as \"QH\"");
    bool exactCopy = false;
    const std::string text = answer["play"].get<std::string>();
    const auto card = rules::parseCardText(text, &exactCopy);
    if (!card) {
      std::string why = text;
      why.append(" is not a card");
      return fail(why);
    }
    const auto suit = suitField(answer, "suit");
    if (answer.contains("suit") && !suit)
      return fail("\"suit\" must be clubs, diamonds, hearts or spades");
    for (const Action& a : obs.legal) {
      if (a.type != ActionType::Play) continue;
      if (exactCopy ? a.card != *card : !a.card.sameFace(*card)) continue;
      const bool wild = obs.rules->effect(a.card.rank()).wild && obs.rules->wildDeclaresSuit &&
                        obs.hand.size() > 1;
      if (wild && suit && a.suit != *suit) continue;
      Action chosen = a;
      // Forgetting "last card" on purpose is the player's right (and costs the penalty).
      if (answer.contains("announce") && answer["announce"].is_boolean() &&
          !answer["announce"].get<bool>())
        chosen.announce = false;
      return chosen;
    }
    std::string why = "playing ";
    why.append(text).append(" is not legal now");
    return fail(why);
  }
  if (answer.contains("draw")) {
    if (auto a = findType(ActionType::Draw)) return a;
    return fail("drawing is not legal now");
  }
  if (answer.contains("pass")) {
    if (auto a = findType(ActionType::Pass)) return a;
    return fail("passing is not legal now");
  }
  if (answer.contains("declare")) {
    const auto suit = suitField(answer, "declare");
    if (!suit) return fail("\"declare\" must be clubs, diamonds, hearts or spades");
    for (const Action& a : obs.legal)
      if (a.type == ActionType::DeclareSuit && a.suit == *suit) return a;
    return fail("declaring a suit is not legal now");
  }
  if (answer.contains("catch")) {
    for (const Action& a : obs.legal)
      if (a.type == ActionType::Catch &&
          (!answer["catch"].is_number_integer() || answer["catch"].get<int>() == a.target))
        return a;
    return fail("nobody can be caught now");
  }
  if (answer.contains("announce")) {
    if (auto a = findType(ActionType::Announce)) return a;
    return fail("there is nothing to announce now");
  }
  return fail("expected one of play, draw, pass, declare, announce, catch");
}

}  // namespace ochos::external
