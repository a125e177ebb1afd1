#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace ochos::app {

struct AppOptions {
  std::string profile = "ochos-locos";
  std::vector<std::string> variants;
  int players = 4;
  std::string difficulty = "medium";
  std::optional<std::uint64_t> seed;  // random when not given
  unsigned width = 1280;
  unsigned height = 720;
  bool fullscreen = false;
  bool fourColour = false;
  bool sortByRank = false;   // the hand sorted by rank then suit instead of suit then rank
  bool hints = true;         // playable cards rise and glow
  double speed = 1.0;        // multiplies every animation duration; 0 turns animation off
  double aiPause = 0.6;      // seconds a computer move stays in view, whatever the speed
  double catchWindow = 2.0;  // seconds Catch! waits for the human before anyone moves on
  int target = 0;            // 0: the profile's
  bool singleHand = false;
  std::string screenshot;  // write a PNG here once the table is ready
  int screenshotAfterMs = 1500;
  bool exitAfterScreenshot = false;
  int benchmarkFrames = 0;        // > 0: an AI-only match, uncapped, frame statistics on stdout
  bool benchmarkResizes = false;  // then resizes and a Review (ResizeSweep)
  bool benchmarkIdle = false;     // the CPU used with nothing moving (IdleReport)
  std::string stateDump;          // a text file rewritten whenever the table changes (GUI tests)
  int exitAfterMs = 0;
  bool mute = false;
  int volume = 80;       // 0 … 100 (the settings screen's volume)
  std::string language;  // --language: wins over the settings' and the system's

  // The table as chosen in the preset screen: the human's name (empty: "You") and, per computer
  // opponent in seat order, a name (empty: the table's) and an ai::makeAgent strength (empty:
  // `difficulty`).
  std::string playerName;
  std::vector<std::string> opponentNames;
  std::vector<std::string> opponentStrengths;

  // Options that name a match (--play, --profile, --variant, --players, --difficulty, --seed,
  // --target, --single-hand, --benchmark-frames, --benchmark-resizes) skip the menu and go straight
  // to the table.
  bool matchOnCommandLine = false;
  // Every option given on the command line ("--speed" …): those win over the saved settings.
  std::vector<std::string> given;
  bool wasGiven(const std::string& option) const;
};

struct ParsedOptions {
  AppOptions options;
  bool exitNow = false;  // --help or --version: `message` is the text to print, exit 0
  std::string message;
  std::string error;  // a bad option: print it, exit 2
};

ParsedOptions parseOptions(const std::vector<std::string>& args);
// The game's version, from the CMake project version ("dev" in a build without it).
std::string versionString();
std::string helpText();

}  // namespace ochos::app
