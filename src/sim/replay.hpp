#pragma once

#include <filesystem>

#include <nlohmann/json.hpp>

#include "ochos/engine/event.hpp"
#include "ochos/engine/game_state.hpp"

namespace ochos::sim {

struct ReplayOutcome {
  nlohmann::json output;  // {"events", "final"} and, when it stopped, {"error": {"step", "reason"}}
  int exitCode = 0;       // 0 all applied, 1 an illegal action or a broken scenario
};

// Applies a scenario document (the format of rules/scenario.hpp, docs/replay-scenarios.md) step
// by step; hands advance automatically. Relative profile paths are taken from baseDir.
ReplayOutcome runReplay(const nlohmann::json& document, const std::filesystem::path& baseDir);

// Every event, with nothing hidden: a replay is a debugging tool.
nlohmann::json eventJson(const engine::Event& event);
nlohmann::json finalStateJson(const engine::GameState& state);

}  // namespace ochos::sim
