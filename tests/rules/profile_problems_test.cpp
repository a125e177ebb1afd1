// Every problem a rule profile can have (in its file, its sections, its variants or the library it
// is in) is one of problemSentences(), with a code, so that the game can say it in the player's
// language: one broken profile per sentence, each checked the way the game checks it.

#include <algorithm>
#include <functional>
#include <set>

#include <gtest/gtest.h>

#include "../temp_folder.hpp"
#include "profile_test_util.hpp"

namespace ochos::rules {
namespace {

namespace fs = std::filesystem;
using ochos::testing::TempFolder;
using testing::errorsOf;
using testing::errorsWith;
using testing::json;
using testing::minimalProfile;

struct Case {
  std::string code;  // the sentence the broken profile must say
  std::function<std::vector<ProfileError>()> problems;
};

// A patch for the minimal profile, as JSON text (null removes a member).
Case patched(std::string code, const char* patch) {
  return {std::move(code), [patch] { return errorsWith(json::parse(patch)); }};
}

json withVariants(const char* variants) {
  json doc = minimalProfile();
  doc["variants"] = json::parse(variants);
  return doc;
}

Case variants(std::string code, const char* variantsText) {
  return {std::move(code), [variantsText] { return errorsOf(withVariants(variantsText)); }};
}

// Building the minimal profile with these variants requested.
Case requested(std::string code, const char* variantsText, std::vector<std::string> ids) {
  return {std::move(code), [variantsText, ids] {
            const json doc = variantsText ? withVariants(variantsText) : minimalProfile();
            BuildResult built = buildRuleSet(doc, ids, "t.json");
            built.errors.insert(built.errors.end(), built.warnings.begin(), built.warnings.end());
            return built.errors;
          }};
}

Case text(std::string code, const char* jsonText) {
  return {std::move(code), [jsonText] {
            std::vector<ProfileError> errors;
            readJsonText(jsonText, "t.json", errors);
            return errors;
          }};
}

std::vector<ProfileError> allProblemsOf(const ProfileLibrary& library, const std::string& id) {
  std::vector<ProfileError> out;
  for (const BrokenProfile& b : library.broken())
    out.insert(out.end(), b.errors.begin(), b.errors.end());
  const BuildResult built = library.build(id, {});
  out.insert(out.end(), built.errors.begin(), built.errors.end());
  return out;
}

// Looking up `id` in a library of the built-in profiles (or none) and, when `brokenUno`, a user
// folder with a broken uno.json.
Case lookup(std::string code, bool builtIns, bool brokenUno) {
  return {std::move(code), [builtIns, brokenUno] {
            TempFolder user;
            if (brokenUno) user.write("uno.json", "{");
            const ProfileLibrary library =
                builtIns ? ProfileLibrary::load(builtInProfileDir(), user.path())
                         : ProfileLibrary::load(std::vector<ProfileText>{}, user.path());
            return allProblemsOf(library, "uno");
          }};
}

std::vector<Case> brokenProfiles() {
  std::vector<Case> cases = {
      // Any value.
      patched("unknown_key", R"({"colour": "red"})"),
      patched("missing_object", R"({"deck": null})"),
      patched("not_object", R"({"players": 3})"),
      patched("missing_array", R"({"scoring": {"finish_bonus": {"multiplier": 2}}})"),
      patched("not_array", R"({"match": {"target_choices": 100}})"),
      patched("not_boolean", R"({"turn": {"must_play_if_able": "yes"}})"),
      patched("missing_integer", R"({"players": {"min": null}})"),
      patched("not_integer", R"({"players": {"min": "two"}})"),
      patched("not_string", R"({"description": 5})"),
      patched("missing_text", R"({"name": null})"),
      patched("not_text", R"({"name": ""})"),
      patched("missing_choice", R"({"scoring": {"mode": null}})"),
      patched("not_choice", R"({"empty_stock": "burn"})"),
      patched("not_rank", R"({"cards": {"wild": ["X"]}})"),
      patched("not_rank_list", R"({"cards": {"wild": "8"}})"),
      patched("rank_twice", R"({"cards": {"wild": ["8", "8"]}})"),
      patched("rank_not_in_deck", R"({"deck": {"ranks": "piquet-32"}, "cards": {"wild": ["2"]}})"),
      // The file.
      text("not_json", R"({"format": 1,)"),
      text("not_json_text", "\xb4M\x01\x9c\xff{}"),
      {"not_profile_text",
       [] {
         return loadRuleSetFile(fs::path(testing::dataDir()) / "not-a-profile.bin", {}).errors;
       }},
      text("key_twice", R"({"name": "A", "name": "B"})"),
      {"cannot_open",
       [] { return loadRuleSetFile(fs::path(testing::dataDir()) / "no-such.json", {}).errors; }},
      // The sections.
      {"not_profile_object", [] { return errorsOf(json::array()); }},
      patched("missing_format", R"({"format": null})"),
      patched("format_not_integer", R"({"format": "1"})"),
      patched("format_too_new", R"({"format": 2})"),
      patched("format_unknown", R"({"format": 0})"),
      patched("bad_profile_id", R"({"id": "My Rules"})"),
      patched("missing_deck_ranks", R"({"deck": {"ranks": null}})"),
      patched("not_deck_ranks", R"({"deck": {"ranks": "tarot-78"}})"),
      patched("no_ranks", R"({"deck": {"ranks": []}})"),
      patched("min_above_max", R"({"players": {"min": 4, "max": 3}})"),
      patched("two_decks_never", R"({"deck": {"two_decks_from_players": 6}})"),
      patched("missing_integer_or", R"({"hand_size": null})"),
      patched("not_integer_or", R"({"hand_size": "five"})"),
      patched("not_player_count_key",
              R"({"hand_size": {"default": 5, "by_players": {"nine": 3}}})"),
      patched("hand_size_outside_players",
              R"({"hand_size": {"default": 5, "by_players": {"6": 3}}})"),
      patched("deal_too_big", R"({"hand_size": 13})"),
      patched(
          "answer_needs_stacking",
          R"({"cards": {"draw": {"2": 2}, "draw_stacking": false, "draw_answered_by": ["2"]}})"),
      patched("nothing_to_answer", R"({"cards": {"draw_answered_by": ["2"]}})"),
      patched("every_rank_wild",
              R"({"cards": {"wild": ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q",
                                     "K"]}})"),
      patched("not_max_draws", R"({"draw": {"max_per_turn": "many"}})"),
      patched("unlimited_draws_must_stop",
              R"({"draw": {"max_per_turn": "unlimited", "stop_when_playable": false}})"),
      patched("must_play_drawn_any_card",
              R"({"draw": {"must_play_drawn": true, "after_draw": "any_card"}})"),
      patched("must_play_drawn_needs_stop",
              R"({"draw": {"must_play_drawn": true, "stop_when_playable": false,
                           "max_per_turn": 3}})"),
      patched("always_pass_needs_pass_refill",
              R"({"empty_stock": {"refill": "reshuffle", "pass": "always"}})"),
      patched(
          "dealer_declares_needs_suit",
          R"({"cards": {"wild_declares_suit": false}, "start_card": {"wild": "dealer_declares"}})"),
      patched("every_rank_buried",
              R"({"cards": {"skip": ["A", "2", "3", "4", "5", "6", "7", "9", "10", "J", "Q", "K"]},
                  "start_card": {"action": "bury"}})"),
      patched("not_null_or_object", R"({"last_card": "yes"})"),
      patched("penalty_zero", R"({"last_card": {"enforcement": "automatic", "penalty": 0}})"),
      patched("ranks_without_value", R"({"scoring": {"card_values": {"K": null}}})"),
      patched("target_twice", R"({"match": {"target_choices": [100, 100]}})"),
      patched("target_not_a_choice", R"({"match": {"target_choices": [50, 200]}})"),
      // Variants.
      {"too_many_variants",
       [] {
         json doc = minimalProfile();
         for (int i = 0; i < 33; ++i)
           doc["variants"]["v" + std::to_string(i)] = {{"name", "V"},
                                                       {"patch", {{"hand_size", 6}}}};
         return errorsOf(doc);
       }},
      variants("bad_variant_id", R"({"Big": {"name": "Big", "patch": {"hand_size": 7}}})"),
      variants("not_variant_object", R"({"big": 7})"),
      variants("patch_changes_fixed_key", R"({"big": {"name": "Big", "patch": {"id": "big"}}})"),
      variants("patch_empty", R"({"big": {"name": "Big", "patch": {}}})"),
      variants("patch_changes_nothing", R"({"same": {"name": "Same", "patch": {"hand_size": 5}}})"),
      variants("not_other_variant",
               R"({"big": {"name": "Big", "excludes": ["huge"], "patch": {"hand_size": 7}}})"),
      variants("variant_excludes_itself",
               R"({"big": {"name": "Big", "excludes": ["big"], "patch": {"hand_size": 7}}})"),
      // A variant's pointer is not the problem's: the variant is named.
      variants(
          "with_variant",
          R"({"tiny": {"name": "Tiny", "patch": {"deck": {"ranks": ["7", "8", "9", "10"]}}}})"),
      variants("with_variants",
               R"({"unlimited": {"name": "U", "patch": {"draw": {"max_per_turn": "unlimited"}}},
                   "keep_going": {"name": "K", "patch": {"draw": {"stop_when_playable": false}}}})"),
      requested("unknown_variant", R"({"big": {"name": "Big", "patch": {"hand_size": 7}}})",
                {"huge"}),
      requested("unknown_variant_none_offered", nullptr, {"big"}),
      requested("variant_twice", R"({"big": {"name": "Big", "patch": {"hand_size": 7}}})",
                {"big", "big"}),
      requested("variants_exclude_each_other",
                R"({"big": {"name": "Big", "excludes": ["small"], "patch": {"hand_size": 7}},
                    "small": {"name": "Small", "patch": {"hand_size": 3}}})",
                {"big", "small"}),
      {"variant_changes_nothing",
       [] {
         // A profile used as it stands (a replay's copy) may have a variant its base already has.
         const json doc = withVariants(R"({"same": {"name": "Same", "patch": {"hand_size": 5}}})");
         return buildRuleSet(doc, {"same"}, "t.json").warnings;
       }},
      // The library.
      {"id_taken",
       [] {
         TempFolder user;
         json doc = minimalProfile();
         doc["id"] = "crazy-eights";
         user.write("mine.json", doc.dump());
         return ProfileLibrary::load(builtInProfileDir(), user.path()).broken().at(0).errors;
       }},
      {"no_built_in_folder",
       [] {
         TempFolder empty;
         return ProfileLibrary::load(empty.path() / "profiles", std::nullopt).broken().at(0).errors;
       }},
      {"cannot_list",
       [] {
         // A file where the folder should be: it exists, but cannot be listed.
         TempFolder folder;
         folder.write("profiles", "not a folder");
         return ProfileLibrary::load(folder.path() / "profiles", std::nullopt)
             .broken()
             .at(0)
             .errors;
       }},
      lookup("unknown_profile", true, false),
      lookup("unknown_profile_none_known", false, false),
      lookup("unknown_profile_broken", true, true),
      lookup("unknown_profile_none_known_broken", false, true),
  };
  return cases;
}

// Sentences of the checker's that no profile can make it say: a required boolean or a string that
// may be empty (profiles have neither; an action's "action" is such a string).
// A file of random bytes named as a profile: said to be no rule profile, in plain words, without
// its bytes (nlohmann's "last read: '…'" quoted them raw).
TEST(ProfileProblems, AFileOfRandomBytesIsSaidToBeNoProfileWithoutItsBytes) {
  const std::string file = (fs::path(testing::dataDir()) / "not-a-profile.bin").string();
  const ProfileLibrary library = ProfileLibrary::load(std::vector<ProfileText>{}, std::nullopt);
  ASSERT_TRUE(ProfileLibrary::namesAFile(file));
  const BuildResult built = library.build(file, {});
  ASSERT_EQ(built.errors.size(), 1U);
  const std::string said = built.errors.front().toString();
  EXPECT_NE(said.find("not a rule profile: the file is not JSON text"), std::string::npos) << said;
  EXPECT_EQ(said.find("last read"), std::string::npos) << said;
  for (const char c : said)
    EXPECT_TRUE(c >= 0x20 && c < 0x7F) << "a raw byte in: " << said;
  // A text file with a syntax error still says where.
  std::vector<ProfileError> errors;
  readJsonText("{\"format\": 1,\n  \"name\": nope}", "t.json", errors);
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors.front().code, "not_json");
  EXPECT_NE(errors.front().message.find("line 2"), std::string::npos) << errors.front().message;
}

const std::set<std::string> kNotFromAProfile = {"missing_boolean", "missing_string"};

std::vector<std::string> placeholderNames(const std::string& pattern) {
  std::vector<std::string> names;
  for (std::size_t open = pattern.find('{'); open != std::string::npos;
       open = pattern.find('{', open + 1)) {
    const std::size_t close = pattern.find('}', open);
    if (close == std::string::npos) break;
    names.push_back(pattern.substr(open + 1, close - open - 1));
  }
  return names;
}

const ProblemSentence* sentenceOf(const std::string& code) {
  for (const ProblemSentence& s : problemSentences()) {
    if (code == s.code) return &s;
  }
  return nullptr;
}

// The message as the sentences say it: the problem's, inside the variants' when it names them.
std::string expectedMessage(const ProfileError& e) {
  const std::string problem = englishProblem(e.code, e.args);
  if (e.variants.empty()) return problem;
  std::string ids;
  for (const std::string& id : e.variants)
    ids += (ids.empty() ? "" : " + ") + id;
  return englishProblem(e.variants.size() == 1 ? "with_variant" : "with_variants",
                        {{"problem", problem}, {"variants", ids}});
}

TEST(ProfileProblems, EveryProblemOfABrokenProfileIsOneOfTheSentencesWithItsValues) {
  for (const Case& c : brokenProfiles()) {
    const std::vector<ProfileError> problems = c.problems();
    ASSERT_FALSE(problems.empty()) << c.code << ": nothing was found wrong";
    for (const ProfileError& e : problems) {
      SCOPED_TRACE(c.code + " case: " + e.toString());
      ASSERT_FALSE(e.code.empty()) << "a problem in words of its own, not a sentence's";
      const ProblemSentence* sentence = sentenceOf(e.code);
      ASSERT_NE(sentence, nullptr) << "no sentence \"" << e.code << "\"";
      for (const std::string& name : placeholderNames(sentence->english)) {
        const bool given = std::any_of(e.args.begin(), e.args.end(),
                                       [&](const auto& arg) { return arg.first == name; });
        EXPECT_TRUE(given) << "{" << name << "} is not filled in";
      }
      EXPECT_EQ(e.message, expectedMessage(e));
    }
  }
}

TEST(ProfileProblems, EachBrokenProfileSaysWhatItIsBrokenFor) {
  for (const Case& c : brokenProfiles()) {
    std::set<std::string> said;
    for (const ProfileError& e : c.problems()) {
      said.insert(e.code);
      if (e.variants.size() == 1) said.insert("with_variant");
      if (e.variants.size() > 1) said.insert("with_variants");
    }
    std::string list;
    for (const std::string& code : said)
      list += " " + code;
    EXPECT_EQ(said.count(c.code), 1U) << c.code << " was not said; got" << list;
  }
}

// A sentence added to the checker comes with a broken profile here that makes it say it.
TEST(ProfileProblems, EverySentenceIsSaidByOneOfTheBrokenProfiles) {
  std::set<std::string> cases;
  for (const Case& c : brokenProfiles())
    cases.insert(c.code);
  for (const ProblemSentence& s : problemSentences()) {
    if (kNotFromAProfile.count(s.code) != 0) {
      EXPECT_EQ(cases.count(s.code), 0U) << s.code << " has a case: take it off kNotFromAProfile";
      continue;
    }
    EXPECT_EQ(cases.count(s.code), 1U) << "no broken profile says " << s.code;
  }
  for (const std::string& code : kNotFromAProfile)
    EXPECT_NE(sentenceOf(code), nullptr) << code;
}

}  // namespace
}  // namespace ochos::rules
