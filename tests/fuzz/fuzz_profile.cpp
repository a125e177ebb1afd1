// A rule profile as a stranger may hand it over (a file in the profiles folder, --profile PATH):
// it is read, validated in every combination of its variants, and a valid one must build in each
// combination, play, and save and load back to the same game.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "ochos/rules/game_file.hpp"
#include "ochos/rules/profile_library.hpp"

using namespace ochos;

namespace {

constexpr const char* kFile = "fuzz-profile.json";

std::string firstError(const std::vector<rules::ProfileError>& errors) {
  return errors.empty() ? std::string("no error given") : errors.front().toString();
}

void playSaveAndLoad(const rules::BuildResult& built, std::uint64_t seed) {
  engine::MatchConfig config;
  const int span = built.rules->maxPlayers - built.rules->minPlayers + 1;
  config.players = built.rules->minPlayers + static_cast<int>(seed % static_cast<unsigned>(span));
  config.seed = seed;
  engine::Game game(built.rules, config);
  engine::Rng rng(seed);
  fuzz::playRandomly(game, rng, 300);

  const nlohmann::json saved = rules::saveGame(game, built.document);
  const rules::LoadedGame loaded = rules::loadGame(saved, "saved");
  fuzz::check(static_cast<bool>(loaded),
              "a game of a valid profile does not load back: " + firstError(loaded.errors));
  fuzz::check(rules::saveGame(*loaded.game, loaded.profileDocument) == saved,
              "a game of a valid profile loads back as another game");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<rules::ProfileError> errors;
  const auto document = rules::readJsonText(fuzz::text(data, size), kFile, errors);
  if (!document) {
    fuzz::check(!errors.empty(), "unreadable JSON without a message");
    return 0;
  }
  if (!rules::validateProfile(*document, kFile).empty()) return 0;

  const auto combinations = rules::variantCombinations(rules::describeVariants(*document));
  const std::uint64_t seed = std::hash<std::string_view>{}(fuzz::text(data, size));
  for (std::size_t i = 0; i < combinations.size(); ++i) {
    const rules::BuildResult built = rules::buildRuleSet(*document, combinations[i], kFile);
    fuzz::check(static_cast<bool>(built),
                "a validated profile does not build with one of its variant combinations: " +
                    firstError(built.errors));
    fuzz::check(built.document == *document, "the built profile keeps another document");
    if (i == seed % combinations.size()) playSaveAndLoad(built, seed);
  }
  return 0;
}
