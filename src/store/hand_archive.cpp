#include "ochos/store/hand_archive.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "ochos/i18n/translator.hpp"
#include "ochos/rules/game_file.hpp"
#include "ochos/store/statistics.hpp"
#include "ochos/store/versioned_file.hpp"

namespace ochos::store {

using engine::Event;
using engine::EventType;
using engine::Game;
using engine::Phase;
using nlohmann::json;

namespace {

constexpr SetAsideMessages kHandsMessages{"store.hands_corrupt", "store.hands_newer"};

bool handIsOver(Phase phase) {
  return phase == Phase::HandOver || phase == Phase::MatchOver;
}

// Who went out of the last hand in `events` (-1: blocked) and what the human's seat took in it.
std::pair<int, int> lastHandResult(const engine::EventLog& events, int humanSeat) {
  auto ended = std::find_if(events.rbegin(), events.rend(),
                            [](const Event& e) { return e.type == EventType::HandEnded; });
  if (ended == events.rend()) return {-1, 0};
  const int winner = ended->seat == engine::kNoSeat ? -1 : ended->seat;
  int points = 0;
  for (auto e = ended.base(); e != events.end(); ++e)
    if (e->type == EventType::HandScored && e->seat == humanSeat) points = e->value;
  return {winner, points};
}

// Two saved games of one match: everything but the actions (and the hand they end in) equal.
bool sameSetup(const json& a, const json& b) {
  if (a.size() != b.size()) return false;
  for (const auto& [key, value] : a.items()) {
    if (key == "actions" || key == "hand") continue;
    const auto other = b.find(key);
    if (other == b.end() || *other != value) return false;
  }
  return true;
}

bool onePrefixOfTheOther(const json& a, const json& b) {
  const json& shorter = a.size() <= b.size() ? a : b;
  const json& longer = a.size() <= b.size() ? b : a;
  return std::equal(shorter.begin(), shorter.end(), longer.begin());
}

}  // namespace

HandArchive::HandArchive(const ConfigFolder& folder) {
  if (folder.path.empty()) return;
  const auto path = folder.file(kFileName);
  LoadedFile loaded = loadVersionedFile(path, kVersion, kHandsMessages);
  if (loaded.document) {
    try {
      fromJson(*loaded.document);
      trim();
    } catch (const std::exception&) {
      kept_.clear();
      matches_.clear();
      loaded = setAsideFile(path, SetAsideReason::Corrupt, kHandsMessages);
    }
  }
  message_ = loaded.message;
  if (folder.writable && loaded.mayWrite()) path_ = path;
}

WriteResult HandArchive::add(const Game& game, const json& profileDocument, const TableInfo& table,
                             std::int64_t finishedAt) {
  if (!path_ || !handIsOver(game.state().phase()) || game.actions().size() > kMaxActions) return {};
  Kept kept;
  kept.hand.profileId = game.rules().id;
  kept.hand.presetKey = presetKey(game.rules().id, game.rules().activeVariants);
  kept.hand.hand = game.state().handNumber();
  kept.hand.finishedAt = finishedAt;
  kept.hand.table = table;
  std::tie(kept.hand.winner, kept.hand.humanPoints) =
      lastHandResult(game.events(), table.humanSeat);
  kept.actions = game.actions().size();
  kept.match = matchFor(rules::saveGame(game, profileDocument));
  const bool already = std::any_of(kept_.begin(), kept_.end(), [&](const Kept& k) {
    return k.match == kept.match && k.actions == kept.actions;
  });
  if (already) return {};
  kept_.insert(kept_.begin(), std::move(kept));
  trim();
  WriteResult result = writeFileAtomically(*path_, fileText());
  if (!result) {
    result.error = i18n::tr("store.write_failed",
                            {{"what", i18n::tr("store.what.hands")}, {"error", result.error}});
  }
  return result;
}

std::vector<ArchivedHand> HandArchive::hands(const std::string& profileId) const {
  std::vector<ArchivedHand> out;
  for (const Kept& k : kept_)
    if (k.hand.profileId == profileId) out.push_back(expand(k));
  return out;
}

std::vector<std::string> HandArchive::profiles() const {
  std::vector<std::string> out;
  for (const Kept& k : kept_)
    if (std::find(out.begin(), out.end(), k.hand.profileId) == out.end())
      out.push_back(k.hand.profileId);
  return out;
}

ReopenedHand HandArchive::reopen(const ArchivedHand& hand) {
  ReopenedHand out;
  out.table = hand.table;
  out.hand = hand.hand;
  rules::LoadedGame loaded = rules::loadGame(hand.game, kFileName);
  const bool endsThere =
      loaded && handIsOver(loaded.game->state().phase()) &&
      loaded.game->state().handNumber() == hand.hand &&
      loaded.game->state().players() == static_cast<int>(hand.table.seats.size());
  if (!endsThere) {
    out.error = i18n::tr("store.hand_unusable");
    return out;
  }
  out.game = std::move(loaded.game);
  return out;
}

// The match `game` belongs to: one kept whose actions are a prefix of its own (it then replaces
// it) or the other way round; else a new one.
std::size_t HandArchive::matchFor(json game) {
  game.erase("hand");
  for (std::size_t i = 0; i < matches_.size(); ++i) {
    json& kept = matches_[i];
    if (!sameSetup(kept, game) || !onePrefixOfTheOther(kept["actions"], game["actions"])) continue;
    if (game["actions"].size() > kept["actions"].size()) kept = std::move(game);
    return i;
  }
  matches_.push_back(std::move(game));
  return matches_.size() - 1;
}

void HandArchive::trim() {
  std::map<std::string, std::size_t> count;
  std::vector<std::string> recent;  // profiles, most recently played first
  std::vector<Kept> keep;
  for (Kept& k : kept_) {
    const std::string& id = k.hand.profileId;
    if (std::find(recent.begin(), recent.end(), id) == recent.end()) recent.push_back(id);
    const auto rank = std::find(recent.begin(), recent.end(), id) - recent.begin();
    if (static_cast<std::size_t>(rank) >= kMaxProfiles || ++count[id] > kPerProfile) continue;
    keep.push_back(std::move(k));
  }
  kept_ = std::move(keep);
  dropUnusedMatches();
}

// Only what the kept hands replay stays: a match no hand needs goes, and a match's actions end
// where its last kept hand ends.
void HandArchive::dropUnusedMatches() {
  std::vector<std::size_t> needed(matches_.size(), 0);
  for (const Kept& k : kept_)
    needed[k.match] = std::max(needed[k.match], k.actions);
  std::vector<std::size_t> newIndex(matches_.size(), 0);
  std::vector<json> keep;
  for (std::size_t i = 0; i < matches_.size(); ++i) {
    if (needed[i] == 0) continue;
    json& actions = matches_[i]["actions"];
    if (actions.size() > needed[i])
      actions.erase(actions.begin() + static_cast<std::ptrdiff_t>(needed[i]), actions.end());
    newIndex[i] = keep.size();
    keep.push_back(std::move(matches_[i]));
  }
  matches_ = std::move(keep);
  for (Kept& k : kept_)
    k.match = newIndex[k.match];
}

ArchivedHand HandArchive::expand(const Kept& kept) const {
  ArchivedHand out = kept.hand;
  out.game = matches_[kept.match];
  json& actions = out.game["actions"];
  actions.erase(actions.begin() + static_cast<std::ptrdiff_t>(kept.actions), actions.end());
  out.game["hand"] = kept.hand.hand;
  return out;
}

}  // namespace ochos::store
