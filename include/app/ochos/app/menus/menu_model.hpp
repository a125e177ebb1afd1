#pragma once

// The menus' logic without a window: which items the main menu offers, how keyboard focus
// moves, how a remembered preset choice is fitted to a profile, the settings' steps, and the
// statistics page as lines of text (the rules page's are in rules_text.hpp). The screens draw
// these; the tests check them.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ochos/app/shell/app_options.hpp"
#include "ochos/engine/rule_set.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/store/saved_match.hpp"
#include "ochos/store/settings.hpp"
#include "ochos/store/statistics.hpp"

namespace ochos::app {

// --- focus ---
// The next enabled item after `current` going `step` (+1 down, -1 up), wrapping; -1 when none
// is enabled. From -1 it starts at the first (step > 0) or last enabled item.
int nextFocus(const std::vector<bool>& enabled, int current, int step);

// --- main menu ---
// The main menu's item ids: Continue first and only when there is a saved match to continue,
// then New match, Quick game, the pages the registry lists for the main menu (pages.hpp), About
// and Quit. The ids are the widgets' (tests, state dump).
std::vector<std::string> mainMenuItems(bool hasSave);
// An item's label, translated: the string "menu.<id>" (the id is a page's, or one above).
std::string menuItemLabel(std::string_view id);
// "Crazy Eights · hand 3" for the saved match, read without replaying it; empty without one (or
// with one that cannot be read: Continue says what is wrong when it is chosen).
std::string savedMatchSummary(const store::SavedMatchSlot& slot);

// --- preset chooser ---
// What a built profile (with its variants) lets the player choose.
struct PresetLimits {
  int minOpponents = 1;
  int maxOpponents = 1;
  std::vector<int> targets;  // the first is the profile's own target (stored as 0)
  bool singleHandOffered = true;
};
PresetLimits presetLimits(const engine::RuleSet& rules, int opponents);
// The next target offered after `target` (0: the profile's own) going `step`, wrapping; 0 again
// for the profile's own.
int stepTarget(const PresetLimits& limits, int target, int step);

// Switches a variant on or off. Switching one on switches off those it excludes and those
// that exclude it; the list stays in the profile's order and unknown ids are dropped.
std::vector<std::string> toggleVariant(const std::vector<rules::VariantInfo>& offered,
                                       const std::vector<std::string>& chosen,
                                       const std::string& id);

// The remembered choice made valid for `profile` and the rules it builds to: unknown or
// mutually exclusive variants dropped, opponents within range, one seat per opponent (missing
// strengths "medium"), the target one offered. A seat's name stays empty unless the player gave
// one, so that it follows the language (computerPlayerName); English names written by older
// versions become empty.
store::PresetChoice fitChoice(store::PresetChoice choice, const rules::ProfileInfo& profile,
                              const engine::RuleSet* rules);

std::string nextStrength(const std::string& strength, int step);  // easy → medium → hard
std::string strengthLabel(const std::string& strength);           // translated

// The table the App starts for a choice: players, target, seats' names and strengths.
AppOptions matchOptions(AppOptions base, const store::PresetChoice& choice);

// --- settings ---
// The values the settings screen steps through (the loader accepts any value in range; a
// value between steps moves to the nearest step in the pressed direction).
double stepAnimationSpeed(double current, int step);
std::string animationSpeedLabel(double speed);
int stepComputerPause(int currentMs, int step);
int stepCatchWindow(int currentMs, int step);
int stepVolume(int current, int step);
store::HandSort stepHandSort(store::HandSort current, int step);
std::string handSortLabel(store::HandSort sort);
// The language before or after `current` in `languages` (i18n::availableLanguages' codes).
std::string stepLanguage(const std::vector<std::string>& languages, const std::string& current,
                         int step);
// The table's options from the player's settings (command-line options win where given).
AppOptions applySettings(AppOptions options, const store::Settings& settings);

// --- statistics page ---
// "Crazy Eights + Special cards" for "crazy-eights+special_cards", from the library's names
// (the ids themselves when the profile is gone).
std::string presetTitle(const std::string& presetKey, const rules::ProfileLibrary& library);
std::vector<std::pair<std::string, std::string>> statisticsRows(const store::PresetStats& stats);

}  // namespace ochos::app
