// The saved match (config folder/saved-match.json, offered as Continue): a file that cannot be
// used is set aside with its bytes intact and a message; one that loads must save and load back
// to the same game and table, also after playing on.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "ochos/rules/game_file.hpp"
#include "ochos/store/saved_match.hpp"

using namespace ochos;
using nlohmann::json;

namespace {

const fuzz::ScratchFolder& scratch() {
  static const fuzz::ScratchFolder folder("saved-match");
  return folder;
}

void checkSetAside(const std::filesystem::path& dir, std::string_view bytes) {
  const auto files = fuzz::filesIn(dir);
  fuzz::check(files.size() == 1, "an unusable save is not set aside as one file");
  const auto kept = store::readWholeFile(files.front());
  fuzz::check(kept && *kept == bytes, "the set-aside save lost the player's bytes");
}

// Saves the match and loads it back: the same game, profile and table.
void checkSavesAndLoads(store::SavedMatchSlot& slot, const store::RestoredMatch& match) {
  fuzz::check(static_cast<bool>(slot.save(*match.game, match.profileDocument, match.table)),
              "a loaded match cannot be saved again");
  if (match.game->state().phase() == engine::Phase::MatchOver) {
    fuzz::check(!slot.hasSave(), "a finished match was kept as the save");
    return;
  }
  store::SavedMatchSlot::LoadResult again = slot.load();
  fuzz::check(again.match.has_value(), "a match saved again does not load: " + again.message);
  fuzz::check(rules::saveGame(*again.match->game, again.match->profileDocument) ==
                  rules::saveGame(*match.game, match.profileDocument),
              "a match saved again loads as another game");
  fuzz::check(again.match->table == match.table, "a match saved again loads with another table");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::filesystem::path& dir = scratch().fresh();
  const std::string_view bytes = fuzz::text(data, size);
  fuzz::writeFile(dir / store::SavedMatchSlot::kFileName, bytes);
  store::SavedMatchSlot slot(store::ConfigFolder{dir, true, {}});
  store::SavedMatchSlot::LoadResult loaded = slot.load();
  if (!loaded.match) {
    fuzz::check(!loaded.message.empty(), "an unusable save without a message for the player");
    fuzz::check(!slot.hasSave(), "an unusable save is still offered as Continue");
    checkSetAside(dir, bytes);
    return 0;
  }
  fuzz::check(loaded.message.empty(), "a save that loads comes with a warning");
  checkSavesAndLoads(slot, *loaded.match);
  engine::Rng rng(size);
  fuzz::playRandomly(*loaded.match->game, rng, 40);
  checkSavesAndLoads(slot, *loaded.match);
  return 0;
}
