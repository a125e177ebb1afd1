#include "ochos/ai/match_equity.hpp"

#include <algorithm>
#include <deque>
#include <map>
#include <mutex>
#include <utility>

#include "ochos/ai/playout_policy.hpp"
#include "ochos/engine/game_state.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

using engine::GameState;
using engine::kMaxSeats;
using engine::MatchConfig;
using engine::mixSeed;
using engine::Rng;
using engine::RuleSet;
using engine::ScoringMode;

namespace {

// The learning hands' own seed: the table must not depend on who builds it.
constexpr std::uint64_t kLearningSeed = 0x6d61746368ULL;  // "match"
// A finer table costs its square in time; above this many cells totals are counted in grains.
constexpr int kMaxCells = 60;
// Tables kept by `shared`: a session plays one rule set at a time, a test suite a handful.
constexpr std::size_t kSharedTables = 8;

}  // namespace

MatchEquity::MatchEquity(const RuleSet& rules, int players, int target, int hands)
    : rules_(rules),
      players_(players),
      target_(target),
      grain_(std::max(1, (target + kMaxCells - 1) / kMaxCells)),
      cells_((target + grain_ - 1) / grain_),
      lowestWins_(rules.scoring == ScoringMode::PenaltyPoints) {
  learnSteps(rules, hands);
  // Two players have no third seat to end the match: the clock stays at 0.
  const std::size_t levels = players > 2 ? kClocks.size() : 1;
  value_.resize(levels);
  for (std::size_t level = 0; level < levels; ++level)
    solve(level);
}

std::shared_ptr<const MatchEquity> MatchEquity::shared(const RuleSet& rules, int players,
                                                       int target) {
  static std::mutex guard;
  static std::deque<std::shared_ptr<const MatchEquity>> recent;  // the newest first
  // Built under the lock: a second seat asking for the same table waits for it rather than
  // learning it a second time.
  const std::scoped_lock lock(guard);
  for (const auto& table : recent)
    if (table->matches(rules, players, target)) return table;
  auto table = std::make_shared<const MatchEquity>(rules, players, target);
  recent.push_front(table);
  if (recent.size() > kSharedTables) recent.pop_back();
  return table;
}

void MatchEquity::learnSteps(const RuleSet& rules, int hands) {
  PlayoutPolicy policy;  // Medium's judgement for every seat
  std::map<std::pair<int, int>, int> counts;
  int pairs = 0;
  int still = 0;
  std::vector<int> scored(static_cast<std::size_t>(cells_) + 1, 0);
  int seats = 0;
  for (int h = 0; h < hands; ++h) {
    MatchConfig config;
    config.players = players_;
    config.seed = mixSeed(kLearningSeed, static_cast<std::uint64_t>(h));
    config.singleHand = true;
    config.firstDealer = h % players_;
    GameState state = GameState::newMatch(rules, config, nullptr);
    Rng rng(mixSeed(kLearningSeed + 1, static_cast<std::uint64_t>(h)));
    if (policy.playOut(state, rng) < 0) continue;  // a hand that never ended teaches nothing
    for (int a = 0; a < players_; ++a) {
      const int points = std::min(cells_, (state.score(a) + grain_ / 2) / grain_);
      ++scored[static_cast<std::size_t>(points)];
      ++seats;
    }
    for (int a = 0; a < players_; ++a)
      for (int b = 0; b < players_; ++b) {
        if (a == b) continue;
        const int mine = (state.score(a) + grain_ / 2) / grain_;
        const int theirs = (state.score(b) + grain_ / 2) / grain_;
        // A hand that leaves both totals as they were (someone else collected, or a tie) only
        // delays the next one: the steps are the hands that move a total. How often it happens
        // (still_) matters only on a third seat's clock, where the match may end in such a hand.
        if (mine == 0 && theirs == 0) {
          ++still;
          continue;
        }
        ++counts[{mine, theirs}];
        ++pairs;
      }
  }
  steps_.clear();
  for (const auto& [step, count] : counts)
    steps_.push_back({step.first, step.second, static_cast<double>(count) / pairs});
  still_ = pairs + still > 0 ? static_cast<double>(still) / (pairs + still) : 0.0;
  reach_.assign(scored.size(), 0.0);
  double atLeast = 0.0;
  for (std::size_t g = scored.size(); g-- > 0;) {
    atLeast += scored[g];
    reach_[g] = seats > 0 ? atLeast / seats : 0.0;
  }
}

double MatchEquity::reachChance(int points) const {
  if (points <= 0) return 1.0;
  if (reach_.empty()) return 0.0;
  const auto grains = static_cast<std::size_t>((points + grain_ / 2) / grain_);
  return grains < reach_.size() ? reach_[grains] : 0.0;
}

double MatchEquity::decided(int mine, int theirs) const {
  if (mine == theirs) return 0.5;  // an extra hand decides (R7): either may win it
  return (mine < theirs) == lowestWins_ ? 1.0 : 0.0;
}

double MatchEquity::at(std::size_t level, int mine, int theirs) const {
  if (mine >= cells_ || theirs >= cells_) return decided(mine, theirs);
  return value_[level][static_cast<std::size_t>(mine * cells_ + theirs)];
}

void MatchEquity::solve(std::size_t level) {
  auto& value = value_[level];
  value.assign(static_cast<std::size_t>(cells_) * static_cast<std::size_t>(cells_), 0.5);
  // Rules under which no learning hand moved a total say nothing about the match: even chances.
  if (steps_.empty()) return;
  const double clock = kClocks[level];
  // What a hand that leaves the totals at (mine, theirs) is worth, padded past the target so that
  // the loop below needs no test: the match is over when either total reached the target, else
  // it ends there for a third seat with the clock's chance.
  int reach = 0;
  for (const Step& s : steps_)
    reach = std::max({reach, s.mine, s.theirs});
  const int width = cells_ + reach + 1;
  std::vector<double> after(static_cast<std::size_t>(width) * static_cast<std::size_t>(width));
  const auto cell = [width](int mine, int theirs) {
    return static_cast<std::size_t>(mine) * static_cast<std::size_t>(width) +
           static_cast<std::size_t>(theirs);
  };
  for (int mine = 0; mine < width; ++mine)
    for (int theirs = 0; theirs < width; ++theirs)
      if (mine >= cells_ || theirs >= cells_) after[cell(mine, theirs)] = decided(mine, theirs);
  // Without a clock, a hand that moves neither total only delays the next one. With one, the
  // match may end in it too, with the totals as they stand.
  const double moved = 1.0 - still_;
  const double loop = 1.0 - still_ * (1.0 - clock);
  // Every step moves a total up, so each cell needs only cells above it.
  for (int mine = cells_ - 1; mine >= 0; --mine)
    for (int theirs = cells_ - 1; theirs >= 0; --theirs) {
      double sum = 0.0;
      for (const Step& s : steps_)
        sum += s.weight * after[cell(mine + s.mine, theirs + s.theirs)];
      if (clock > 0.0) {
        sum = (moved * sum + still_ * clock * decided(mine, theirs)) / loop;
        after[cell(mine, theirs)] = clock * decided(mine, theirs) + (1.0 - clock) * sum;
      } else {
        after[cell(mine, theirs)] = sum;
      }
      value[static_cast<std::size_t>(mine * cells_ + theirs)] = sum;
    }
}

double MatchEquity::duel(int mine, int theirs, double clock) const {
  if (mine >= target_ || theirs >= target_) return decided(mine, theirs);
  const int m = mine / grain_;
  const int t = theirs / grain_;
  // Between the two clocks solved around this one, linearly.
  std::size_t hi = 1;
  while (hi < value_.size() && kClocks[hi] < clock)
    ++hi;
  if (hi >= value_.size()) return at(value_.size() - 1, m, t);
  const std::size_t lo = hi - 1;
  const double share = std::clamp((clock - kClocks[lo]) / (kClocks[hi] - kClocks[lo]), 0.0, 1.0);
  return (1.0 - share) * at(lo, m, t) + share * at(hi, m, t);
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
  // The chance each seat reaches the target in the next hand: the clock of the duels it is not in.
  std::array<double, kMaxSeats> staysBelow{};
  for (int s = 0; s < kMaxSeats; ++s)
    if (seatedAt(s))
      staysBelow[static_cast<std::size_t>(s)] =
          1.0 - reachChance(target_ - totals[static_cast<std::size_t>(s)]);
  // A seat's chance against the others, each duel on the clock of the seats outside it.
  const auto againstAll = [&](int who) {
    double chance = 1.0;
    for (int s = 0; s < kMaxSeats; ++s) {
      if (s == who || !seatedAt(s)) continue;
      double noneReaches = 1.0;
      for (int k = 0; k < kMaxSeats; ++k)
        if (k != who && k != s && seatedAt(k))
          noneReaches *= staysBelow[static_cast<std::size_t>(k)];
      chance *= duel(totals[static_cast<std::size_t>(who)], totals[static_cast<std::size_t>(s)],
                     1.0 - noneReaches);
    }
    return chance;
  };
  const double chance = againstAll(me);
  if (players_ <= 2) return chance;
  // The products treat the duels as independent, which they are not (a seat that wins the
  // match wins all of its duels), so they do not add up to one over the seats: divide by
  // their sum.
  double sum = 0.0;
  for (int s = 0; s < kMaxSeats; ++s)
    if (seatedAt(s)) sum += s == me ? chance : againstAll(s);
  return sum > 0.0 ? chance / sum : chance;
}

}  // namespace ochos::ai
