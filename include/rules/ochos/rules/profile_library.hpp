#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "ochos/engine/rule_set.hpp"
#include "ochos/rules/problem_sentences.hpp"

namespace ochos::rules {

// One problem in a profile: where it is and what was expected there.
struct ProfileError {
  std::string file;     // path as given, or "<built-in>/name.json"
  std::string pointer;  // JSON pointer, "" for the whole document
  std::string message;  // "expected an integer from 2 to 8, got \"six\""
  // When the message is one of problemSentences(): its code and values, so that the game can
  // say it in the player's language ("not_integer", {{"lo", "2"}, …}); else empty. Every problem
  // of a profile has one; other files' problems (saves, scenarios, lessons) may not.
  std::string code = {};
  SentenceArgs args = {};
  // The variants with which the problem shows, when only a combination of them has it: the
  // message then ends in " (with variant a)" or " (with variants a + b)", the sentences
  // "with_variant" and "with_variants" around the one that `code` names.
  std::vector<std::string> variants = {};
  std::string toString() const;  // "file: /pointer: message"
};

struct VariantInfo {
  std::string id;  // "action_cards"
  std::string name;
  std::string description;  // one line
  std::vector<std::string> excludes;
};

struct ProfileInfo {
  std::string id;
  std::string name;
  std::string description;
  std::string source;
  std::filesystem::path path;
  bool builtIn = true;
  std::vector<VariantInfo> variants;
  nlohmann::json document;  // the validated file as read
  int minPlayers = 2;
  int maxPlayers = 2;
};

// A user profile that failed to load: shown with its errors, never fatal.
struct BrokenProfile {
  std::filesystem::path path;
  std::vector<ProfileError> errors;
};

// The rule set, or every problem found (never just the first).
struct BuildResult {
  std::shared_ptr<const engine::RuleSet> rules;
  std::vector<ProfileError> errors;
  // The profile document the rules were built from, before variants: a save embeds it so the
  // game still loads after the profile file changes.
  nlohmann::json document;
  // What does not stop the rules from being built but may surprise: a requested variant whose
  // patch changes nothing (a copy of a profile whose base already has that variant's rules).
  std::vector<ProfileError> warnings;
  explicit operator bool() const { return rules != nullptr; }
};

// Parses and validates one profile document with the given variants applied in that order (each
// an RFC 7386 merge patch); `file` only labels errors. Checks the base, the shape of every
// variant and the combination requested; validateProfile() checks every combination, and
// loadRuleSetFile() and the library run it on each file they read. The library refuses a file
// with a variant that changes nothing; buildRuleSet() and loadRuleSetFile() warn about it when
// that variant is requested (a profile used as it stands, e.g. in a replay scenario).
BuildResult buildRuleSet(const nlohmann::json& document, const std::vector<std::string>& variants,
                         const std::string& file);
BuildResult loadRuleSetFile(const std::filesystem::path& path,
                            const std::vector<std::string>& variants);

// Every problem in a profile document: the base, each variant's patch and each allowed
// combination of variants. Empty when the document is valid.
std::vector<ProfileError> validateProfile(const nlohmann::json& document, const std::string& file);

// The variants a profile document offers, in its order (nothing for a malformed section).
std::vector<VariantInfo> describeVariants(const nlohmann::json& document);

// Every set of variants that may be played together (those that do not exclude each other),
// the empty set first, each in the document's order. For tests and simulations.
std::vector<std::vector<std::string>> variantCombinations(const std::vector<VariantInfo>& variants);

// Reads a JSON file a person may have edited; a syntax error or a repeated key is reported with
// its line and column (or pointer). Returns nothing when the file cannot be used.
std::optional<nlohmann::json> readJsonFile(const std::filesystem::path& path,
                                           const std::string& label,
                                           std::vector<ProfileError>& errors);
std::optional<nlohmann::json> readJsonText(std::string_view text, const std::string& label,
                                           std::vector<ProfileError>& errors);

// A profile document held in memory: the built-in profiles carried inside the executable.
struct ProfileText {
  std::string fileName;   // "ochos-locos.json"
  std::string_view text;  // the JSON
};

// The built-in profiles the executable was built with (resources/profiles at build time).
const std::vector<ProfileText>& embeddedProfiles();

// All profiles: the built-in ones and the user's own folder. A broken user file is reported in
// broken() and the rest still load.
class ProfileLibrary {
 public:
  static ProfileLibrary load(const std::filesystem::path& builtInDir,
                             const std::optional<std::filesystem::path>& userDir);
  static ProfileLibrary load(const std::vector<ProfileText>& builtIn,
                             const std::optional<std::filesystem::path>& userDir);
  // builtInProfileDir() and userProfileDir(); the embedded profiles when that folder is missing.
  static ProfileLibrary loadDefault();

  const std::vector<ProfileInfo>& profiles() const { return profiles_; }
  const std::vector<BrokenProfile>& broken() const { return broken_; }
  const ProfileInfo* find(const std::string& id) const;

  // By id, or by path to a JSON file when `idOrPath` names one (a path contains a '/' or ends in
  // ".json"; an id that matches no profile is reported with the ids that exist).
  BuildResult build(const std::string& idOrPath, const std::vector<std::string>& variants) const;
  // Whether `idOrPath` names a file rather than an id, as build() tells them apart.
  static bool namesAFile(const std::string& idOrPath);

 private:
  void add(const std::filesystem::path& file, std::string_view text, bool builtIn);
  void addFolder(const std::filesystem::path& dir, bool builtIn);

  std::vector<ProfileInfo> profiles_;
  std::vector<BrokenProfile> broken_;
};

// Where things live: the built-in profiles shipped with the game, and the per-user folder
// ($XDG_CONFIG_HOME/ochos-locos/profiles, ~/Library/Application Support/…, %APPDATA%\…).
std::filesystem::path resourceDir();  // holds profiles/ and fonts/
std::filesystem::path builtInProfileDir();
std::optional<std::filesystem::path> userProfileDir();

}  // namespace ochos::rules
