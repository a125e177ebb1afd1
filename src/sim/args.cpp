#include "args.hpp"

#include <algorithm>
#include <limits>

#include "ochos/cli/option_table.hpp"

namespace ochos::sim {

namespace {

constexpr int kMaxPlayers = 8;  // the engine's seat limit; the profile narrows it further
constexpr std::size_t kHelpColumn = 22;
constexpr std::int64_t kMaxCount = std::numeric_limits<std::int64_t>::max();

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

// Adds each item of a comma-separated list; an empty item is an error naming `what`.
cli::Setter listItems(std::vector<std::string>& out, std::string what) {
  return [&out, what = std::move(what)](const std::string& value) {
    for (std::string& item : splitList(value)) {
      if (item.empty()) return cli::Verdict::error("empty " + what + " in '" + value + "'");
      out.push_back(std::move(item));
    }
    return cli::Verdict::take();
  };
}

cli::Setter count(std::int64_t& out) {
  return cli::number<std::int64_t>(out, 1, kMaxCount, "a positive whole number");
}

cli::Option helpOption(Options& o) {
  const cli::Setter showHelp = [&o](const std::string&) {
    o.command = Command::Help;
    return cli::Verdict::take();
  };
  return {"--help", "", "show this text", showHelp, "-h", "", true};
}

// The options every command but replay takes, as the help lists them.
std::vector<cli::Option> commonOptions(Options& o) {
  return {
      {"--profile", "ID|PATH",
       "built-in or user profile id, or a profile JSON file (default ochos-locos)",
       cli::text(o.profile)},
      {"--variant", "NAME", "enable a profile variant; repeatable, or comma-separated",
       listItems(o.variants, "variant name")},
      {"--seed", "N", "everything is deterministic from this seed (default 1)",
       cli::number<std::uint64_t>(o.seed, 0, std::numeric_limits<std::uint64_t>::max(),
                                  "a non-negative whole number")},
      {"--json", "", "machine-readable output (one JSON object)", cli::flag(o.json)},
      helpOption(o),
  };
}

std::vector<cli::Option> playOptions(Options& o) {
  return {
      {"--agents", "A,B,...",
       "one agent per seat; their count is the player count (default random,random)\n"
       "random, easy, medium, hard, hard:ITERATIONS, external:COMMAND",
       listItems(o.agents, "agent name")},
      {"--agent", "SPEC", "add one seat verbatim (for external commands containing commas)",
       cli::append(o.agents)},
      {"--players", "N", "with no --agents: N random agents; otherwise must match --agents",
       cli::number(o.players, 2, kMaxPlayers, "a whole number from 2 to 8")},
      {"--hands", "N",
       "N single-hand games (default 100), rounded up to a multiple of the\n"
       "player count: every deal is played once with each seat rotation",
       count(o.hands)},
      {"--matches", "N", "N full matches, rounded up the same way", count(o.matches)},
      {"--max-actions", "N", "abort a hand that takes more actions than this (default 100000)",
       count(o.maxActionsPerHand)},
      {"--bot-timeout", "MS",
       "an external bot that says nothing on a move for MS milliseconds is stopped\n"
       "and its seat plays the first legal move from then on (default 10000)",
       cli::number(o.botTimeoutMs, 1, 3'600'000, "a whole number of milliseconds from 1")},
      {"--no-timings", "",
       "leave out the decision times: the same seed then prints the same report\n"
       "on every machine and platform",
       cli::flag(o.timings, false)},
  };
}

std::vector<cli::Option> benchOptions(Options& o) {
  return {
      {"--players", "N", "players at the table (default 2)",
       cli::number(o.players, 2, kMaxPlayers, "a whole number from 2 to 8")},
      {"--games", "N", "play exactly N games", count(o.games)},
      {"--seconds", "S", "play for S seconds (default 3)",
       cli::number(o.seconds, std::numeric_limits<double>::denorm_min(),
                   std::numeric_limits<double>::max(), "a positive number")},
  };
}

std::vector<cli::Option> replayOptions(Options& o) {
  return {
      {"--legal", "",
       "list every legal action (as a scenario writes it) before each step and at\nthe end",
       cli::flag(o.legal)},
  };
}

// What `command` accepts.
cli::OptionTable tableFor(Command command, Options& o) {
  cli::OptionTable table;
  std::vector<cli::Option> common = commonOptions(o);
  if (command == Command::Replay) {
    for (cli::Option& option : common)
      if (option.name == "--json" || option.name == "--help") table.options.push_back(option);
    for (cli::Option& option : replayOptions(o))
      table.options.push_back(option);
    return table;
  }
  table.options = std::move(common);
  const std::vector<cli::Option> own = command == Command::Play ? playOptions(o) : benchOptions(o);
  table.options.insert(table.options.end(), own.begin(), own.end());
  return table;
}

// "option '--games' is not valid for 'play'" rather than unknown, when another command takes it.
bool anotherCommandTakes(const std::string& name) {
  Options unused;
  for (Command c : {Command::Play, Command::Replay, Command::Bench})
    for (const cli::Option& option : tableFor(c, unused).options)
      if (option.name == name) return true;
  return false;
}

bool wasGiven(const cli::Parsed& parsed, std::string_view name) {
  return std::find(parsed.given.begin(), parsed.given.end(), name) != parsed.given.end();
}

// The defaults that depend on what else was given, and the rules between options.
std::string settle(Options& o, const cli::Parsed& parsed) {
  const std::string where = " for '" + std::string(commandName(o.command)) + "'";
  const auto& positional = parsed.positional;
  switch (o.command) {
    case Command::Play: {
      if (!positional.empty()) return "unexpected argument '" + positional[0] + "'" + where;
      if (o.hands > 0 && o.matches > 0) return "give either --hands or --matches, not both";
      if (o.hands == 0 && o.matches == 0) o.hands = 100;
      if (!wasGiven(parsed, "--agents") && !wasGiven(parsed, "--agent"))
        o.agents.assign(static_cast<std::size_t>(o.players > 0 ? o.players : 2), "random");
      const int count = static_cast<int>(o.agents.size());
      if (count < 2 || count > kMaxPlayers)
        return "--agents needs 2 to 8 agents (one per seat), got " + std::to_string(count);
      if (o.players > 0 && o.players != count)
        return "--players " + std::to_string(o.players) + " does not match the " +
               std::to_string(count) + " agents given";
      o.players = count;
      break;
    }
    case Command::Bench: {
      if (!positional.empty()) return "unexpected argument '" + positional[0] + "'" + where;
      const bool games = wasGiven(parsed, "--games");
      const bool seconds = wasGiven(parsed, "--seconds");
      if (games && seconds) return "give either --games or --seconds, not both";
      if (!games && !seconds) o.seconds = 3.0;
      if (o.players == 0) o.players = 2;
      break;
    }
    case Command::Replay:
      // An empty argument ("") names no file either.
      if (positional.empty() || positional[0].empty())
        return "replay needs a scenario FILE (or - for stdin)";
      if (positional.size() > 1) return "unexpected argument '" + positional[1] + "'" + where;
      o.replayFile = positional[0];
      break;
    case Command::Help:
      break;
  }
  return {};
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

ParseResult parseArgs(const std::vector<std::string>& args) {
  ParseResult result;
  Options& o = result.options;
  const std::string command = args.empty() ? std::string() : args[0];
  if (command == "play")
    o.command = Command::Play;
  else if (command == "replay")
    o.command = Command::Replay;
  else if (command == "bench")
    o.command = Command::Bench;
  else if (command == "help" || cli::parse(cli::OptionTable{{helpOption(o)}}, args).standalone)
    o.command = Command::Help;  // --help anywhere wins, even without a command
  else if (args.empty())
    result.error = "missing command (play, replay or bench)";
  else if (command.rfind("-", 0) == 0)
    result.error = "expected a command (play, replay or bench) before '" + command + "'";
  else
    result.error = "unknown command '" + command + "' (expected play, replay or bench)";
  if (o.command == Command::Help || !result.ok()) return result;

  const cli::Parsed parsed =
      cli::parse(tableFor(o.command, o), std::vector<std::string>(args.begin() + 1, args.end()));
  if (parsed.standalone) return result;  // --help
  result.error = parsed.error;
  if (!parsed.unknown.empty() && anotherCommandTakes(parsed.unknown))
    result.error = "option '" + parsed.unknown + "' is not valid for '" +
                   std::string(commandName(o.command)) + "'";
  if (result.ok()) result.error = settle(o, parsed);
  return result;
}

std::string usageText() {
  Options unused;
  return "Usage: ochos-sim COMMAND [OPTIONS]\n"
         "\n"
         "Headless simulator for the Ochos Locos card game family.\n"
         "\n"
         "Commands:\n"
         "  play     play many hands or matches between agents and print win rates\n"
         "  replay   apply a JSON scenario (FILE, or - for stdin) and print every event as JSON\n"
         "  bench    random playouts on one thread; last line \"games/s: N  decisions/s: N\"\n"
         "  help     show this text\n"
         "\n"
         "Common options:\n" +
         cli::describe(commonOptions(unused), kHelpColumn) + "\nplay:\n" +
         cli::describe(playOptions(unused), kHelpColumn) + "\nreplay:\n" +
         cli::describe(replayOptions(unused), kHelpColumn) + "\nbench:\n" +
         cli::describe(benchOptions(unused), kHelpColumn) +
         "\nExit codes: 0 success, 1 failure (illegal action in a replay, agent error), 2 bad "
         "usage.\n";
}

}  // namespace ochos::sim
