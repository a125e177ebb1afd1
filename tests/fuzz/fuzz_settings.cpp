// The settings file (config folder/settings.json): whatever it holds, the game starts with
// usable settings, a damaged or newer file is set aside with its bytes intact, and what the game
// writes it reads back unchanged and without a note.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "ochos/store/settings_store.hpp"

using namespace ochos;

namespace {

const fuzz::ScratchFolder& scratch() {
  static const fuzz::ScratchFolder folder("settings");
  return folder;
}

std::string notesText(const std::vector<std::string>& notes) {
  std::string out;
  for (const auto& n : notes)
    out += n + "; ";
  return out;
}

void checkInRange(const store::Settings& s) {
  using store::Settings;
  fuzz::check(s.animationSpeed >= 0 && s.animationSpeed <= Settings::kMaxAnimationSpeed,
              "animation speed out of range");
  fuzz::check(s.computerPauseMs >= 0 && s.computerPauseMs <= Settings::kMaxComputerPauseMs,
              "computer pause out of range");
  fuzz::check(s.catchWindowMs >= 0 && s.catchWindowMs <= Settings::kMaxCatchWindowMs,
              "catch window out of range");
  fuzz::check(s.volume >= 0 && s.volume <= Settings::kMaxVolume, "volume out of range");
  fuzz::check(s.windowWidth >= Settings::kMinWindowWidth &&
                  s.windowWidth <= Settings::kMaxWindowSide &&
                  s.windowHeight >= Settings::kMinWindowHeight &&
                  s.windowHeight <= Settings::kMaxWindowSide,
              "window size out of range");
  fuzz::check(s.playerName.size() <= Settings::kMaxNameBytes, "player name too long");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::filesystem::path& dir = scratch().fresh();
  const std::string_view bytes = fuzz::text(data, size);
  fuzz::writeFile(dir / store::SettingsStore::kFileName, bytes);
  const store::ConfigFolder folder{dir, true, {}};
  const store::SettingsStore store = store::SettingsStore::open(folder);
  const store::Settings first = store.settings();
  checkInRange(first);
  if (!store.message().empty()) {
    const auto files = fuzz::filesIn(dir);
    fuzz::check(files.size() == 1 && files.front().filename() != store::SettingsStore::kFileName,
                "damaged settings were not set aside");
    fuzz::check(store::readWholeFile(files.front()) == std::string(bytes),
                "the set-aside settings lost the player's bytes");
  }

  std::vector<std::string> notes;
  const store::Settings again = store::settingsFromJson(store::settingsToJson(first), notes);
  fuzz::check(notes.empty(), "the game's own settings read with notes: " + notesText(notes));
  fuzz::check(again == first, "settings read back differ from those written");

  fuzz::check(static_cast<bool>(store.save()), "settings cannot be saved");
  const store::SettingsStore reopened = store::SettingsStore::open(folder);
  fuzz::check(reopened.message().empty() && reopened.notes().empty(),
              "saved settings reopen with a message or notes: " + notesText(reopened.notes()));
  fuzz::check(reopened.settings() == first, "saved settings reopen as other settings");
  return 0;
}
