#include "ochos/i18n/profile_words.hpp"

#include <nlohmann/json.hpp>

namespace ochos::i18n {
namespace {

// Copies `object[key]` into `out` when it is a string; notes any other type.
void readText(const nlohmann::json& object, const char* key, const std::string& where,
              std::string& out, std::vector<std::string>& notes) {
  const auto found = object.find(key);
  if (found == object.end()) return;
  if (found->is_string()) {
    out = found->get<std::string>();
  } else {
    notes.push_back("\"" + where + "." + key + "\" must be a string");
  }
}

VariantWords readVariant(const nlohmann::json& object, const std::string& where,
                         std::vector<std::string>& notes) {
  VariantWords words;
  readText(object, "name", where, words.name, notes);
  readText(object, "description", where, words.description, notes);
  readText(object, "call", where, words.call, notes);
  return words;
}

ProfileWords readProfile(const nlohmann::json& object, const std::string& where,
                         std::vector<std::string>& notes) {
  ProfileWords words;
  VariantWords own = readVariant(object, where, notes);  // a profile's texts are a variant's
  words.name = std::move(own.name);
  words.description = std::move(own.description);
  words.call = std::move(own.call);
  const auto variants = object.find("variants");
  if (variants == object.end()) return words;
  if (!variants->is_object()) {
    notes.push_back("\"" + where + ".variants\" must be an object");
    return words;
  }
  for (const auto& [id, variant] : variants->items()) {
    const std::string at = where + ".variants." + id;
    if (variant.is_object()) {
      words.variants.emplace(id, readVariant(variant, at, notes));
    } else {
      notes.push_back("\"" + at + "\" must be an object");
    }
  }
  return words;
}

}  // namespace

const VariantWords* ProfileWords::variant(std::string_view id) const {
  const auto found = variants.find(id);
  return found == variants.end() ? nullptr : &found->second;
}

ProfileWordsById readProfileWords(const nlohmann::json& profiles, std::vector<std::string>& notes) {
  ProfileWordsById out;
  if (!profiles.is_object()) {
    notes.push_back("\"profiles\" must be an object");
    return out;
  }
  for (const auto& [id, profile] : profiles.items()) {
    if (profile.is_object()) {
      out.emplace(id, readProfile(profile, "profiles." + id, notes));
    } else {
      notes.push_back("\"profiles." + id + "\" must be an object");
    }
  }
  return out;
}

}  // namespace ochos::i18n
