#include "scenario_reader.hpp"

#include <sstream>

namespace ochos::sim {

namespace {

using nlohmann::json;

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;)
    out.push_back(w);
  return out;
}

bool isWhole(const json& j) {
  return j.is_number_integer() || j.is_number_unsigned();
}

// Reads {"seat": 1, "action": "play 8S hearts"} or the short form "1: play 8S hearts".
std::optional<ScenarioStep> parseStep(const json& j, int players, std::string* error) {
  std::string text;
  int seat = -1;
  if (j.is_string()) {
    const std::string s = j.get<std::string>();
    const auto colon = s.find(':');
    if (colon == std::string::npos) {
      *error = "expected \"SEAT: ACTION\" or an object, got \"" + s + "\"";
      return std::nullopt;
    }
    std::string seatText = s.substr(0, colon);
    const auto w = words(seatText);
    if (w.size() != 1 || w[0].find_first_not_of("0123456789") != std::string::npos) {
      *error = "expected a seat number before ':', got \"" + seatText + "\"";
      return std::nullopt;
    }
    seat = std::stoi(w[0].substr(0, 3));
    text = s.substr(colon + 1);
  } else if (j.is_object()) {
    for (const auto& [key, value] : j.items()) {
      if (key != "seat" && key != "action") {
        *error = "unknown key \"" + key + "\" (expected seat, action)";
        return std::nullopt;
      }
    }
    if (!j.contains("seat") || !isWhole(j["seat"])) {
      *error = "expected \"seat\": a seat number";
      return std::nullopt;
    }
    if (!j.contains("action") || !j["action"].is_string()) {
      *error = "expected \"action\": a string such as \"play 8S hearts\"";
      return std::nullopt;
    }
    seat = j["seat"].get<int>();
    text = j["action"].get<std::string>();
  } else {
    *error = "expected an action: \"SEAT: ACTION\" or {\"seat\", \"action\"}";
    return std::nullopt;
  }
  if (seat < 0 || seat >= players) {
    *error = "seat " + std::to_string(seat) + " is not at a table of " + std::to_string(players);
    return std::nullopt;
  }
  auto step = parseStepText(text, error);
  if (step) step->seat = seat;
  return step;
}

}  // namespace

std::optional<ScenarioStep> parseStepText(const std::string& text, std::string* error) {
  const auto w = words(text);
  ScenarioStep step;
  step.text = text;
  auto fail = [&](const std::string& message) -> std::optional<ScenarioStep> {
    *error = message;
    return std::nullopt;
  };
  if (w.empty()) return fail("empty action");
  const std::string& verb = w[0];
  auto expectArgs = [&](std::size_t lo, std::size_t hi) {
    return w.size() - 1 >= lo && w.size() - 1 <= hi;
  };
  if (verb == "play") {
    step.type = ActionType::Play;
    if (!expectArgs(1, 3))
      return fail("expected \"play CARD [SUIT] [announce]\", got \"" + text + "\"");
    step.card = parseCard(w[1]);
    if (!step.card) return fail("unknown card \"" + w[1] + "\" (e.g. 8H, 10S, QD, AC)");
    for (std::size_t i = 2; i < w.size(); ++i) {
      if (w[i] == "announce") {
        step.announce = true;
      } else if (auto suit = parseSuit(w[i]); suit && !step.suit) {
        step.suit = suit;
      } else {
        return fail("unexpected \"" + w[i] + "\" in \"" + text +
                    "\" (expected a suit or announce)");
      }
    }
  } else if (verb == "draw" || verb == "pass" || verb == "announce") {
    if (!expectArgs(0, 0)) return fail("\"" + verb + "\" takes nothing more, got \"" + text + "\"");
    step.type = verb == "draw"   ? ActionType::Draw
                : verb == "pass" ? ActionType::Pass
                                 : ActionType::Announce;
  } else if (verb == "declare") {
    step.type = ActionType::DeclareSuit;
    if (!expectArgs(1, 1)) return fail("expected \"declare SUIT\", got \"" + text + "\"");
    step.suit = parseSuit(w[1]);
    if (!step.suit) return fail("unknown suit \"" + w[1] + "\" (clubs, diamonds, hearts, spades)");
  } else if (verb == "catch") {
    step.type = ActionType::Catch;
    if (!expectArgs(1, 1) || w[1].size() > 1 || w[1][0] < '0' || w[1][0] > '7')
      return fail("expected \"catch SEAT\", got \"" + text + "\"");
    step.target = w[1][0] - '0';
  } else {
    return fail("unknown action \"" + verb + "\" (play, draw, pass, declare, announce, catch)");
  }
  return step;
}

ScenarioParse parseScenario(const json& doc) {
  ScenarioParse out;
  Scenario& s = out.scenario;
  auto fail = [&out](const std::string& pointer, const std::string& message) {
    out.error = pointer + ": " + message;
    return out;
  };
  if (!doc.is_object()) return fail("", "expected a JSON object");
  static const char* const kKeys[] = {"profile",     "variants", "players", "dealer",  "seed",
                                      "single_hand", "target",   "deck",    "actions", "comment"};
  for (const auto& [key, value] : doc.items()) {
    bool known = false;
    for (const char* k : kKeys)
      known = known || key == k;
    if (!known)
      return fail("/" + key,
                  "unknown key (expected profile, variants, players, dealer, "
                  "seed, single_hand, target, deck, actions, comment)");
  }

  if (!doc.contains("profile")) return fail("/profile", "missing: a profile id, path or object");
  if (doc["profile"].is_string())
    s.profile = doc["profile"].get<std::string>();
  else if (doc["profile"].is_object())
    s.inlineProfile = doc["profile"];
  else
    return fail("/profile", "expected a profile id, a path or a profile object");

  if (doc.contains("variants")) {
    const json& v = doc["variants"];
    if (!v.is_array()) return fail("/variants", "expected an array of variant ids");
    for (std::size_t i = 0; i < v.size(); ++i) {
      if (!v[i].is_string()) return fail("/variants/" + std::to_string(i), "expected a variant id");
      s.variants.push_back(v[i].get<std::string>());
    }
  }
  if (!doc.contains("players") || !isWhole(doc["players"]) || doc["players"].get<int>() < 2 ||
      doc["players"].get<int>() > 8)
    return fail("/players", "expected the number of players, 2 to 8");
  s.players = doc["players"].get<int>();
  if (doc.contains("dealer")) {
    if (!isWhole(doc["dealer"]) || doc["dealer"].get<int>() < 0 ||
        doc["dealer"].get<int>() >= s.players)
      return fail("/dealer", "expected a seat from 0 to " + std::to_string(s.players - 1));
    s.dealer = doc["dealer"].get<int>();
  }
  if (doc.contains("seed")) {
    if (!isWhole(doc["seed"]) ||
        (doc["seed"].is_number_integer() && doc["seed"].get<std::int64_t>() < 0))
      return fail("/seed", "expected a non-negative whole number");
    s.seed = doc["seed"].get<std::uint64_t>();
  }
  if (doc.contains("single_hand")) {
    if (!doc["single_hand"].is_boolean()) return fail("/single_hand", "expected true or false");
    s.singleHand = doc["single_hand"].get<bool>();
  }
  if (doc.contains("target")) {
    if (!isWhole(doc["target"]) || doc["target"].get<int>() < 0)
      return fail("/target", "expected a positive number of points (0: the profile's)");
    s.target = doc["target"].get<int>();
  }
  if (doc.contains("deck")) {
    const json& d = doc["deck"];
    if (!d.is_array()) return fail("/deck", "expected an array of cards, top first");
    for (std::size_t i = 0; i < d.size(); ++i) {
      const auto card = d[i].is_string() ? parseCard(d[i].get<std::string>()) : std::nullopt;
      if (!card)
        return fail("/deck/" + std::to_string(i), "expected a card such as \"8H\" or \"10S\"");
      s.deck.push_back(*card);
    }
  }
  if (!doc.contains("actions") || !doc["actions"].is_array())
    return fail("/actions", "expected an array of actions");
  const json& actions = doc["actions"];
  for (std::size_t i = 0; i < actions.size(); ++i) {
    std::string why;
    auto step = parseStep(actions[i], s.players, &why);
    if (!step) return fail("/actions/" + std::to_string(i), why);
    s.steps.push_back(*step);
  }
  return out;
}

}  // namespace ochos::sim
