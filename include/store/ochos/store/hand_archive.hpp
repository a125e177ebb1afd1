#pragma once

// The last finished hands of each profile, kept so the player can review them later (the
// Statistics screen lists them): config folder/recent-hands.json, written atomically after each
// hand. A hand is its match's actions up to the hand's end; hands of one match share one copy of
// the actions in the file, and matches of one profile document share that document, so the file
// stays small (docs/settings-and-saves.md).
//
//   files.hands.add(game, profileDocument, table, now);          // at the end of a hand
//   for (const ArchivedHand& h : files.hands.hands("mau-mau"))   // newest first
//     if (ReopenedHand r = HandArchive::reopen(h); r.game) review(*r.game, r.table, r.hand);

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "ochos/engine/game.hpp"
#include "ochos/store/atomic_file.hpp"
#include "ochos/store/config_folder.hpp"
#include "ochos/store/saved_match.hpp"

namespace ochos::store {

// One finished hand, kept so the player can review it later.
struct ArchivedHand {
  std::string profileId;        // the profile's "id" (the preset, or a user profile's id)
  int hand = 0;                 // engine hand number of the reviewed hand within its match
  std::int64_t finishedAt = 0;  // seconds since the Unix epoch
  TableInfo table;              // names, strengths, the human's seat (saved_match.hpp)
  int winner = -1;              // the seat that went out, -1 for a blocked hand
  int humanPoints = 0;    // the points the human's seat took in this hand (penalty or score, as the
                          // rules count them; 0 when nothing)
  nlohmann::json game;    // rules::saveGame(game, profileDocument): the match up to the end of
                          // this hand
  std::string presetKey;  // store::presetKey(profile id, variants): the Statistics screen's preset
};

// A hand rebuilt for review: the game replayed up to the end of the hand (phase HandOver or
// MatchOver).
struct ReopenedHand {
  std::unique_ptr<engine::Game> game;  // null when the record could not be replayed
  TableInfo table;
  int hand = 0;
  std::string error;  // for the player, through i18n::tr(), when game is null
};

class HandArchive {
 public:
  static constexpr const char* kFileName = "recent-hands.json";
  static constexpr int kVersion = 1;
  static constexpr std::size_t kPerProfile = 20;
  static constexpr std::size_t kMaxProfiles = 12;   // beyond: the least recently played goes
  static constexpr std::size_t kMaxActions = 5000;  // a longer match's hands are not kept

  // Reads the file; a damaged one, or one from a newer version, is set aside (message() says so)
  // and the archive starts empty.
  explicit HandArchive(const ConfigFolder& folder);
  HandArchive() = default;  // nowhere to keep hands: add() does nothing, hands() is empty

  // Keeps the hand that has just ended in `game` (phase HandOver or MatchOver), newest first;
  // the oldest of that profile beyond kPerProfile goes. A game in any other phase, or one with
  // more than kMaxActions actions, is not kept.
  WriteResult add(const engine::Game& game, const nlohmann::json& profileDocument,
                  const TableInfo& table, std::int64_t finishedAt);
  std::vector<ArchivedHand> hands(const std::string& profileId) const;  // newest first
  std::vector<std::string> profiles() const;  // ids with kept hands, most recently played first

  static ReopenedHand reopen(const ArchivedHand& hand);
  const std::string& message() const { return message_; }  // a set-aside message, once
  bool persistent() const { return path_.has_value(); }

 private:
  // A hand without its game: the first `actions` actions of matches_[match] are the game.
  struct Kept {
    ArchivedHand hand;
    std::size_t match = 0;
    std::size_t actions = 0;
  };
  std::size_t matchFor(nlohmann::json game);
  void trim();
  void dropUnusedMatches();
  ArchivedHand expand(const Kept& kept) const;
  std::string fileText() const;                   // hand_archive_file.cpp
  void fromJson(const nlohmann::json& document);  // throws on any damage

  std::optional<std::filesystem::path> path_;
  std::vector<Kept> kept_;               // newest first
  std::vector<nlohmann::json> matches_;  // rules::saveGame documents, the longest kept prefix
  std::string message_;
};

}  // namespace ochos::store
