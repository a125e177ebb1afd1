#pragma once

// Statistics on disk: config folder/statistics.json, written atomically after every change.

#include <filesystem>
#include <optional>
#include <string>

#include "ochos/store/atomic_file.hpp"
#include "ochos/store/config_folder.hpp"
#include "ochos/store/statistics.hpp"

namespace ochos::store {

class StatisticsStore {
 public:
  static constexpr const char* kFileName = "statistics.json";

  // A damaged or newer file is set aside and statistics start afresh.
  static StatisticsStore open(const ConfigFolder& folder);
  StatisticsStore() = default;  // memory only

  const Statistics& statistics() const { return statistics_; }

  // Each records and saves at once, so a crash loses nothing already played.
  WriteResult recordHand(const std::string& presetKey, engine::ScoringMode scoring, int humanPoints,
                         bool humanWonHand);
  WriteResult recordMatch(const std::string& presetKey, engine::ScoringMode scoring,
                          int humanFinalScore, bool humanWonMatch);
  WriteResult reset(const std::string& presetKey);
  WriteResult resetAll();
  WriteResult save() const;

  bool persistent() const { return path_.has_value(); }
  const std::string& message() const { return message_; }  // show once; empty when all is well

 private:
  std::optional<std::filesystem::path> path_;
  Statistics statistics_;
  std::string message_;
};

}  // namespace ochos::store
