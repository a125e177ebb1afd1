#pragma once

// A hand seen again with the Hard player's eyes: at each of one seat's decisions, what the seat
// did and what Hard would have done, each with Hard's estimate of its value. A verdict is made
// from the seat's Observation at that moment only, never from the hidden cards, so the review
// cannot teach what the player could not have known (a test deals the hidden cards differently
// and finds the same verdicts).
//
//   for (const ai::Verdict& v : ai::reviewHand(game, seat, hand, {}))
//     if (v.mistake) say(v.played, v.best, v.loss());

#include <cstdint>
#include <functional>
#include <vector>

#include "ochos/ai/agent.hpp"
#include "ochos/engine/game.hpp"
#include "ochos/engine/observation.hpp"

namespace ochos::ai {

struct ReviewConfig {
  int playouts = 2000;      // Hard's budget per decision: no time cap, so verdicts repeat
  double mistakeAt = 0.10;  // a move worth this much less than the best one is a mistake
  std::uint64_t seed = 1;   // the same seed gives the same verdicts
};

struct Verdict {
  std::size_t actionIndex = 0;  // in Game::actions()
  int hand = 0;
  engine::Action played;
  engine::Action best;       // Hard's choice; the played move when forced
  double playedValue = 0.0;  // Hard's estimate, 0 … 1: the hand's (in a match, the match's) value
  double bestValue = 0.0;
  bool forced = false;   // one legal move: nothing to judge
  bool mistake = false;  // bestValue - playedValue >= mistakeAt
  double loss() const { return bestValue - playedValue; }
};

// The verdict on playing `played` where `obs` was what the seat saw. A cancel through
// `control` cuts the search short (the verdict is then not worth keeping).
Verdict judgeDecision(const engine::Observation& obs, const engine::Action& played,
                      const ReviewConfig& config, ThinkControl* control = nullptr);

// Every decision `seat` made in hand number `hand` of `game`, in order, each handed to
// `onVerdict` as soon as it is made. A cancel through `control` stops it within a search's
// stride; the decision being judged then is dropped.
void reviewHand(const engine::Game& game, int seat, int hand, const ReviewConfig& config,
                const std::function<void(const Verdict&)>& onVerdict,
                ThinkControl* control = nullptr);

// The same, all at once. `cancelled` is asked between decisions; when it says yes the verdicts
// so far are returned.
std::vector<Verdict> reviewHand(const engine::Game& game, int seat, int hand,
                                const ReviewConfig& config,
                                const std::function<bool()>& cancelled = {});

}  // namespace ochos::ai
