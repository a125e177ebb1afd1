// How long the hand review takes (not part of the unit tests): plays hands of Medium players and
// reviews seat 0's decisions in each with the default ai::ReviewConfig, as the game would.
//
//   review_bench [--profile ochos-locos] [--players 3] [--hands 20] [--seed 1]
//
// Prints the seconds per hand (median, 95th percentile, most), the decisions judged and the
// mistakes marked. The goal is a whole hand in at most 3 s.
#include <algorithm>
#include <chrono>
#include <cstdio>

#include "ochos/ai/agent_factory.hpp"
#include "ochos/ai/hand_review.hpp"
#include "ochos/cli/option_table.hpp"
#include "test_support.hpp"

using namespace ochos;

namespace {

struct Options {
  std::string profile = "ochos-locos";
  int players = 3;
  int hands = 20;
  std::uint64_t seed = 1;
  bool help = false;
};

engine::Game playedHand(const std::shared_ptr<const engine::RuleSet>& rules, int players,
                        std::uint64_t seed) {
  engine::MatchConfig config;
  config.players = players;
  config.seed = seed;
  config.singleHand = true;
  engine::Game game(rules, config);
  std::vector<std::unique_ptr<ai::Agent>> owned;
  std::vector<ai::Agent*> agents;
  for (int s = 0; s < players; ++s) {
    owned.push_back(ai::makeAgent("medium", seed * 31 + static_cast<std::uint64_t>(s), nullptr));
    owned.back()->newMatch(s);
    agents.push_back(owned.back().get());
  }
  engine::Observation obs;
  while (game.state().phase() == engine::Phase::Playing ||
         game.state().phase() == engine::Phase::DealerDeclares) {
    const int seat = game.state().currentPlayer();
    game.observe(seat, obs);
    if (!game.apply(seat, agents[static_cast<std::size_t>(seat)]->act(obs)).accepted) break;
    testing::offerReactions(game, agents, obs);
  }
  return game;
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0.0
                   : v[std::min(v.size() - 1,
                                static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  cli::OptionTable table;
  table.options = {
      {"--profile", "ID", "rule profile (default ochos-locos)", cli::text(o.profile)},
      {"--players", "N", "players (default 3)", cli::number(o.players, 2, 7, "2 to 7")},
      {"--hands", "N", "hands to review (default 20)", cli::number(o.hands, 1, 100000, "> 0")},
      {"--seed", "N", "the deals' seed (default 1)",
       cli::number(o.seed, std::uint64_t{0}, ~std::uint64_t{0}, "a seed")},
      {"--help", "", "show this text", cli::flag(o.help), "-h", "", true},
  };
  const cli::Parsed parsed = cli::parse(table, std::vector<std::string>(argv + 1, argv + argc));
  if (o.help) {
    std::printf("Usage: review_bench [options]\n%s", cli::describe(table.options, 22).c_str());
    return 0;
  }
  if (!parsed.ok() || !parsed.positional.empty()) {
    std::fprintf(stderr, "review_bench: %s\n",
                 parsed.ok() ? "unexpected argument" : parsed.error.c_str());
    return 2;
  }
  const auto rules = testing::profileByName(o.profile);
  std::vector<double> seconds;
  int judged = 0;
  int mistakes = 0;
  for (int h = 0; h < o.hands; ++h) {
    const engine::Game game = playedHand(rules, o.players, o.seed + static_cast<std::uint64_t>(h));
    const auto start = std::chrono::steady_clock::now();
    const std::vector<ai::Verdict> verdicts = ai::reviewHand(game, 0, 1, ai::ReviewConfig{});
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    for (const ai::Verdict& v : verdicts) {
      judged += v.forced ? 0 : 1;
      mistakes += v.mistake ? 1 : 0;
    }
  }
  std::printf("profile %s, %d players, %d hands: %d decisions judged, %d mistakes marked\n",
              o.profile.c_str(), o.players, o.hands, judged, mistakes);
  std::printf("seconds per hand: p50 %.2f  p95 %.2f  max %.2f\n", percentile(seconds, 0.5),
              percentile(seconds, 0.95), percentile(seconds, 1.0));
  return 0;
}
