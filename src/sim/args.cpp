#include "args.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <string_view>

namespace ochos::sim {

namespace {

constexpr int kMaxPlayers = 8;  // the engine's seat limit; the profile narrows it further

enum Scope : unsigned { kPlay = 1U, kReplay = 2U, kBench = 4U };

struct OptionSpec {
  std::string_view name;
  bool takesValue;
  unsigned scope;
};

constexpr OptionSpec kOptions[] = {
    {"--profile", true, kPlay | kBench},
    {"--variant", true, kPlay | kBench},
    {"--agents", true, kPlay},
    {"--agent", true, kPlay},
    {"--players", true, kPlay | kBench},
    {"--seed", true, kPlay | kBench},
    {"--json", false, kPlay | kReplay | kBench},
    {"--hands", true, kPlay},
    {"--matches", true, kPlay},
    {"--max-actions", true, kPlay},
    {"--no-timings", false, kPlay},
    {"--games", true, kBench},
    {"--seconds", true, kBench},
};

const OptionSpec* findOption(std::string_view name) {
  for (const auto& spec : kOptions)
    if (spec.name == name) return &spec;
  return nullptr;
}

std::string_view commandName(Command c) {
  switch (c) {
    case Command::Play:
      return "play";
    case Command::Replay:
      return "replay";
    case Command::Bench:
      return "bench";
    case Command::Help:
      break;
  }
  return "help";
}

unsigned scopeOf(Command c) {
  switch (c) {
    case Command::Play:
      return kPlay;
    case Command::Replay:
      return kReplay;
    case Command::Bench:
      return kBench;
    case Command::Help:
      break;
  }
  return 0;
}

std::optional<std::int64_t> positiveCount(const std::string& text) {
  auto n = parseInteger(text);
  if (!n || *n <= 0) return std::nullopt;
  return n;
}

}  // namespace

std::vector<std::string> splitList(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    items.push_back(
        text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return items;
}

std::optional<std::int64_t> parseInteger(const std::string& text) {
  std::size_t i = !text.empty() && text[0] == '-' ? 1 : 0;
  // 18 digits cannot overflow int64; nobody needs more hands than that.
  if (i == text.size() || text.size() - i > 18) return std::nullopt;
  std::int64_t value = 0;
  for (; i < text.size(); ++i) {
    if (text[i] < '0' || text[i] > '9') return std::nullopt;
    value = value * 10 + (text[i] - '0');
  }
  return text[0] == '-' ? -value : value;
}

std::optional<std::uint64_t> parseUnsigned(const std::string& text) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  std::uint64_t value = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return std::nullopt;
    const auto digit = static_cast<std::uint64_t>(ch - '0');
    if (value > (UINT64_MAX - digit) / 10) return std::nullopt;  // overflow
    value = value * 10 + digit;
  }
  return value;
}

std::optional<double> parsePositiveReal(const std::string& text) {
  if (text.empty()) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (errno != 0 || end != text.c_str() + text.size() || !std::isfinite(value) || value <= 0.0)
    return std::nullopt;
  return value;
}

ParseResult parseArgs(const std::vector<std::string>& args) {
  ParseResult result;
  Options& o = result.options;
  auto fail = [&result](std::string message) {
    result.error = std::move(message);
    return result;
  };

  // --help anywhere wins, so "ochos-sim play --hands x --help" still helps.
  for (const auto& a : args)
    if (a == "--help" || a == "-h") return result;
  if (args.empty()) return fail("missing command (play, replay or bench)");

  const std::string& cmd = args[0];
  if (cmd == "play")
    o.command = Command::Play;
  else if (cmd == "replay")
    o.command = Command::Replay;
  else if (cmd == "bench")
    o.command = Command::Bench;
  else if (cmd == "help")
    return result;
  else if (cmd.rfind("-", 0) == 0)
    return fail("expected a command (play, replay or bench) before '" + cmd + "'");
  else
    return fail("unknown command '" + cmd + "' (expected play, replay or bench)");

  const std::string where = " for '" + std::string(commandName(o.command)) + "'";
  bool agentsGiven = false;
  bool gamesGiven = false;
  bool secondsGiven = false;
  std::vector<std::string> positional;

  for (std::size_t i = 1; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "-" || arg.rfind("-", 0) != 0) {
      positional.push_back(arg);
      continue;
    }
    std::string name = arg;
    std::optional<std::string> inlineValue;
    if (const auto eq = arg.find('='); eq != std::string::npos) {
      name = arg.substr(0, eq);
      inlineValue = arg.substr(eq + 1);
    }
    const OptionSpec* spec = findOption(name);
    if (spec == nullptr) return fail("unknown option '" + name + "'");
    if ((spec->scope & scopeOf(o.command)) == 0)
      return fail("option '" + name + "' is not valid" + where);
    std::string value;
    if (spec->takesValue) {
      if (inlineValue) {
        value = *inlineValue;
      } else {
        if (i + 1 >= args.size()) return fail("option '" + name + "' needs a value");
        value = args[++i];
      }
      if (value.empty()) return fail("option '" + name + "' needs a non-empty value");
    } else if (inlineValue) {
      return fail("option '" + name + "' takes no value");
    }

    if (name == "--profile") {
      o.profile = value;
    } else if (name == "--variant") {
      for (auto& v : splitList(value)) {
        if (v.empty()) return fail("empty variant name in '" + value + "'");
        o.variants.push_back(v);
      }
    } else if (name == "--agents" || name == "--agent") {
      // --agent takes one spec verbatim, for external commands that contain commas.
      auto items = name == "--agents" ? splitList(value) : std::vector<std::string>{value};
      for (auto& a : items) {
        if (a.empty()) return fail("empty agent name in '" + value + "'");
        o.agents.push_back(a);
      }
      agentsGiven = true;
    } else if (name == "--players") {
      auto n = parseInteger(value);
      if (!n || *n < 2 || *n > kMaxPlayers)
        return fail("--players expects a whole number from 2 to 8, got '" + value + "'");
      o.players = static_cast<int>(*n);
    } else if (name == "--seed") {
      auto n = parseUnsigned(value);
      if (!n) return fail("--seed expects a non-negative whole number, got '" + value + "'");
      o.seed = *n;
    } else if (name == "--json") {
      o.json = true;
    } else if (name == "--no-timings") {
      o.timings = false;
    } else if (name == "--hands" || name == "--matches" || name == "--games" ||
               name == "--max-actions") {
      auto n = positiveCount(value);
      if (!n) return fail(name + " expects a positive whole number, got '" + value + "'");
      if (name == "--hands") o.hands = *n;
      if (name == "--matches") o.matches = *n;
      if (name == "--max-actions") o.maxActionsPerHand = *n;
      if (name == "--games") {
        o.games = *n;
        gamesGiven = true;
      }
    } else if (name == "--seconds") {
      auto s = parsePositiveReal(value);
      if (!s) return fail("--seconds expects a positive number, got '" + value + "'");
      o.seconds = *s;
      secondsGiven = true;
    }
  }

  switch (o.command) {
    case Command::Play: {
      if (!positional.empty()) return fail("unexpected argument '" + positional[0] + "'" + where);
      if (o.hands > 0 && o.matches > 0) return fail("give either --hands or --matches, not both");
      if (o.hands == 0 && o.matches == 0) o.hands = 100;
      if (!agentsGiven)
        o.agents.assign(static_cast<std::size_t>(o.players > 0 ? o.players : 2), "random");
      const int count = static_cast<int>(o.agents.size());
      if (count < 2 || count > kMaxPlayers)
        return fail("--agents needs 2 to 8 agents (one per seat), got " + std::to_string(count));
      if (o.players > 0 && o.players != count)
        return fail("--players " + std::to_string(o.players) + " does not match the " +
                    std::to_string(count) + " agents given");
      o.players = count;
      break;
    }
    case Command::Bench:
      if (!positional.empty()) return fail("unexpected argument '" + positional[0] + "'" + where);
      if (gamesGiven && secondsGiven) return fail("give either --games or --seconds, not both");
      if (!gamesGiven && !secondsGiven) o.seconds = 3.0;
      if (o.players == 0) o.players = 2;
      break;
    case Command::Replay:
      if (positional.empty()) return fail("replay needs a scenario FILE (or - for stdin)");
      if (positional.size() > 1) return fail("unexpected argument '" + positional[1] + "'" + where);
      o.replayFile = positional[0];
      break;
    case Command::Help:
      break;
  }
  return result;
}

std::string usageText() {
  return R"(Usage: ochos-sim COMMAND [OPTIONS]

Headless simulator for the Ochos Locos card game family.

Commands:
  play     play many hands or matches between agents and print win rates
  replay   apply a JSON scenario (FILE, or - for stdin) and print every event as JSON
  bench    random playouts on one thread; last line "games/s: N  decisions/s: N"
  help     show this text

Common options:
  --profile ID|PATH   built-in or user profile id, or a profile JSON file (default ochos-locos)
  --variant NAME      enable a profile variant; repeatable, or comma-separated
  --seed N            everything is deterministic from this seed (default 1)
  --json              machine-readable output (one JSON object)
  -h, --help          show this text

play:
  --agents A,B,...    one agent per seat; their count is the player count (default random,random)
                      random, easy, medium, hard, hard:ITERATIONS, external:COMMAND
  --agent SPEC        add one seat verbatim (for external commands containing commas)
  --players N         with no --agents: N random agents; otherwise must match --agents
  --hands N           N single-hand games (default 100), rounded up to a multiple of the
                      player count: every deal is played once with each seat rotation
  --matches N         N full matches, rounded up the same way
  --max-actions N     abort a hand that takes more actions than this (default 100000)
  --no-timings        leave out the decision times: the same seed then prints the same report
                      on every machine and platform

bench:
  --players N         players at the table (default 2)
  --games N           play exactly N games
  --seconds S         play for S seconds (default 3)

Exit codes: 0 success, 1 failure (illegal action in a replay, agent error), 2 bad usage.
)";
}

}  // namespace ochos::sim
