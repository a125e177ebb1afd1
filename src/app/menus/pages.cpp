#include "ochos/app/menus/pages.hpp"

#include <algorithm>
#include <array>

#include "ochos/app/menus/menu_screens.hpp"

namespace ochos::app {
namespace {

constexpr std::array kPages{
    Page{"preset_chooser", false, makePresetChooser},  // the main menu's New match opens it
    Page{"learn", true, makeLessonChooser},           Page{"rules", true, makeRulesScreen},
    Page{"statistics", true, makeStatisticsScreen},   Page{"settings", true, makeSettingsScreen},
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
