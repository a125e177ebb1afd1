// Profile documents with variants: reading the "variants" section, applying variants as JSON
// merge patches, and validating the base, each variant and each allowed combination.

#include <algorithm>
#include <bit>
#include <set>
#include <utility>

#include "json_checker.hpp"
#include "profile_parser.hpp"

namespace ochos::rules {

using engine::RuleSet;

using detail::Json;
using detail::JsonChecker;
using detail::pointerJoin;
using detail::quote;

namespace {

// Beyond this many variants only single variants and pairs are checked together (2^n grows).
constexpr std::size_t kExhaustiveVariants = 8;
// More than a settings page can offer; it also keeps checking every pair quick.
constexpr std::size_t kMaxVariants = 32;

struct VariantDef {
  VariantInfo info;
  Json patch;
  std::string pointer;  // "/variants/<id>"
  bool usable = false;  // well-formed enough to apply
  bool changesNothing = false;
};

// A patch that changes nothing is an error in a profile file (its author made a slip), but only
// worth a warning where a profile is used as it stands, e.g. a copied built-in profile in a
// rule-bug report whose base already says what a variant says.
enum class NoOpPatch { Error, Allowed };

bool validVariantId(const std::string& id) {
  if (id.empty() || id.size() > 64) return false;
  for (std::size_t i = 0; i < id.size(); ++i) {
    const char c = id[i];
    const bool ok = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c == '_' && i > 0);
    if (!ok) return false;
  }
  return true;
}

Json applyPatches(const Json& base, const std::vector<const VariantDef*>& applied) {
  Json merged = base;
  for (const VariantDef* v : applied)
    merged.merge_patch(v->patch);
  return merged;
}

// Reads the "variants" section; problems go to `check`.
std::vector<VariantDef> readVariants(const Json& doc, JsonChecker& check, NoOpPatch noOp) {
  std::vector<VariantDef> defs;
  if (!doc.is_object()) return defs;
  const Json* variants = check.object(doc, "", "variants", false);
  if (variants == nullptr) return defs;
  if (variants->size() > kMaxVariants) {
    check.say("/variants", "too_many_variants",
              {{"max", std::to_string(kMaxVariants)}, {"count", std::to_string(variants->size())}});
    return defs;
  }
  for (const auto& [id, body] : variants->items()) {
    VariantDef def;
    def.info.id = id;
    def.pointer = pointerJoin("/variants", id);
    if (!validVariantId(id)) {
      check.say(def.pointer, "bad_variant_id", {{"id", id}});
    }
    if (!body.is_object()) {
      check.say(def.pointer, "not_variant_object", {{"got", quote(body)}});
      defs.push_back(std::move(def));
      continue;
    }
    check.onlyKeys(body, def.pointer, {"name", "description", "excludes", "patch"});
    def.info.name = check.string(body, def.pointer, "name", id, true, true);
    def.info.description = check.string(body, def.pointer, "description", "");
    if (const Json* patch = check.object(body, def.pointer, "patch", true)) {
      def.patch = *patch;
      def.usable = true;
      const std::string where = def.pointer + "/patch";
      for (const char* fixed : {"format", "id", "variants"}) {
        if (patch->contains(fixed)) {
          check.say(pointerJoin(where, fixed), "patch_changes_fixed_key", {{"key", fixed}});
          def.usable = false;
        }
      }
      if (patch->empty()) {
        check.say(where, "patch_empty");
        def.usable = false;
      } else if (def.usable && applyPatches(doc, {&def}) == doc) {
        def.changesNothing = true;
        if (noOp == NoOpPatch::Error) {
          check.say(where, "patch_changes_nothing");
          def.usable = false;
        }
      }
    }
    defs.push_back(std::move(def));
  }
  // Exclusions name other variants; read them once all ids are known.
  for (VariantDef& def : defs) {
    const Json& body = (*variants)[def.info.id];
    if (!body.is_object()) continue;
    const Json* excludes = check.array(body, def.pointer, "excludes", false);
    if (excludes == nullptr) continue;
    for (std::size_t i = 0; i < excludes->size(); ++i) {
      const std::string where = pointerJoin(def.pointer + "/excludes", i);
      const Json& item = (*excludes)[i];
      const bool known =
          item.is_string() && std::any_of(defs.begin(), defs.end(), [&](const VariantDef& d) {
            return d.info.id == item.get_ref<const std::string&>();
          });
      if (!known) {
        check.say(where, "not_other_variant", {{"got", quote(item)}});
      } else if (item == def.info.id) {
        check.say(where, "variant_excludes_itself");
      } else {
        def.info.excludes.push_back(item.get<std::string>());
      }
    }
  }
  return defs;
}

bool excludes(const VariantDef& a, const VariantDef& b) {
  const auto has = [](const VariantDef& x, const std::string& id) {
    return std::find(x.info.excludes.begin(), x.info.excludes.end(), id) != x.info.excludes.end();
  };
  return has(a, b.info.id) || has(b, a.info.id);
}

bool patchWrites(const Json& patch, const std::string& pointer) {
  try {
    return patch.contains(Json::json_pointer(pointer));
  } catch (const Json::exception&) {
    return false;
  }
}

// Names the variants a problem shows with: "… (with variants keep_going + unlimited)".
void nameVariants(ProfileError& e, const std::vector<const VariantDef*>& applied) {
  std::string ids;
  for (const VariantDef* v : applied) {
    if (!ids.empty()) ids += " + ";
    ids += v->info.id;
    e.variants.push_back(v->info.id);
  }
  e.message = englishProblem(applied.size() == 1 ? "with_variant" : "with_variants",
                             {{"problem", e.message}, {"variants", ids}});
}

// Parses base + patches. Errors that the base alone has (in `known`) are dropped; the rest point
// into the patch that wrote the offending value when there is one, and name the variants.
RuleSet evaluate(const Json& base, const std::vector<const VariantDef*>& applied,
                 const std::string& file, std::set<std::pair<std::string, std::string>>& known,
                 std::vector<ProfileError>& errors) {
  std::vector<ProfileError> raw;
  JsonChecker check(raw, file);
  RuleSet rules;
  detail::parseProfile(applyPatches(base, applied), check, rules);
  for (ProfileError& e : raw) {
    if (!known.insert({e.pointer, e.message}).second) continue;
    bool mapped = false;
    for (auto it = applied.rbegin(); it != applied.rend() && !e.pointer.empty(); ++it) {
      if (patchWrites((*it)->patch, e.pointer)) {
        e.pointer = (*it)->pointer + "/patch" + e.pointer;
        mapped = true;
        break;
      }
    }
    if (!mapped || applied.size() > 1) nameVariants(e, applied);
    errors.push_back(std::move(e));
  }
  return rules;
}

bool allowedTogether(const std::vector<VariantDef>& defs, const std::vector<std::size_t>& pick) {
  for (std::size_t a = 0; a < pick.size(); ++a) {
    for (std::size_t b = a + 1; b < pick.size(); ++b) {
      if (excludes(defs[pick[a]], defs[pick[b]])) return false;
    }
  }
  return true;
}

// Every allowed set of the usable variants, smallest first, each size in the order of a bit mask
// over the variants counting up: all of them up to kExhaustiveVariants, beyond that each variant
// alone and each pair.
std::vector<std::vector<std::size_t>> combinations(const std::vector<VariantDef>& defs) {
  std::vector<std::size_t> usable;
  for (std::size_t i = 0; i < defs.size(); ++i) {
    if (defs[i].usable) usable.push_back(i);
  }
  const std::size_t n = usable.size();
  std::vector<std::vector<std::size_t>> picks;
  if (n <= kExhaustiveVariants) {
    for (std::size_t size = 1; size <= n; ++size) {
      for (std::uint32_t mask = 1; mask < (std::uint32_t{1} << n); ++mask) {
        if (static_cast<std::size_t>(std::popcount(mask)) != size) continue;
        std::vector<std::size_t> pick;
        for (std::size_t b = 0; b < n; ++b) {
          if ((mask >> b) & 1U) pick.push_back(usable[b]);
        }
        picks.push_back(std::move(pick));
      }
    }
  } else {
    for (std::size_t a = 0; a < n; ++a)
      picks.push_back({usable[a]});
    for (std::size_t high = 1; high < n; ++high) {
      for (std::size_t low = 0; low < high; ++low)
        picks.push_back({usable[low], usable[high]});
    }
  }
  std::vector<std::vector<std::size_t>> out;
  for (auto& pick : picks) {
    if (allowedTogether(defs, pick)) out.push_back(std::move(pick));
  }
  return out;
}

}  // namespace

namespace detail {

std::vector<ProfileError> checkProfile(const nlohmann::json& document, const std::string& file,
                                       bool noOpPatchIsError) {
  std::vector<ProfileError> errors;
  JsonChecker check(errors, file);
  RuleSet base;
  detail::parseProfile(document, check, base);
  const std::vector<VariantDef> defs =
      readVariants(document, check, noOpPatchIsError ? NoOpPatch::Error : NoOpPatch::Allowed);
  std::set<std::pair<std::string, std::string>> known;
  for (const ProfileError& e : errors)
    known.insert({e.pointer, e.message});
  for (const auto& pick : combinations(defs)) {
    std::vector<const VariantDef*> applied;
    for (std::size_t i : pick)
      applied.push_back(&defs[i]);
    evaluate(document, applied, file, known, errors);
  }
  return errors;
}

}  // namespace detail

std::vector<ProfileError> validateProfile(const nlohmann::json& document, const std::string& file) {
  return detail::checkProfile(document, file, true);
}

std::vector<std::vector<std::string>> variantCombinations(
    const std::vector<VariantInfo>& variants) {
  std::vector<VariantDef> defs;
  for (const VariantInfo& info : variants) {
    VariantDef def;
    def.info = info;
    def.usable = true;
    defs.push_back(std::move(def));
  }
  std::vector<std::vector<std::string>> out{{}};
  for (const auto& pick : combinations(defs)) {
    std::vector<std::string> ids;
    for (std::size_t i : pick)
      ids.push_back(defs[i].info.id);
    out.push_back(std::move(ids));
  }
  return out;
}

std::vector<VariantInfo> describeVariants(const nlohmann::json& document) {
  std::vector<ProfileError> ignored;
  JsonChecker check(ignored);
  std::vector<VariantInfo> out;
  for (VariantDef& def : readVariants(document, check, NoOpPatch::Error))
    out.push_back(std::move(def.info));
  return out;
}

BuildResult buildRuleSet(const nlohmann::json& document, const std::vector<std::string>& variants,
                         const std::string& file) {
  // The base and the shape of every variant are checked; of the combinations only the one
  // requested (validateProfile checks them all, once, when a file is loaded).
  BuildResult result;
  result.document = document;
  JsonChecker check(result.errors, file);
  RuleSet base;
  detail::parseProfile(document, check, base);
  const std::vector<VariantDef> defs = readVariants(document, check, NoOpPatch::Allowed);

  std::vector<const VariantDef*> applied;
  for (const std::string& id : variants) {
    const auto it = std::find_if(defs.begin(), defs.end(),
                                 [&](const VariantDef& d) { return d.info.id == id; });
    if (it == defs.end()) {
      std::string offered;
      for (const VariantDef& d : defs)
        offered += (offered.empty() ? "" : ", ") + d.info.id;
      if (offered.empty()) {
        check.say("/variants", "unknown_variant_none_offered", {{"id", id}});
      } else {
        check.say("/variants", "unknown_variant", {{"id", id}, {"offered", offered}});
      }
      continue;
    }
    if (std::find(applied.begin(), applied.end(), &*it) != applied.end()) {
      check.say(it->pointer, "variant_twice", {{"id", id}});
      continue;
    }
    for (const VariantDef* other : applied) {
      if (excludes(*it, *other)) {
        check.say(it->pointer + "/excludes", "variants_exclude_each_other",
                  {{"first", other->info.id}, {"second", id}});
      }
    }
    applied.push_back(&*it);
    if (it->changesNothing)
      result.warnings.push_back(
          detail::sentence(file, it->pointer + "/patch", "variant_changes_nothing", {{"id", id}}));
  }
  if (!result.errors.empty()) return result;

  std::set<std::pair<std::string, std::string>> known;
  auto rules = std::make_shared<RuleSet>(
      applied.empty() ? base : evaluate(document, applied, file, known, result.errors));
  if (!result.errors.empty()) return result;
  rules->activeVariants = variants;
  result.rules = std::move(rules);
  return result;
}

}  // namespace ochos::rules
