#include "bench.hpp"

#include <chrono>
#include <ctime>
#include <stdexcept>
#include <string>

#include "ochos/engine/game_state.hpp"

namespace ochos::sim {

using engine::Action;
using engine::ActionList;
using engine::ActionType;
using engine::GameState;
using engine::MatchConfig;
using engine::Phase;
using engine::Rng;
using engine::RuleSet;

namespace {

// One move in all its forms: the engine lists the four suits of a wild next to each other, and
// each card face once (two decks: one choice), so a move is a run of equal keys.
inline unsigned moveKey(const Action& a) {
  return static_cast<unsigned>(a.type) << 8 | a.card.code();
}

inline bool outOfTurnKind(const Action& a) {
  return a.type == ActionType::Announce || a.type == ActionType::Catch;
}

// This runs once per decision in the bench next to the engine's own move generation, so it is
// inlined into the loop and makes the common case (every move has one form) a single short pass.
inline int chooseMove(const ActionList& legal, Rng& rng) {
  const int n = legal.size();
  // Like RandomAgent::act: announcing and catching (listed first) are not turn moves while there
  // is anything else to do.
  int begin = 0;
  while (begin < n - 1 && outOfTurnKind(legal[begin]))
    ++begin;
  const Action* a = legal.begin() + begin;
  const int m = n - begin;
  if (m <= 1) return begin;

  int moves = 1;
  for (int i = 1; i < m; ++i)
    moves += moveKey(a[i]) != moveKey(a[i - 1]);
  if (moves == m) return begin + static_cast<int>(rng.below(static_cast<std::uint32_t>(m)));

  int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(moves)));
  int start = 0;
  for (int i = 1; i < m && pick > 0; ++i) {
    if (moveKey(a[i]) != moveKey(a[i - 1])) {
      --pick;
      start = i;
    }
  }
  int end = start + 1;
  while (end < m && moveKey(a[end]) == moveKey(a[start]))
    ++end;
  const int forms = end - start;
  return begin + start +
         (forms > 1 ? static_cast<int>(rng.below(static_cast<std::uint32_t>(forms))) : 0);
}

}  // namespace

int chooseRandomMove(const ActionList& legal, Rng& rng) {
  return chooseMove(legal, rng);
}

BenchResult runBench(const BenchConfig& config) {
  using Clock = std::chrono::steady_clock;
  BenchResult result;
  const RuleSet& rules = *config.rules;
  Rng rng(config.seed);
  ActionList legal;
  MatchConfig mc;
  mc.players = config.players;
  mc.singleHand = true;
  const bool timed = config.games <= 0;
  const std::clock_t cpuStart = std::clock();
  const auto start = Clock::now();
  const auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                                    std::chrono::duration<double>(config.seconds));

  while (true) {
    if (!timed && result.games >= config.games) break;
    // Looking at the clock costs little, but every 64 games is plenty at 10^5 games/s.
    if (timed && (result.games & 63) == 0 && Clock::now() >= deadline) break;

    mc.seed = rng.next();
    mc.firstDealer = static_cast<int>(result.games % config.players);
    GameState state = GameState::newMatch(rules, mc, nullptr);
    std::int64_t decisions = 0;
    while (state.handInPlay()) {
      const int seat = state.currentPlayer();
      state.legalActions(seat, legal);
      if (legal.empty()) throw std::runtime_error("bench: the player to act has no legal action");
      const Action& action = legal[chooseMove(legal, rng)];
      if (!state.apply(seat, action, nullptr).accepted)
        throw std::runtime_error("bench: the engine refused its own legal action '" +
                                 describe(action) + "'");
      if (++decisions > config.maxDecisionsPerGame)
        throw std::runtime_error("bench: a game took more than " +
                                 std::to_string(config.maxDecisionsPerGame) + " decisions");
    }
    result.decisions += decisions;
    result.blocked += state.lastHandWinner() < 0;
    ++result.games;
  }
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  result.cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
  return result;
}

}  // namespace ochos::sim
