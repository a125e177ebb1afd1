#pragma once

// The player's settings and last choices, as plain data, and their JSON form.

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace ochos::store {

enum class HandSort : std::uint8_t { SuitThenRank, RankThenSuit, Off };

// One computer opponent as last chosen before a match.
struct OpponentChoice {
  std::string strength = "medium";  // "easy", "medium", "hard": ai::makeAgent specs
  std::string name;                 // empty: the GUI picks one
  friend bool operator==(const OpponentChoice&, const OpponentChoice&) = default;
};

// The preset screen's last choices, so the next match starts where the player left off. The first
// run's are the command line's defaults (ochos-locos --help): Ochos Locos, four players.
struct PresetChoice {
  std::string profileId = "ochos-locos";
  std::vector<std::string> variants;  // ids, in the profile's order
  int opponents = 3;                  // 1 … 7; the GUI clamps it to the profile's range
  std::vector<OpponentChoice> seats;  // one per opponent (may be shorter: defaults fill in)
  int target = 0;                     // 0: the profile's own target
  bool singleHand = false;
  friend bool operator==(const PresetChoice&, const PresetChoice&) = default;
};

struct Settings {
  static constexpr int kVersion = 1;

  // Ranges the loader clamps to (the GUI's controls should offer values inside them).
  static constexpr double kMaxAnimationSpeed = 4.0;
  static constexpr int kMaxComputerPauseMs = 5000;
  static constexpr int kMaxCatchWindowMs = 10000;
  static constexpr int kMaxVolume = 100;
  // The smallest window the table is laid out for (app::kMinWindowWidth / Height, which the app
  // checks against these): a smaller remembered size is clamped here, with a note.
  static constexpr int kMinWindowWidth = 800;
  static constexpr int kMinWindowHeight = 560;
  static constexpr int kMaxWindowSide = 16384;
  static constexpr std::size_t kMaxNameBytes = 40;
  static constexpr int kMaxOpponents = 7;

  double animationSpeed = 1.0;  // multiplies animation rates: 0 = off, 0.5 slow, 2 fast
  int computerPauseMs = 600;    // how long a computer move stays in view before the next
  int catchWindowMs = 2000;     // how long Catch! waits for a press before anyone moves on
  bool sound = true;
  int volume = 80;  // 0 … 100
  bool fourColourDeck = false;
  bool highlightPlayable = true;
  HandSort sortHand = HandSort::SuitThenRank;
  bool fullscreen = false;
  std::string playerName;  // empty: i18n::tr("table.you")
  std::string language;    // a code such as "de"; empty: the system's language (a first start)
  int windowWidth = 1280;  // as --size's default; shrunk when the screen is smaller
  int windowHeight = 720;
  PresetChoice lastPreset;
  // Profile ids whose "how to play" card has been shown: it opens by itself only the first time.
  std::vector<std::string> howToPlaySeen;

  friend bool operator==(const Settings&, const Settings&) = default;
};

std::string_view handSortName(HandSort sort);

// Remembers that the "how to play" card of `profileId` has been shown. True the first time:
// the card should open by itself.
bool firstSightOfHowToPlay(
    Settings& settings, const std::string& profileId);  // "suit_then_rank", "rank_then_suit", "off"

nlohmann::json settingsToJson(const Settings& settings);

// Reads what it can: an unknown key is ignored and a bad or out-of-range value replaced (by the
// default or the nearest allowed value); each gets a sentence in `notes`. Never fails: the caller
// has already checked that the document is an object of a version it knows.
Settings settingsFromJson(const nlohmann::json& document, std::vector<std::string>& notes);

}  // namespace ochos::store
