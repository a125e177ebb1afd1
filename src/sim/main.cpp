// ochos-sim: play agents against each other, replay rule-bug scenarios, measure engine speed.
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#ifdef _WIN32
#include <io.h>
#define OCHOS_ISATTY _isatty
#define OCHOS_FILENO _fileno
#else
#include <unistd.h>
#define OCHOS_ISATTY isatty
#define OCHOS_FILENO fileno
#endif

#include "args.hpp"
#include "bench.hpp"
#include "match_runner.hpp"
#include "ochos/ai/agent_factory.hpp"
#include "ochos/engine/rng.hpp"
#include "ochos/external/external_agent.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "profile_loader.hpp"
#include "replay.hpp"
#include "replay_json.hpp"
#include "report.hpp"

namespace {

using namespace ochos;
using namespace ochos::sim;

constexpr int kExitFailure = 1;
constexpr int kExitUsage = 2;
constexpr std::uint64_t kAgentSeedSalt = 0xA6E47000;

int usageError(const std::string& message) {
  std::cerr << "ochos-sim: error: " << message << "\n" << kUsageHint << "\n";
  return kExitUsage;
}

int failure(const std::string& message) {
  std::cerr << "ochos-sim: " << message << "\n";
  return kExitFailure;
}

int play(const Options& o) {
  LoadedRules loaded = loadRules(o.profile, o.variants, o.players);
  if (!loaded) return usageError(loaded.error);

  // A bot's answer to "react" (an announcement, a catch) needs no longer than to a move.
  constexpr int kReactTimeoutMs = 2'000;
  external::registerExternalAgents({o.botTimeoutMs, std::min(o.botTimeoutMs, kReactTimeoutMs)});
  std::vector<std::unique_ptr<ai::Agent>> agents;
  // External bots stand in the first legal move when they fail, so that a broken bot cannot
  // stall a tournament; the figures of such a run are not the bot's, so it is reported below.
  std::vector<std::pair<std::size_t, const external::ExternalAgent*>> bots;
  for (std::size_t i = 0; i < o.agents.size(); ++i) {
    std::string why;
    auto agent = ai::makeAgent(o.agents[i], engine::mixSeed(o.seed, kAgentSeedSalt + i), &why);
    if (!agent) return usageError(why.empty() ? "unknown agent '" + o.agents[i] + "'" : why);
    if (auto* bot = dynamic_cast<external::ExternalAgent*>(agent.get())) {
      if (!bot->start(&why)) return failure("cannot start " + o.agents[i] + ": " + why);
      bots.emplace_back(i, bot);
    }
    agents.push_back(std::move(agent));
  }

  RunConfig config;
  config.rules = loaded.rules;
  config.mode = o.matches > 0 ? RunMode::Matches : RunMode::Hands;
  config.count = o.matches > 0 ? o.matches : o.hands;
  config.seed = o.seed;
  config.maxActionsPerHand = o.maxActionsPerHand;
  MatchRunner runner(config, std::move(agents), o.agents);
  // Long tournaments show where they are, on a terminal only: logs and pipes stay clean.
  const bool showProgress = OCHOS_ISATTY(OCHOS_FILENO(stderr)) != 0;
  if (showProgress) {
    runner.onProgress([](std::int64_t done, std::int64_t planned) {
      if (done == planned || done % std::max<std::int64_t>(1, planned / 100) == 0)
        std::fprintf(stderr, "\rgame %lld of %lld", static_cast<long long>(done),
                     static_cast<long long>(planned));
    });
  }
  RunResult result;
  try {
    result = runner.run();
  } catch (const std::exception& e) {
    if (showProgress) std::fprintf(stderr, "\n");
    return failure(e.what());
  }
  if (showProgress) std::fprintf(stderr, "\r%40s\r", "");

  RunInfo info;
  info.profileId = loaded.rules->id;
  info.profileName = loaded.rules->name;
  info.variants = loaded.rules->activeVariants;
  info.players = o.players;
  info.mode = config.mode;
  info.seed = o.seed;
  info.penaltyScoring = loaded.rules->scoring == engine::ScoringMode::PenaltyPoints;
  info.timings = o.timings;
  nlohmann::json json = reportJson(info, result);
  int exitCode = 0;
  for (const auto& [slot, bot] : bots) {
    json["seats"][slot]["protocol_errors"] = bot->protocolErrors();
    json["seats"][slot]["fallback_moves"] = bot->fallbackMoves();
    if (bot->protocolErrors() == 0) continue;
    std::cerr << "ochos-sim: agent " << slot << " (" << o.agents[slot] << ") failed "
              << bot->protocolErrors() << " time(s), last: " << bot->lastError()
              << "; its seat played " << bot->fallbackMoves()
              << " move(s) in its place (the first legal move)\n";
    exitCode = kExitFailure;
  }
  if (o.json)
    std::cout << printableJson(json, -1) << "\n";
  else
    std::cout << reportText(info, result);
  return exitCode;
}

int replay(const Options& o) {
  std::string text;
  std::filesystem::path baseDir = std::filesystem::current_path();
  if (o.replayFile == "-") {
    std::ostringstream buffer;
    buffer << std::cin.rdbuf();
    text = buffer.str();
  } else {
    const std::filesystem::path file = ochos::pathFromUtf8(o.replayFile);
    std::ifstream in(file, std::ios::binary);
    if (!in) return usageError("cannot read scenario file '" + o.replayFile + "'");
    std::ostringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
    baseDir = std::filesystem::absolute(file).parent_path();
  }
  nlohmann::json document;
  try {
    document = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    // A syntax error names the line and column; a number too large for any type ("1e400") is
    // an out_of_range. The library's own "[json.exception…]" prefix is noise for a reporter.
    std::string why = e.what();
    if (const auto close = why.find("] ");
        why.rfind("[json.exception", 0) == 0 && close != std::string::npos)
      why = why.substr(close + 2);
    const nlohmann::json error = {
        {"error", {{"step", nullptr}, {"reason", "the scenario is not valid JSON: " + why}}}};
    std::cout << layoutJson(error) << "\n";
    return kExitFailure;
  }
  ReplayOptions options;
  options.legal = o.legal;
  const ReplayOutcome outcome = runReplay(document, baseDir, options);
  std::cout << layoutJson(outcome.output) << "\n";
  return outcome.exitCode;
}

int bench(const Options& o) {
  LoadedRules loaded = loadRules(o.profile, o.variants, o.players);
  if (!loaded) return usageError(loaded.error);
  BenchConfig config;
  config.rules = loaded.rules;
  config.players = o.players;
  config.seed = o.seed;
  config.games = o.games;
  config.seconds = o.seconds;
  BenchResult r;
  try {
    r = runBench(config);
  } catch (const std::exception& e) {
    return failure(e.what());
  }
  const double blocked =
      r.games > 0 ? static_cast<double>(r.blocked) / static_cast<double>(r.games) : 0;
  const double perGame =
      r.games > 0 ? static_cast<double>(r.decisions) / static_cast<double>(r.games) : 0;
  if (o.json) {
    const nlohmann::json j = {{"profile", loaded.rules->id},
                              {"variants", loaded.rules->activeVariants},
                              {"players", o.players},
                              {"seed", o.seed},
                              {"games", r.games},
                              {"decisions", r.decisions},
                              {"seconds", r.seconds},
                              {"cpu_seconds", r.cpuSeconds},
                              {"blocked_share", blocked},
                              {"mean_decisions_per_game", perGame},
                              {"games_per_s", r.gamesPerSecond()},
                              {"decisions_per_s", r.decisionsPerSecond()}};
    std::cout << j.dump() << "\n";
    return 0;
  }
  char line[256];
  std::snprintf(
      line, sizeof line,
      "%s (%s), %d players, seed %llu: %lld single-hand games of random moves in %.3f s\n",
      loaded.rules->name.c_str(), loaded.rules->id.c_str(), o.players,
      static_cast<unsigned long long>(o.seed), static_cast<long long>(r.games), r.seconds);
  std::cout << line;
  std::snprintf(line, sizeof line,
                "decisions: %lld  per game: %.1f  blocked: %.1f%%  cpu: %.3f s\n",
                static_cast<long long>(r.decisions), perGame, 100.0 * blocked, r.cpuSeconds);
  std::cout << line;
  std::snprintf(line, sizeof line, "games/s: %.0f  decisions/s: %.0f\n", r.gamesPerSecond(),
                r.decisionsPerSecond());
  std::cout << line;
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  ochos::external::registerExternalAgents();  // "external:<command>" seats; play() sets limits
  // UTF-8 whatever the platform: a profile or scenario may lie in any folder.
  const ParseResult parsed = parseArgs(ochos::utf8Arguments(argc, argv));
  if (!parsed.ok()) return usageError(parsed.error);
  const Options& o = parsed.options;
  try {
    switch (o.command) {
      case Command::Help:
        std::cout << usageText();
        return 0;
      case Command::Play:
        return play(o);
      case Command::Replay:
        return replay(o);
      case Command::Bench:
        return bench(o);
    }
  } catch (const std::exception& e) {
    return failure(e.what());
  }
  return 0;
}
