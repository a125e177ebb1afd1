#include "ochos/rules/action_json.hpp"

#include <sstream>

#include "json_checker.hpp"

namespace ochos::rules {

using engine::Action;
using engine::ActionList;
using engine::ActionType;
using engine::ApplyResult;
using engine::Card;
using engine::cardCode;
using engine::cardName;
using engine::EventLog;
using engine::explain;
using engine::Game;
using engine::GameState;
using engine::kMaxDecks;
using engine::LoggedAction;
using engine::parseCard;
using engine::parseSuit;
using engine::Phase;
using engine::Refusal;
using engine::RefusalCode;
using engine::refusalCodeName;
using engine::RuleSet;
using engine::Suit;
using engine::suitName;

using detail::Json;
using detail::JsonChecker;
using detail::pointerJoin;
using detail::quote;

std::string cardText(Card card) {
  std::string out = cardCode(card);
  if (card.isKnown() && card.copy() > 0) out += "#" + std::to_string(card.copy() + 1);
  return out;
}

std::optional<Card> parseCardText(std::string_view text, bool* exactCopy) {
  int copy = 0;
  bool exact = false;
  if (const auto hash = text.find('#'); hash != std::string_view::npos) {
    const std::string_view number = text.substr(hash + 1);
    if (number != "1" && number != "2") return std::nullopt;
    copy = number[0] - '1';
    exact = true;
    text = text.substr(0, hash);
  }
  const auto face = parseCard(text);
  if (!face) return std::nullopt;
  if (exactCopy != nullptr) *exactCopy = exact;
  return Card(face->suit(), face->rank(), copy);
}

namespace {

constexpr const char* kCardExample = "a card such as \"8H\", \"10S\" or \"QD#2\"";

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;)
    out.push_back(w);
  return out;
}

// "play 8S hearts announce", "draw", "pass", "announce", "declare spades", "catch 2".
std::optional<ActionSpec> parseText(const std::string& text, const std::string& pointer,
                                    int players, JsonChecker& check) {
  const auto w = words(text);
  ActionSpec spec;
  spec.pointer = pointer;
  const auto fail = [&](const std::string& message) -> std::optional<ActionSpec> {
    check.error(pointer, message + ", got \"" + text + "\"");
    return std::nullopt;
  };
  if (w.empty()) return fail("expected an action");
  const std::string& verb = w[0];
  if (verb == "play") {
    if (w.size() < 2 || w.size() > 4) return fail("expected \"play CARD [SUIT] [announce]\"");
    const auto card = parseCardText(w[1], &spec.exactCopy);
    if (!card) return fail(std::string("expected ") + kCardExample + " after play");
    spec.type = ActionType::Play;
    spec.card = *card;
    for (std::size_t i = 2; i < w.size(); ++i) {
      if (w[i] == "announce" && !spec.announce) {
        spec.announce = true;
      } else if (const auto suit = parseSuit(w[i]); suit && !spec.suit) {
        spec.suit = suit;
      } else {
        return fail("expected a suit or \"announce\" after the card");
      }
    }
  } else if (verb == "draw" || verb == "pass" || verb == "announce") {
    if (w.size() != 1) return fail("expected \"" + verb + "\" alone");
    spec.type = verb == "draw"   ? ActionType::Draw
                : verb == "pass" ? ActionType::Pass
                                 : ActionType::Announce;
  } else if (verb == "declare") {
    const auto suit = w.size() == 2 ? parseSuit(w[1]) : std::nullopt;
    if (!suit) return fail("expected \"declare SUIT\" (clubs, diamonds, hearts, spades)");
    spec.type = ActionType::DeclareSuit;
    spec.suit = suit;
  } else if (verb == "catch") {
    int seat = -1;
    if (w.size() == 2 && w[1].size() == 1 && w[1][0] >= '0' && w[1][0] < '0' + players) {
      seat = w[1][0] - '0';
    }
    if (seat < 0)
      return fail("expected \"catch SEAT\" with a seat from 0 to " + std::to_string(players - 1));
    spec.type = ActionType::Catch;
    spec.target = seat;
  } else {
    return fail("expected play, draw, pass, declare, announce or catch");
  }
  return spec;
}

std::optional<Suit> readSuit(const Json& value, const std::string& pointer, JsonChecker& check) {
  const std::optional<Suit> suit =
      value.is_string() ? parseSuit(value.get<std::string>()) : std::nullopt;
  if (!suit)
    check.error(pointer, "expected clubs, diamonds, hearts or spades, got " + quote(value));
  return suit;
}

// {"play": "8H", "suit": "clubs", "announce": true}
void readPlay(const Json& value, const std::string& pointer, bool announce, JsonChecker& check,
              ActionSpec& spec) {
  const Json& card = value["play"];
  const auto parsed =
      card.is_string() ? parseCardText(card.get<std::string>(), &spec.exactCopy) : std::nullopt;
  if (!parsed) {
    check.error(pointerJoin(pointer, "play"),
                std::string("expected ") + kCardExample + ", got " + quote(card));
  } else {
    spec.card = *parsed;
  }
  spec.type = ActionType::Play;
  spec.announce = announce;
  if (value.contains("suit"))
    spec.suit = readSuit(value["suit"], pointerJoin(pointer, "suit"), check);
}

// Every other verb: {"draw": true}, {"pass": true}, {"declare": "hearts"}, {"catch": 2},
// {"announce": true}.
void readOtherVerb(const Json& value, const std::string& pointer, int players, bool announce,
                   JsonChecker& check, ActionSpec& spec) {
  if (value.contains("suit")) {
    check.error(pointerJoin(pointer, "suit"), "\"suit\" goes with \"play\" only");
  }
  if (value.contains("draw") || value.contains("pass")) {
    const char* verb = value.contains("draw") ? "draw" : "pass";
    if (value[verb] != true) {
      check.error(pointerJoin(pointer, verb), "expected true, got " + quote(value[verb]));
    }
    spec.type = value.contains("draw") ? ActionType::Draw : ActionType::Pass;
  } else if (value.contains("declare")) {
    spec.suit = readSuit(value["declare"], pointerJoin(pointer, "declare"), check);
    spec.type = ActionType::DeclareSuit;
  } else if (value.contains("catch")) {
    spec.target = check.integerValue(value["catch"], pointerJoin(pointer, "catch"), 0, players - 1)
                      .value_or(0);
    spec.type = ActionType::Catch;
  } else if (announce) {
    spec.type = ActionType::Announce;
  } else {
    check.error(pointer, "expected one of play, draw, pass, declare, announce, catch");
  }
  if (announce && spec.type != ActionType::Announce) {
    check.error(pointerJoin(pointer, "announce"), "\"announce\" goes alone or with \"play\"");
  }
}

std::optional<ActionSpec> parseObject(const Json& value, const std::string& pointer, int players,
                                      JsonChecker& check) {
  const std::size_t before = check.errorCount();
  std::optional<int> seat;
  if (value.contains("seat")) {
    seat = check.integerValue(value["seat"], pointerJoin(pointer, "seat"), 0, players - 1);
  }
  if (value.contains("action")) {
    check.onlyKeys(value, pointer, {"seat", "action", "comment"});
    const std::string text = check.string(value, pointer, "action", "", true);
    auto spec = parseText(text, pointerJoin(pointer, "action"), players, check);
    if (!spec || check.errorCount() != before) return std::nullopt;
    spec->seat = seat;
    spec->pointer = pointer;
    return spec;
  }
  check.onlyKeys(
      value, pointer,
      {"seat", "play", "suit", "announce", "draw", "pass", "declare", "catch", "comment"});
  ActionSpec spec;
  spec.pointer = pointer;
  spec.seat = seat;
  int verbs = 0;
  for (const char* verb : {"play", "draw", "pass", "declare", "catch"})
    verbs += value.contains(verb);
  if (verbs > 1) {
    check.error(pointer, "expected one of play, draw, pass, declare, catch, not several");
    return std::nullopt;
  }
  const bool announce = check.boolean(value, pointer, "announce", false);
  if (value.contains("play")) {
    readPlay(value, pointer, announce, check, spec);
  } else {
    readOtherVerb(value, pointer, players, announce, check, spec);
  }
  if (check.errorCount() != before) return std::nullopt;
  return spec;
}

}  // namespace

nlohmann::json actionToJson(const LoggedAction& logged, const RuleSet& rules) {
  const Action& a = logged.action;
  Json j = Json::object();
  j["seat"] = logged.seat;
  switch (a.type) {
    case ActionType::Play:
      j["play"] = cardText(a.card);
      if (rules.effect(a.card.rank()).wild && rules.wildDeclaresSuit) j["suit"] = suitName(a.suit);
      if (a.announce) j["announce"] = true;
      break;
    case ActionType::Draw:
      j["draw"] = true;
      break;
    case ActionType::Pass:
      j["pass"] = true;
      break;
    case ActionType::DeclareSuit:
      j["declare"] = suitName(a.suit);
      break;
    case ActionType::Announce:
      j["announce"] = true;
      break;
    case ActionType::Catch:
      j["catch"] = a.target;
      break;
  }
  return j;
}

std::optional<ActionSpec> parseAction(const nlohmann::json& value, const std::string& pointer,
                                      int players, const std::string& file,
                                      std::vector<ProfileError>& errors) {
  JsonChecker check(errors, file);
  if (value.is_object()) return parseObject(value, pointer, players, check);
  if (!value.is_string()) {
    check.error(pointer,
                "expected an action object such as {\"seat\": 0, \"play\": \"QH\"} or a "
                "string such as \"0: play QH\", got " +
                    quote(value));
    return std::nullopt;
  }
  std::string text = value.get<std::string>();
  std::optional<int> seat;
  if (const auto colon = text.find(':'); colon != std::string::npos) {
    const auto w = words(text.substr(0, colon));
    const bool digit =
        w.size() == 1 && w[0].size() == 1 && w[0][0] >= '0' && w[0][0] < '0' + players;
    if (!digit) {
      check.error(pointer, "expected a seat from 0 to " + std::to_string(players - 1) +
                               " before ':', got \"" + text + "\"");
      return std::nullopt;
    }
    seat = w[0][0] - '0';
    text = text.substr(colon + 1);
  }
  auto spec = parseText(text, pointer, players, check);
  if (spec) spec->seat = seat;
  return spec;
}

std::vector<ActionSpec> parseActions(const nlohmann::json& value, const std::string& pointer,
                                     int players, const std::string& file,
                                     std::vector<ProfileError>& errors) {
  std::vector<ActionSpec> out;
  if (!value.is_array()) {
    errors.push_back({file, pointer, "expected an array of actions, got " + quote(value)});
    return out;
  }
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (auto spec = parseAction(value[i], pointerJoin(pointer, i), players, file, errors)) {
      out.push_back(std::move(*spec));
    }
  }
  return out;
}

namespace {

int defaultSeat(const GameState& state, const ActionSpec& spec) {
  if (spec.seat) return *spec.seat;
  // Whoever the action can belong to: the dealer names a start suit, the player who got down to
  // one card announces; everything else is the current player's.
  if (spec.type == ActionType::DeclareSuit) return state.dealer();
  if (spec.type == ActionType::Announce && state.unannouncedSeat() >= 0) {
    return state.unannouncedSeat();
  }
  return state.currentPlayer();
}

// The physical card meant by a face: the exact copy when written, else a copy the seat holds.
Card cardInHand(const GameState& state, int seat, const ActionSpec& spec) {
  if (spec.exactCopy) return spec.card;
  for (int copy = 0; copy < kMaxDecks; ++copy) {
    const Card c(spec.card.suit(), spec.card.rank(), copy);
    if (state.hand(seat).contains(c)) return c;
  }
  return spec.card;
}

// Why a suit written with a play declares nothing, or empty when it does or none was written.
std::string ignoredSuitNote(const GameState& state, int seat, const ActionSpec& spec, Card card,
                            Suit played) {
  if (!spec.suit) return {};
  const std::string given = "the suit given (" + std::string(suitName(*spec.suit)) + ")";
  const bool wild = state.rules().effect(card.rank()).wild;
  if (wild && state.hand(seat).size() == 1)
    return "the " + cardName(card) +
           " is the last card: the hand ends and nothing is declared "
           "(R1); " +
           given + " is ignored";
  if (wild && !state.rules().wildDeclaresSuit)
    return "in these rules a wild declares no suit: " + given + " is ignored and the " +
           cardName(card) + " counts as " + std::string(suitName(card.suit()));
  if (*spec.suit == played) return {};
  if (!wild) return "the " + cardName(card) + " is not wild: " + given + " is ignored";
  return "the " + cardName(card) + " may only be played as " + std::string(suitName(played)) +
         ": " + given + " is ignored";
}

}  // namespace

ResolvedAction resolveAction(const GameState& state, const ActionSpec& spec) {
  ResolvedAction out;
  const int seat = defaultSeat(state, spec);
  out.action.seat = seat;
  if (seat < 0 || seat >= state.players()) {
    out.error = "there is no seat " + std::to_string(seat);
    out.code = refusalCodeName(RefusalCode::NoSuchPlayer);
    return out;
  }
  Action& a = out.action.action;
  int playsOfTheCard = 0;  // legal ways to play the named card
  switch (spec.type) {
    case ActionType::Play: {
      const Card card = cardInHand(state, seat, spec);
      a = Action::play(card, spec.suit.value_or(card.suit()), spec.announce);
      ActionList legal;
      state.legalActions(seat, legal);
      int choices = 0;
      bool suitListed = false;
      Suit only = card.suit();
      for (const Action& l : legal) {
        if (l.type != ActionType::Play || !l.card.sameFace(card)) continue;
        ++choices;
        only = l.suit;
        suitListed = suitListed || (spec.suit && l.suit == *spec.suit);
      }
      playsOfTheCard = choices;
      if (choices == 1) {
        a.suit = only;  // nothing to declare: the card's own suit, as the engine lists it
        out.note = ignoredSuitNote(state, seat, spec, card, only);
      } else if (choices > 1 && !spec.suit) {
        out.error = "the " + cardName(card) + " is wild: say which suit to declare";
        out.code = "wild_needs_suit";
        return out;
      } else if (choices > 1 && !suitListed) {
        out.error =
            "cannot declare " + std::string(suitName(*spec.suit)) + " with the " + cardName(card);
        out.code = "suit_not_offered";
        return out;
      }
      break;
    }
    case ActionType::Draw:
      a = Action::draw();
      break;
    case ActionType::Pass:
      a = Action::pass();
      break;
    case ActionType::DeclareSuit:
      a = Action::declare(spec.suit.value_or(Suit::Clubs));
      break;
    case ActionType::Announce:
      a = Action::announceLastCard();
      break;
    case ActionType::Catch:
      a = Action::catchPlayer(spec.target);
      break;
  }
  // Under R3's opt-in table penalty the play of a held card that fits nowhere is a real move (it
  // costs a card), so it is handed to the engine rather than refused here. A card that fits,
  // played wrongly (a forbidden "announce", a suit it cannot name), costs nothing: refused here.
  const bool penalisedPlay = a.type == ActionType::Play && state.rules().illegalPlayPenalty > 0 &&
                             seat == state.currentPlayer() && state.hand(seat).contains(a.card) &&
                             playsOfTheCard == 0;
  if (!penalisedPlay && !state.isLegal(seat, a)) {
    const Refusal why = state.whyIllegal(seat, a);
    out.error = explain(why);
    out.code = refusalCodeName(why.code);
    out.note.clear();
  }
  return out;
}

ScenarioReplayError applyActions(Game& game, const std::vector<ActionSpec>& actions,
                                 EventLog* events) {
  EventLog fresh;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const ActionSpec& spec = actions[i];
    const auto fail = [&](std::string reason, std::string_view code) {
      return ScenarioReplayError{static_cast<int>(i), spec.pointer, std::move(reason),
                                 std::string(code)};
    };
    if (game.state().phase() == Phase::MatchOver)
      return fail("the match is already over", refusalCodeName(RefusalCode::MatchOver));
    if (game.state().phase() == Phase::HandOver) {
      game.beginNextHand(&fresh);
      if (events != nullptr) events->insert(events->end(), fresh.begin(), fresh.end());
    }
    const ResolvedAction resolved = resolveAction(game.state(), spec);
    if (!resolved) return fail(resolved.error, resolved.code);
    const ApplyResult result = game.apply(resolved.action.seat, resolved.action.action, &fresh);
    if (events != nullptr) events->insert(events->end(), fresh.begin(), fresh.end());
    // A refusal that cost R3's opt-in table penalty changed the game and stays in its log.
    if (!result.accepted && fresh.empty())
      return fail(explain(result.refusal), refusalCodeName(result.refusal.code));
  }
  return {};
}

}  // namespace ochos::rules
