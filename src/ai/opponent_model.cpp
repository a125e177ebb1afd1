#include "ochos/ai/opponent_model.hpp"

#include <algorithm>
#include <cmath>

namespace ochos::ai {
namespace {

// The prior leans towards a sensible player, (1 - r)^3, so a few unlucky-looking plays do not
// turn a careful opponent into a random one; its mean is about 0.17.
double logPrior(double r) {
  return 3.0 * std::log(std::max(1e-6, 1.0 - r));
}

}  // namespace

void OpponentModel::reset() {
  logLikelihood_ = {};
  weighed_ = {};
  nextKey_ = {};
  hand_ = -1;
  for (int s = 0; s < kMaxSeats; ++s)
    estimate(s);
}

void OpponentModel::estimate(int seat) {
  const auto& ll = logLikelihood_[static_cast<std::size_t>(seat)];
  double top = -1e300;
  for (std::size_t i = 0; i < kGrid.size(); ++i)
    top = std::max(top, ll[i] + logPrior(kGrid[i]));
  double mass = 0.0;
  double mean = 0.0;
  for (std::size_t i = 0; i < kGrid.size(); ++i) {
    const double p = std::exp(ll[i] + logPrior(kGrid[i]) - top);
    mass += p;
    mean += p * kGrid[i];
  }
  erratic_[static_cast<std::size_t>(seat)] = mean / mass;
}

void OpponentModel::weigh(int seat, double asMedium, double uniform) {
  auto& ll = logLikelihood_[static_cast<std::size_t>(seat)];
  for (std::size_t g = 0; g < kGrid.size(); ++g)
    ll[g] += std::log((1.0 - kGrid[g]) * asMedium + kGrid[g] * uniform + 1e-9);
  ++weighed_[static_cast<std::size_t>(seat)];
}

void OpponentModel::update(const Observation& obs, const PlayEvidence& evidence,
                           Determinizer& determinizer, const ArrivalOrder* order,
                           const HeuristicWeights& weights, int samples, Rng& rng) {
  if (obs.handNumber != hand_) {
    hand_ = obs.handNumber;
    nextKey_ = {};
  }
  if (!evidence.valid() || samples <= 0) return;
  verdicts_.clear();
  for (int i = 0; i < samples; ++i) {
    const GameState world = determinizer.sample(obs, rng);
    evidence.judge(world, order, weights, nextKey_, verdicts_);
  }
  if (verdicts_.empty()) return;
  // The same plays in the same order for every sample: sum per play, then weigh each once.
  const std::size_t plays = verdicts_.size() / static_cast<std::size_t>(samples);
  std::array<int, kMaxSeats> newest = nextKey_;
  for (std::size_t p = 0; p < plays; ++p) {
    double asMedium = 0.0;
    double uniform = 0.0;
    for (int i = 0; i < samples; ++i) {
      const auto& v = verdicts_[static_cast<std::size_t>(i) * plays + p];
      asMedium += v.asMedium ? 1.0 : 0.0;
      uniform += 1.0 / v.moves;
    }
    asMedium /= samples;
    uniform /= samples;
    const auto& first = verdicts_[p];
    weigh(first.seat, asMedium, uniform);
    auto& next = newest[static_cast<std::size_t>(first.seat)];
    next = std::max(next, first.key + 1);
  }
  nextKey_ = newest;
  for (int s = 0; s < obs.players; ++s)
    estimate(s);
}

}  // namespace ochos::ai
