#include "ochos/app/menus/pages.hpp"

#include <algorithm>
#include <array>

#include "ochos/app/menus/menu_screens.hpp"

namespace ochos::app {
namespace {

constexpr std::array kPages{
    // The main menu's New match opens it.
    Page{"preset_chooser", false, "preset.title", makePresetChooser},
    Page{"learn", true, "learn.title", makeLessonChooser},
    Page{"rules", true, "rules.title", makeRulesScreen},
    Page{"statistics", true, "stats.title", makeStatisticsScreen},
    Page{"settings", true, "settings.title", makeSettingsScreen},
    Page{"keys_and_mouse", true, "keys.title", makeKeysPage},
};

}  // namespace

std::span<const Page> pages() {
  return kPages;
}

const Page* findPage(std::string_view id) {
  const auto it =
      std::find_if(kPages.begin(), kPages.end(), [&](const Page& p) { return p.id == id; });
  return it == kPages.end() ? nullptr : &*it;
}

}  // namespace ochos::app
