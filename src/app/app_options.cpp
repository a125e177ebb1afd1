#include "ochos/app/app_options.hpp"

#include <charconv>
#include <sstream>

#ifndef OCHOS_VERSION
#define OCHOS_VERSION "dev"
#endif

namespace ochos::app {
namespace {

template <typename T>
bool parseNumber(const std::string& s, T& out) {
  const char* end = s.data() + s.size();
  auto [ptr, ec] = std::from_chars(s.data(), end, out);
  return ec == std::errc() && ptr == end;
}

bool parseDouble(const std::string& s, double& out) {
  std::istringstream in(s);
  in >> out;
  return !in.fail() && in.eof();
}

}  // namespace

std::string versionString() {
  return OCHOS_VERSION;
}

bool AppOptions::wasGiven(const std::string& option) const {
  for (const std::string& g : given)
    if (g == option) return true;
  return false;
}

std::string helpText() {
  return "Usage: ochos-locos [options]\n"
         "Ochos Locos, the Crazy Eights family card game. Without options it opens the main\n"
         "menu; an option that names a match (--play, --profile, --variant, --players,\n"
         "--difficulty, --seed, --target, --single-hand) goes straight to the table, and that\n"
         "match is neither saved nor counted in the statistics.\n\n"
         "  --play                 start a match at once with the default rules\n"
         "  --profile ID|FILE      rule profile (default ochos-locos)\n"
         "  --variant ID           switch a profile variant on (repeatable)\n"
         "  --players N            players at the table, you included (default 4)\n"
         "  --difficulty LEVEL     easy, medium or hard computer opponents (default medium)\n"
         "  --seed N               deal a reproducible match\n"
         "  --target N             points that end the match (default: the profile's)\n"
         "  --single-hand          one hand decides the match\n"
         "  --size WxH             window size (default 1280x720)\n"
         "  --fullscreen           start in full screen (F11 toggles)\n"
         "  --four-colour          four-colour deck (clubs green, diamonds blue)\n"
         "  --sort-by-rank         sort your hand by rank, then suit\n"
         "  --no-hints             do not lift and light up the playable cards\n"
         "  --speed X              animation speed factor: 1 normal, 2 slower, 0.5 faster, 0 off\n"
         "  --ai-pause SECONDS     pause between computer moves (default 0.55)\n"
         "  --mute                 no sound\n"
         "  --volume N             sound effects' volume from 0 to 100 (default 80)\n"
         "  --screenshot PATH      write a PNG of the table once it is ready (F12: any time)\n"
         "  --screenshot-after-ms N  wait N ms before that screenshot (default 1500)\n"
         "  --exit-after-screenshot  quit once the screenshot is written\n"
         "  --exit-after-ms N      quit after N ms\n"
         "  --state-dump PATH      keep a text description of the table in PATH (tests)\n"
         "  --benchmark-frames N   computer-only match, uncapped: print frame times after N "
         "frames\n"
         "  --version, --help\n\n"
         "Keys: arrows choose a card, Enter plays it, D draws, P passes, L says \"Last card!\",\n"
         "K catches, 1-4 or C/D/H/S pick a suit, Tab shows the log, F11 full screen,\n"
         "F12 screenshot, Esc goes back to the menu (the match is saved; a match named on the\n"
         "command line quits instead).\n";
}

ParsedOptions parseOptions(const std::vector<std::string>& args) {
  ParsedOptions r;
  AppOptions& o = r.options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](std::string& out) {
      if (i + 1 >= args.size()) {
        r.error = a + " needs a value";
        return false;
      }
      out = args[++i];
      return true;
    };
    std::string v;
    if (a.rfind("--", 0) == 0) o.given.push_back(a == "--four-color" ? "--four-colour" : a);
    for (const char* named : {"--play", "--profile", "--variant", "--players", "--difficulty",
                              "--seed", "--target", "--single-hand", "--benchmark-frames"}) {
      if (a == named) o.matchOnCommandLine = true;
    }
    if (a == "--help" || a == "-h") {
      r.exitNow = true;
      r.message = helpText();
      return r;
    } else if (a == "--version") {
      r.exitNow = true;
      r.message = std::string("ochos-locos ") + OCHOS_VERSION + "\n";
      return r;
    } else if (a == "--play") {
      // Only marks the match as named on the command line (above).
    } else if (a == "--profile") {
      if (!value(o.profile)) return r;
    } else if (a == "--variant") {
      if (!value(v)) return r;
      o.variants.push_back(v);
    } else if (a == "--players") {
      if (!value(v)) return r;
      if (!parseNumber(v, o.players) || o.players < 2 || o.players > 8) {
        r.error = "--players expects a number from 2 to 8, got \"" + v + "\"";
        return r;
      }
    } else if (a == "--difficulty") {
      if (!value(o.difficulty)) return r;
      if (o.difficulty != "easy" && o.difficulty != "medium" && o.difficulty != "hard" &&
          o.difficulty != "random") {
        r.error = "--difficulty expects easy, medium or hard, got \"" + o.difficulty + "\"";
        return r;
      }
    } else if (a == "--seed") {
      if (!value(v)) return r;
      std::uint64_t s = 0;
      if (!parseNumber(v, s)) {
        r.error = "--seed expects a non-negative integer, got \"" + v + "\"";
        return r;
      }
      o.seed = s;
    } else if (a == "--target") {
      if (!value(v)) return r;
      if (!parseNumber(v, o.target) || o.target < 1) {
        r.error = "--target expects a positive number, got \"" + v + "\"";
        return r;
      }
    } else if (a == "--single-hand") {
      o.singleHand = true;
    } else if (a == "--size") {
      if (!value(v)) return r;
      const auto x = v.find_first_of("xX");
      unsigned w = 0, h = 0;
      if (x == std::string::npos || !parseNumber(v.substr(0, x), w) ||
          !parseNumber(v.substr(x + 1), h) || w < 200 || h < 200 || w > 16384 || h > 16384) {
        r.error = "--size expects WIDTHxHEIGHT such as 1280x720, got \"" + v + "\"";
        return r;
      }
      o.width = w;
      o.height = h;
    } else if (a == "--fullscreen") {
      o.fullscreen = true;
    } else if (a == "--four-colour" || a == "--four-color") {
      o.fourColour = true;
    } else if (a == "--sort-by-rank") {
      o.sortByRank = true;
    } else if (a == "--no-hints") {
      o.hints = false;
    } else if (a == "--speed") {
      if (!value(v)) return r;
      if (!parseDouble(v, o.speed) || o.speed < 0 || o.speed > 10) {
        r.error = "--speed expects a factor from 0 (off) to 10, got \"" + v + "\"";
        return r;
      }
    } else if (a == "--ai-pause") {
      if (!value(v)) return r;
      if (!parseDouble(v, o.aiPause) || o.aiPause < 0 || o.aiPause > 30) {
        r.error = "--ai-pause expects seconds from 0 to 30, got \"" + v + "\"";
        return r;
      }
    } else if (a == "--mute") {
      o.mute = true;
    } else if (a == "--volume") {
      if (!value(v)) return r;
      if (!parseNumber(v, o.volume) || o.volume < 0 || o.volume > 100) {
        r.error = "--volume expects a number from 0 to 100, got \"" + v + "\"";
        return r;
      }
    } else if (a == "--screenshot") {
      if (!value(o.screenshot)) return r;
    } else if (a == "--screenshot-after-ms") {
      if (!value(v)) return r;
      if (!parseNumber(v, o.screenshotAfterMs) || o.screenshotAfterMs < 0) {
        r.error = "--screenshot-after-ms expects milliseconds, got \"" + v + "\"";
        return r;
      }
    } else if (a == "--exit-after-screenshot") {
      o.exitAfterScreenshot = true;
    } else if (a == "--exit-after-ms") {
      if (!value(v)) return r;
      if (!parseNumber(v, o.exitAfterMs) || o.exitAfterMs < 0) {
        r.error = "--exit-after-ms expects milliseconds, got \"" + v + "\"";
        return r;
      }
    } else if (a == "--state-dump") {
      if (!value(o.stateDump)) return r;
    } else if (a == "--benchmark-frames") {
      if (!value(v)) return r;
      if (!parseNumber(v, o.benchmarkFrames) || o.benchmarkFrames < 1) {
        r.error = "--benchmark-frames expects a positive number, got \"" + v + "\"";
        return r;
      }
    } else {
      r.error = "unknown option \"" + a + "\"";
      return r;
    }
  }
  return r;
}

}  // namespace ochos::app
