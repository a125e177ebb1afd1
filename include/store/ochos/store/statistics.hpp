#pragma once

// The human player's record per preset (profile + variants), fed from plain numbers when a hand or
// a match ends. Points are stored as they were scored; which end of the range is "best" depends on
// the preset's scoring mode (penalty points: low is good), and the view asks with that mode.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ochos/engine/rule_set.hpp"

namespace ochos::store {

// "mau-mau" or "crazy-eights+action_cards+stacking": the profile id and its variants sorted, so
// the same toggles in any order count as one preset.
std::string presetKey(std::string_view profileId, std::vector<std::string> variants);

// Lowest, highest and sum of a series of scores.
struct PointsRecord {
  int count = 0;
  std::int64_t total = 0;
  int lowest = 0;  // meaningful when count > 0
  int highest = 0;

  void add(int points);
  std::optional<int> best(engine::ScoringMode mode) const;  // lowest for PenaltyPoints
  std::optional<double> average() const;
  friend bool operator==(const PointsRecord&, const PointsRecord&) = default;
};

struct Streak {
  int current = 0;
  int longest = 0;
  void add(bool won);
  friend bool operator==(const Streak&, const Streak&) = default;
};

struct PresetStats {
  engine::ScoringMode scoring = engine::ScoringMode::PenaltyPoints;  // as last recorded
  int matchesPlayed = 0;
  int matchesWon = 0;
  int handsPlayed = 0;
  int handsWon = 0;
  PointsRecord handPoints;   // the human's points in each hand
  PointsRecord matchPoints;  // the human's final score in each match
  Streak matchStreak;        // matches won in a row
  Streak handStreak;         // hands won in a row

  std::optional<int> bestHand() const { return handPoints.best(scoring); }
  std::optional<int> bestMatch() const { return matchPoints.best(scoring); }
  friend bool operator==(const PresetStats&, const PresetStats&) = default;
};

class Statistics {
 public:
  static constexpr int kVersion = 1;

  // A finished hand, from the human seat's point of view (MatchRecorder feeds it from events).
  void recordHand(const std::string& presetKey, engine::ScoringMode scoring, int humanPoints,
                  bool humanWonHand);
  // A finished match (a quick game counts as a match of one hand).
  void recordMatch(const std::string& presetKey, engine::ScoringMode scoring, int humanFinalScore,
                   bool humanWonMatch);

  const PresetStats* find(const std::string& presetKey) const;
  const std::map<std::string, PresetStats>& all() const { return presets_; }
  bool empty() const { return presets_.empty(); }

  void reset(const std::string& presetKey);
  void resetAll() { presets_.clear(); }

  nlohmann::json toJson() const;
  // Nothing, and a reason in `error`, when the document does not have the expected shape.
  static std::optional<Statistics> fromJson(const nlohmann::json& document, std::string& error);

  friend bool operator==(const Statistics&, const Statistics&) = default;

 private:
  PresetStats& entry(const std::string& presetKey, engine::ScoringMode scoring);
  std::map<std::string, PresetStats> presets_;
};

}  // namespace ochos::store
