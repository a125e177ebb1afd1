// ochos-locos's command line: options are parsed only (no window opens). A refusal is one line;
// accepted options are within the ranges the game is built for.
#include <cmath>
#include <cstdint>

#include "fuzz_args.hpp"
#include "fuzz_support.hpp"
#include "ochos/app/shell/app_options.hpp"

using namespace ochos;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const app::ParsedOptions parsed = app::parseOptions(fuzz::splitArguments(fuzz::text(data, size)));
  if (!parsed.error.empty()) {
    fuzz::check(fuzz::oneLine(parsed.error), "an option error that is not one line");
    fuzz::check(!parsed.exitNow, "an option error that also exits normally");
    return 0;
  }
  if (parsed.exitNow) {
    fuzz::check(!parsed.message.empty(), "--help or --version with nothing to print");
    return 0;
  }
  const app::AppOptions& o = parsed.options;
  fuzz::check(o.players >= 2 && o.players <= 8, "players out of range");
  fuzz::check(o.width >= 200 && o.width <= 16384 && o.height >= 200 && o.height <= 16384,
              "window size out of range");
  fuzz::check(std::isfinite(o.speed) && o.speed >= 0, "animation speed not a usable number");
  fuzz::check(std::isfinite(o.aiPause) && o.aiPause >= 0, "computer pause not a usable number");
  fuzz::check(std::isfinite(o.catchWindow) && o.catchWindow >= 0, "catch window not usable");
  fuzz::check(o.volume >= 0 && o.volume <= 100, "volume out of range");
  for (const std::string& name : o.given)
    fuzz::check(name.rfind("--", 0) == 0, "an option recorded without its name");
  return 0;
}
