#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "ochos/ai/agent.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::sim {

enum class RunMode {
  Hands,    // every game is a single-hand quick game (MatchConfig::singleHand)
  Matches,  // every game is a full match to the profile's target
};

struct RunConfig {
  std::shared_ptr<const engine::RuleSet> rules;
  RunMode mode = RunMode::Hands;
  std::int64_t count = 100;  // games wanted; rounded up to whole rotations
  std::uint64_t seed = 1;
  std::int64_t maxActionsPerHand = 100000;
};

// What one agent slot (one entry of --agents) did, whichever seat it sat in.
struct SlotResult {
  std::string spec;  // as given on the command line
  std::string name;  // the agent's own name
  std::int64_t handsPlayed =
      0;                  // hands this slot was dealt into (a tie-break hand may leave it out)
  double handWins = 0.0;  // outright wins + blocked-hand shares
  std::int64_t outrightWins = 0;
  double blockedShares = 0.0;  // a blocked hand won by t tied lowest players gives each 1/t
  std::int64_t matchesPlayed = 0;
  std::int64_t matchWins = 0;
  std::int64_t pointsSum = 0;      // sum over hands of this slot's score change
  std::int64_t finalScoreSum = 0;  // sum over matches of the final total (match mode)
  std::int64_t decisions = 0;      // act() calls
  std::int64_t reactions = 0;      // out-of-turn actions taken (announce, catch)
  std::vector<double> decisionMs;  // every act() call, wall clock
};

struct RunResult {
  std::int64_t games = 0;  // single-hand games or matches played
  std::int64_t hands = 0;
  std::int64_t matches = 0;  // 0 in hands mode
  std::int64_t blockedHands = 0;
  std::int64_t decisions = 0;  // act() calls
  std::int64_t actions = 0;    // every accepted action, reactions included
  // Hand wins by table position counted from the dealer: [1] = first to play, [0] = dealer.
  std::array<double, engine::kMaxSeats> winsByPosition{};
  std::vector<SlotResult> slots;
};

// An agent returned an illegal action, or a hand never ended: a bug to report, with the game's
// seed so it can be replayed.
class RunError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Plays games between agents, one thread, deterministic from the seed. Fairness: deal d uses
// seed mixSeed(seed, d) and dealer d mod k, and is played k times, once per cyclic rotation of
// the slots over the seats, so every agent gets every seat and every hand of cards equally often.
class MatchRunner {
 public:
  MatchRunner(RunConfig config, std::vector<std::unique_ptr<ai::Agent>> agents,
              std::vector<std::string> specs);

  // Called after each game with (games done, games planned), e.g. for a progress line.
  void onProgress(std::function<void(std::int64_t, std::int64_t)> callback) {
    progress_ = std::move(callback);
  }

  // Rounds count up to a multiple of the player count.
  static std::int64_t plannedGames(std::int64_t count, int players);
  // The slot sitting at `seat` in rotation r: slot j sits at seat (j + r) mod k.
  static int slotAtSeat(int seat, int rotation, int players);

  RunResult run();

 private:
  void playGame(std::uint64_t dealSeed, int firstDealer, int rotation, std::int64_t gameIndex);
  void playHand(engine::Game& game, int rotation, const std::string& where);
  void offerReactions(engine::Game& game, int rotation, const std::string& where);
  void applyOrThrow(engine::Game& game, int seat, const engine::Action& action, int slot,
                    const std::string& where);
  RunError illegalAction(int seat, const engine::Action& action, const engine::Refusal& why,
                         int slot, const std::string& where) const;
  void recordHand(const engine::GameState& state,
                  const std::array<int, engine::kMaxSeats>& scoresBefore, int rotation);

  RunConfig config_;
  std::vector<std::unique_ptr<ai::Agent>> agents_;
  int players_ = 0;
  RunResult result_;
  engine::Observation obs_;  // reused: observing is the hot path of a cheap agent
  std::int64_t actionsThisHand_ = 0;
  std::function<void(std::int64_t, std::int64_t)> progress_;
};

}  // namespace ochos::sim
