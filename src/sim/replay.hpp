#pragma once

#include <filesystem>
#include <string>

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

// The simulator's JSON output as text. A message may quote the input, which need not be valid
// UTF-8; such bytes are printed as U+FFFD rather than ending the program.
std::string printableJson(const nlohmann::json& output, int indent = 2);

// Every event, with nothing hidden: a replay is a debugging tool.
nlohmann::json eventJson(const engine::Event& event);
nlohmann::json finalStateJson(const engine::GameState& state);

}  // namespace ochos::sim
