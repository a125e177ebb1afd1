#include "ochos/app/menus/menu_model.hpp"

#include "ochos/app/menus/pages.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>

#include "ochos/app/words/game_text.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/utf8_path.hpp"
#include "ochos/store/atomic_file.hpp"

namespace ochos::app {

using engine::RuleSet;

using i18n::tr;

int nextFocus(const std::vector<bool>& enabled, int current, int step) {
  const int n = static_cast<int>(enabled.size());
  if (n == 0) return -1;
  const int dir = step < 0 ? -1 : 1;
  int i = current;
  if (i < 0 || i >= n) i = dir > 0 ? -1 : n;
  for (int k = 0; k < n; ++k) {
    i = ((i + dir) % n + n) % n;
    if (enabled[static_cast<std::size_t>(i)]) return i;
  }
  return -1;
}

std::vector<std::string> mainMenuItems(bool hasSave) {
  std::vector<std::string> items;
  if (hasSave) items.emplace_back("continue");
  items.emplace_back("new_match");
  items.emplace_back("quick_game");
  for (const Page& page : pages())
    if (page.inMainMenu) items.emplace_back(page.id);
  items.emplace_back("about");
  items.emplace_back("quit");
  return items;
}

std::string menuItemLabel(std::string_view id) {
  std::string key = "menu.";
  key += id;
  return tr(key);
}

std::string savedMatchSummary(const store::SavedMatchSlot& slot) {
  if (!slot.hasSave() || !slot.path()) return {};
  const auto text = store::readWholeFile(*slot.path());
  if (!text) return {};
  try {
    const nlohmann::json doc = nlohmann::json::parse(*text);
    const std::string preset =
        doc.at("game").at("profile").at("document").at("name").get<std::string>();
    // get<int> would convert a damaged 1e300 without a word (undefined behaviour).
    const nlohmann::json& hand = doc.at("hand_number");
    if (!hand.is_number_integer()) return {};
    return tr("menu.saved_match",
              {{"preset", preset}, {"hand", std::to_string(hand.get<std::int64_t>())}});
  } catch (const std::exception&) {
    return {};
  }
}

PresetLimits presetLimits(const RuleSet& rules, int opponents) {
  PresetLimits limits;
  limits.minOpponents = std::max(1, rules.minPlayers - 1);
  limits.maxOpponents = std::max(limits.minOpponents, rules.maxPlayers - 1);
  const int players = std::clamp(opponents, limits.minOpponents, limits.maxOpponents) + 1;
  limits.targets.push_back(rules.targetFor(players));
  for (int t : rules.targetChoices) {
    if (std::find(limits.targets.begin(), limits.targets.end(), t) == limits.targets.end())
      limits.targets.push_back(t);
  }
  limits.singleHandOffered = rules.singleHandOffered;
  return limits;
}

namespace {

bool excludes(const rules::VariantInfo& v, const std::string& other) {
  return std::find(v.excludes.begin(), v.excludes.end(), other) != v.excludes.end();
}

const rules::VariantInfo* findVariant(const std::vector<rules::VariantInfo>& offered,
                                      const std::string& id) {
  for (const rules::VariantInfo& v : offered)
    if (v.id == id) return &v;
  return nullptr;
}

}  // namespace

int stepTarget(const PresetLimits& limits, int target, int step) {
  const std::vector<int>& targets = limits.targets;
  const int current = target > 0 ? target : targets.front();
  const auto it = std::find(targets.begin(), targets.end(), current);
  std::size_t i = it == targets.end() ? 0 : static_cast<std::size_t>(it - targets.begin());
  i = (i + targets.size() + (step < 0 ? targets.size() - 1 : 1)) % targets.size();
  return i == 0 ? 0 : targets[i];
}

std::vector<std::string> toggleVariant(const std::vector<rules::VariantInfo>& offered,
                                       const std::vector<std::string>& chosen,
                                       const std::string& id) {
  const auto isOn = [&](const std::string& v) {
    return std::find(chosen.begin(), chosen.end(), v) != chosen.end();
  };
  const rules::VariantInfo* toggled = findVariant(offered, id);
  std::vector<std::string> out;
  for (const rules::VariantInfo& v : offered) {
    bool on = v.id == id ? !isOn(v.id) : isOn(v.id);
    if (v.id != id && toggled != nullptr && !isOn(id) &&
        (excludes(*toggled, v.id) || excludes(v, id)))
      on = false;
    if (on) out.push_back(v.id);
  }
  return out;
}

std::string nextStrength(const std::string& strength, int step) {
  static const char* const kLevels[] = {"easy", "medium", "hard"};
  int i = 1;
  for (int k = 0; k < 3; ++k)
    if (strength == kLevels[k]) i = k;
  return kLevels[((i + (step < 0 ? -1 : 1)) % 3 + 3) % 3];
}

std::string strengthLabel(const std::string& strength) {
  if (strength == "easy") return tr("preset.strength.easy");
  if (strength == "hard") return tr("preset.strength.hard");
  return tr("preset.strength.medium");
}

store::PresetChoice fitChoice(store::PresetChoice choice, const rules::ProfileInfo& profile,
                              const RuleSet* rules) {
  choice.profileId = profile.id;
  std::vector<std::string> variants;
  for (const std::string& id : choice.variants) {
    if (findVariant(profile.variants, id) == nullptr) continue;
    if (std::find(variants.begin(), variants.end(), id) != variants.end()) continue;
    variants = toggleVariant(profile.variants, variants, id);
  }
  choice.variants = std::move(variants);
  const int minOpp = rules ? std::max(1, rules->minPlayers - 1) : profile.minPlayers - 1;
  const int maxOpp = rules ? std::max(minOpp, rules->maxPlayers - 1) : profile.maxPlayers - 1;
  choice.opponents =
      std::clamp(choice.opponents, std::max(1, minOpp), std::max(1, std::min(maxOpp, 7)));
  choice.seats.resize(static_cast<std::size_t>(choice.opponents));
  for (std::size_t i = 0; i < choice.seats.size(); ++i) {
    store::OpponentChoice& seat = choice.seats[i];
    if (seat.strength != "easy" && seat.strength != "medium" && seat.strength != "hard")
      seat.strength = "medium";
    // An empty name is the language's name for that seat.
    if (isEnglishComputerName(seat.name, static_cast<int>(i))) seat.name.clear();
  }
  if (rules) {
    const PresetLimits limits = presetLimits(*rules, choice.opponents);
    const bool offered = std::find(limits.targets.begin() + 1, limits.targets.end(),
                                   choice.target) != limits.targets.end();
    if (!offered || choice.target == limits.targets.front()) choice.target = 0;
    if (!limits.singleHandOffered) choice.singleHand = false;
  }
  return choice;
}

AppOptions matchOptions(AppOptions base, const store::PresetChoice& choice) {
  base.profile = choice.profileId;
  base.variants = choice.variants;
  base.players = choice.opponents + 1;
  base.target = choice.target;
  base.singleHand = choice.singleHand;
  base.opponentNames.clear();
  base.opponentStrengths.clear();
  for (const store::OpponentChoice& seat : choice.seats) {
    base.opponentNames.push_back(seat.name);
    base.opponentStrengths.push_back(seat.strength);
  }
  return base;
}

namespace {

template <typename T>
T stepThrough(const std::vector<T>& steps, T current, int step) {
  if (step > 0) {
    for (T s : steps)
      if (s > current) return s;
    return steps.back();
  }
  for (auto it = steps.rbegin(); it != steps.rend(); ++it)
    if (*it < current) return *it;
  return steps.front();
}

}  // namespace

double stepAnimationSpeed(double current, int step) {
  return stepThrough<double>({0.0, 0.5, 1.0, 2.0}, current, step);
}

std::string animationSpeedLabel(double speed) {
  if (speed <= 0) return tr("settings.animation.off");
  if (speed < 0.75) return tr("settings.animation.slow");
  if (speed < 1.5) return tr("settings.animation.normal");
  return tr("settings.animation.fast");
}

int stepComputerPause(int currentMs, int step) {
  return stepThrough<int>({0, 300, 600, 1000, 1500, 2500, 4000}, currentMs, step);
}

int stepCatchWindow(int currentMs, int step) {
  return stepThrough<int>({1000, 1500, 2000, 3000, 4000, 6000}, currentMs, step);
}

int stepVolume(int current, int step) {
  return std::clamp((current / 10 + (step > 0 ? 1 : (current % 10 ? 0 : -1))) * 10, 0,
                    store::Settings::kMaxVolume);
}

store::HandSort stepHandSort(store::HandSort current, int /*step*/) {
  // The table always sorts (the engine keeps no dealing order), so the screen offers the two
  // orders; a file's "off" reads as the first.
  return current == store::HandSort::SuitThenRank ? store::HandSort::RankThenSuit
                                                  : store::HandSort::SuitThenRank;
}

std::string handSortLabel(store::HandSort sort) {
  switch (sort) {
    case store::HandSort::SuitThenRank:
      return tr("settings.sort.suit_then_rank");
    case store::HandSort::RankThenSuit:
      return tr("settings.sort.rank_then_suit");
    case store::HandSort::Off:
      return tr("settings.sort.off");
  }
  return {};
}

std::string stepLanguage(const std::vector<std::string>& languages, const std::string& current,
                         int step) {
  if (languages.empty()) return current;
  const auto it = std::find(languages.begin(), languages.end(), current);
  const std::size_t n = languages.size();
  const std::size_t i =
      it == languages.end() ? 0 : static_cast<std::size_t>(it - languages.begin());
  return languages[(i + n + (step < 0 ? n - 1 : 1)) % n];
}

AppOptions applySettings(AppOptions o, const store::Settings& s) {
  // The settings' speed multiplies animation *rates*; the table's factor multiplies durations.
  if (!o.wasGiven("--speed")) o.speed = s.animationSpeed <= 0 ? 0.0 : 1.0 / s.animationSpeed;
  if (!o.wasGiven("--ai-pause")) o.aiPause = s.computerPauseMs / 1000.0;
  if (!o.wasGiven("--catch-window")) o.catchWindow = s.catchWindowMs / 1000.0;
  if (!o.wasGiven("--mute")) o.mute = !s.sound;
  if (!o.wasGiven("--volume")) o.volume = s.volume;
  if (!o.wasGiven("--four-colour")) o.fourColour = s.fourColourDeck;
  if (!o.wasGiven("--no-hints")) o.hints = s.highlightPlayable;
  if (!o.wasGiven("--sort-by-rank")) o.sortByRank = s.sortHand == store::HandSort::RankThenSuit;
  if (!o.wasGiven("--fullscreen")) o.fullscreen = s.fullscreen;
  o.playerName = s.playerName;
  return o;
}

std::string presetTitle(const std::string& presetKey, const rules::ProfileLibrary& library) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (start <= presetKey.size()) {
    const std::size_t plus = presetKey.find('+', start);
    parts.push_back(presetKey.substr(start, plus == std::string::npos ? plus : plus - start));
    if (plus == std::string::npos) break;
    start = plus + 1;
  }
  const rules::ProfileInfo* profile = library.find(parts.front());
  std::string title = profile ? profileName(profile->id, profile->name) : parts.front();
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const rules::VariantInfo* v = profile ? findVariant(profile->variants, parts[i]) : nullptr;
    title += " + " + (v ? variantName(profile->id, *v) : parts[i]);
  }
  return title;
}

std::vector<std::pair<std::string, std::string>> statisticsRows(const store::PresetStats& s) {
  const auto percent = [](int part, int whole) {
    return whole > 0 ? std::to_string(static_cast<int>(std::lround(100.0 * part / whole))) : "0";
  };
  const auto points = [](std::optional<int> p) {
    return p ? tr("stats.points", {{"points", std::to_string(*p)}}) : std::string("–");
  };
  const auto average = [](std::optional<double> a) {
    if (!a) return std::string("–");
    const long tenths = std::lround(*a * 10);
    return tr("stats.points", {{"points", std::to_string(tenths / 10) + "." +
                                              std::to_string(std::labs(tenths % 10))}});
  };
  return {
      {tr("stats.matches_played"), std::to_string(s.matchesPlayed)},
      {tr("stats.matches_won"),
       std::to_string(s.matchesWon) + "  (" +
           tr("stats.win_rate", {{"percent", percent(s.matchesWon, s.matchesPlayed)}}) + ")"},
      {tr("stats.hands_played"), std::to_string(s.handsPlayed)},
      {tr("stats.hands_won"),
       std::to_string(s.handsWon) + "  (" +
           tr("stats.win_rate", {{"percent", percent(s.handsWon, s.handsPlayed)}}) + ")"},
      {tr("stats.best_hand"), points(s.bestHand())},
      {tr("stats.average_hand"), average(s.handPoints.average())},
      {tr("stats.best_match"), points(s.bestMatch())},
      {tr("stats.average_match"), average(s.matchPoints.average())},
      {tr("stats.current_streak"), std::to_string(s.matchStreak.current)},
      {tr("stats.longest_streak"), std::to_string(s.matchStreak.longest)},
  };
}

}  // namespace ochos::app
