#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace ochos::sim {

enum class Command { Help, Play, Replay, Bench };

// Everything the command line can say. Defaults are filled in by parseArgs, so the commands
// never have to guess whether an option was given.
struct Options {
  Command command = Command::Help;
  std::string profile = "ochos-locos";
  std::vector<std::string> variants;
  std::vector<std::string> agents;  // one spec per seat; play only
  int players = 0;                  // 0: from --agents (play) or 2 (bench)
  std::uint64_t seed = 1;
  bool json = false;

  // play
  std::int64_t hands = 0;  // exactly one of hands / matches is positive
  std::int64_t matches = 0;
  std::int64_t maxActionsPerHand = 100000;  // a stuck hand is a bug report, not a hang
  bool timings = true;        // --no-timings: a report that any machine reproduces byte for byte
  int botTimeoutMs = 10'000;  // an external bot silent this long on a move is given up

  // bench
  std::int64_t games = 0;  // 0: run for `seconds`
  double seconds = 0.0;

  // replay
  std::string replayFile;  // "-" reads stdin
  bool legal = false;      // --legal: the legal actions before each step and at the end
};

// A usage error: one line saying what is wrong. Exit code 2.
struct ParseResult {
  Options options;
  std::string error;  // empty on success
  bool ok() const { return error.empty(); }
};

// Parses argv[1..] (the program name already removed): the command, then its options (each
// command has its table, cli::OptionTable), "--opt value" or "--opt=value".
ParseResult parseArgs(const std::vector<std::string>& args);

// Splits "a,b,c" at commas, keeping empty items so that "a,,b" can be reported.
std::vector<std::string> splitList(const std::string& text);

std::string usageText();
inline constexpr const char* kUsageHint = "Try 'ochos-sim --help' for more information.";

}  // namespace ochos::sim
