#include "ochos/store/statistics.hpp"

#include <algorithm>
#include <cstdint>

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

// Far beyond what anyone plays, and far from the ends of the types: recording on top of the
// largest value read can never overflow.
constexpr std::int64_t kMaxCount = 1'000'000'000;
constexpr std::int64_t kMaxPoints = 1'000'000'000;
constexpr std::int64_t kMaxTotal = std::int64_t{1} << 60;

// Statistics are our own output, never hand-written: any deviation from the shape means the file
// is damaged, so the reader is strict (json::at and get throw) and the caller sets the file aside.
// A number must be a whole number in range: a fraction or 1e300 is damage too.
std::int64_t wholeNumber(const json& j, const char* key, std::int64_t low, std::int64_t high) {
  const json& value = j.at(key);
  if (!value.is_number_integer()) throw std::out_of_range(key);
  if (value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(high))
    throw std::out_of_range(key);
  const std::int64_t n = value.get<std::int64_t>();
  if (n < low || n > high) throw std::out_of_range(key);
  return n;
}

int countFromJson(const json& j, const char* key) {
  return static_cast<int>(wholeNumber(j, key, 0, kMaxCount));
}

int scoreFromJson(const json& j, const char* key) {
  return static_cast<int>(wholeNumber(j, key, -kMaxPoints, kMaxPoints));
}

PointsRecord pointsFromJson(const json& j) {
  PointsRecord p;
  p.count = countFromJson(j, "count");
  p.total = wholeNumber(j, "total", -kMaxTotal, kMaxTotal);
  p.lowest = scoreFromJson(j, "lowest");
  p.highest = scoreFromJson(j, "highest");
  if (p.count > 0 && p.lowest > p.highest) throw std::out_of_range("points");
  return p;
}

Streak streakFromJson(const json& j) {
  Streak s;
  s.current = countFromJson(j, "current");
  s.longest = countFromJson(j, "longest");
  if (s.longest < s.current) throw std::out_of_range("streak");
  return s;
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
