#include "sample_states.hpp"

#include <memory>
#include <optional>

#include "fuzz_support.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::fuzz {

namespace {

std::vector<engine::GameState> makeStates() {
  static std::vector<std::shared_ptr<const engine::RuleSet>> keepAlive;
  std::vector<engine::GameState> out;
  const auto library = rules::ProfileLibrary::load(rules::embeddedProfiles(), std::nullopt);
  std::uint64_t seed = 1;
  for (const rules::ProfileInfo& profile : library.profiles()) {
    for (const auto& variants : rules::variantCombinations(profile.variants)) {
      const rules::BuildResult built = rules::buildRuleSet(profile.document, variants, "sample");
      check(static_cast<bool>(built), "a built-in profile does not build");
      keepAlive.push_back(built.rules);
      for (int players = built.rules->minPlayers; players <= built.rules->maxPlayers; ++players) {
        engine::MatchConfig config;
        config.players = players;
        config.seed = ++seed;
        engine::Game game(built.rules, config);
        engine::Rng rng(seed);
        out.push_back(game.state());
        for (int stop = 0; stop < 3 && game.state().phase() != engine::Phase::MatchOver; ++stop) {
          playRandomly(game, rng, 1 + static_cast<int>(rng.below(25)));
          out.push_back(game.state());
        }
      }
    }
  }
  return out;
}

}  // namespace

const std::vector<engine::GameState>& sampleStates() {
  static const std::vector<engine::GameState> states = makeStates();
  return states;
}

}  // namespace ochos::fuzz
