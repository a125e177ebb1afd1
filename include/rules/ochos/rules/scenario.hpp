#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ochos/engine/game.hpp"
#include "ochos/rules/action_json.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::rules {

// A replay scenario: the way a rule bug is reported (docs/replay-scenarios.md).
// {"profile": "crazy-eights", "variants": ["special_cards"], "players": 3, "dealer": 0,
//  "seed": "1", "deck": ["9D", "4S", …], "actions": [{"seat": 1, "play": "KD"}, …]}
// "deck" stacks the top of the first hand's deck, "decks": [[…], […]] that of each hand.
struct Scenario {
  std::shared_ptr<const engine::RuleSet> rules;
  nlohmann::json profileDocument;  // before variants
  std::vector<std::string> variants;
  engine::MatchConfig config;
  std::vector<ActionSpec> actions;
  std::string comment;  // what the reporter says should happen
};

struct ScenarioResult {
  std::optional<Scenario> scenario;
  std::vector<ProfileError> errors;  // each with the JSON pointer of the problem
  // What may not be what the reporter meant, though the scenario runs: a stacked deck without a
  // dealer, a requested variant that changes nothing in a copied profile.
  std::vector<ProfileError> warnings;
  explicit operator bool() const { return scenario.has_value(); }
};

// "profile" is an id from `library`, a path to a profile file (relative paths are taken from
// `baseDir`, normally the scenario's folder), or a whole profile document inline.
ScenarioResult parseScenario(const nlohmann::json& document, const ProfileLibrary& library,
                             const std::string& file, const std::filesystem::path& baseDir = {});
ScenarioResult loadScenarioFile(const std::filesystem::path& path, const ProfileLibrary& library);

// A scenario that reproduces a game so far: the profile by id, the table, and every action.
nlohmann::json scenarioFromGame(const engine::Game& game);

}  // namespace ochos::rules
