#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ochos/engine/rule_set.hpp"

namespace ochos::ai {

// A seat's chance to win the match from the totals a hand leaves, for a search that has to weigh
// a hand's outcome by what it does to the match rather than by the hand alone: ahead near the
// target, shedding points matters more than going out; far behind, only going out does.
//
// What a hand costs is learnt from the rules themselves: `hands` quick hands dealt and played out
// with Hard's playout policy (Medium's judgement for every seat) give the points each pair of
// seats scores in one hand. From them a table gives, for every pair of totals below the target,
// the chance that the first seat ends the match ahead of the second (penalty points: below it;
// winner collects: above it), playing equally well. With more than two players the chances
// against each opponent are multiplied: an approximation that ignores the others' duel. The table
// depends on the rules, the player count and the target only, never on a seed of the caller, so
// every Hard agent values a match the same way on every machine.
class MatchEquity {
 public:
  static constexpr int kLearningHands = 600;

  MatchEquity() = default;
  // The equity of a match of `players` to `target` (> 0) under `rules`.
  MatchEquity(const RuleSet& rules, int players, int target, int hands = kLearningHands);

  bool built() const { return target_ > 0; }
  bool matches(const RuleSet& rules, int players, int target) const {
    return rules_ == &rules && players_ == players && target_ == target;
  }

  // The chance that `me` wins the match when the next hand starts from `totals` (the seats in
  // `seated`, a bit per seat). Totals that already reach the target are judged as final.
  double chance(const std::array<int, kMaxSeats>& totals, std::uint8_t seated, int me) const;
  // The same for two seats alone: `mine` against `theirs`.
  double duel(int mine, int theirs) const;

 private:
  struct Step {
    int mine;
    int theirs;
    double weight;
  };
  double decided(int mine, int theirs) const;  // the match over at these totals
  double at(int mine, int theirs) const;       // a total at or past the target is final
  void learnSteps(const RuleSet& rules, int hands);
  void solve();

  const RuleSet* rules_ = nullptr;
  int players_ = 0;
  int target_ = 0;
  int grain_ = 1;  // totals are counted in steps of this many points (targets above 60)
  int cells_ = 0;  // totals below the target, in grains
  bool lowestWins_ = true;
  std::vector<Step> steps_;    // what a hand adds to a pair of totals, in grains (never 0, 0)
  std::vector<double> value_;  // cells_ x cells_: duel(mine, theirs) below the target
};

}  // namespace ochos::ai
