// Writes the seed corpora the game's own code produces (saves, settings, statistics, scenarios,
// bot answers, actions, command lines) under DIR/<target>/, so the seeds follow the formats as
// they change. Files shipped with the game are copied by scripts/fuzz.sh.
// Usage: fuzz_make_seeds DIR
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "fuzz_support.hpp"
#include "ochos/external/bot_protocol.hpp"
#include "ochos/rules/action_json.hpp"
#include "ochos/rules/game_file.hpp"
#include "ochos/rules/scenario.hpp"
#include "ochos/store/hand_archive.hpp"
#include "ochos/store/saved_match.hpp"
#include "ochos/store/settings.hpp"
#include "ochos/store/statistics.hpp"
#include "ochos/store/versioned_file.hpp"
#include "sample_states.hpp"

using namespace ochos;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

class Seeds {
 public:
  explicit Seeds(fs::path dir) : dir_(std::move(dir)) {}
  void add(const std::string& target, const std::string& contents) {
    const fs::path folder = dir_ / target;
    fs::create_directories(folder);
    fuzz::writeFile(folder / (std::to_string(count_++) + ".seed"), contents);
  }

 private:
  fs::path dir_;
  int count_ = 0;
};

// The file of recent hands after the game's first hands were kept, as the table keeps them.
void addRecentHands(Seeds& seeds, const rules::BuildResult& built,
                    const engine::MatchConfig& config, const json& seats) {
  static const fuzz::ScratchFolder folder("seeds-recent-hands");
  store::HandArchive archive(store::ConfigFolder{folder.fresh(), true, {}});
  store::TableInfo table;
  for (const json& s : seats)
    table.seats.push_back({s["name"].get<std::string>(), s["strength"].get<std::string>()});
  engine::Game game(built.rules, config);
  engine::Rng rng(config.seed);
  for (int hand = 0; hand < 3 && game.state().phase() != engine::Phase::MatchOver; ++hand) {
    while (game.state().phase() == engine::Phase::Playing)
      fuzz::playRandomly(game, rng, 1);
    archive.add(game, built.document, table, 1796000000 + hand);
    if (game.state().phase() == engine::Phase::HandOver) game.beginNextHand();
  }
  if (const auto text = store::readWholeFile(folder.path() / store::HandArchive::kFileName))
    seeds.add("recent_hands", *text);
}

void addGames(Seeds& seeds) {
  const auto library = rules::ProfileLibrary::load(rules::embeddedProfiles(), std::nullopt);
  std::uint64_t seed = 7;
  for (const rules::ProfileInfo& profile : library.profiles()) {
    const auto combinations = rules::variantCombinations(profile.variants);
    for (std::size_t c = 0; c < combinations.size(); c += 3) {
      const rules::BuildResult built =
          rules::buildRuleSet(profile.document, combinations[c], "seed");
      engine::MatchConfig config;
      config.players = built.rules->minPlayers + static_cast<int>(c) % 3;
      config.seed = ++seed;
      engine::Game game(built.rules, config);
      engine::Rng rng(seed);
      fuzz::playRandomly(game, rng, 5 + static_cast<int>(rng.below(60)));
      seeds.add("scenario", rules::scenarioFromGame(game).dump(1));
      const json save = rules::saveGame(game, built.document);
      json seats = json::array();
      for (int s = 0; s < config.players; ++s)
        seats.push_back({{"name", s == 0 ? "You" : "Bot " + std::to_string(s)},
                         {"strength", s == 0 ? "human" : "hard"}});
      const json full = {{"version", store::SavedMatchSlot::kVersion},
                         {"kind", "ochos-locos-saved-match"},
                         {"table", {{"seats", seats}, {"human_seat", 0}}},
                         {"hand_number", game.state().handNumber()},
                         {"game", save}};
      seeds.add("saved_match", store::documentText(full));
      addRecentHands(seeds, built, config, seats);
      for (const engine::LoggedAction& a : game.actions())
        if (rng.below(4) == 0)
          seeds.add("action_text", std::string(1, static_cast<char>(config.players - 2)) +
                                       std::to_string(a.seat) + ": " + engine::describe(a.action));
    }
  }
}

void addBotAnswers(Seeds& seeds) {
  const auto& states = fuzz::sampleStates();
  for (std::size_t i = 0; i < states.size(); i += 40) {
    engine::Observation obs;
    states[i].observe(states[i].currentPlayer(), obs);
    for (const engine::Action& a : obs.legal)
      seeds.add("bot_line", external::actionToJson(a, *obs.rules).dump());
  }
  seeds.add("bot_line", R"({"none":true})");
}

void addStoreFiles(Seeds& seeds) {
  store::Settings settings;
  seeds.add("settings", store::documentText(store::settingsToJson(settings)));
  settings.animationSpeed = 2.5;
  settings.playerName = "Zoë";
  settings.language = "pt";
  settings.sortHand = store::HandSort::RankThenSuit;
  settings.lastPreset.variants = {"action_cards"};
  settings.lastPreset.seats = {{"hard", "Ana"}, {"easy", ""}};
  settings.howToPlaySeen = {"mau-mau"};
  seeds.add("settings", store::documentText(store::settingsToJson(settings)));

  store::Statistics stats;
  stats.recordHand("mau-mau", engine::ScoringMode::PenaltyPoints, 12, false);
  stats.recordHand("crazy-eights+action_cards", engine::ScoringMode::WinnerCollects, 40, true);
  stats.recordMatch("crazy-eights+action_cards", engine::ScoringMode::WinnerCollects, 120, true);
  seeds.add("statistics", store::documentText(stats.toJson()));
}

void addCommandLines(Seeds& seeds) {
  for (const char* line :
       {"play\n--agents\nrandom,hard:200\n--hands\n10\n--seed\n3\n--json",
        "play\n--profile=mau-mau\n--variant\naction_cards\n--players=4\n--matches\n2",
        "bench\n--games\n100\n--players\n3", "replay\n-", "help", "--help"})
    seeds.add("sim_args", line);
  for (const char* line :
       {"--play\n--players\n5\n--difficulty\nhard\n--seed\n42", "--size=1024x600\n--fullscreen",
        "--speed\n0.5\n--ai-pause=1\n--catch-window\n3\n--volume\n10\n--mute",
        "--profile\nswitch\n--variant\njokers\n--target\n200\n--single-hand", "--version"})
    seeds.add("app_args", line);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: fuzz_make_seeds DIR\n");
    return 2;
  }
  Seeds seeds{fs::path(argv[1])};
  addGames(seeds);
  addBotAnswers(seeds);
  addStoreFiles(seeds);
  addCommandLines(seeds);
  return 0;
}
