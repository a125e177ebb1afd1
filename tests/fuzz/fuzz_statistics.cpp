// The statistics file (config folder/statistics.json): a damaged or newer file is set aside with
// its bytes intact; statistics that load save and reopen unchanged.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "ochos/store/statistics_store.hpp"

using namespace ochos;

namespace {

const fuzz::ScratchFolder& scratch() {
  static const fuzz::ScratchFolder folder("statistics");
  return folder;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::filesystem::path& dir = scratch().fresh();
  const std::string_view bytes = fuzz::text(data, size);
  fuzz::writeFile(dir / store::StatisticsStore::kFileName, bytes);
  const store::ConfigFolder folder{dir, true, {}};
  store::StatisticsStore stats = store::StatisticsStore::open(folder);
  const store::Statistics first = stats.statistics();
  if (!stats.message().empty()) {
    const auto files = fuzz::filesIn(dir);
    fuzz::check(files.size() == 1 && files.front().filename() != store::StatisticsStore::kFileName,
                "damaged statistics were not set aside");
    fuzz::check(store::readWholeFile(files.front()) == std::string(bytes),
                "the set-aside statistics lost the player's bytes");
    fuzz::check(first.empty(), "statistics from a set-aside file");
  }

  std::string error;
  const auto again = store::Statistics::fromJson(first.toJson(), error);
  fuzz::check(again.has_value(), "the game's own statistics do not read back: " + error);
  fuzz::check(*again == first, "statistics read back differ from those written");

  // Recording on top of what was read: still saved and reopened unchanged.
  for (const auto& [key, preset] : first.all()) {
    fuzz::check(static_cast<bool>(stats.recordHand(key, preset.scoring, 7, size % 2 == 0)),
                "statistics cannot be saved");
    break;
  }
  fuzz::check(static_cast<bool>(stats.save()), "statistics cannot be saved");
  const store::StatisticsStore reopened = store::StatisticsStore::open(folder);
  fuzz::check(reopened.message().empty(), "saved statistics reopen with a message");
  fuzz::check(reopened.statistics() == stats.statistics(),
              "saved statistics reopen as other statistics");
  return 0;
}
