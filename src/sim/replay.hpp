#pragma once

#include <filesystem>

#include <nlohmann/json.hpp>

#include "ochos/engine/event.hpp"
#include "ochos/engine/game_state.hpp"
#include "scenario_reader.hpp"

namespace ochos::sim {

struct ReplayOutcome {
  nlohmann::json output;  // {"events", "final"} and, when it stopped, {"error": {"step", "reason"}}
  int exitCode = 0;       // 0 all applied, 1 an illegal action or a broken scenario
};

// Applies a scenario document step by step (hands advance automatically). Relative profile
// paths are looked up beside the scenario (baseDir) first.
ReplayOutcome runReplay(const nlohmann::json& document, const std::filesystem::path& baseDir);

// The scenario step as the engine's action: the matching legal action of that seat (so "play KD"
// finds the suit and the copy), or, when none matches, the literal action so that the engine can
// say why it is illegal.
Action resolveStep(const GameState& state, const ScenarioStep& step, ActionList& scratch);

// Every event, with nothing hidden: a replay is a debugging tool.
nlohmann::json eventJson(const Event& event);
nlohmann::json finalStateJson(const GameState& state);
std::string_view phaseName(Phase phase);

}  // namespace ochos::sim
