#pragma once

#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "ochos/rules/profile_library.hpp"

namespace ochos::rules::testing {

using nlohmann::json;

// A small valid profile; each validation test breaks one thing in it.
inline json minimalProfile() {
  return json::parse(R"({
    "format": 1,
    "id": "test",
    "name": "Test",
    "deck": {"ranks": "standard-52"},
    "players": {"min": 2, "max": 4},
    "hand_size": 5,
    "cards": {"wild": ["8"]},
    "scoring": {"mode": "penalty_points",
                "card_values": {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7,
                                "8": 50, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10}},
    "match": {"target": 100}
  })");
}

inline std::vector<ProfileError> errorsOf(const json& doc) {
  return validateProfile(doc, "t.json");
}

inline std::vector<ProfileError> errorsWith(const json& patch) {
  json doc = minimalProfile();
  doc.merge_patch(patch);
  return errorsOf(doc);
}

inline std::string dump(const std::vector<ProfileError>& errors) {
  std::string out;
  for (const ProfileError& e : errors)
    out += "\n  " + e.toString();
  return out;
}

// True when some error sits at `pointer` and its message contains `words`.
inline ::testing::AssertionResult hasError(const std::vector<ProfileError>& errors,
                                           const std::string& pointer, const std::string& words) {
  for (const ProfileError& e : errors) {
    if (e.pointer == pointer && e.message.find(words) != std::string::npos) {
      return ::testing::AssertionSuccess();
    }
  }
  return ::testing::AssertionFailure()
         << "no error at \"" << pointer << "\" saying \"" << words << "\"; got:" << dump(errors);
}

inline std::string dataDir() {
  return OCHOS_TEST_DATA_DIR;
}

}  // namespace ochos::rules::testing
