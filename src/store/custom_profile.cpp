#include "ochos/store/custom_profile.hpp"

#include <algorithm>
#include <system_error>

#include "ochos/i18n/translator.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/store/atomic_file.hpp"
#include "ochos/store/versioned_file.hpp"

namespace ochos::store {

namespace fs = std::filesystem;
using nlohmann::json;

std::string profileIdFromName(const std::string& name) {
  std::string id;
  for (const char raw : name) {
    const char c = (raw >= 'A' && raw <= 'Z') ? static_cast<char>(raw - 'A' + 'a') : raw;
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      id += c;
    } else if (!id.empty() && id.back() != '-') {
      id += '-';  // spaces, punctuation and non-ASCII letters become one separator
    }
  }
  while (!id.empty() && id.back() == '-')
    id.pop_back();
  if (id.size() > 48) id.resize(48);  // room for a "-NN" suffix within the 64 allowed
  while (!id.empty() && id.back() == '-')
    id.pop_back();
  return id.empty() ? "custom" : id;
}

namespace {

std::vector<std::string> excludesOf(const json& variant) {
  std::vector<std::string> out;
  if (const auto it = variant.find("excludes"); it != variant.end() && it->is_array()) {
    for (const json& e : *it)
      if (e.is_string()) out.push_back(e.get<std::string>());
  }
  return out;
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

std::string freeId(const std::string& wanted, const std::vector<std::string>& taken) {
  std::string id = wanted;
  for (int n = 2; contains(taken, id); ++n)
    id = wanted + "-" + std::to_string(n);
  return id;
}

}  // namespace

CustomProfile makeCustomProfile(const json& base, const std::vector<std::string>& variants,
                                const std::string& name, const std::vector<std::string>& takenIds) {
  CustomProfile out;
  // The base must build with these variants, or the result could not either.
  const rules::BuildResult built = rules::buildRuleSet(base, variants, "<base>");
  if (!built) {
    out.errors = built.errors;
    return out;
  }
  json doc = base;
  const json offered = base.value("variants", json::object());
  doc.erase("variants");
  std::vector<std::string> chosenNames;
  for (const std::string& id : variants) {
    doc.merge_patch(offered.at(id).at("patch"));
    chosenNames.push_back(offered.at(id).value("name", id));
  }

  // Keep the variants that still make sense on top: neither chosen nor excluded either way.
  json remaining = json::object();
  for (const auto& [id, body] : offered.items()) {
    if (contains(variants, id)) continue;
    bool compatible = true;
    for (const std::string& chosen : variants) {
      if (contains(excludesOf(body), chosen) || contains(excludesOf(offered.at(chosen)), id)) {
        compatible = false;
      }
    }
    if (!compatible) continue;
    json kept = body;
    std::vector<std::string> excludes;
    for (const std::string& e : excludesOf(body))
      if (!contains(variants, e)) excludes.push_back(e);
    kept["excludes"] = excludes;
    remaining[id] = std::move(kept);
  }

  const std::string cleanName = name.empty() ? base.value("name", std::string("Custom")) : name;
  doc["id"] = freeId(profileIdFromName(cleanName), takenIds);
  doc["name"] = cleanName;
  const std::string baseName = base.value("name", std::string());
  std::string list;
  for (const std::string& n : chosenNames)
    list += (list.empty() ? "" : ", ") + n;
  doc["description"] = list.empty() ? i18n::tr("preset.custom_description", {{"base", baseName}})
                                    : i18n::tr("preset.custom_description_with",
                                               {{"base", baseName}, {"variants", list}});
  doc["variants"] = remaining;
  if (!rules::validateProfile(doc, "<custom>").empty()) doc["variants"] = json::object();
  out.errors = rules::validateProfile(doc, "<custom>");
  out.document = std::move(doc);
  return out;
}

CustomProfile saveCustomProfile(const json& base, const std::vector<std::string>& variants,
                                const std::string& name, const rules::ProfileLibrary& library,
                                const fs::path& userProfileDir) {
  std::vector<std::string> taken;
  for (const rules::ProfileInfo& p : library.profiles())
    taken.push_back(p.id);
  // A file name in the folder blocks its id too (a broken profile still owns its name).
  std::error_code ec;
  if (fs::is_directory(userProfileDir, ec)) {
    for (const auto& entry : fs::directory_iterator(userProfileDir, ec))
      taken.push_back(utf8(entry.path().stem()));
  }
  CustomProfile out = makeCustomProfile(base, variants, name, taken);
  if (!out) return out;
  const std::string id = out.document["id"].get<std::string>();
  out.path = userProfileDir / pathFromUtf8(id + ".json");
  fs::create_directories(userProfileDir, ec);
  const WriteResult written =
      ec ? WriteResult{false, "cannot create " + utf8(userProfileDir) + ": " + ec.message()}
         : writeFileAtomically(out.path, documentText(out.document));
  if (!written) out.errors.push_back({utf8(out.path), "", written.error});
  return out;
}

}  // namespace ochos::store
