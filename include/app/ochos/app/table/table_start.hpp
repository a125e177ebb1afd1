#pragma once

// How a table is opened: for a match named on the command line, for the preset chooser's
// choice, or for the saved match. A menu match that cannot start gives the main menu instead,
// with the reason among the notices.

#include <memory>

#include "ochos/app/shell/app_context.hpp"
#include "ochos/app/shell/app_options.hpp"
#include "ochos/app/shell/screen.hpp"
#include "ochos/engine/rule_set.hpp"
#include "ochos/store/settings.hpp"

namespace ochos::app {

// The options named a match: its rules (null, with the reasons on stderr, when they cannot be
// built) and the options with the player count fitted to them and a seed.
struct CommandLineMatch {
  std::shared_ptr<const engine::RuleSet> rules;
  AppOptions options;
};
CommandLineMatch prepareCommandLineMatch(const rules::ProfileLibrary& library, AppOptions options);

// Neither saved nor counted; leaving it ends the program.
std::unique_ptr<Screen> openCommandLineTable(AppContext& context, const CommandLineMatch& match,
                                             const AppOptions& tableOptions, bool allComputer);
// A new match of `choice`, dealt at random, the player's settings applied.
std::unique_ptr<Screen> openNewMatch(AppContext& context, const AppOptions& base,
                                     const store::PresetChoice& choice);
// The saved match, exactly where it stood.
std::unique_ptr<Screen> openSavedMatch(AppContext& context, const AppOptions& base);
// The last preset chosen, fitted to its profile, for one hand.
store::PresetChoice quickGameChoice(AppContext& context);

}  // namespace ochos::app
