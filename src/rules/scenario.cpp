#include "ochos/rules/scenario.hpp"

#include "match_json.hpp"
#include "ochos/rules/utf8_path.hpp"

namespace ochos::rules {

using engine::Game;
using engine::LoggedAction;
using engine::MatchConfig;

using detail::Json;
using detail::JsonChecker;

namespace {

BuildResult buildProfile(const Json& profile, const std::vector<std::string>& variants,
                         const ProfileLibrary& library, const std::string& file,
                         const std::filesystem::path& baseDir) {
  if (profile.is_object()) {
    BuildResult built = buildRuleSet(profile, variants, file);
    detail::prefixPointers(built.errors, 0, "/profile");
    detail::prefixPointers(built.warnings, 0, "/profile");
    return built;
  }
  const std::string& name = profile.get_ref<const std::string&>();
  if (library.find(name) == nullptr && !baseDir.empty()) {
    const std::filesystem::path path = pathFromUtf8(name);
    std::error_code ec;
    if (path.is_relative() && std::filesystem::is_regular_file(baseDir / path, ec)) {
      return loadRuleSetFile(baseDir / path, variants);
    }
  }
  return library.build(name, variants);
}

}  // namespace

ScenarioResult parseScenario(const nlohmann::json& document, const ProfileLibrary& library,
                             const std::string& file, const std::filesystem::path& baseDir) {
  ScenarioResult out;
  JsonChecker check(out.errors, file);
  if (!document.is_object()) {
    check.error("", "expected a scenario object, got " + detail::quote(document));
    return out;
  }
  check.onlyKeys(document, "",
                 {"profile", "variants", "players", "dealer", "seed", "target", "single_hand",
                  "deck", "decks", "actions", "comment"});
  Scenario s;
  s.comment = check.string(document, "", "comment", "");
  if (const Json* list = check.array(document, "", "variants", false)) {
    for (std::size_t i = 0; i < list->size(); ++i) {
      if ((*list)[i].is_string()) {
        s.variants.push_back((*list)[i].get<std::string>());
      } else {
        check.error(detail::pointerJoin("/variants", i),
                    "expected a variant id, got " + detail::quote((*list)[i]));
      }
    }
  }
  const auto profile = document.find("profile");
  if (profile == document.end()) {
    check.error("/profile",
                "missing; expected a profile id, a path to a profile file, or a "
                "profile object");
  } else if (!profile->is_string() && !profile->is_object()) {
    check.error("/profile", "expected a profile id, a path or a profile object, got " +
                                detail::quote(*profile));
  } else {
    BuildResult built = buildProfile(*profile, s.variants, library, file, baseDir);
    out.errors.insert(out.errors.end(), built.errors.begin(), built.errors.end());
    out.warnings.insert(out.warnings.end(), built.warnings.begin(), built.warnings.end());
    s.rules = built.rules;
    s.profileDocument = std::move(built.document);
  }
  if (!document.contains("actions")) check.error("/actions", "missing; expected an array");
  if (s.rules == nullptr) return out;  // players, deck and actions need the rules

  detail::readMatchConfig(document, "", detail::MatchKeys{}, *s.rules, check, s.config);
  const bool stacked = !s.config.firstDeck.empty() || !s.config.laterDecks.empty();
  if (stacked && s.config.firstDealer < 0) {
    out.warnings.push_back(
        {file, document.contains("decks") ? "/decks" : "/deck",
         "a stacked deck without \"dealer\": the dealer is cut for from the seed (R4) and the "
         "deal starts left of them, so the hands may not be the ones you meant; give "
         "\"dealer\""});
  }
  if (const auto actions = document.find("actions"); actions != document.end()) {
    s.actions = parseActions(*actions, "/actions", s.config.players, file, out.errors);
  }
  if (out.errors.empty()) out.scenario = std::move(s);
  return out;
}

ScenarioResult loadScenarioFile(const std::filesystem::path& path, const ProfileLibrary& library) {
  ScenarioResult out;
  const std::string label = utf8(path);
  const auto doc = readJsonFile(path, label, out.errors);
  if (!doc) return out;
  return parseScenario(*doc, library, label, path.parent_path());
}

nlohmann::json scenarioFromGame(const Game& game) {
  const MatchConfig& c = game.config();
  Json doc = {{"profile", game.rules().id},
              {"variants", game.rules().activeVariants},
              {"players", c.players},
              {"seed", detail::seedText(c.seed)}};
  if (c.firstDealer >= 0) doc["dealer"] = c.firstDealer;
  if (c.target != 0) doc["target"] = c.target;
  if (c.singleHand) doc["single_hand"] = true;
  detail::writeDecks(c, detail::MatchKeys{}, doc);
  Json actions = Json::array();
  for (const LoggedAction& a : game.actions())
    actions.push_back(actionToJson(a, game.rules()));
  doc["actions"] = std::move(actions);
  return doc;
}

}  // namespace ochos::rules
