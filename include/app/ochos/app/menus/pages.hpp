#pragma once

// The pages the menus open over themselves, one entry each in pages.cpp: the page's id, whether
// the main menu lists it, the key of its title and how it is made. The id is the main menu item's
// id, the screen's name in the state dump and the key of its label, "menu.<id>". Adding a page
// takes its own file, one entry and its words (docs/architecture.md, "Screens").

#include <memory>
#include <span>
#include <string_view>

#include "ochos/app/shell/app_context.hpp"
#include "ochos/app/shell/screen.hpp"

namespace ochos::app {

struct Page {
  std::string_view id;
  bool inMainMenu;            // listed between Quick game and About, in the registry's order
  std::string_view titleKey;  // the heading the page draws (MenuScreen::title)
  std::unique_ptr<Screen> (*make)(AppContext&);
};

std::span<const Page> pages();
const Page* findPage(std::string_view id);  // nullptr for an id no page has

}  // namespace ochos::app
