#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ochos/engine/action.hpp"
#include "ochos/engine/card.hpp"

namespace ochos::sim {

// One action as a scenario writes it. Only what was written is set; the replay matches it
// against the seat's legal actions, so "play KD" needs no suit and a card needs no copy number.
struct ScenarioStep {
  int seat = 0;
  ActionType type = ActionType::Pass;
  std::optional<Card> card;  // a face (copy 0)
  std::optional<Suit> suit;
  std::optional<bool> announce;
  int target = 0;    // catch
  std::string text;  // as written, for messages
};

// A rule-bug report: the rules, the table, an optional exact deck and the actions. See
// docs/simulator.md for the format.
struct Scenario {
  std::string profile;           // id or path (relative paths: to the scenario's folder)
  nlohmann::json inlineProfile;  // or the profile document itself
  std::vector<std::string> variants;
  int players = 2;
  int dealer = -1;  // -1: cut for the dealer (R4)
  std::uint64_t seed = 1;
  bool singleHand = false;
  int target = 0;
  std::vector<Card> deck;  // top first; empty: shuffled from the seed
  std::vector<ScenarioStep> steps;
};

struct ScenarioParse {
  Scenario scenario;
  std::string error;  // "/actions/3: unknown action 'plya'"
  bool ok() const { return error.empty(); }
};

ScenarioParse parseScenario(const nlohmann::json& document);

// "play 8S hearts announce", "play KD", "draw", "pass", "declare spades", "announce", "catch 2"
// (the words describe() prints). Returns nothing and sets *error when the text is not an action.
std::optional<ScenarioStep> parseStepText(const std::string& text, std::string* error);

}  // namespace ochos::sim
