#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "ochos/engine/rule_set.hpp"

namespace ochos::ai {

// A seat's chance to win the match from the totals a hand leaves, for a search that has to weigh
// a hand's outcome by what it does to the match rather than by the hand alone: ahead near the
// target, shedding points matters more than going out; far behind, only going out does.
//
// What a hand costs is learnt from the rules themselves: `hands` quick hands dealt and played out
// with Hard's playout policy (Medium's judgement for every seat) give the points each pair of
// seats scores in one hand, and what one seat scores. From them a table gives, for every pair of
// totals below the target, the chance that the first seat ends the match ahead of the second
// (penalty points: below it; winner collects: above it), playing equally well.
//
// With more than two players the chances against each opponent are multiplied (and the seats'
// products divided by their sum, so that they add up to one), and each duel keeps the others'
// clock: the match also ends when a third seat reaches the target, and then only the order of
// the two totals as they stand counts. So each duel is solved for a few chances that the match
// ends after any one hand for a third seat (`kClocks`), and a query reads the one the third
// seats' totals give (the chance one of them reaches the target in the next hand). Near a third
// seat's finish a small lead is worth far more than over a long match.
//
// The tables depend on the rules, the player count and the target only, never on a seed of the
// caller, so every Hard agent values a match the same way on every machine — and one table can
// serve them all (`shared`).
class MatchEquity {
 public:
  static constexpr int kLearningHands = 600;

  // The equity of a match of `players` to `target` (> 0) under `rules`.
  MatchEquity(const engine::RuleSet& rules, int players, int target, int hands = kLearningHands);

  // The table for these rules, built once and then handed to every agent that asks for the same
  // rules (equal field by field), player count and target: the three Hard seats of a table, the
  // hint's adviser and the next match share it instead of each spending 5-50 ms learning it again.
  // Thread-safe; keeps the few most recent tables.
  static std::shared_ptr<const MatchEquity> shared(const engine::RuleSet& rules, int players,
                                                   int target);

  bool matches(const engine::RuleSet& rules, int players, int target) const {
    return players_ == players && target_ == target && rules_ == rules;
  }

  // The chance that `me` wins the match when the next hand starts from `totals` (the seats in
  // `seated`, a bit per seat). Totals that already reach the target are judged as final.
  double chance(const std::array<int, engine::kMaxSeats>& totals, std::uint8_t seated,
                int me) const;
  // The same for two seats alone: `mine` against `theirs`, when after each hand the match ends
  // for a reason outside the two (a third seat reached the target) with probability `clock`.
  double duel(int mine, int theirs, double clock = 0.0) const;
  // The chance that one seat scores at least `points` in one hand (from the learning hands).
  double reachChance(int points) const;

  // The third-seat clocks each duel is solved for (more players only; two players use the first).
  static constexpr std::array<double, 7> kClocks = {0.0, 0.05, 0.12, 0.25, 0.45, 0.7, 1.0};

 private:
  struct Step {
    int mine;
    int theirs;
    double weight;
  };
  double decided(int mine, int theirs) const;  // the match over at these totals
  // Clock table `level`, where a total at or past the target is final.
  double at(std::size_t level, int mine, int theirs) const;
  void learnSteps(const engine::RuleSet& rules, int hands);
  void solve(std::size_t level);

  engine::RuleSet rules_;  // what the table was learnt from
  int players_ = 0;
  int target_ = 0;
  int grain_ = 1;  // totals are counted in steps of this many points (targets above 60)
  int cells_ = 0;  // totals below the target, in grains
  bool lowestWins_ = true;
  std::vector<Step> steps_;    // what a hand adds to a pair of totals, in grains (never 0, 0)
  double still_ = 0.0;         // the share of pairs a hand leaves both as they were
  std::vector<double> reach_;  // reach_[g]: one seat scores at least g grains in a hand
  // One cells_ x cells_ table per clock in use: duel(mine, theirs) below the target.
  std::vector<std::vector<double>> value_;
};

}  // namespace ochos::ai
