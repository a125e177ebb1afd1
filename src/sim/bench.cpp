#include "bench.hpp"

#include <bit>
#include <chrono>
#include <ctime>
#include <stdexcept>
#include <string>

#include "ochos/engine/game_state.hpp"

namespace ochos::sim {

namespace {

// One bit per distinct move, so distinct moves are counted with a popcount: card faces 0–51,
// then draw, pass, declare, announce, and catch by target seat (56–63).
constexpr int kDrawKey = 52;
constexpr int kPassKey = 53;
constexpr int kDeclareKey = 54;
constexpr int kAnnounceKey = 55;
constexpr int kCatchKey = 56;

// Written without a switch: the action types arrive in random order, and a mispredicted jump per
// action cost more than the rest of the choice.
inline int moveKey(const Action& a) {
  static constexpr std::uint8_t kTypeKey[] = {0,           kDrawKey,     kPassKey,
                                              kDeclareKey, kAnnounceKey, kCatchKey};
  const auto type = static_cast<unsigned>(a.type);
  const int code = a.card.code();
  const int face = code - (code >= kFacesPerDeck ? kFacesPerDeck : 0);  // two decks at most
  const int other =
      kTypeKey[type < 6 ? type : 2] + (a.type == ActionType::Catch ? a.target & 7 : 0);
  return a.type == ActionType::Play ? face : other;
}

// This runs once per decision in the bench, next to the engine's own move generation: one pass,
// no data-dependent branches in the loop, no popcount (a library call on baseline x86-64), and
// inlined into the bench loop.
inline int chooseMove(const ActionList& legal, Rng& rng) {
  const int n = legal.size();
  if (n <= 1) return 0;
  std::uint8_t keys[ActionList::kCapacity];
  std::uint8_t distinct[ActionList::kCapacity];
  int distinctCount = 0;
  int turnMoves = 0;  // distinct moves that are not announce / catch
  std::uint64_t seen = 0;
  for (int i = 0; i < n; ++i) {
    const int key = moveKey(legal[i]);
    keys[i] = static_cast<std::uint8_t>(key);
    const std::uint64_t bit = std::uint64_t{1} << key;
    const int isNew = (seen & bit) == 0;
    seen |= bit;
    distinct[distinctCount] = static_cast<std::uint8_t>(key);
    distinctCount += isNew;
    turnMoves += isNew & (key < kAnnounceKey);
  }
  // Like RandomAgent::act: announcing and catching are not turn moves while there are others.
  int key = 0;
  if (turnMoves > 0 && turnMoves < distinctCount) {
    int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(turnMoves)));
    for (int d = 0; d < distinctCount; ++d) {
      if (distinct[d] < kAnnounceKey && pick-- == 0) {
        key = distinct[d];
        break;
      }
    }
  } else {
    key = distinct[distinctCount > 1 ? rng.below(static_cast<std::uint32_t>(distinctCount)) : 0];
  }
  int forms = 0;
  for (int i = 0; i < n; ++i)
    forms += keys[i] == key;
  int form = forms > 1 ? static_cast<int>(rng.below(static_cast<std::uint32_t>(forms))) : 0;
  for (int i = 0; i < n; ++i)
    if (keys[i] == key && form-- == 0) return i;
  return 0;  // unreachable: the key came from the list
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
    while (state.phase() == Phase::Playing || state.phase() == Phase::DealerDeclares) {
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
