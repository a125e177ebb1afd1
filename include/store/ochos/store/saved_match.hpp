#pragma once

// The one saved match: written when the player closes the window mid-match, offered as Continue
// in the main menu, cleared when the match ends. The game itself is rules::saveGame's document;
// around it go the table as the GUI set it up (names, strengths, the human's seat).

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ochos/engine/game.hpp"
#include "ochos/store/atomic_file.hpp"
#include "ochos/store/config_folder.hpp"

namespace ochos::store {

struct SeatInfo {
  std::string name;
  std::string strength;  // "human", or an ai::makeAgent spec: "easy", "medium", "hard"
  friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
};

struct TableInfo {
  std::vector<SeatInfo> seats;  // one per seat, seat order
  int humanSeat = 0;
  friend bool operator==(const TableInfo&, const TableInfo&) = default;
};

struct RestoredMatch {
  std::unique_ptr<engine::Game> game;
  nlohmann::json profileDocument;  // to save it again
  TableInfo table;
};

class SavedMatchSlot {
 public:
  static constexpr const char* kFileName = "saved-match.json";
  static constexpr int kVersion = 1;  // of the wrapper; the game inside has its own format number

  // Without a writable folder the match is kept in memory: Continue offers it until the game
  // closes.
  explicit SavedMatchSlot(const ConfigFolder& folder);
  SavedMatchSlot() = default;  // nowhere to save on disk: in memory only

  // Whether a save can be written to disk (a writable folder, no unusable save in the way).
  bool canSave() const { return path_.has_value() && !blocked_; }
  // Whether the match is kept in memory only, for as long as the game runs (no writable folder).
  bool inMemory() const { return !path_.has_value(); }
  // Whether to offer Continue. A damaged file also counts; load() then says so and sets it aside.
  bool hasSave() const;

  // Writes the match atomically (replacing the previous save). A match that is already over is
  // not saved: the slot is cleared instead.
  WriteResult save(const engine::Game& game, const nlohmann::json& profileDocument,
                   const TableInfo& table);

  struct LoadResult {
    std::optional<RestoredMatch> match;
    std::string message;               // for the player when the save could not be used
    std::vector<std::string> details;  // for the log: what exactly was wrong
  };
  // Rebuilds the game exactly as it was saved. A damaged save, or one from a newer version, is
  // set aside (never overwritten, never fatal) and `message` says so.
  LoadResult load();

  // Removes the save once its match has ended (or the player abandons it).
  WriteResult clear();

  std::optional<std::filesystem::path> path() const { return path_; }

 private:
  std::optional<std::filesystem::path> path_;
  bool blocked_ = false;  // an unusable save could not be moved: do not write over it
  std::optional<nlohmann::json> memory_;  // the save itself when there is no path
};

}  // namespace ochos::store
