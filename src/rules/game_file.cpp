#include "ochos/rules/game_file.hpp"

#include <stdexcept>

#include "match_json.hpp"
#include "ochos/rules/action_json.hpp"

namespace ochos::rules {

using engine::Game;
using engine::LoggedAction;
using engine::MatchConfig;
using engine::Phase;
using engine::RuleSet;

using detail::Json;
using detail::JsonChecker;

namespace {

constexpr const char* kKind = "ochos-locos-save";

detail::MatchKeys saveKeys() {
  detail::MatchKeys keys;
  keys.dealer = "first_dealer";
  keys.deck = "first_deck";
  return keys;
}

}  // namespace

nlohmann::json saveGame(const Game& game, const nlohmann::json& profileDocument) {
  const MatchConfig& c = game.config();
  Json match = {{"players", c.players},
                {"seed", detail::seedText(c.seed)},
                {"target", c.target},
                {"single_hand", c.singleHand},
                {"first_dealer", c.firstDealer}};
  detail::writeDecks(c, saveKeys(), match);
  Json actions = Json::array();
  for (const LoggedAction& a : game.actions())
    actions.push_back(actionToJson(a, game.rules()));
  // A game may have dealt the next hand before anyone acted in it; replaying the actions alone
  // would stop at the end of the last hand.
  const int hand = game.state().handNumber();
  return Json{{"format", kSaveFormat},
              {"kind", kKind},
              {"hand", hand},
              {"profile",
               {{"id", game.rules().id},
                {"variants", game.rules().activeVariants},
                {"document", profileDocument}}},
              {"match", std::move(match)},
              {"actions", std::move(actions)}};
}

namespace {

// The format, the kind, and only known keys: false when the rest cannot be read.
bool checkHeader(const Json& save, JsonChecker& check) {
  if (!save.is_object()) {
    check.error("", "expected a saved game (a JSON object), got " + detail::quote(save));
    return false;
  }
  const auto format = save.find("format");
  if (format == save.end() || !format->is_number_integer() || format->get<std::int64_t>() <= 0) {
    check.error("/format", "missing or broken; expected the save format number");
    return false;
  }
  if (format->get<std::int64_t>() > kSaveFormat) {
    check.error("/format", "saved by a newer version of the game (format " + format->dump() +
                               "; this version reads up to " + std::to_string(kSaveFormat) + ")");
    return false;
  }
  if (save.value("kind", "") != kKind) {
    check.error("/kind", std::string("expected \"") + kKind + "\": this is not a saved game");
    return false;
  }
  check.onlyKeys(save, "", {"format", "kind", "hand", "profile", "match", "actions"});
  return true;
}

std::vector<std::string> readSavedVariants(const Json& profile, JsonChecker& check) {
  std::vector<std::string> variants;
  if (const Json* list = check.array(profile, "/profile", "variants", false)) {
    for (std::size_t i = 0; i < list->size(); ++i) {
      if ((*list)[i].is_string()) {
        variants.push_back((*list)[i].get<std::string>());
      } else {
        check.error(detail::pointerJoin("/profile/variants", i),
                    "expected a variant id, got " + detail::quote((*list)[i]));
      }
    }
  }
  return variants;
}

// The rules the save carries with it (its profile document and variants); null on errors.
std::shared_ptr<const RuleSet> readRules(const Json& profile, const std::string& file,
                                         JsonChecker& check, LoadedGame& out) {
  check.onlyKeys(profile, "/profile", {"id", "variants", "document"});
  const std::string id = check.string(profile, "/profile", "id", "", true, true);
  const std::vector<std::string> variants = readSavedVariants(profile, check);
  const Json* document = check.object(profile, "/profile", "document", true);
  if (document == nullptr || !out.errors.empty()) return nullptr;

  const std::size_t before = out.errors.size();
  BuildResult built = buildRuleSet(*document, variants, file);
  out.errors.insert(out.errors.end(), built.errors.begin(), built.errors.end());
  detail::prefixPointers(out.errors, before, "/profile/document");
  if (!built) return nullptr;
  if (built.rules->id != id) {
    check.error("/profile/id", "the embedded profile is \"" + built.rules->id + "\", not \"" + id +
                                   "\": the file is damaged");
    return nullptr;
  }
  return built.rules;
}

MatchConfig readMatch(const Json& match, const RuleSet& rules, JsonChecker& check) {
  check.onlyKeys(
      match, "/match",
      {"players", "seed", "target", "single_hand", "first_dealer", "first_deck", "decks"});
  MatchConfig config;
  if (!match.contains("seed")) check.error("/match/seed", "missing; expected the match seed");
  detail::readMatchConfig(match, "/match", saveKeys(), rules, check, config);
  return config;
}

// Deals the match again and replays its actions up to the saved hand; null when they do not
// replay.
std::unique_ptr<Game> replaySaved(std::shared_ptr<const RuleSet> rules, const MatchConfig& config,
                                  const std::vector<ActionSpec>& specs, int hand,
                                  JsonChecker& check) {
  auto game = std::make_unique<Game>(std::move(rules), config);
  const ScenarioReplayError replay = applyActions(*game, specs);
  if (!replay.ok()) {
    check.error(replay.pointer, "this action does not replay (" + replay.reason +
                                    "): the save is damaged or from an incompatible version");
    return nullptr;
  }
  if (game->state().phase() == Phase::HandOver && game->state().handNumber() < hand) {
    game->beginNextHand();
  }
  if (game->state().handNumber() != hand && hand != 0) {
    check.error("/hand", "the actions end in hand " + std::to_string(game->state().handNumber()) +
                             ", not " + std::to_string(hand) + ": the save is damaged");
    return nullptr;
  }
  return game;
}

}  // namespace

LoadedGame loadGame(const nlohmann::json& save, const std::string& file) {
  LoadedGame out;
  JsonChecker check(out.errors, file);
  if (!checkHeader(save, check)) return out;
  const int hand = check.integer(save, "", "hand", 0, 1000000, 0);
  const Json* profile = check.object(save, "", "profile", true);
  const Json* match = check.object(save, "", "match", true);
  const Json* actions = check.array(save, "", "actions", true);
  if (profile == nullptr || match == nullptr || actions == nullptr) return out;
  const std::shared_ptr<const RuleSet> rules = readRules(*profile, file, check, out);
  if (!rules) return out;
  const MatchConfig config = readMatch(*match, *rules, check);
  const std::vector<ActionSpec> specs =
      parseActions(*actions, "/actions", config.players, file, out.errors);
  if (!out.errors.empty()) return out;
  try {
    out.game = replaySaved(rules, config, specs, hand, check);
  } catch (const std::exception& e) {
    check.error("/match", std::string("cannot set up the game: ") + e.what());
  }
  if (out.game) out.profileDocument = profile->at("document");
  return out;
}

}  // namespace ochos::rules
