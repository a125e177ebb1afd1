#include "ochos/store/saved_match.hpp"

#include <cstdint>
#include <system_error>

#include "ochos/rules/game_file.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/store/table_json.hpp"
#include "ochos/store/translator.hpp"
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
  std::error_code ec;
  return path_.has_value() && fs::exists(*path_, ec);
}

WriteResult SavedMatchSlot::save(const Game& game, const json& profileDocument,
                                 const TableInfo& table) {
  if (!canSave()) return {};
  if (game.state().phase() == Phase::MatchOver) return clear();
  const json document = {{"version", kVersion},
                         {"kind", kSaveKind},
                         {"table", tableToJson(table)},
                         // Replay stops after the last action; when the next hand had already
                         // been dealt, load() deals it again (the same cards: it is seeded).
                         {"hand_number", game.state().handNumber()},
                         {"game", rules::saveGame(game, profileDocument)}};
  WriteResult result = writeFileAtomically(*path_, documentText(document));
  if (!result) {
    result.error =
        tr("store.write_failed", {{"what", tr("store.what.match")}, {"error", result.error}});
  }
  return result;
}

SavedMatchSlot::LoadResult SavedMatchSlot::load() {
  LoadResult out;
  if (!path_) return out;
  LoadedFile loaded = loadVersionedFile(*path_, kVersion, kSaveMessages);
  const auto giveUp = [&](SetAsideReason reason, std::string detail) {
    out.details.push_back(std::move(detail));
    loaded = setAsideFile(*path_, reason, kSaveMessages);
  };
  if (loaded.document) {
    const json& doc = *loaded.document;
    const auto game = doc.find("game");
    const bool gameObject = game != doc.end() && game->is_object();
    const json* format = nullptr;
    if (gameObject && game->contains("format")) format = &game->at("format");
    if (doc.value("kind", "") != kSaveKind || !gameObject) {
      giveUp(SetAsideReason::Corrupt, "not a saved match");
    } else if (format != nullptr && format->is_number_unsigned() &&
               format->get<std::uint64_t>() > static_cast<std::uint64_t>(rules::kSaveFormat)) {
      // Checked here because loadGame reports it only as an error like any other.
      giveUp(SetAsideReason::Newer, "game format " + format->dump());
    } else {
      rules::LoadedGame restored = rules::loadGame(*game, utf8(*path_));
      if (!restored) {
        std::vector<std::string> problems;
        for (const auto& e : restored.errors)
          problems.push_back(e.toString());
        for (auto& p : problems)
          out.details.push_back(std::move(p));
        loaded = setAsideFile(*path_, SetAsideReason::Corrupt, kSaveMessages);
      } else {
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
          giveUp(SetAsideReason::Corrupt, e.what());
        }
      }
    }
  }
  if (loaded.status == LoadedFile::Status::KeptInPlace) blocked_ = true;
  out.message = loaded.message;
  return out;
}

WriteResult SavedMatchSlot::clear() {
  if (!path_ || blocked_) return {};
  std::error_code ec;
  fs::remove(*path_, ec);
  if (ec) {
    return {false,
            tr("store.write_failed", {{"what", tr("store.what.match")}, {"error", ec.message()}})};
  }
  return {};
}

}  // namespace ochos::store
