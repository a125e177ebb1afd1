#pragma once
// TEST ONLY. How much Hard's sampled deals know about the hands it cannot see, measured against
// the truth (which only the test harness has: peekedGame). Give a HardAgent `meter.watching()`
// as its world source (the meter must outlive the agent); every deal the search samples is then
// compared with the real hands.
//
// Per decision (at least kMinDeals deals) and per opponent hand, the deals give each unseen card
// a chance to be in that hand (the share of deals that put it there). Scored against the true
// hand with the log score, in bits, relative to the guess that knows only the hand's size (every
// unseen card alike): 0 means the deals know nothing beyond the size, and a belief sure of the
// true hand scores `perfect`. A proper score, so a belief cannot gain by being surer than it
// should be. Also the share of a sampled hand's cards that are really there,
// against the share a hand dealt at random would have.

#include <array>
#include <cmath>
#include <cstdint>

#include <memory>

#include "ochos/ai/hard_agent.hpp"
#include "test_support.hpp"
#include "test_worlds.hpp"

namespace ochos::testing {

class BeliefMeter {
 public:
  static constexpr int kMinDeals = 20;

  struct Summary {
    long hands = 0;      // opponent hands scored (one per opponent per decision)
    double bits = 0;     // mean log score gained over the size-only guess, per hand
    double hit = 0;      // mean share of a sampled hand's cards that are in the true hand
    double chance = 0;   // the same for a hand dealt uniformly from the unseen cards
    double perfect = 0;  // mean bits the true hand itself would score (the ceiling)
  };

  // The deals of `inner` (Hard's own unless told otherwise), each scored by this meter.
  std::unique_ptr<ai::WorldSource> watching(
      std::unique_ptr<ai::WorldSource> inner = std::make_unique<ai::BelievedWorlds>()) {
    return std::make_unique<Watched>([this](const engine::Observation& obs,
                                            const engine::GameState& deal) { observe(obs, deal); },
                                     std::move(inner));
  }

  Summary summary() {
    flush();
    Summary s;
    s.hands = hands_;
    if (hands_ == 0) return s;
    const auto n = static_cast<double>(hands_);
    s.bits = bits_ / n;
    s.hit = hit_ / n;
    s.chance = chance_ / n;
    s.perfect = perfect_ / n;
    return s;
  }

 private:
  void observe(const engine::Observation& obs, const engine::GameState& deal) {
    const std::uint64_t key = decisionKey(obs);
    if (key != key_ || deals_ == 0) {
      flush();
      key_ = key;
      players_ = obs.players;
      unseen_ = obs.unseenCards();
      const engine::GameState& truth = peekedGame()->state();
      for (int s = 0; s < players_; ++s) {
        const auto i = static_cast<std::size_t>(s);
        truth_[i] = s == obs.seat || !obs.inHand(s) ? engine::CardSet{} : truth.hand(s);
        counts_[i].fill(0);
      }
    }
    ++deals_;
    for (int s = 0; s < players_; ++s) {
      const auto i = static_cast<std::size_t>(s);
      if (!truth_[i].empty()) deal.hand(s).forEach([&](engine::Card c) { ++counts_[i][c.code()]; });
    }
  }

  // Within a hand the history only grows, so its length (with the hand and the seat) tells one
  // decision from the next; the observer is called only while one decision is being searched.
  static std::uint64_t decisionKey(const engine::Observation& obs) {
    return (static_cast<std::uint64_t>(obs.handNumber) << 40) ^
           (static_cast<std::uint64_t>(obs.handHistory.size()) << 8) ^
           static_cast<std::uint64_t>(obs.seat) ^ (obs.hand.digest() * 0x9e3779b97f4a7c15ULL);
  }

  void flush() {
    if (deals_ >= kMinDeals) {
      const double n = deals_;
      const int u = unseen_.size();
      for (int s = 0; s < players_; ++s) {
        const auto i = static_cast<std::size_t>(s);
        const int h = truth_[i].size();
        if (h == 0 || h >= u) continue;
        const double uniform = static_cast<double>(h) / u;
        double bits = 0;
        int hits = 0;  // over all the deals, sampled cards that are in the true hand
        unseen_.forEach([&](engine::Card c) {
          const bool held = truth_[i].contains(c);
          if (held) hits += counts_[i][c.code()];
          // Half a deal either way keeps a card no deal gave from scoring minus infinity.
          const double p = (counts_[i][c.code()] + 0.5) / (n + 1.0);
          bits += held ? std::log2(p / uniform) : std::log2((1.0 - p) / (1.0 - uniform));
        });
        bits_ += bits;
        perfect_ += -h * std::log2(uniform) - (u - h) * std::log2(1.0 - uniform);
        hit_ += hits / (n * h);
        chance_ += uniform;
        ++hands_;
      }
    }
    deals_ = 0;
  }

  std::uint64_t key_ = 0;
  int deals_ = 0;
  int players_ = 0;
  engine::CardSet unseen_;
  std::array<engine::CardSet, engine::kMaxSeats> truth_{};
  std::array<std::array<int, engine::kMaxCards>, engine::kMaxSeats> counts_{};
  long hands_ = 0;
  double bits_ = 0, hit_ = 0, chance_ = 0, perfect_ = 0;
};

}  // namespace ochos::testing
