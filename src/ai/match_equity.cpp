#include "ochos/ai/match_equity.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "ochos/ai/playout_policy.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {
namespace {

// The learning hands' own seed: the table must not depend on who builds it.
constexpr std::uint64_t kLearningSeed = 0x6d61746368ULL;  // "match"
// A finer table costs its square in time; above this many cells totals are counted in grains.
constexpr int kMaxCells = 60;

}  // namespace

MatchEquity::MatchEquity(const RuleSet& rules, int players, int target, int hands)
    : rules_(&rules),
      players_(players),
      target_(target),
      grain_(std::max(1, (target + kMaxCells - 1) / kMaxCells)),
      cells_((target + grain_ - 1) / grain_),
      lowestWins_(rules.scoring == ScoringMode::PenaltyPoints) {
  learnSteps(rules, hands);
  solve();
}

void MatchEquity::learnSteps(const RuleSet& rules, int hands) {
  PlayoutPolicy policy;  // Medium's judgement for every seat
  std::map<std::pair<int, int>, int> counts;
  int pairs = 0;
  for (int h = 0; h < hands; ++h) {
    MatchConfig config;
    config.players = players_;
    config.seed = mixSeed(kLearningSeed, static_cast<std::uint64_t>(h));
    config.singleHand = true;
    config.firstDealer = h % players_;
    GameState state = GameState::newMatch(rules, config, nullptr);
    Rng rng(mixSeed(kLearningSeed + 1, static_cast<std::uint64_t>(h)));
    if (policy.playOut(state, rng) < 0) continue;  // a hand that never ended teaches nothing
    for (int a = 0; a < players_; ++a)
      for (int b = 0; b < players_; ++b) {
        if (a == b) continue;
        const int mine = (state.score(a) + grain_ / 2) / grain_;
        const int theirs = (state.score(b) + grain_ / 2) / grain_;
        // A hand that leaves both totals as they were (someone else collected, or a tie) only
        // delays the next one: the chances are those of the hands that move a total.
        if (mine == 0 && theirs == 0) continue;
        ++counts[{mine, theirs}];
        ++pairs;
      }
  }
  steps_.clear();
  for (const auto& [step, count] : counts)
    steps_.push_back({step.first, step.second, static_cast<double>(count) / pairs});
}

double MatchEquity::decided(int mine, int theirs) const {
  if (mine == theirs) return 0.5;  // an extra hand decides (R7): either may win it
  return (mine < theirs) == lowestWins_ ? 1.0 : 0.0;
}

double MatchEquity::at(int mine, int theirs) const {
  if (mine >= cells_ || theirs >= cells_) return decided(mine, theirs);
  return value_[static_cast<std::size_t>(mine * cells_ + theirs)];
}

void MatchEquity::solve() {
  value_.assign(static_cast<std::size_t>(cells_) * static_cast<std::size_t>(cells_), 0.5);
  // Rules under which no learning hand moved a total say nothing about the match: even chances.
  if (steps_.empty()) return;
  // Every step moves a total up, so each cell needs only cells above it.
  for (int mine = cells_ - 1; mine >= 0; --mine)
    for (int theirs = cells_ - 1; theirs >= 0; --theirs) {
      double sum = 0.0;
      for (const Step& s : steps_)
        sum += s.weight * at(mine + s.mine, theirs + s.theirs);
      value_[static_cast<std::size_t>(mine * cells_ + theirs)] = sum;
    }
}

double MatchEquity::duel(int mine, int theirs) const {
  if (mine >= target_ || theirs >= target_) return decided(mine, theirs);
  return at(mine / grain_, theirs / grain_);
}

double MatchEquity::chance(const std::array<int, kMaxSeats>& totals, std::uint8_t seated,
                           int me) const {
  const auto seatedAt = [&](int s) { return ((seated >> s) & 1U) != 0; };
  const int mine = totals[static_cast<std::size_t>(me)];
  bool over = false;
  for (int s = 0; s < kMaxSeats; ++s)
    if (seatedAt(s) && totals[static_cast<std::size_t>(s)] >= target_) over = true;
  if (over) {
    // The match is decided by the totals as they stand; a shared best total plays an extra hand.
    int sharing = 0;
    for (int s = 0; s < kMaxSeats; ++s) {
      if (!seatedAt(s)) continue;
      const int total = totals[static_cast<std::size_t>(s)];
      if (s != me && (lowestWins_ ? total < mine : total > mine)) return 0.0;
      if (total == mine) ++sharing;
    }
    return 1.0 / sharing;
  }
  double chance = 1.0;
  for (int s = 0; s < kMaxSeats; ++s)
    if (s != me && seatedAt(s)) chance *= duel(mine, totals[static_cast<std::size_t>(s)]);
  return chance;
}

}  // namespace ochos::ai
