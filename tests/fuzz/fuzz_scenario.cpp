// A replay scenario (ochos-sim replay FILE, a rule-bug report): read, checked, replayed; what
// replays must describe itself as a scenario that replays to the same game.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "../../src/sim/replay.hpp"
#include "../../src/sim/replay_json.hpp"
#include "fuzz_support.hpp"
#include "ochos/rules/scenario.hpp"

using namespace ochos;
using nlohmann::json;

namespace {

constexpr const char* kFile = "fuzz-scenario.json";

const rules::ProfileLibrary& library() {
  static const rules::ProfileLibrary built =
      rules::ProfileLibrary::load(rules::embeddedProfiles(), std::nullopt);
  return built;
}

// A profile named by path would make the target read whatever file of this machine the input
// names; the inline and built-in profiles are what the input itself holds.
bool namesAFile(const json& document) {
  if (!document.is_object() || !document.contains("profile")) return false;
  const json& profile = document["profile"];
  if (!profile.is_string()) return false;
  const std::string& name = profile.get_ref<const std::string&>();
  return name.find_first_of("/\\") != std::string::npos ||
         (name.size() >= 5 && name.compare(name.size() - 5, 5, ".json") == 0);
}

std::string errorsText(const std::vector<rules::ProfileError>& errors) {
  std::string out;
  for (const auto& e : errors)
    out += e.toString() + "; ";
  return out;
}

// ochos-sim replay prints its errors in its JSON output: whatever the input held, that output
// must be printable.
void printAsTheSimulatorDoes(const std::vector<rules::ProfileError>& errors) {
  fuzz::check(!errors.empty(), "a refused scenario without a message");
  const json output = {{"error", {{"step", nullptr}, {"reason", errorsText(errors)}}}};
  (void)sim::printableJson(output);
}

// The game so far as a scenario with its profile inline: it must replay in full to itself.
void checkRoundTrip(const engine::Game& game, const json& profileDocument) {
  json again = rules::scenarioFromGame(game);
  again["profile"] = profileDocument;
  const rules::ScenarioResult parsed = rules::parseScenario(again, library(), "again.json");
  fuzz::check(static_cast<bool>(parsed),
              "a game's own scenario does not read back: " + errorsText(parsed.errors));
  engine::Game replayed(parsed.scenario->rules, parsed.scenario->config);
  const rules::ScenarioReplayError error = rules::applyActions(replayed, parsed.scenario->actions);
  fuzz::check(error.ok(), "a game's own scenario does not replay: step " +
                              std::to_string(error.step) + ": " + error.reason);
  json third = rules::scenarioFromGame(replayed);
  third["profile"] = profileDocument;
  fuzz::check(third == again, "a game's own scenario replays to another game");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<rules::ProfileError> errors;
  const auto document = rules::readJsonText(fuzz::text(data, size), kFile, errors);
  if (!document) {
    printAsTheSimulatorDoes(errors);
    return 0;
  }
  if (namesAFile(*document)) return 0;
  const rules::ScenarioResult parsed = rules::parseScenario(*document, library(), kFile);
  if (!parsed) {
    fuzz::check(!parsed.errors.empty(), "a refused scenario without a message");
    printAsTheSimulatorDoes(parsed.errors);
    return 0;
  }
  const rules::Scenario& scenario = *parsed.scenario;
  std::optional<engine::Game> game;
  try {
    game.emplace(scenario.rules, scenario.config);
  } catch (const std::exception& e) {
    fuzz::fail(std::string("a scenario that was accepted cannot be dealt: ") + e.what());
  }
  const rules::ScenarioReplayError stop = rules::applyActions(*game, scenario.actions);
  fuzz::check(stop.ok() || !stop.reason.empty(), "a replay stopped without a reason");
  fuzz::check(game->state().cardsAccountedFor(), "cards not accounted for after a replay");
  json events = json::array();
  for (const engine::Event& e : game->events())
    events.push_back(sim::eventJson(e));
  (void)sim::stateJson(game->state()).dump();
  checkRoundTrip(*game, scenario.profileDocument);
  return 0;
}
