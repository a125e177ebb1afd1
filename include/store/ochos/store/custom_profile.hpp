#pragma once

// "Save as my rules": the chosen preset with its toggled variants becomes a new user profile file
// that stands on its own (the variants' patches applied), so it keeps working if the built-in
// profile changes.

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "ochos/rules/profile_library.hpp"

namespace ochos::store {

// "My Rules #2!" -> "my-rules-2"; "custom" when nothing usable is left. Valid as a profile id.
std::string profileIdFromName(const std::string& name);

struct CustomProfile {
  nlohmann::json document;                  // the new profile (valid when errors is empty)
  std::filesystem::path path;               // where it was written (saveCustomProfile)
  std::vector<rules::ProfileError> errors;  // why it could not be made or written
  explicit operator bool() const { return errors.empty(); }
};

// The base document with `variants` applied in that order as merge patches, under a fresh id
// (not among `takenIds`) and the player's `name`. Variants still compatible with the chosen ones
// stay offered; if together they would not validate, the new profile offers none.
CustomProfile makeCustomProfile(const nlohmann::json& baseDocument,
                                const std::vector<std::string>& variants, const std::string& name,
                                const std::vector<std::string>& takenIds);

// makeCustomProfile, then writes <id>.json atomically into `userProfileDir` (created if needed),
// never replacing an existing file. Reload the ProfileLibrary afterwards to list it.
CustomProfile saveCustomProfile(const nlohmann::json& baseDocument,
                                const std::vector<std::string>& variants, const std::string& name,
                                const rules::ProfileLibrary& library,
                                const std::filesystem::path& userProfileDir);

}  // namespace ochos::store
