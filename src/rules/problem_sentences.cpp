#include "ochos/rules/problem_sentences.hpp"

#include <algorithm>

namespace ochos::rules {
namespace {

// Keep src/i18n/english_menus.cpp's "profile_error.*" entries equal to these (a test does).
constexpr ProblemSentence kSentences[] = {
    // Any JSON value (json_checker.cpp).
    {"unknown_key", "unknown key \"{key}\"; expected one of {allowed}"},
    {"missing_object", "missing; expected an object"},
    {"not_object", "expected an object, got {got}"},
    {"missing_array", "missing; expected an array"},
    {"not_array", "expected an array, got {got}"},
    {"missing_boolean", "missing; expected true or false"},
    {"not_boolean", "expected true or false, got {got}"},
    {"missing_integer", "missing; expected an integer from {lo} to {hi}"},
    {"not_integer", "expected an integer from {lo} to {hi}, got {got}"},
    {"missing_string", "missing; expected a string"},
    {"not_string", "expected a string, got {got}"},
    {"missing_text", "missing; expected a non-empty string"},
    {"not_text", "expected a non-empty string, got {got}"},
    {"missing_choice", "missing; expected one of {choices}"},
    {"not_choice", "expected one of {choices}, got {got}"},
    {"not_rank", "expected a rank (A, 2 … 10, J, Q, K), got {got}"},
    {"not_rank_list", "expected an array of ranks, got {got}"},
    {"rank_twice", "rank {rank} is listed twice"},
    {"rank_not_in_deck", "{what} rank {rank} is not in the deck (the deck has {deck})"},
    // Reading the file (json_file.cpp, profile_library.cpp).
    {"not_json", "not valid JSON: {detail}"},
    {"not_json_text", "not JSON text: the file holds bytes that are not text"},
    {"not_profile_text", "not a rule profile: the file is not JSON text"},
    {"cannot_open", "cannot open the file"},
    {"key_twice", "the key \"{key}\" appears twice in this object"},
    // The profile's sections (profile_parser.cpp, empty_stock_parser.cpp). {shape} is a piece
    // of JSON ("{\"per_player\": …}"); {got} quotes the value found.
    {"not_profile_object", "expected a profile object, got {got}"},
    {"missing_format", "missing; expected 1 (the profile format version)"},
    {"format_not_integer", "expected the integer 1, got {got}"},
    {"format_too_new",
     "format {format} is newer than this game understands ({supported}); update the game"},
    {"format_unknown", "expected 1, got {got}"},
    {"bad_profile_id",
     "expected lower-case letters, digits, '-' and '_' (starting with a letter or digit, at most "
     "64), got \"{id}\""},
    {"missing_deck_ranks", "missing; expected \"standard-52\", \"piquet-32\" or an array of ranks"},
    {"not_deck_ranks", "expected \"standard-52\", \"piquet-32\" or an array of ranks, got {got}"},
    {"no_ranks", "expected at least one rank"},
    {"min_above_max", "min ({min}) is more than max ({max})"},
    {"two_decks_never",
     "two decks from {from} players can never apply: at most {max} play (players.max); use null "
     "for one deck"},
    {"missing_integer_or", "missing; expected an integer or {shape}"},
    {"not_integer_or", "expected an integer or {shape}, got {got}"},
    {"not_player_count_key", "expected a player count \"2\" … \"8\" as the key, got \"{key}\""},
    {"hand_size_outside_players",
     "a hand size for {players} players, but players are {min} to {max}"},
    {"deal_too_big",
     "a deal for {players} players needs {players} × {size} + 1 start card = {needed} cards, but "
     "their deck has {deck}"},
    {"answer_needs_stacking",
     "a pending draw can only be answered when cards.draw_stacking is true"},
    {"nothing_to_answer", "no rank has a draw effect (cards.draw), so there is nothing to answer"},
    {"every_rank_wild", "every rank in the deck is wild: expected at least one plain rank"},
    {"not_max_draws", "expected an integer from {lo} to {hi} or \"unlimited\", got {got}"},
    {"unlimited_draws_must_stop",
     "with \"max_per_turn\": \"unlimited\" drawing must stop at a playable card, or a player "
     "could draw the whole stock; expected true"},
    {"must_play_drawn_any_card",
     "\"must_play_drawn\": true contradicts \"after_draw\": \"any_card\""},
    {"must_play_drawn_needs_stop",
     "\"must_play_drawn\": true needs \"stop_when_playable\": true, or a player could draw past "
     "the card they must play"},
    {"always_pass_needs_pass_refill",
     "\"always\" needs \"refill\": \"pass\": with a reshuffle there is always a card to draw "
     "while any card can be had"},
    {"dealer_declares_needs_suit",
     "\"dealer_declares\" needs wilds that declare a suit (cards.wild_declares_suit)"},
    {"every_rank_buried", "every rank in the deck would be buried: no start card can stand"},
    {"not_null_or_object", "expected null or an object, got {got}"},
    {"penalty_zero",
     "a last-card rule with no penalty does nothing; expected 1 or more (or \"last_card\": null)"},
    {"ranks_without_value", "no value for rank(s) {ranks}, which are in the deck"},
    {"target_twice", "{target} is listed twice"},
    {"target_not_a_choice", "the default target {target} should be one of the choices"},
    // Variants (profile_builder.cpp). {variants} are variant ids joined by " + ".
    {"too_many_variants", "expected at most {max} variants, got {count}"},
    {"bad_variant_id", "expected a variant id of lower-case letters, digits and '_', got \"{id}\""},
    {"not_variant_object",
     "expected an object with name, description, excludes and patch, got {got}"},
    {"patch_changes_fixed_key", "a variant may not change \"{key}\""},
    {"patch_empty", "the patch is empty: a variant must change something"},
    {"patch_changes_nothing", "the patch changes nothing in the profile"},
    {"not_other_variant", "expected the id of another variant of this profile, got {got}"},
    {"variant_excludes_itself", "a variant cannot exclude itself"},
    {"unknown_variant", "no variant \"{id}\" in this profile; it offers {offered}"},
    {"unknown_variant_none_offered", "no variant \"{id}\" in this profile; it offers none"},
    {"variant_twice", "variant \"{id}\" is requested twice"},
    {"variants_exclude_each_other", "variants \"{first}\" and \"{second}\" exclude each other"},
    {"variant_changes_nothing",
     "variant \"{id}\" changes nothing: the profile already has its rules"},
    // Wrapped around a problem that only a combination of variants has (ProfileError::variants).
    {"with_variant", "{problem} (with variant {variants})"},
    {"with_variants", "{problem} (with variants {variants})"},
    // The library (profile_library.cpp).
    {"id_taken", "the id \"{id}\" is already used by {file}"},
    {"no_built_in_folder", "the built-in profile folder does not exist"},
    {"cannot_list", "cannot list: {detail}"},
    {"unknown_profile", "no profile with the id \"{id}\"; known: {known}"},
    {"unknown_profile_none_known", "no profile with the id \"{id}\"; known: none"},
    {"unknown_profile_broken",
     "no profile with the id \"{id}\"; known: {known} ({file} exists but has errors)"},
    {"unknown_profile_none_known_broken",
     "no profile with the id \"{id}\"; known: none ({file} exists but has errors)"},
};

}  // namespace

std::span<const ProblemSentence> problemSentences() {
  return kSentences;
}

std::string englishProblem(std::string_view code, const SentenceArgs& args) {
  for (const ProblemSentence& s : kSentences) {
    if (code != s.code) continue;
    // One pass, as i18n::substitute: a value that holds "{…}" (a key the author wrote, a piece
    // of JSON) is never read as a placeholder.
    const std::string_view pattern = s.english;
    std::string out;
    std::size_t at = 0;
    while (at < pattern.size()) {
      const std::size_t open = pattern.find('{', at);
      const std::size_t close = open == std::string_view::npos ? open : pattern.find('}', open + 1);
      if (close == std::string_view::npos) break;
      out.append(pattern.substr(at, open - at));
      const std::string_view name = pattern.substr(open + 1, close - open - 1);
      const auto arg =
          std::find_if(args.begin(), args.end(), [&](const auto& a) { return a.first == name; });
      out.append(arg != args.end() ? std::string_view(arg->second)
                                   : pattern.substr(open, close - open + 1));
      at = close + 1;
    }
    out.append(pattern.substr(std::min(at, pattern.size())));
    return out;
  }
  return std::string(code);
}

}  // namespace ochos::rules
