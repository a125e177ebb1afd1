// Strength and speed benchmark for the computer opponents (not part of the unit tests).
//
//   ai_bench --profile ochos-locos --agents hard,medium --hands 4000 [--seed 1] [--outcomes F]
//            [--belief]          (--help lists the options)
//
// Every deal is played once per rotation of the agents over the seats (two players: each deal
// twice, seats swapped), so neither the cards nor the seat favour anyone. Prints hand win rates
// with 95% confidence intervals, mean points per hand and decision times per agent. The agent
// "peek" is a Hard agent that sees every hidden card (tests only), to measure the ceiling.
// --outcomes writes the first agent's share of each hand, one per line, for
// scripts/compare-outcomes.sh: two runs on the same deals compared hand by hand. --belief prints
// how much each searching agent's sampled deals know about the hidden hands (belief_meter.hpp).
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>

#include "belief_meter.hpp"
#include "ochos/ai/agent_factory.hpp"
#include "ochos/ai/hard_agent.hpp"
#include "ochos/cli/option_table.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "peeking_agent.hpp"
#include "test_support.hpp"

using namespace ochos;

namespace {

// `meter`, when given, scores a searching agent's deals as it samples them (--belief).
std::unique_ptr<ai::Agent> make(const std::string& spec, std::uint64_t seed,
                                testing::BeliefMeter* meter) {
  const auto watched = [meter](std::unique_ptr<ai::WorldSource> worlds) {
    return meter ? meter->watching(std::move(worlds)) : std::move(worlds);
  };
  if (spec.rfind("peek", 0) == 0) {
    // "peek[:N]" sees every hidden card; "peekhands[:N]" sees the hands but not the stock order.
    const bool seeStock = spec.rfind("peekhands", 0) != 0;
    ai::HardConfig config;
    if (const auto colon = spec.find(':'); colon != std::string::npos) {
      config.playouts = std::atoi(spec.c_str() + colon + 1);
      config.maxWork = 0;
      config.maxMillis = 0;
    }
    return std::make_unique<ai::HardAgent>(seed, config, watched(testing::theTruth(seeStock)));
  }
  std::string error;
  auto agent = ai::makeAgent(spec, seed, &error);
  if (!agent) {
    std::fprintf(stderr, "%s\n", error.c_str());
    std::exit(2);
  }
  if (const auto* hard = dynamic_cast<const ai::HardAgent*>(agent.get()); hard && meter)
    return std::make_unique<ai::HardAgent>(seed, hard->config(), meter->watching());
  return agent;
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0.0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(
      std::min<double>(static_cast<double>(v.size() - 1), p * static_cast<double>(v.size())));
  return v[i];
}

struct BenchOptions {
  std::string profile = "ochos-locos";
  std::string agents = "hard,medium";
  int hands = 400;
  std::uint64_t seed = 1;
  std::string outcomes;
  bool belief = false;
  bool help = false;
};

cli::OptionTable optionTable(BenchOptions& o) {
  cli::OptionTable t;
  t.options = {
      {"--profile", "ID", "rule profile (default ochos-locos)", cli::text(o.profile)},
      {"--agents", "A,B,...",
       "one agent per seat, rotated over the seats (default hard,medium):\n"
       "what makeAgent knows, or peek[:N] / peekhands[:N] (Hard seeing the cards)",
       cli::text(o.agents)},
      {"--hands", "N", "hands to play (default 400)",
       cli::number(o.hands, 1, INT_MAX, "a positive number")},
      {"--seed", "N", "the deals' seed (default 1)",
       cli::number<std::uint64_t>(o.seed, 0, UINT64_MAX, "a non-negative whole number")},
      {"--outcomes", "FILE", "write the first agent's share of each hand, one per line",
       cli::text(o.outcomes)},
      {"--belief", "", "score what each searching agent's deals know about the hands",
       cli::flag(o.belief)},
      {"--help", "", "show this text", cli::flag(o.help), "-h", "", true},
  };
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  BenchOptions options;
  const cli::OptionTable table = optionTable(options);
  const cli::Parsed parsed = cli::parse(table, utf8Arguments(argc, argv));
  if (options.help) {
    std::printf("Usage: ai_bench [options]\n%s", cli::describe(table.options, 22).c_str());
    return 0;
  }
  std::string error = parsed.error;
  if (error.empty() && !parsed.positional.empty())
    error = "unexpected argument '" + parsed.positional[0] + "'";
  if (!error.empty()) {
    std::fprintf(stderr, "ai_bench: %s\n", error.c_str());
    return 2;
  }
  const std::string& profile = options.profile;
  const std::string& agentList = options.agents;
  const int hands = options.hands;
  const std::uint64_t seed = options.seed;
  const char* outcomesPath = options.outcomes.empty() ? nullptr : options.outcomes.c_str();
  const bool belief = options.belief;
  const auto rules = testing::profileByName(profile);
  if (!rules) {
    std::fprintf(stderr, "unknown profile %s\n", profile.c_str());
    return 2;
  }
  std::vector<std::string> specs;
  std::stringstream ss(agentList);
  for (std::string s; std::getline(ss, s, ',');)
    specs.push_back(s);
  const int n = static_cast<int>(specs.size());
  // --belief: how much each searching agent's deals know about the hands it cannot see. The
  // meters outlive the agents, which report to them.
  std::vector<std::unique_ptr<testing::BeliefMeter>> meters(static_cast<std::size_t>(n));
  std::vector<std::unique_ptr<ai::Agent>> agents;
  for (std::size_t i = 0; i < meters.size(); ++i) {
    if (belief) meters[i] = std::make_unique<testing::BeliefMeter>();
    agents.push_back(make(specs[i], seed * 7919 + static_cast<std::uint64_t>(i), meters[i].get()));
    if (!dynamic_cast<ai::HardAgent*>(agents[i].get())) meters[i].reset();
  }

  std::vector<double> wins(static_cast<std::size_t>(n), 0.0);
  std::vector<double> points(static_cast<std::size_t>(n), 0.0);
  std::vector<double> blockedWins(static_cast<std::size_t>(n), 0.0);
  std::vector<std::vector<double>> times(static_cast<std::size_t>(n));
  std::vector<std::vector<double>> cpuTimes(static_cast<std::size_t>(n));
  int played = 0, blocked = 0, illegal = 0;
  std::FILE* outcomes = outcomesPath ? std::fopen(outcomesPath, "w") : nullptr;
  if (outcomesPath && !outcomes) {
    std::fprintf(stderr, "cannot write %s\n", outcomesPath);
    return 2;
  }
  for (int deal = 0; played < hands; ++deal) {
    for (int rot = 0; rot < n && played < hands; ++rot) {
      std::vector<ai::Agent*> seats;
      for (int s = 0; s < n; ++s)
        seats.push_back(agents[static_cast<std::size_t>((s + rot) % n)].get());
      std::vector<std::vector<double>> timing(static_cast<std::size_t>(n));
      std::vector<std::vector<double>> cpuTiming(static_cast<std::size_t>(n));
      const auto result =
          testing::playHand(rules, seats, seed * 1000003ULL + static_cast<std::uint64_t>(deal),
                            deal % n, &timing, &cpuTiming);
      ++played;
      if (result.winner == -2) ++illegal;
      if (result.winner < 0) ++blocked;
      for (int s = 0; s < n; ++s) {
        const auto who = static_cast<std::size_t>((s + rot) % n);
        if (who == 0 && outcomes)
          std::fprintf(outcomes, "%g\n", result.share[static_cast<std::size_t>(s)]);
        wins[who] += result.share[static_cast<std::size_t>(s)];
        if (result.winner == -1) blockedWins[who] += result.share[static_cast<std::size_t>(s)];
        points[who] += result.points[static_cast<std::size_t>(s)];
        times[who].insert(times[who].end(), timing[static_cast<std::size_t>(s)].begin(),
                          timing[static_cast<std::size_t>(s)].end());
        cpuTimes[who].insert(cpuTimes[who].end(), cpuTiming[static_cast<std::size_t>(s)].begin(),
                             cpuTiming[static_cast<std::size_t>(s)].end());
      }
    }
  }
  std::printf("profile %s, %d hands, blocked %d, illegal %d\n", profile.c_str(), played, blocked,
              illegal);
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const double p = wins[k] / played;
    const double ci = 1.96 * std::sqrt(p * (1 - p) / played);
    std::printf(
        "%-12s wins %5.1f%% +- %4.1f  mean points %6.2f  ms p50 %6.3f p95 %6.3f max %7.3f (%zu "
        "decisions)\n",
        specs[k].c_str(), 100 * p, 100 * ci, points[k] / played, percentile(times[k], 0.5),
        percentile(times[k], 0.95), percentile(times[k], 1.0), times[k].size());
    if (blocked > illegal)
      std::printf("%-12s won %.1f of the %d blocked hands\n", "", blockedWins[k],
                  blocked - illegal);
    std::printf("%-12s cpu ms p50 %6.3f p95 %6.3f max %7.3f\n", "", percentile(cpuTimes[k], 0.5),
                percentile(cpuTimes[k], 0.95), percentile(cpuTimes[k], 1.0));
    if (meters[k]) {
      const auto b = meters[k]->summary();
      std::printf(
          "%-12s belief: %.3f bits per opponent hand over its size alone (sure of the truth: "
          "%.1f); %.1f%% of a sampled hand's cards right (%.1f%% by chance); %ld hands scored\n",
          "", b.bits, b.perfect, 100 * b.hit, 100 * b.chance, b.hands);
    }
  }
  // A short file would be compared against the wrong deals: say so rather than leave it.
  if (outcomes && (std::ferror(outcomes) != 0 || std::fclose(outcomes) != 0)) {
    std::fprintf(stderr, "could not finish writing %s\n", outcomesPath);
    return 2;
  }
  return illegal == 0 ? 0 : 1;
}
