#include "ochos/app/table/table_start.hpp"

#include <algorithm>
#include <iostream>
#include <random>
#include <utility>

#include "ochos/app/menus/how_to_play.hpp"
#include "ochos/app/menus/menu_model.hpp"
#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/table/match_session.hpp"
#include "ochos/app/table/table_screen.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/app/words/rules_text.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/utf8_path.hpp"

namespace ochos::app {

using engine::RuleSet;

namespace {

std::shared_ptr<const RuleSet> loadRules(const rules::ProfileLibrary& library,
                                         const AppOptions& o) {
  std::string profile = o.profile;
  if (profile == AppOptions{}.profile && library.find(profile) == nullptr &&
      !library.profiles().empty()) {
    // The default is not there under its usual id: play the first profile we have. (Only when it
    // is missing: a bad --variant must be reported against the profile that was asked for.)
    profile = library.profiles().front().id;
  }
  rules::BuildResult built = library.build(profile, o.variants);
  if (!built) {
    std::cerr << "ochos-locos: cannot use the rule profile \"" << profile << "\":\n";
    for (const rules::ProfileError& e : built.errors)
      std::cerr << "  " << e.toString() << "\n";
    // An id not found at all (rather than a bad variant, or a file the player named).
    if (library.find(profile) == nullptr && !rules::ProfileLibrary::namesAFile(profile))
      std::cerr << "Built-in profiles are looked for in " << ochos::utf8(rules::builtInProfileDir())
                << "\n";
  }
  return built.rules;
}

AppOptions withSettings(const AppContext& context, const AppOptions& o) {
  return applySettings(o, context.files.settings.settings());
}

HowToPlayCard howToPlayCard(const RuleSet& rules, bool singleHand) {
  return {rulesName(rules), describeHowToPlay(rules, singleHand)};
}

}  // namespace

CommandLineMatch prepareCommandLineMatch(const rules::ProfileLibrary& library, AppOptions o) {
  CommandLineMatch match{loadRules(library, o), {}};
  if (!match.rules) return match;
  const RuleSet& rules = *match.rules;
  if (o.players < rules.minPlayers || o.players > rules.maxPlayers) {
    const int fixed = std::clamp(o.players, rules.minPlayers, rules.maxPlayers);
    std::cerr << "ochos-locos: " << rules.name << " is for " << rules.minPlayers << " to "
              << rules.maxPlayers << " players; playing with " << fixed << ".\n";
    o.players = fixed;
  }
  if (!o.seed) o.seed = std::random_device{}();
  match.options = std::move(o);
  return match;
}

std::unique_ptr<Screen> openCommandLineTable(AppContext& context, const CommandLineMatch& match,
                                             const AppOptions& tableOptions, bool allComputer) {
  auto screen = std::make_unique<TableScreen>(
      context, std::make_unique<TableScene>(context.fonts, tableOptions, match.rules, allComputer),
      nullptr);
  // Named on the command line (tests, benchmarks): the card waits to be asked for.
  if (!allComputer)
    screen->offerHowToPlay(howToPlayCard(*match.rules, tableOptions.singleHand), false);
  return screen;
}

std::unique_ptr<Screen> openNewMatch(AppContext& context, const AppOptions& base,
                                     const store::PresetChoice& choice) {
  rules::BuildResult built = context.library.build(choice.profileId, choice.variants);
  if (!built) {
    for (const rules::ProfileError& e : built.errors)
      context.notices.push_back(describeProblem(e));
    return makeMainMenu(context);
  }
  AppOptions o = withSettings(context, matchOptions(base, choice));
  o.seed = std::random_device{}();
  auto table = std::make_unique<TableScene>(context.fonts, o, built.rules, false);
  auto session =
      std::make_unique<MatchSession>(context.files, context.writeProblems,
                                     std::move(built.document), table->match().game(), 0, false);
  auto screen = std::make_unique<TableScreen>(context, std::move(table), std::move(session));
  // The first match of a profile opens with its card. Remembered at once: a match left early
  // still counts as seen, and a settings file that cannot be written only means seeing it again.
  store::Settings settings = context.files.settings.settings();
  const bool first = store::firstSightOfHowToPlay(settings, choice.profileId);
  if (first) context.files.settings.update(settings);
  screen->offerHowToPlay(howToPlayCard(*built.rules, o.singleHand), first);
  return screen;
}

std::unique_ptr<Screen> openSavedMatch(AppContext& context, const AppOptions& base) {
  store::SavedMatchSlot::LoadResult loaded = context.files.savedMatch.load();
  for (const std::string& d : loaded.details)
    std::cerr << "ochos-locos: saved match: " << d << "\n";
  if (!loaded.match) {
    context.notices.push_back(loaded.message.empty() ? i18n::tr("menu.nothing_to_continue")
                                                     : loaded.message);
    return makeMainMenu(context);
  }
  store::RestoredMatch& m = *loaded.match;
  auto table = std::make_unique<TableScene>(context.fonts, withSettings(context, base),
                                            std::move(m.game), m.table);
  auto session = std::make_unique<MatchSession>(context.files, context.writeProblems,
                                                std::move(m.profileDocument), table->match().game(),
                                                m.table.humanSeat, true);
  const HowToPlayCard card =
      howToPlayCard(table->match().game().rules(), table->match().game().config().singleHand);
  auto screen = std::make_unique<TableScreen>(context, std::move(table), std::move(session));
  screen->offerHowToPlay(card, false);
  return screen;
}

store::PresetChoice quickGameChoice(AppContext& context) {
  store::PresetChoice quick = context.files.settings.settings().lastPreset;
  quick.singleHand = true;
  if (const rules::ProfileInfo* p = context.library.find(quick.profileId)) {
    quick = fitChoice(quick, *p, context.library.build(p->id, quick.variants).rules.get());
    quick.singleHand = true;
  }
  return quick;
}

}  // namespace ochos::app
