// ochos-sim's command line: options are parsed only (no match runs). A refusal is one line; an
// accepted command line leaves the options the commands rely on settled.
#include <cstdint>

#include "../../src/sim/args.hpp"
#include "fuzz_args.hpp"
#include "fuzz_support.hpp"

using namespace ochos;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const sim::ParseResult parsed = sim::parseArgs(fuzz::splitArguments(fuzz::text(data, size)));
  if (!parsed.ok()) {
    fuzz::check(fuzz::oneLine(parsed.error), "a usage error that is not one line");
    return 0;
  }
  const sim::Options& o = parsed.options;
  switch (o.command) {
    case sim::Command::Play:
      fuzz::check((o.hands > 0) != (o.matches > 0), "play with both or neither hands and matches");
      fuzz::check(o.players >= 2 && o.players <= 8 && o.agents.size() == std::size_t(o.players),
                  "play without one agent per seat");
      break;
    case sim::Command::Bench:
      fuzz::check(o.players >= 2 && o.players <= 8, "bench without a table");
      fuzz::check((o.games > 0) != (o.seconds > 0), "bench with both or neither games and seconds");
      break;
    case sim::Command::Replay:
      fuzz::check(!o.replayFile.empty(), "replay without a file");
      break;
    case sim::Command::Help:
      break;
  }
  return 0;
}
