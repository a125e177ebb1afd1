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
// probability r it picks uniformly among its moves instead. Every free play an opponent makes is
// weighed once, on a few deals sampled from the public information: how often Medium would have
// made that play (a), and the chance a uniform pick lands on it (q, one over the moves it had).
// The play's likelihood is (1 - r) a + r q; over a grid of r, with a prior that expects a
// sensible player, the posterior mean is the estimate. Where drawing is voluntary, a draw
// instead of a play is weighed the same way: Medium draws only when nothing worth playing fits,
// which grows unlikely as a hand grows, while a random player draws at any size.
//
// Hard uses it twice: a seat's simulated moves are uniform with probability r, and a play that
// a sampled deal cannot explain counts less against the deal the more erratic its player is.
class OpponentModel {
 public:
  OpponentModel() { reset(); }

  // Forget everything (a new match).
  void reset();

  // Weighs the choices in `evidence` (prepared for `obs`) that no earlier update has seen, on
  // `samples` deals from `determinizer` (prepared for `obs`).
  void update(const Observation& obs, const PlayEvidence& evidence, Determinizer& determinizer,
              const ArrivalOrder* order, const HeuristicWeights& weights, int samples, Rng& rng);

  // The estimated share of the seat's moves that ignore Medium's judgement (0..1).
  double erratic(int seat) const { return erratic_[static_cast<std::size_t>(seat)]; }
  // How many of the seat's plays the estimate rests on.
  int playsWeighed(int seat) const { return weighed_[static_cast<std::size_t>(seat)]; }

 private:
  static constexpr std::array<double, 11> kGrid = {0.02, 0.1, 0.2, 0.3, 0.4, 0.5,
                                                   0.6,  0.7, 0.8, 0.9, 1.0};
  void estimate(int seat);
  void weigh(int seat, double asMedium, double uniform);

  std::array<std::array<double, kGrid.size()>, kMaxSeats> logLikelihood_{};
  std::array<double, kMaxSeats> erratic_{};
  std::array<int, kMaxSeats> weighed_{};
  int hand_ = -1;
  std::array<int, kMaxSeats> nextKey_{};  // this hand's history positions weighed so far
};

}  // namespace ochos::ai
