#include "match_runner.hpp"

#include <algorithm>
#include <chrono>
#include <climits>

#include "ochos/engine/reactions.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::sim {

using engine::Action;
using engine::ApplyResult;
using engine::AskReaction;
using engine::explain;
using engine::Game;
using engine::GameState;
using engine::kMaxSeats;
using engine::MatchConfig;
using engine::mixSeed;
using engine::nextReaction;
using engine::Observation;
using engine::Phase;
using engine::Reaction;

MatchRunner::MatchRunner(RunConfig config, std::vector<std::unique_ptr<ai::Agent>> agents,
                         std::vector<std::string> specs)
    : config_(std::move(config)),
      agents_(std::move(agents)),
      players_(static_cast<int>(agents_.size())) {
  result_.slots.resize(agents_.size());
  for (std::size_t i = 0; i < agents_.size(); ++i) {
    result_.slots[i].spec = i < specs.size() ? specs[i] : agents_[i]->name();
    result_.slots[i].name = agents_[i]->name();
  }
}

std::int64_t MatchRunner::plannedGames(std::int64_t count, int players) {
  const std::int64_t k = std::max(players, 1);
  return (std::max<std::int64_t>(count, 1) + k - 1) / k * k;
}

int MatchRunner::slotAtSeat(int seat, int rotation, int players) {
  return ((seat - rotation) % players + players) % players;
}

RunResult MatchRunner::run() {
  const std::int64_t planned = plannedGames(config_.count, players_);
  std::int64_t game = 0;
  for (std::int64_t deal = 0; game < planned; ++deal) {
    const std::uint64_t dealSeed = mixSeed(config_.seed, static_cast<std::uint64_t>(deal));
    const int firstDealer = static_cast<int>(deal % players_);
    for (int rotation = 0; rotation < players_; ++rotation, ++game) {
      playGame(dealSeed, firstDealer, rotation, game);
      if (progress_) progress_(game + 1, planned);
    }
  }
  return result_;
}

void MatchRunner::playGame(std::uint64_t dealSeed, int firstDealer, int rotation,
                           std::int64_t gameIndex) {
  MatchConfig mc;
  mc.players = players_;
  mc.seed = dealSeed;
  mc.singleHand = config_.mode == RunMode::Hands;
  mc.firstDealer = firstDealer;
  Game game(config_.rules, mc);
  for (int seat = 0; seat < players_; ++seat)
    agents_[static_cast<std::size_t>(slotAtSeat(seat, rotation, players_))]->newMatch(seat);

  // Enough to rebuild the failing game by hand: ochos-sim replay with this seed and dealer.
  const std::string where = "game " + std::to_string(gameIndex) + " (MatchConfig seed " +
                            std::to_string(dealSeed) + ", first dealer " +
                            std::to_string(firstDealer) + ", rotation " + std::to_string(rotation) +
                            ")";
  while (true) {
    std::array<int, kMaxSeats> before{};
    for (int s = 0; s < players_; ++s)
      before[static_cast<std::size_t>(s)] = game.state().score(s);
    playHand(game, rotation, where);
    recordHand(game.state(), before, rotation);
    if (game.state().phase() == Phase::MatchOver || config_.mode == RunMode::Hands) break;
    game.beginNextHand();
  }
  ++result_.games;
  if (config_.mode == RunMode::Matches) {
    ++result_.matches;
    const GameState& st = game.state();
    for (int seat = 0; seat < players_; ++seat) {
      SlotResult& slot =
          result_.slots[static_cast<std::size_t>(slotAtSeat(seat, rotation, players_))];
      ++slot.matchesPlayed;
      slot.finalScoreSum += st.score(seat);
      if (st.matchWinner() == seat) ++slot.matchWins;
    }
  }
}

void MatchRunner::playHand(Game& game, int rotation, const std::string& where) {
  using Clock = std::chrono::steady_clock;
  actionsThisHand_ = 0;
  // A start card may already call for reactions; harmless to ask before the first turn too.
  offerReactions(game, rotation, where);
  while (game.state().handInPlay()) {
    const int seat = game.state().currentPlayer();
    const int slotIndex = slotAtSeat(seat, rotation, players_);
    SlotResult& slot = result_.slots[static_cast<std::size_t>(slotIndex)];
    game.observe(seat, obs_);
    if (obs_.legal.empty())
      throw RunError("seat " + std::to_string(seat) + " is to act but has no legal action in " +
                     where);

    const auto start = Clock::now();
    const Action action = agents_[static_cast<std::size_t>(slotIndex)]->act(obs_);
    const auto stop = Clock::now();
    slot.decisionMs.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
    ++slot.decisions;
    ++result_.decisions;

    applyOrThrow(game, seat, action, slotIndex, where);
    offerReactions(game, rotation, where);
  }
}

// Out-of-turn moves (announce "last card", catch, R13) under the engine's one protocol
// (ochos/engine/reactions.hpp). An offer the engine would refuse is an agent's bug: it stops the
// run, as an illegal move in turn does.
void MatchRunner::offerReactions(Game& game, int rotation, const std::string& where) {
  const AskReaction ask = [&](int seat, const Observation& view) -> std::optional<Action> {
    const int slotIndex = slotAtSeat(seat, rotation, players_);
    const auto offer = agents_[static_cast<std::size_t>(slotIndex)]->react(view);
    if (offer && !game.state().isLegal(seat, *offer)) {
      throw illegalAction(seat, *offer, game.state().whyIllegal(seat, *offer), slotIndex, where);
    }
    return offer;
  };
  while (const std::optional<Reaction> r = nextReaction(game, ask, obs_)) {
    const int slotIndex = slotAtSeat(r->seat, rotation, players_);
    applyOrThrow(game, r->seat, r->action, slotIndex, where);
    ++result_.slots[static_cast<std::size_t>(slotIndex)].reactions;
  }
}

RunError MatchRunner::illegalAction(int seat, const Action& action, const engine::Refusal& why,
                                    int slot, const std::string& where) const {
  return RunError("agent '" + result_.slots[static_cast<std::size_t>(slot)].spec + "' at seat " +
                  std::to_string(seat) + " chose an illegal action '" + describe(action) +
                  "': " + explain(why) + " — in " + where);
}

void MatchRunner::applyOrThrow(Game& game, int seat, const Action& action, int slot,
                               const std::string& where) {
  const ApplyResult applied = game.apply(seat, action);
  if (!applied) throw illegalAction(seat, action, applied.refusal, slot, where);
  ++result_.actions;
  if (++actionsThisHand_ > config_.maxActionsPerHand)
    throw RunError("a hand took more than " + std::to_string(config_.maxActionsPerHand) +
                   " actions in " + where);
}

void MatchRunner::recordHand(const GameState& st, const std::array<int, kMaxSeats>& scoresBefore,
                             int rotation) {
  ++result_.hands;
  const int n = st.players();
  auto slotOf = [&](int seat) -> SlotResult& {
    return result_.slots[static_cast<std::size_t>(slotAtSeat(seat, rotation, n))];
  };
  auto position = [&](int seat) {
    return static_cast<std::size_t>(((seat - st.dealer()) % n + n) % n);
  };
  for (int seat = 0; seat < n; ++seat) {
    if (!st.inHand(seat)) continue;
    SlotResult& slot = slotOf(seat);
    ++slot.handsPlayed;
    slot.pointsSum += st.score(seat) - scoresBefore[static_cast<std::size_t>(seat)];
  }

  const int winner = st.lastHandWinner();
  if (winner >= 0) {
    SlotResult& slot = slotOf(winner);
    slot.handWins += 1.0;
    ++slot.outrightWins;
    result_.winsByPosition[position(winner)] += 1.0;
    return;
  }
  // Blocked (R2): the lowest hand value wins; tied lowest players share the win.
  ++result_.blockedHands;
  int lowest = INT_MAX;
  int tied = 0;
  for (int seat = 0; seat < n; ++seat) {
    if (!st.inHand(seat)) continue;
    const int v = st.handValue(seat);
    if (v < lowest) {
      lowest = v;
      tied = 1;
    } else if (v == lowest) {
      ++tied;
    }
  }
  if (tied == 0) return;
  const double share = 1.0 / tied;
  for (int seat = 0; seat < n; ++seat) {
    if (!st.inHand(seat) || st.handValue(seat) != lowest) continue;
    SlotResult& slot = slotOf(seat);
    slot.handWins += share;
    slot.blockedShares += share;
    result_.winsByPosition[position(seat)] += share;
  }
}

}  // namespace ochos::sim
