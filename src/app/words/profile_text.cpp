#include "ochos/app/words/profile_text.hpp"

#include "ochos/i18n/translator.hpp"
#include "ochos/rules/utf8_path.hpp"

namespace ochos::app {
namespace {

const i18n::ProfileWords* wordsFor(const std::string& profileId) {
  return i18n::translator().profileWords(profileId);
}

const i18n::VariantWords* variantWords(const std::string& profileId, const std::string& variantId) {
  const i18n::ProfileWords* words = wordsFor(profileId);
  return words ? words->variant(variantId) : nullptr;
}

const std::string& orOwn(const std::string& translated, const std::string& own) {
  return translated.empty() ? own : translated;
}

}  // namespace

std::string profileName(const std::string& profileId, const std::string& own) {
  const i18n::ProfileWords* words = wordsFor(profileId);
  return words ? orOwn(words->name, own) : own;
}

std::string profileDescription(const std::string& profileId, const std::string& own) {
  const i18n::ProfileWords* words = wordsFor(profileId);
  return words ? orOwn(words->description, own) : own;
}

std::string variantName(const std::string& profileId, const rules::VariantInfo& variant) {
  const i18n::VariantWords* words = variantWords(profileId, variant.id);
  return words ? orOwn(words->name, variant.name) : variant.name;
}

std::string variantDescription(const std::string& profileId, const rules::VariantInfo& variant) {
  const i18n::VariantWords* words = variantWords(profileId, variant.id);
  return words ? orOwn(words->description, variant.description) : variant.description;
}

std::string rulesName(const engine::RuleSet& rules) {
  return profileName(rules.id, rules.name);
}

std::string callWord(const engine::RuleSet& rules) {
  if (rules.lastCardCall.empty()) return {};
  for (const std::string& variant : rules.activeVariants) {
    const i18n::VariantWords* words = variantWords(rules.id, variant);
    if (words && !words->call.empty()) return words->call;
  }
  const i18n::ProfileWords* words = wordsFor(rules.id);
  return words ? orOwn(words->call, rules.lastCardCall) : rules.lastCardCall;
}

std::string problemText(const rules::ProfileError& error) {
  if (error.code.empty()) return error.message;
  const std::string key = "profile_error." + error.code;  // rules::problemSentences()
  const std::string problem = i18n::substitute(i18n::tr(key), error.args);
  if (error.variants.empty()) return problem;
  std::string ids;
  for (const std::string& id : error.variants)
    ids += (ids.empty() ? "" : " + ") + id;
  return i18n::tr(
      error.variants.size() == 1 ? "profile_error.with_variant" : "profile_error.with_variants",
      {{"problem", problem}, {"variants", ids}});
}

std::string describeProblem(const rules::ProfileError& error) {
  return i18n::tr("preset.broken_profile",
                  {{"file", ochos::utf8(pathFromUtf8(error.file).filename())},
                   {"place", error.pointer.empty() ? "/" : error.pointer},
                   {"problem", problemText(error)}});
}

}  // namespace ochos::app
