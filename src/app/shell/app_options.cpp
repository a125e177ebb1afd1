#include "ochos/app/shell/app_options.hpp"

#include <algorithm>
#include <cctype>
#include <climits>

#include "ochos/app/table/layout.hpp"
#include "ochos/cli/option_table.hpp"
#include "ochos/i18n/language_catalog.hpp"

#ifndef OCHOS_VERSION
#define OCHOS_VERSION "dev"
#endif

namespace ochos::app {
namespace {

constexpr std::size_t kHelpColumn = 25;

// Options that name a match: given one, the game skips the menu (AppOptions::matchOnCommandLine).
constexpr const char* kMatchOptions[] = {
    "--play", "--profile", "--variant",     "--players",          "--difficulty",
    "--seed", "--target",  "--single-hand", "--benchmark-frames", "--benchmark-resizes"};

// One rule for --size, said in its error and in --help: from the smallest window the table is
// laid out for to 8K.
std::string sizeRange() {
  const auto size = [](unsigned w, unsigned h) {
    return std::to_string(w) + "x" + std::to_string(h);
  };
  return "from " + size(kMinWindowWidth, kMinWindowHeight) + " to " +
         size(kMaxWindowWidth, kMaxWindowHeight);
}

cli::Setter windowSize(AppOptions& o) {
  return [&o](const std::string& value) {
    const auto x = value.find_first_of("xX");
    const auto w = cli::parseNumber<unsigned>(std::string_view(value).substr(0, x));
    const auto h = x == std::string::npos
                       ? std::nullopt
                       : cli::parseNumber<unsigned>(std::string_view(value).substr(x + 1));
    if (!w || !h || *w < kMinWindowWidth || *h < kMinWindowHeight || *w > kMaxWindowWidth ||
        *h > kMaxWindowHeight)
      return cli::Verdict::expected("WIDTHxHEIGHT " + sizeRange() + ", such as 1280x720");
    o.width = *w;
    o.height = *h;
    return cli::Verdict::take();
  };
}

cli::Setter seed(AppOptions& o) {
  return [&o](const std::string& value) {
    const auto s = cli::parseNumber<std::uint64_t>(value);
    if (!s) return cli::Verdict::expected("a non-negative integer");
    o.seed = *s;
    return cli::Verdict::take();
  };
}

// The shipped languages are checked once the resources are found (runApp); here only the form.
cli::Setter languageCode(AppOptions& o) {
  return [&o](const std::string& value) {
    if (!i18n::isLanguageCode(value))
      return cli::Verdict::expected("a language code such as de or pt");
    o.language = value;
    return cli::Verdict::take();
  };
}

cli::Setter exitWith(ParsedOptions& r, std::string (*message)()) {
  return [&r, message](const std::string&) {
    r.exitNow = true;
    r.message = message();
    return cli::Verdict::take();
  };
}

std::string versionLine() {
  return std::string("ochos-locos ") + OCHOS_VERSION + "\n";
}

// The game's options, storing into `r`.
cli::OptionTable optionTable(ParsedOptions& r) {
  AppOptions& o = r.options;
  cli::OptionTable t;
  t.quote = '"';
  t.options = {
      {"--play", "", "start a match at once with the default rules",
       [](const std::string&) { return cli::Verdict::take(); }},
      {"--profile", "ID|FILE", "rule profile (default ochos-locos)", cli::text(o.profile)},
      {"--variant", "ID", "switch a profile variant on (repeatable)", cli::append(o.variants)},
      {"--players", "N", "players at the table, you included (default 4)",
       cli::number(o.players, 2, 8, "a number from 2 to 8")},
      {"--difficulty", "LEVEL", "easy, medium or hard computer opponents (default medium)",
       cli::choice(o.difficulty, {"easy", "medium", "hard", "random"}, "easy, medium or hard")},
      {"--seed", "N", "deal a reproducible match", seed(o)},
      {"--target", "N", "points that end the match (default: the profile's)",
       cli::number(o.target, 1, INT_MAX, "a positive number")},
      {"--single-hand", "", "one hand decides the match", cli::flag(o.singleHand)},
      {"--size", "WxH",
       "window size " + sizeRange() + "\n(default 1280x720, or less to fit the screen)",
       windowSize(o)},
      {"--fullscreen", "", "start in full screen (F11 toggles)", cli::flag(o.fullscreen)},
      {"--four-colour", "", "four-colour deck (clubs green, diamonds blue)",
       cli::flag(o.fourColour), "", "--four-color"},
      {"--sort-by-rank", "", "sort your hand by rank, then suit", cli::flag(o.sortByRank)},
      {"--no-hints", "", "do not lift and light up the playable cards", cli::flag(o.hints, false)},
      {"--speed", "X", "animation speed factor: 1 normal, 2 slower, 0.5 faster, 0 off",
       cli::number(o.speed, 0.0, 10.0, "a factor from 0 (off) to 10")},
      {"--ai-pause", "SECONDS", "pause between computer moves, at any --speed (default 0.6)",
       cli::number(o.aiPause, 0.0, 30.0, "seconds from 0 to 30")},
      {"--catch-window", "SECONDS",
       "time to press Catch! when a player forgets the last-card call (default 2)",
       cli::number(o.catchWindow, 0.0, 30.0, "seconds from 0 to 30")},
      {"--language", "CODE",
       "en, de, nl, pt, es or fr (default: as in Settings, first the system's)", languageCode(o)},
      {"--mute", "", "no sound", cli::flag(o.mute)},
      {"--volume", "N", "sound effects' volume from 0 to 100 (default 80)",
       cli::number(o.volume, 0, 100, "a number from 0 to 100")},
      {"--screenshot", "PATH", "write a PNG of the table once it is ready (F12: any time)",
       cli::text(o.screenshot)},
      {"--screenshot-after-ms", "N", "wait N ms before that screenshot (default 1500)",
       cli::number(o.screenshotAfterMs, 0, INT_MAX, "milliseconds")},
      {"--exit-after-screenshot", "", "quit once the screenshot is written",
       cli::flag(o.exitAfterScreenshot)},
      {"--exit-after-ms", "N", "quit after N ms",
       cli::number(o.exitAfterMs, 0, INT_MAX, "milliseconds")},
      {"--state-dump", "PATH", "keep a text description of the table in PATH (tests)",
       cli::text(o.stateDump)},
      {"--benchmark-frames", "N", "computer-only match, uncapped: print frame times after N frames",
       cli::number(o.benchmarkFrames, 1, INT_MAX, "a positive number")},
      {"--benchmark-resizes", "",
       "as --benchmark-frames, then 20 window resizes and a Review: print their longest frames",
       cli::flag(o.benchmarkResizes)},
      {"--benchmark-idle", "",
       "once nothing has moved for 2 s: print the CPU used and frames drawn over 10 s, and quit",
       cli::flag(o.benchmarkIdle)},
      {"--version", "", "print the version", exitWith(r, versionLine), "", "", true},
      {"--help", "", "show this text", exitWith(r, helpText), "-h", "", true},
  };
  return t;
}

}  // namespace

std::string versionString() {
  return OCHOS_VERSION;
}

bool AppOptions::wasGiven(const std::string& option) const {
  return std::find(given.begin(), given.end(), option) != given.end();
}

std::string helpText() {
  ParsedOptions unused;
  return "Usage: ochos-locos [options]\n"
         "Ochos Locos, the Crazy Eights family card game. Without options it opens the main\n"
         "menu; an option that names a match (--play, --profile, --variant, --players,\n"
         "--difficulty, --seed, --target, --single-hand) goes straight to the table, and that\n"
         "match is neither saved nor counted in the statistics.\n\n" +
         cli::describe(optionTable(unused).options, kHelpColumn) +
         "\nKeys: arrows choose a card, Enter plays it, D draws, P passes, L says \"Last card!\",\n"
         "K catches, 1-4 pick a suit (so do C/D/H/S in English, and the suits' initials in\n"
         "any language where the four differ, as the suit chooser shows), Tab shows the log,\n"
         "F11 full screen, F12 screenshot, Esc goes back to the menu (the match is saved; a\n"
         "match named on the command line quits instead).\n";
}

ParsedOptions parseOptions(const std::vector<std::string>& args) {
  ParsedOptions r;
  const cli::Parsed parsed = cli::parse(optionTable(r), args);
  if (parsed.standalone) return r;
  r.error = parsed.error;
  if (r.error.empty() && !parsed.positional.empty())
    r.error = "unexpected argument \"" + parsed.positional[0] + "\"";
  AppOptions& o = r.options;
  o.given = parsed.given;
  for (const char* named : kMatchOptions)
    if (o.wasGiven(named)) o.matchOnCommandLine = true;
  // The sweep ends the run itself; the frame count is only a bound.
  if (o.benchmarkResizes && o.benchmarkFrames == 0) o.benchmarkFrames = INT_MAX;
  return r;
}

}  // namespace ochos::app
