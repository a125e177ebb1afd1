#include "ochos/ai/opponent_model.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace ochos::ai {

using engine::GameState;
using engine::kMaxSeats;
using engine::Observation;
using engine::Rng;

namespace {

// The prior leans towards a sensible player, (1 - r)^3, so a few unlucky-looking plays do not
// turn a careful opponent into a random one; over the grid its mean is about 0.12.
double logPrior(double r) {
  return 3.0 * std::log(std::max(1e-6, 1.0 - r));
}

}  // namespace

void OpponentModel::reset() {
  logLikelihood_ = {};
  handPlays_ = {};
  handPlaysWeighed_ = {};
  weighed_ = {};
  nextKey_ = {};
  hand_ = -1;
  for (int s = 0; s < kMaxSeats; ++s)
    estimate(s);
}

void OpponentModel::estimate(int seat) {
  const auto i = static_cast<std::size_t>(seat);
  Curve logPosterior{};
  double top = -1e300;
  for (std::size_t g = 0; g < kGrid.size(); ++g) {
    logPosterior[g] = logLikelihood_[i][g] + handPlays_[i][g] + logPrior(kGrid[g]);
    top = std::max(top, logPosterior[g]);
  }
  double mass = 0.0;
  double mean = 0.0;
  for (std::size_t g = 0; g < kGrid.size(); ++g) {
    const double p = std::exp(logPosterior[g] - top);
    mass += p;
    mean += p * kGrid[g];
  }
  erratic_[i] = mean / mass;
}

void OpponentModel::weighDraw(int seat, double asMedium, double uniform) {
  auto& ll = logLikelihood_[static_cast<std::size_t>(seat)];
  for (std::size_t g = 0; g < kGrid.size(); ++g)
    ll[g] += std::log((1.0 - kGrid[g]) * asMedium + kGrid[g] * uniform + 1e-9);
  ++weighed_[static_cast<std::size_t>(seat)];
}

void OpponentModel::weighHandPlays(const Observation& obs, const PlayEvidence& evidence,
                                   Determinizer& determinizer, const ArrivalOrder* order,
                                   const HeuristicWeights& weights, int samples, Rng& rng) {
  handPlays_ = {};
  handPlaysWeighed_ = {};
  std::vector<int> plays;
  for (int index = 0; index < evidence.size(); ++index)
    if (!evidence.isDraw(index)) {
      plays.push_back(index);
      ++handPlaysWeighed_[static_cast<std::size_t>(evidence.seatOf(index))];
    }
  if (plays.empty()) return;
  // perDeal[d][seat][g]: the log-likelihood of the seat's plays if deal d is the true one.
  std::vector<std::array<Curve, kMaxSeats>> perDeal(static_cast<std::size_t>(samples));
  for (auto& deal : perDeal) {
    const GameState world = determinizer.sample(obs, rng);
    for (int index : plays) {
      const auto v = evidence.judge(world, order, weights, index);
      auto& ll = deal[static_cast<std::size_t>(evidence.seatOf(index))];
      const double medium = v.asMedium ? 1.0 : 0.0;
      for (std::size_t g = 0; g < kGrid.size(); ++g)
        ll[g] += std::log((1.0 - kGrid[g]) * medium + kGrid[g] / v.moves);
    }
  }
  // The mean over deals of each deal's likelihood, computed on logs.
  for (int seat = 0; seat < obs.players; ++seat) {
    const auto s = static_cast<std::size_t>(seat);
    if (handPlaysWeighed_[s] == 0) continue;
    for (std::size_t g = 0; g < kGrid.size(); ++g) {
      double top = -1e300;
      for (const auto& deal : perDeal)
        top = std::max(top, deal[s][g]);
      double sum = 0.0;
      for (const auto& deal : perDeal)
        sum += std::exp(deal[s][g] - top);
      handPlays_[s][g] = top + std::log(sum / samples);
    }
  }
}

void OpponentModel::update(const Observation& obs, const PlayEvidence& evidence,
                           Determinizer& determinizer, const ArrivalOrder* order,
                           const HeuristicWeights& weights, int samples, Rng& rng) {
  if (obs.handNumber != hand_) {
    // The hand before is over: what its plays said stays.
    for (std::size_t s = 0; s < logLikelihood_.size(); ++s) {
      for (std::size_t g = 0; g < kGrid.size(); ++g)
        logLikelihood_[s][g] += handPlays_[s][g];
      weighed_[s] += handPlaysWeighed_[s];
    }
    handPlays_ = {};
    handPlaysWeighed_ = {};
    hand_ = obs.handNumber;
    nextKey_ = {};
  }
  if (samples <= 0) return;
  weighHandPlays(obs, evidence, determinizer, order, weights, samples, rng);

  // The draws no update has weighed yet (by index, most recent first), each judged on its own.
  std::vector<int> fresh;
  for (int index = 0; index < evidence.size(); ++index)
    if (evidence.isDraw(index) &&
        evidence.keyOf(index) >= nextKey_[static_cast<std::size_t>(evidence.seatOf(index))])
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
    weighDraw(seat, asMedium[i] / samples, uniform[i] / samples);
    auto& next = newest[static_cast<std::size_t>(seat)];
    next = std::max(next, evidence.keyOf(fresh[i]) + 1);
  }
  nextKey_ = newest;
  for (int s = 0; s < obs.players; ++s)
    estimate(s);
}

}  // namespace ochos::ai
