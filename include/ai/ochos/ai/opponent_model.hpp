#pragma once

#include <array>
#include <cstddef>

#include "ochos/ai/determinizer.hpp"
#include "ochos/ai/play_evidence.hpp"
#include "ochos/engine/observation.hpp"
#include "ochos/engine/rng.hpp"

namespace ochos::ai {

// How erratically each opponent plays, learned over a match from public behaviour only. Each
// opponent is modelled as making, on every free play, Medium's choice — except that with
// probability r it picks uniformly among its moves instead (one over the k moves it had). Over a
// grid of r, with a prior that expects a sensible player, the posterior mean is the estimate.
//
// The plays of one hand are weighed together: the likelihood of all of a seat's plays in the
// hand is the mean, over deals sampled from the public information, of the product over its
// plays of (1 - r) [Medium holding that hand makes the play] + r / k. One hand has to explain
// them all. Weighing each play on deals of its own instead (a product of per-play means, as an
// earlier version of this model did) reads a careful player's plays as partly random, since a
// hand drawn at random seldom makes exactly the plays a real hand made: over a match on Ochos
// Locos that estimate for Medium rose from 0.21 after one hand to 0.45 after ten, where the joint
// one falls from 0.13 to 0.09 and a random player's rises to 0.57 (opponent_model_test.cpp).
// Hands are independent given r, so a finished hand's likelihood is kept and the current hand's
// plays are weighed again at each update.
//
// Where drawing is voluntary, a draw instead of a play is weighed on its own, once: Medium draws
// only when nothing worth playing fits, which grows unlikely as a hand grows, while a random
// player draws at any size. That reading tells a random player within one hand (0.41 against
// Medium's 0.12 on the fixture rules), which weighing the draws with the plays did not (0.21
// against 0.10).
//
// Hard uses it twice: a seat's simulated moves are uniform with probability r, and a play that
// a sampled deal cannot explain counts less against the deal the more erratic its player is.
class OpponentModel {
 public:
  OpponentModel() { reset(); }

  // Forget everything (a new match).
  void reset();

  // Weighs the draws in `evidence` (prepared for `obs`) that no earlier update has seen, and this
  // hand's plays in it again, on `samples` deals from `determinizer` (prepared for `obs`).
  void update(const engine::Observation& obs, const PlayEvidence& evidence,
              Determinizer& determinizer, const ArrivalOrder* order,
              const HeuristicWeights& weights, int samples, engine::Rng& rng);

  // The estimated share of the seat's moves that ignore Medium's judgement (0..1).
  double erratic(int seat) const { return erratic_[static_cast<std::size_t>(seat)]; }
  // How many of the seat's plays and draws the estimate rests on.
  int playsWeighed(int seat) const {
    const auto i = static_cast<std::size_t>(seat);
    return weighed_[i] + handPlaysWeighed_[i];
  }

 private:
  // Finer near 0, where a careful player's estimate settles over a match.
  static constexpr std::array<double, 13> kGrid = {0.01, 0.03, 0.06, 0.1, 0.2, 0.3, 0.4,
                                                   0.5,  0.6,  0.7,  0.8, 0.9, 1.0};
  using Curve = std::array<double, kGrid.size()>;  // a log-likelihood for each r of the grid
  void estimate(int seat);
  void weighDraw(int seat, double asMedium, double uniform);
  void weighHandPlays(const engine::Observation& obs, const PlayEvidence& evidence,
                      Determinizer& determinizer, const ArrivalOrder* order,
                      const HeuristicWeights& weights, int samples, engine::Rng& rng);

  std::array<Curve, engine::kMaxSeats>
      logLikelihood_{};  // finished hands' plays and every draw weighed
  std::array<Curve, engine::kMaxSeats>
      handPlays_{};  // this hand's plays, weighed again each update
  std::array<int, engine::kMaxSeats> handPlaysWeighed_{};
  std::array<double, engine::kMaxSeats> erratic_{};
  std::array<int, engine::kMaxSeats> weighed_{};
  int hand_ = -1;
  std::array<int, engine::kMaxSeats>
      nextKey_{};  // this hand's history positions of draws weighed so far
};

}  // namespace ochos::ai
