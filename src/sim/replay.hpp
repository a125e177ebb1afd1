#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

namespace ochos::sim {

struct ReplayOptions {
  bool legal = false;  // list every legal action before each step and at the end
};

struct ReplayOutcome {
  nlohmann::json output;  // docs/simulator.md; {"error": {…}} as well when it stopped
  int exitCode = 0;       // 0 all applied, 1 an illegal action or a broken scenario
};

// Applies a scenario document (the format of rules/scenario.hpp, docs/replay-scenarios.md) step
// by step. A hand that ends is summed up and the next one dealt at once. Relative profile paths
// are taken from baseDir.
ReplayOutcome runReplay(const nlohmann::json& document, const std::filesystem::path& baseDir,
                        const ReplayOptions& options = {});

}  // namespace ochos::sim
