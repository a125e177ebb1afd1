#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "ochos/ai/agent.hpp"
#include "ochos/ai/card_memory.hpp"
#include "ochos/ai/determinizer.hpp"
#include "ochos/ai/endgame_solver.hpp"
#include "ochos/ai/match_equity.hpp"
#include "ochos/ai/opponent_model.hpp"
#include "ochos/ai/play_evidence.hpp"
#include "ochos/ai/playout_policy.hpp"
#include "ochos/ai/world_source.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

// What the product chooses per agent: the budget of a decision and its caps. How the search
// itself plays (its utility, its evidence and endgame settings) is fixed in hard_agent.cpp.
struct HardConfig {
  int playouts = 5000;  // budget per decision
  // Caps on top of the budget, for the GUI's responsiveness (0: none). `maxWork` counts what the
  // search has done in milliseconds of the reference machine (workMillis): a deterministic cap,
  // the same seed stops at the same point on every machine. `maxMillis` is a wall-clock safety
  // net (the exact endgame search gives up at half of it): a machine slow or busy enough to reach
  // it stops earlier, and its decision then depends on its speed and load. Only with
  // `maxMillis` 0 is a decision a pure function of the observation and the seed.
  double maxWork = 40.0;
  double maxMillis = 150.0;
};

// What the last search did, for the benchmark, the GUI's "thinking" display and the tests.
struct SearchReport {
  int playouts = 0;
  int worlds = 0;
  int redrawn = 0;  // deals drawn again because opponents' recent plays spoke against them
  int choices = 0;
  int endgameNodes = 0;  // positions the exact endgame search valued (0: not used)
  long steps = 0;        // moves simulated in the playouts
  long judgements = 0;   // opponents' choices judged against sampled hands
  long dealPasses = 0;   // passes of the determinizer over the cards (deals, redeals)
  double millis = 0.0;
  double work = 0.0;        // workMillis of the above
  bool workCapped = false;  // stopped by HardConfig::maxWork
  bool timedOut = false;    // stopped by HardConfig::maxMillis
  bool cancelled = false;
  std::vector<engine::Action> actions;              // the choices compared (a line's first move)
  std::vector<double> means;                        // their mean utility (0..1), same order
  std::vector<int> samples;                         // how many playouts each got
  std::array<double, engine::kMaxSeats> erratic{};  // OpponentModel's estimate per seat, 0 for Hard
};

// The work a search has done, in milliseconds of the reference machine (a 2-core Debian 12
// machine, one core busy): a deterministic stand-in for the clock, fitted to the CPU time of
// Hard's decisions over the presets (docs/ai.md, "Thinking time").
double workMillis(const SearchReport& report);

// Determinized Monte Carlo search. Each iteration deals the unseen cards at random, consistently
// with the public history (hand sizes, the suits each opponent had to draw on, the reshuffled
// stock), and plays every candidate move out to the end of the hand with a fast heuristic policy.
// All candidates are judged on the same deals with the same playout seed, which makes the
// comparison between them far sharper than independent samples; sequential halving then spends
// the budget on the moves still in contention. The utility is what the profile's scoring rewards:
// in a quick game mostly winning the hand, partly the point difference (penalty points or
// winner-collects); in a match the chance to win the match from the totals the hand leaves.
//
// It sees only the Observation: a sample is a guess, never the truth. Its deals come from
// `worlds` (world_source.hpp); the game leaves it at BelievedWorlds, Hard's own deals.
class HardAgent : public Agent, private BelievedDeal {
 public:
  explicit HardAgent(std::uint64_t seed, HardConfig config = {},
                     std::unique_ptr<WorldSource> worlds = std::make_unique<BelievedWorlds>());

  engine::Action act(const engine::Observation& obs, ThinkControl* control = nullptr) override;
  std::optional<engine::Action> react(const engine::Observation& obs) override;
  void newMatch(int seat) override;
  std::string name() const override { return "Hard"; }

  // Values every one of `candidates` (distinct lines of moves legal in `obs`) with the search
  // act() runs, but without act()'s shortcuts: a suit the dealer names, a catch, a play that
  // forgets the last-card call are searched like any other move. For the hand review, which must
  // grade whatever the player did. The report's `means` follow the order of `candidates`.
  const SearchReport& compare(const engine::Observation& obs,
                              const std::vector<MoveLine>& candidates,
                              ThinkControl* control = nullptr);

  const SearchReport& lastReport() const { return report_; }
  const HardConfig& config() const { return config_; }

 private:
  double utility(const engine::GameState& end, const engine::Observation& obs, bool finished) const;
  // Learns the match's equity table when a match (not a quick game) needs one it does not have.
  void prepareMatchEquity(const engine::Observation& obs);
  // A deal to search, from `worlds_`.
  engine::GameState sampleWorld(const engine::Observation& obs, engine::Rng& rng);
  // The unseen cards dealt consistently with the public history and weighed by the evidence of
  // the opponents' choices.
  engine::GameState dealBelieved(const engine::Observation& obs, engine::Rng& rng) override;
  void learnOpponents(const engine::Observation& obs);
  void closeReport(std::chrono::steady_clock::time_point start);
  // The report's `actions`: the first move of each line.
  void recordChoices(const std::vector<MoveLine>& choices);
  // A fresh report and the decision's own random stream (the same seed, the same stream).
  engine::Rng beginDecision();
  // The search over `choices`, shared by act() and compare(): the exact endgame search when it
  // applies, else the playouts.
  // Returns the index of the best choice.
  std::size_t search(const engine::Observation& obs, const std::vector<MoveLine>& choices,
                     engine::Rng& rng, std::chrono::steady_clock::time_point start,
                     ThinkControl* control);
  // The work so far in this decision (workMillis of the report as it stands).
  double workSoFar() const;
  // The exact search of EndgameSolver, when it applies and finishes; the report says what it did.
  std::optional<std::size_t> solveEndgame(const engine::Observation& obs,
                                          const std::vector<MoveLine>& choices, engine::Rng& rng,
                                          std::chrono::steady_clock::time_point start,
                                          ThinkControl* control);
  // Sequential halving over `choices`, every survivor played out on the same deals; the report
  // says what it did.
  std::size_t searchByPlayouts(const engine::Observation& obs, const std::vector<MoveLine>& choices,
                               engine::Rng& rng, std::chrono::steady_clock::time_point start,
                               ThinkControl* control);
  // Whether the search must stop before its next deal: cancelled, or past a cap (the report
  // records which).
  bool mustStop(std::chrono::steady_clock::time_point start, ThinkControl* control);

  std::uint64_t seed_;
  std::uint64_t decisions_ = 0;
  HardConfig config_;
  PlayoutPolicy policy_;
  CardMemory memory_;
  Determinizer determinizer_;
  PlayEvidence evidence_;
  EndgameSolver endgame_;
  OpponentModel opponents_;
  std::shared_ptr<const MatchEquity> equity_;  // in a match only; shared with other agents
  std::array<double, engine::kMaxSeats> evidenceLogKeep_{};  // per seat, for the rejection sampler
  HeuristicWeights evidenceWeights_;
  std::unique_ptr<WorldSource> worlds_;
  SearchReport report_;
  std::uint64_t judgedBefore_ = 0;
  std::uint64_t passesBefore_ = 0;
};

}  // namespace ochos::ai
