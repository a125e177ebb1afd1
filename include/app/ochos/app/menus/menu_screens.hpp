#pragma once

// The screens outside a hand. Each is a MenuScreen (menu_screen.hpp); the App puts them on the
// screen stack, the pages above the main menu.

#include <memory>
#include <string>
#include <vector>

#include "ochos/app/menus/menu_model.hpp"
#include "ochos/app/menus/menu_screen.hpp"
#include "ochos/app/paint/shared_atlases.hpp"

namespace ochos::app {

class MainMenuScreen : public MenuScreen {
 public:
  explicit MainMenuScreen(AppContext& context);
  void resumed() override;
  // A failed write not yet told (WriteProblems) joins the notices.
  void update(double now) override;
  // The eights have settled, painted at the window's size.
  bool still(double now) const override;

 protected:
  const char* name() const override { return "main_menu"; }
  void build(std::vector<Widget>& widgets) override;
  void activate(const std::string& id) override;
  void back() override;
  void drawBehind(sf::RenderTarget& t, double now) override;
  void drawInFront(sf::RenderTarget& t, double now) override;
  void describeMore(std::string& out) const override;

 private:
  Rect dialogRect() const;
  std::vector<std::string> dialogLines() const;
  void start(const std::string& item);  // New match or Quick game
  void buildAnswers(std::vector<Widget>& widgets, const std::string& stayId,
                    const std::string& stayLabel, const std::string& goId,
                    const std::string& goLabel);
  std::vector<std::string> items_;
  std::string savedSummary_;  // "Crazy Eights · hand 3", empty without a save
  bool about_ = false;
  // "new_match" or "quick_game" asked for while a saved match waits: confirmed first.
  std::string replacing_;
  bool quitAsked_ = false;  // Esc asks "Quit Ochos Locos?" before the game closes
  // The eights beside the menu, painted off the main thread like the table's cards. They sway
  // once when the menu first shows, then rest.
  SharedAtlases atlases_;
  double swayFrom_ = -1;
};

std::unique_ptr<Screen> makeMainMenu(AppContext& context);
std::unique_ptr<Screen> makePresetChooser(AppContext& context);
std::unique_ptr<Screen> makeSettingsScreen(AppContext& context);
std::unique_ptr<Screen> makeStatisticsScreen(AppContext& context);
std::unique_ptr<Screen> makeRulesScreen(AppContext& context);
// "Learn to play": the presets that have a guided first hand.
std::unique_ptr<Screen> makeLessonChooser(AppContext& context);
// Every key and mouse gesture of every screen, from the binding tables (binding_tables.hpp).
std::unique_ptr<Screen> makeKeysPage(AppContext& context);
// What that page lists, in the current language: under each heading (a screen, and the moment
// of it), rows of what the player does (keys on one line, each gesture on its own) and what the
// game does then.
struct KeysPageRow {
  std::string keys;  // "Enter  ·  Space"
  std::vector<std::string> gestures;
  std::string does;
};
struct KeysPageGroup {
  std::string heading;
  std::vector<KeysPageRow> rows;
};
std::vector<KeysPageGroup> keysPageModel();

}  // namespace ochos::app
