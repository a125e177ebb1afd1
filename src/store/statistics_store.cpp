#include "ochos/store/statistics_store.hpp"

#include "ochos/i18n/translator.hpp"
#include "ochos/store/versioned_file.hpp"

namespace ochos::store {

using engine::ScoringMode;

namespace {
constexpr SetAsideMessages kStatsMessages{"store.stats_corrupt", "store.stats_newer"};
}

StatisticsStore StatisticsStore::open(const ConfigFolder& folder) {
  StatisticsStore store;
  if (folder.path.empty()) return store;
  const auto path = folder.file(kFileName);
  LoadedFile loaded = loadVersionedFile(path, Statistics::kVersion, kStatsMessages);
  if (loaded.document) {
    std::string error;
    if (auto stats = Statistics::fromJson(*loaded.document, error)) {
      store.statistics_ = std::move(*stats);
    } else {
      loaded = setAsideFile(path, SetAsideReason::Corrupt, kStatsMessages);
    }
  }
  store.message_ = loaded.message;
  if (folder.writable && loaded.mayWrite()) store.path_ = path;
  return store;
}

WriteResult StatisticsStore::recordHand(const std::string& presetKey, ScoringMode scoring,
                                        int humanPoints, bool humanWonHand) {
  statistics_.recordHand(presetKey, scoring, humanPoints, humanWonHand);
  return save();
}

WriteResult StatisticsStore::recordMatch(const std::string& presetKey, ScoringMode scoring,
                                         int humanFinalScore, bool humanWonMatch) {
  statistics_.recordMatch(presetKey, scoring, humanFinalScore, humanWonMatch);
  return save();
}

WriteResult StatisticsStore::reset(const std::string& presetKey) {
  statistics_.reset(presetKey);
  return save();
}

WriteResult StatisticsStore::resetAll() {
  statistics_.resetAll();
  return save();
}

WriteResult StatisticsStore::save() const {
  if (!path_) return {};
  WriteResult result = writeFileAtomically(*path_, documentText(statistics_.toJson()));
  if (!result) {
    result.error = i18n::tr("store.write_failed",
                            {{"what", i18n::tr("store.what.statistics")}, {"error", result.error}});
  }
  return result;
}

}  // namespace ochos::store
