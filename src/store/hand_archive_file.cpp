#include <algorithm>
#include <stdexcept>
#include <string>

#include "ochos/store/hand_archive.hpp"
#include "ochos/store/statistics.hpp"
#include "ochos/store/table_json.hpp"

// recent-hands.json: the profile documents once each, the matches (saved games without their
// profile document) once each, and the hands as references into them (docs/settings-and-saves.md).
namespace ochos::store {

using nlohmann::json;

namespace {

constexpr const char* kHandsKind = "ochos-locos-recent-hands";

// One line per rule set, match and hand: readable, diffable, and a third of the pretty size.
std::string lineEach(const json& document) {
  std::string out = "{\n";
  bool firstKey = true;
  for (const auto& [key, value] : document.items()) {
    out += (firstKey ? "  " : ",\n  ") + json(key).dump() + ": ";
    firstKey = false;
    if (!value.is_array() || value.empty()) {
      out += value.dump();
      continue;
    }
    out += "[\n";
    for (std::size_t i = 0; i < value.size(); ++i)
      out += "    " + value[i].dump() + (i + 1 < value.size() ? ",\n" : "\n");
    out += "  ]";
  }
  return out + "\n}\n";
}

void require(bool condition, const char* what) {
  if (!condition) throw std::out_of_range(what);
}

}  // namespace

std::string HandArchive::fileText() const {
  json rules = json::array();
  json matches = json::array();
  for (json game : matches_) {
    json& profile = game.at("profile");
    const auto same = std::find(rules.begin(), rules.end(), profile.at("document"));
    const std::size_t index = static_cast<std::size_t>(same - rules.begin());
    if (same == rules.end()) rules.push_back(profile.at("document"));
    profile.erase("document");
    matches.push_back({{"rules", index}, {"game", std::move(game)}});
  }
  json hands = json::array();
  for (const Kept& k : kept_) {
    hands.push_back({{"hand", k.hand.hand},
                     {"finished_at", k.hand.finishedAt},
                     {"table", tableToJson(k.hand.table)},
                     {"winner", k.hand.winner},
                     {"human_points", k.hand.humanPoints},
                     {"match", k.match},
                     {"actions", k.actions}});
  }
  return lineEach({{"version", kVersion},
                   {"kind", kHandsKind},
                   {"rules", std::move(rules)},
                   {"matches", std::move(matches)},
                   {"hands", std::move(hands)}});
}

// Checks the shape only; whether a hand still replays is reopen()'s question.
void HandArchive::fromJson(const json& document) {
  require(document.value("kind", "") == kHandsKind, "not a recent-hands file");
  const json& rules = document.at("rules");
  require(rules.is_array(), "rules");
  std::vector<int> players;
  std::vector<std::string> presets;
  for (const json& entry : document.at("matches")) {
    const int index = intFromJson(entry, "rules");
    require(index >= 0 && index < static_cast<int>(rules.size()), "rules index");
    json game = entry.at("game");
    json& profile = game.at("profile");
    require(profile.is_object() && game.at("actions").is_array(), "game");
    profile["document"] = rules.at(static_cast<std::size_t>(index));
    presets.push_back(presetKey(profile.at("id").get<std::string>(),
                                profile.at("variants").get<std::vector<std::string>>()));
    players.push_back(intFromJson(game.at("match"), "players"));
    matches_.push_back(std::move(game));
  }
  for (const json& entry : document.at("hands")) {
    Kept k;
    const int match = intFromJson(entry, "match");
    require(match >= 0 && match < static_cast<int>(matches_.size()), "match index");
    k.match = static_cast<std::size_t>(match);
    const int actions = intFromJson(entry, "actions");
    require(actions > 0 && static_cast<std::size_t>(actions) <= matches_[k.match]["actions"].size(),
            "action count");
    k.actions = static_cast<std::size_t>(actions);
    k.hand.profileId = matches_[k.match]["profile"]["id"].get<std::string>();
    k.hand.presetKey = presets[k.match];
    k.hand.hand = intFromJson(entry, "hand");
    require(entry.at("finished_at").is_number_integer(), "finished_at");
    k.hand.finishedAt = entry.at("finished_at").get<std::int64_t>();
    k.hand.table = tableFromJson(entry.at("table"), players[k.match]);
    k.hand.winner = intFromJson(entry, "winner");
    require(k.hand.winner >= -1 && k.hand.winner < players[k.match], "winner");
    k.hand.humanPoints = intFromJson(entry, "human_points");
    kept_.push_back(std::move(k));
  }
}

}  // namespace ochos::store
