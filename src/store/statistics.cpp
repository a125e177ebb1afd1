#include "ochos/store/statistics.hpp"

#include <algorithm>

namespace ochos::store {

using engine::ScoringMode;

using nlohmann::json;

std::string presetKey(std::string_view profileId, std::vector<std::string> variants) {
  std::sort(variants.begin(), variants.end());
  variants.erase(std::unique(variants.begin(), variants.end()), variants.end());
  std::string key(profileId);
  for (const std::string& v : variants)
    key += "+" + v;
  return key;
}

void PointsRecord::add(int points) {
  lowest = count == 0 ? points : std::min(lowest, points);
  highest = count == 0 ? points : std::max(highest, points);
  total += points;
  ++count;
}

std::optional<int> PointsRecord::best(ScoringMode mode) const {
  if (count == 0) return std::nullopt;
  return mode == ScoringMode::PenaltyPoints ? lowest : highest;
}

std::optional<double> PointsRecord::average() const {
  if (count == 0) return std::nullopt;
  return static_cast<double>(total) / count;
}

void Streak::add(bool won) {
  current = won ? current + 1 : 0;
  longest = std::max(longest, current);
}

PresetStats& Statistics::entry(const std::string& key, ScoringMode scoring) {
  PresetStats& stats = presets_[key];
  stats.scoring = scoring;
  return stats;
}

void Statistics::recordHand(const std::string& key, ScoringMode scoring, int humanPoints,
                            bool humanWonHand) {
  PresetStats& s = entry(key, scoring);
  ++s.handsPlayed;
  if (humanWonHand) ++s.handsWon;
  s.handPoints.add(humanPoints);
  s.handStreak.add(humanWonHand);
}

void Statistics::recordMatch(const std::string& key, ScoringMode scoring, int humanFinalScore,
                             bool humanWonMatch) {
  PresetStats& s = entry(key, scoring);
  ++s.matchesPlayed;
  if (humanWonMatch) ++s.matchesWon;
  s.matchPoints.add(humanFinalScore);
  s.matchStreak.add(humanWonMatch);
}

const PresetStats* Statistics::find(const std::string& key) const {
  const auto it = presets_.find(key);
  return it == presets_.end() ? nullptr : &it->second;
}

void Statistics::reset(const std::string& key) {
  presets_.erase(key);
}

namespace {

json pointsToJson(const PointsRecord& p) {
  return {{"count", p.count}, {"total", p.total}, {"lowest", p.lowest}, {"highest", p.highest}};
}

json streakToJson(const Streak& s) {
  return {{"current", s.current}, {"longest", s.longest}};
}

const char* scoringName(ScoringMode mode) {
  return mode == ScoringMode::PenaltyPoints ? "penalty_points" : "winner_collects";
}

// Statistics are our own output, never hand-written: any deviation from the shape means the file
// is damaged, so the reader is strict (json::at and get throw) and the caller sets the file aside.
PointsRecord pointsFromJson(const json& j) {
  PointsRecord p;
  p.count = j.at("count").get<int>();
  p.total = j.at("total").get<std::int64_t>();
  p.lowest = j.at("lowest").get<int>();
  p.highest = j.at("highest").get<int>();
  if (p.count < 0 || (p.count > 0 && p.lowest > p.highest)) throw std::out_of_range("points");
  return p;
}

Streak streakFromJson(const json& j) {
  Streak s;
  s.current = j.at("current").get<int>();
  s.longest = j.at("longest").get<int>();
  if (s.current < 0 || s.longest < s.current) throw std::out_of_range("streak");
  return s;
}

int countFromJson(const json& j, const char* key) {
  const int n = j.at(key).get<int>();
  if (n < 0) throw std::out_of_range(key);
  return n;
}

}  // namespace

json Statistics::toJson() const {
  json presets = json::object();
  for (const auto& [key, s] : presets_) {
    presets[key] = {{"scoring", scoringName(s.scoring)},
                    {"matches_played", s.matchesPlayed},
                    {"matches_won", s.matchesWon},
                    {"hands_played", s.handsPlayed},
                    {"hands_won", s.handsWon},
                    {"hand_points", pointsToJson(s.handPoints)},
                    {"match_points", pointsToJson(s.matchPoints)},
                    {"match_streak", streakToJson(s.matchStreak)},
                    {"hand_streak", streakToJson(s.handStreak)}};
  }
  return {{"version", kVersion}, {"presets", std::move(presets)}};
}

std::optional<Statistics> Statistics::fromJson(const json& document, std::string& error) {
  Statistics out;
  try {
    for (const auto& [key, j] : document.at("presets").items()) {
      PresetStats s;
      const std::string scoring = j.at("scoring").get<std::string>();
      if (scoring == scoringName(ScoringMode::PenaltyPoints)) {
        s.scoring = ScoringMode::PenaltyPoints;
      } else if (scoring == scoringName(ScoringMode::WinnerCollects)) {
        s.scoring = ScoringMode::WinnerCollects;
      } else {
        throw std::out_of_range("scoring");
      }
      s.matchesPlayed = countFromJson(j, "matches_played");
      s.matchesWon = countFromJson(j, "matches_won");
      s.handsPlayed = countFromJson(j, "hands_played");
      s.handsWon = countFromJson(j, "hands_won");
      s.handPoints = pointsFromJson(j.at("hand_points"));
      s.matchPoints = pointsFromJson(j.at("match_points"));
      s.matchStreak = streakFromJson(j.at("match_streak"));
      s.handStreak = streakFromJson(j.at("hand_streak"));
      if (s.matchesWon > s.matchesPlayed || s.handsWon > s.handsPlayed) {
        throw std::out_of_range("more won than played");
      }
      out.presets_.emplace(key, s);
    }
  } catch (const std::exception& e) {
    error = e.what();
    return std::nullopt;
  }
  return out;
}

}  // namespace ochos::store
