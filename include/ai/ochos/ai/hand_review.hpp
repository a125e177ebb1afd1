#pragma once

// A hand seen again with the Hard player's eyes: at each of one seat's decisions, what the seat
// did and what Hard would have done, each with Hard's estimate of its value. A verdict is made
// from the seat's Observation at that moment only, never from the hidden cards, so the review
// cannot teach what the player could not have known (a test deals the hidden cards differently
// and finds the same verdicts).
//
// Hard compares every move the seat had (everyMove): the suit the dealer names for a wild start
// card, a catch, a play that gets down to one card with and without the last-card call. A catch
// or a late call on the seat's own turn leaves the turn with the player, so it is worth the best
// turn move after it. Where the rules leave a forgotten call to a challenge, the search assumes an
// opponent catches it at once (playLine). A decision is forced only when the seat had one move.
// The one merge: two copies of the same card (two decks) are one move, alike in rank, suit,
// effect and points; two wilds of one rank naming the same suit stay two moves, since they leave
// different cards behind. HandReview.* (tests/ai/hand_review_test.cpp) checks each kind; the
// verdicts carry the search's noise (when written, a forgotten call was judged worse than the
// call in 10 of 12 Mau-Mau positions, where it costs one card, and 12 of 12 Ochos Locos ones).
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
  bool forced = false;   // the seat had one move only (everyMove): nothing to judge
  bool mistake = false;  // bestValue - playedValue >= mistakeAt
  double loss() const { return bestValue - playedValue; }
};

// The verdict on playing `played` where `obs` was what the seat saw. Hard compares every move the
// seat had (everyMove: the suit the dealer names, a catch, a play without the last-card call),
// so any of them can be judged; only a seat with one move is `forced`. A `played` that is none of
// them is a caller's bug: std::logic_error. A cancel through `control` cuts the search short (the
// verdict is then not worth keeping).
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
