#pragma once

#include <cstdint>
#include <memory>

#include "ochos/engine/action.hpp"
#include "ochos/engine/rng.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::sim {

struct BenchConfig {
  std::shared_ptr<const engine::RuleSet> rules;
  int players = 2;
  std::uint64_t seed = 1;
  std::int64_t games = 0;  // > 0: exactly this many; else run for `seconds`
  double seconds = 3.0;
  std::int64_t maxDecisionsPerGame = 100000;
};

struct BenchResult {
  std::int64_t games = 0;
  std::int64_t decisions = 0;
  std::int64_t blocked = 0;
  double seconds = 0.0;     // wall clock: the figures are per wall-clock second
  double cpuSeconds = 0.0;  // this process's CPU time: far below `seconds` on a busy machine
  double gamesPerSecond() const { return seconds > 0 ? static_cast<double>(games) / seconds : 0; }
  double decisionsPerSecond() const {
    return seconds > 0 ? static_cast<double>(decisions) / seconds : 0;
  }
};

// The random agent's policy without an Observation: uniform among the distinct moves (each
// playable card face, draw, pass, declare), then uniform among that move's forms (the suit a
// wild declares). Announce and catch are chosen only when nothing else is legal. Relies on the
// engine's listing order (a move's forms adjacent, announce/catch first). Returns an index into
// `legal`, which must not be empty.
int chooseRandomMove(const engine::ActionList& legal, engine::Rng& rng);

// Random single-hand games on bare GameState copies: no event log, no history, no allocation in
// the loop, one thread. Throws std::runtime_error if the engine refuses a legal action or a game
// never ends.
BenchResult runBench(const BenchConfig& config);

}  // namespace ochos::sim
