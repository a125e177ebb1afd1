#include "ochos/store/saved_match.hpp"

#include <cstdint>
#include <system_error>

#include "ochos/i18n/translator.hpp"
#include "ochos/rules/game_file.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/store/table_json.hpp"
#include "ochos/store/versioned_file.hpp"

namespace ochos::store {

using engine::Game;
using engine::Phase;

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

constexpr const char* kSaveKind = "ochos-locos-saved-match";
constexpr SetAsideMessages kSaveMessages{"store.save_corrupt", "store.save_newer"};

}  // namespace

SavedMatchSlot::SavedMatchSlot(const ConfigFolder& folder) {
  if (folder.writable) path_ = folder.file(kFileName);
}

bool SavedMatchSlot::hasSave() const {
  if (inMemory()) return memory_.has_value();
  std::error_code ec;
  return fs::exists(*path_, ec);
}

WriteResult SavedMatchSlot::save(const Game& game, const json& profileDocument,
                                 const TableInfo& table) {
  if (!inMemory() && !canSave()) return {};
  if (game.state().phase() == Phase::MatchOver) return clear();
  json document = {{"version", kVersion},
                   {"kind", kSaveKind},
                   {"table", tableToJson(table)},
                   // Replay stops after the last action; when the next hand had already been
                   // dealt, load() deals it again (the same cards: it is seeded).
                   {"hand_number", game.state().handNumber()},
                   {"game", rules::saveGame(game, profileDocument)}};
  if (inMemory()) {
    memory_ = std::move(document);
    return {};
  }
  WriteResult result = writeFileAtomically(*path_, documentText(document));
  if (!result) {
    result.error = i18n::tr("store.write_failed",
                            {{"what", i18n::tr("store.what.match")}, {"error", result.error}});
  }
  return result;
}

namespace {

// The match a save document holds, or why it cannot be used: the reason to set the file aside
// and the details for the log.
struct Restored {
  std::optional<RestoredMatch> match;
  SetAsideReason reason = SetAsideReason::Corrupt;
  std::vector<std::string> details;
};

Restored restoreMatch(const json& doc, const std::string& source) {
  Restored out;
  const auto game = doc.find("game");
  const bool gameObject = game != doc.end() && game->is_object();
  const json* format = nullptr;
  if (gameObject && game->contains("format")) format = &game->at("format");
  if (doc.value("kind", "") != kSaveKind || !gameObject) {
    out.details.push_back("not a saved match");
    return out;
  }
  if (format != nullptr && format->is_number_unsigned() &&
      format->get<std::uint64_t>() > static_cast<std::uint64_t>(rules::kSaveFormat)) {
    // Checked here because loadGame reports it only as an error like any other.
    out.reason = SetAsideReason::Newer;
    out.details.push_back("game format " + format->dump());
    return out;
  }
  rules::LoadedGame restored = rules::loadGame(*game, source);
  if (!restored) {
    for (const auto& e : restored.errors)
      out.details.push_back(e.toString());
    return out;
  }
  try {
    TableInfo table = tableFromJson(doc.at("table"), restored.game->state().players());
    const int handNumber = intFromJson(doc, "hand_number");
    if (restored.game->state().phase() == Phase::HandOver &&
        handNumber > restored.game->state().handNumber()) {
      restored.game->beginNextHand();
    }
    if (handNumber != restored.game->state().handNumber()) {
      throw std::out_of_range("the hand number does not match the actions");
    }
    out.match = RestoredMatch{std::move(restored.game), std::move(restored.profileDocument),
                              std::move(table)};
  } catch (const std::exception& e) {
    out.details.push_back(e.what());
  }
  return out;
}

}  // namespace

SavedMatchSlot::LoadResult SavedMatchSlot::load() {
  LoadResult out;
  if (inMemory()) {
    if (!memory_) return out;
    Restored restored = restoreMatch(*memory_, "the match kept in memory");
    out.match = std::move(restored.match);
    out.details = std::move(restored.details);
    if (!out.match) memory_.reset();
    return out;
  }
  LoadedFile loaded = loadVersionedFile(*path_, kVersion, kSaveMessages);
  if (loaded.document) {
    Restored restored = restoreMatch(*loaded.document, utf8(*path_));
    out.match = std::move(restored.match);
    out.details = std::move(restored.details);
    if (!out.match) loaded = setAsideFile(*path_, restored.reason, kSaveMessages);
  }
  if (loaded.status == LoadedFile::Status::KeptInPlace) blocked_ = true;
  out.message = loaded.message;
  return out;
}

WriteResult SavedMatchSlot::clear() {
  memory_.reset();
  if (!path_ || blocked_) return {};
  std::error_code ec;
  fs::remove(*path_, ec);
  if (ec) {
    return {false, i18n::tr("store.write_failed",
                            {{"what", i18n::tr("store.what.match")}, {"error", ec.message()}})};
  }
  return {};
}

}  // namespace ochos::store
