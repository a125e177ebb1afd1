#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "match_runner.hpp"

namespace ochos::sim {

// What was played, for the headline of a report.
struct RunInfo {
  std::string profileId;
  std::string profileName;
  std::vector<std::string> variants;
  int players = 0;
  RunMode mode = RunMode::Hands;
  std::uint64_t seed = 1;
  bool penaltyScoring = true;  // points are bad (penalty) or good (winner collects)
  bool timings = true;         // the decision times (which no other machine reproduces)
};

// The `play --json` object. The documented keys (profile, variants, players, hands, matches,
// blocked_share, mean_decisions_per_hand, seats[...]) keep their names; others may be added.
nlohmann::json reportJson(const RunInfo& info, const RunResult& result);

// The same figures as a table for people.
std::string reportText(const RunInfo& info, const RunResult& result);

}  // namespace ochos::sim
