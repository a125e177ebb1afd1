#pragma once

// Reading JSON that a person wrote: every accessor reports what it expected at which JSON pointer
// and carries on with a fallback, so one pass finds every problem instead of the first.

#include <cstdint>
#include <filesystem>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "ochos/engine/card.hpp"
#include "ochos/rules/profile_library.hpp"

namespace ochos::rules::detail {

using Json = nlohmann::json;

// RFC 6901: "~" and "/" inside a token are escaped.
std::string pointerJoin(const std::string& base, std::string_view token);
std::string pointerJoin(const std::string& base, std::size_t index);

// A short quotation of a value for messages: "\"six\"", "3.5", "an object", "null".
std::string quote(const Json& value);
std::string typeName(const Json& value);  // "a string", "an array" …

// "A", "2" … "10", "J", "Q", "K" only: profiles use one spelling so they diff cleanly.
std::optional<engine::Rank> parseRankCode(std::string_view text);
std::string rankList(std::uint16_t mask);  // "A, 7, 8"

// The ids of a profile document's variants in the order its text lists them (nlohmann::json
// sorts object keys; menus should follow the author's order).
std::vector<std::string> variantOrderInText(std::string_view text);

// One of problemSentences(), by its code, with its English filled in.
ProfileError sentence(std::string file, std::string pointer, const char* code,
                      SentenceArgs args = {});

class JsonChecker {
 public:
  explicit JsonChecker(std::vector<ProfileError>& errors, std::string file = {})
      : errors_(errors), file_(std::move(file)) {}

  // A problem in words of its own, for files other than profiles (saves, scenarios, lessons).
  void error(const std::string& pointer, std::string message);
  // One of problemSentences(), by its code: what every problem in a profile says.
  void say(const std::string& pointer, const char* code, SentenceArgs args = {});
  std::size_t errorCount() const { return errors_.size(); }

  // Reports every member of `object` whose key is not in `allowed`.
  void onlyKeys(const Json& object, const std::string& pointer,
                std::initializer_list<std::string_view> allowed);

  // Members. A missing optional member yields the fallback silently; a missing required one or a
  // wrong type is reported and yields the fallback.
  const Json* object(const Json& parent, const std::string& pointer, const char* key,
                     bool required);
  const Json* array(const Json& parent, const std::string& pointer, const char* key, bool required);
  bool boolean(const Json& parent, const std::string& pointer, const char* key, bool fallback,
               bool required = false);
  int integer(const Json& parent, const std::string& pointer, const char* key, int lo, int hi,
              int fallback, bool required = false);
  std::string string(const Json& parent, const std::string& pointer, const char* key,
                     std::string fallback, bool required = false, bool nonEmpty = false);
  // One of `names`; returns its index, or `fallback`.
  int choice(const Json& parent, const std::string& pointer, const char* key,
             std::initializer_list<std::string_view> names, int fallback, bool required = false);

  // Values (the pointer names the value itself).
  std::optional<int> integerValue(const Json& value, const std::string& pointer, int lo, int hi);
  // A list of rank codes as a bit mask (bit r for Rank r). Unknown and repeated ranks are
  // reported; so are ranks outside `deckMask` when it is non-zero (`what` names the list by its
  // JSON key, "wild").
  std::uint16_t rankMask(const Json& value, const std::string& pointer, std::uint16_t deckMask,
                         std::string_view what);
  // A single rank code used as an object key or list item.
  std::optional<engine::Rank> rank(std::string_view text, const std::string& pointer,
                                   std::uint16_t deckMask, std::string_view what);

 private:
  std::vector<ProfileError>& errors_;
  std::string file_;
};

}  // namespace ochos::rules::detail
