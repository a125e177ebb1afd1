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
  bool sortByRank = false;  // the hand sorted by rank then suit instead of suit then rank
  bool hints = true;        // playable cards rise and glow
  double speed = 1.0;       // multiplies every animation duration; 0 turns animation off
  double aiPause = 0.55;    // seconds between computer moves (before the speed factor)
  int target = 0;           // 0: the profile's
  bool singleHand = false;
  std::string screenshot;  // write a PNG here once the table is ready
  int screenshotAfterMs = 1500;
  bool exitAfterScreenshot = false;
  int benchmarkFrames = 0;  // > 0: an AI-only match, uncapped, frame statistics on stdout
  std::string stateDump;    // a text file rewritten whenever the table changes (GUI tests)
  int exitAfterMs = 0;
  bool mute = false;
  int volume = 80;  // sound effects' volume, 0 … 100
};

struct ParsedOptions {
  AppOptions options;
  bool exitNow = false;  // --help or --version: `message` is the text to print, exit 0
  std::string message;
  std::string error;  // a bad option: print it, exit 2
};

ParsedOptions parseOptions(const std::vector<std::string>& args);
std::string helpText();

}  // namespace ochos::app
