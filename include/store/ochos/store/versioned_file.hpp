#pragma once

// Reading one of the game's own JSON files ({"version": N, …}) and putting it aside when it cannot
// be used: damaged, or written by a newer version of the game. Never fatal, never overwritten.

#include <filesystem>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "ochos/store/atomic_file.hpp"

namespace ochos::store {

// The translation keys of the sentences to show, each with a {file} placeholder.
struct SetAsideMessages {
  const char* corrupt;  // "store.settings_corrupt"
  const char* newer;    // "store.settings_newer"
};

struct LoadedFile {
  enum class Status {
    Missing,     // no file: first run
    Loaded,      // `document` holds it
    SetAside,    // damaged or newer, renamed; `message` says where
    KeptInPlace  // damaged or newer but could not be renamed: do not write over it
  };
  Status status = Status::Missing;
  std::optional<nlohmann::json> document;
  std::string message;  // for the player, once; empty when Missing or Loaded
  std::filesystem::path setAsidePath;

  // False only for KeptInPlace: saving would destroy a file we promised to keep.
  bool mayWrite() const { return status != Status::KeptInPlace; }
};

// Loads `path`; a document that is not a JSON object with an integer "version" from 1 to
// `currentVersion` is set aside.
LoadedFile loadVersionedFile(const std::filesystem::path& path, int currentVersion,
                             const SetAsideMessages& messages);

// Sets aside a file that parsed but whose content turned out unusable.
LoadedFile setAsideFile(const std::filesystem::path& path, SetAsideReason reason,
                        const SetAsideMessages& messages);

// Pretty JSON text with a final newline: the files stay readable and diffable.
std::string documentText(const nlohmann::json& document);

}  // namespace ochos::store
