#include "ochos/ai/opponent_model.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

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
  if (samples <= 0) return;
  // The choices no update has weighed yet (by index, most recent first), judged on each deal.
  std::vector<int> fresh;
  for (int index = 0; index < evidence.size(); ++index)
    if (evidence.keyOf(index) >= nextKey_[static_cast<std::size_t>(evidence.seatOf(index))])
      fresh.push_back(index);
  const int count = static_cast<int>(fresh.size());
  std::vector<double> asMedium(fresh.size(), 0.0);
  std::vector<double> uniform(fresh.size(), 0.0);
  for (int i = 0; i < samples && count > 0; ++i) {
    const GameState world = determinizer.sample(obs, rng);
    for (int f = 0; f < count; ++f) {
      const auto v = evidence.judge(world, order, weights, fresh[static_cast<std::size_t>(f)]);
      asMedium[static_cast<std::size_t>(f)] += v.asMedium ? 1.0 : 0.0;
      uniform[static_cast<std::size_t>(f)] += 1.0 / v.moves;
    }
  }
  std::array<int, kMaxSeats> newest = nextKey_;
  for (int f = 0; f < count; ++f) {
    const auto i = static_cast<std::size_t>(f);
    const int seat = evidence.seatOf(fresh[i]);
    weigh(seat, asMedium[i] / samples, uniform[i] / samples);
    auto& next = newest[static_cast<std::size_t>(seat)];
    next = std::max(next, evidence.keyOf(fresh[i]) + 1);
  }
  nextKey_ = newest;
  for (int s = 0; s < obs.players; ++s)
    estimate(s);
}

}  // namespace ochos::ai
