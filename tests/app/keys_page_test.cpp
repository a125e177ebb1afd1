// The binding tables the input code dispatches through, and the Keys and mouse page written from
// them: every binding is on the page, no table answers one key or gesture two ways, and every
// word the page shows is a translated one.

#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/menus/pages.hpp"
#include "ochos/app/shell/binding_tables.hpp"
#include "ochos/i18n/translator.hpp"

namespace ochos::app {
namespace {

using K = sf::Keyboard::Key;
using i18n::tr;

std::string headingOf(const BindingSection& section) {
  std::string heading = tr(section.screen);
  if (!section.moment.empty()) heading += " \xC2\xB7 " + tr(section.moment);
  return heading;
}

// The page in English, whatever language an earlier test left behind.
class KeysPage : public ::testing::Test {
 protected:
  void SetUp() override { i18n::setTranslator(i18n::Translator()); }
};

bool rowShows(const KeysPageRow& row, const std::string& what) {
  if (std::find(row.gestures.begin(), row.gestures.end(), what) != row.gestures.end()) return true;
  return (row.keys + "  \xC2\xB7  ").find(what + "  \xC2\xB7  ") != std::string::npos;
}

TEST_F(KeysPage, ListsEveryBindingOfEveryTableUnderItsScreen) {
  const std::vector<KeysPageGroup> page = keysPageModel();
  int bindings = 0;
  for (const BindingSection& section : bindingSections()) {
    const std::string heading = headingOf(section);
    const auto group = std::find_if(page.begin(), page.end(),
                                    [&](const KeysPageGroup& g) { return g.heading == heading; });
    ASSERT_NE(group, page.end()) << heading;
    for (const BindingLine& line : section.lines) {
      ++bindings;
      const std::string what = triggerText(line.on);
      const bool shown = std::any_of(group->rows.begin(), group->rows.end(), [&](const auto& r) {
        return r.does == tr(line.does) && rowShows(r, what);
      });
      EXPECT_TRUE(shown) << heading << ": " << what << " → " << line.does;
    }
  }
  EXPECT_GT(bindings, 80);
}

TEST_F(KeysPage, NoTableBindsOneKeyOrGestureTwice) {
  for (const BindingSection& section : bindingSections()) {
    for (std::size_t i = 0; i < section.lines.size(); ++i)
      for (std::size_t j = i + 1; j < section.lines.size(); ++j)
        EXPECT_FALSE(sameTrigger(section.lines[i].on, section.lines[j].on))
            << headingOf(section) << ": " << triggerText(section.lines[i].on) << " twice";
  }
}

TEST_F(KeysPage, EveryWordItShowsIsInTheEnglishTable) {
  const i18n::Translator english;
  std::set<std::string_view> keys;
  for (const BindingSection& section : bindingSections()) {
    keys.insert(section.screen);
    if (!section.moment.empty()) keys.insert(section.moment);
    for (const BindingLine& line : section.lines) {
      keys.insert(line.does);
      if (!line.on.isKey()) keys.insert(line.on.words);
      if (line.on.gesture == Gesture::Key) {
        EXPECT_NE(keyName(line.on.key), "?") << "a key without a name, in " << line.does;
      }
    }
  }
  for (const std::string_view key : keys)
    EXPECT_TRUE(english.has(std::string(key))) << key;
}

TEST_F(KeysPage, NamesKeysAsTheirCapsRead) {
  EXPECT_EQ(keyName(K::Enter), "Enter");
  EXPECT_EQ(keyName(K::Left), "Left arrow");
  EXPECT_EQ(keyName(K::PageDown), "Page Down");
  EXPECT_EQ(keyName(K::F11), "F11");
  EXPECT_EQ(keyName(K::N), "N");
  EXPECT_EQ(triggerText(Trigger::shiftPress(K::Tab)), "Shift + Tab");
  EXPECT_EQ(triggerText(Trigger::of(Gesture::SuitKey)), "1–4 · C D H S");
  EXPECT_EQ(triggerText(Trigger::typed(U'?')), "?");
}

// The input code finds a key's action through the same lookup: Shift picks its own binding where
// a table has one (Shift + Tab), and is ignored elsewhere (Shift + Enter is Enter).
TEST_F(KeysPage, AKeyIsLookedUpWithShiftWhereATableHasIt) {
  EXPECT_EQ(keyAction(menuBindings(), K::Tab), MenuAction::NextWidget);
  EXPECT_EQ(keyAction(menuBindings(), K::Tab, true), MenuAction::PreviousWidget);
  EXPECT_EQ(keyAction(menuBindings(), K::Enter, true), MenuAction::Choose);
  EXPECT_EQ(keyAction(handBindings(), K::F5), std::nullopt);
  EXPECT_EQ(keyAction(suitChooserBindings(), K::Num3), TableAction::ChooseSuit);
  EXPECT_EQ(mouseAction(handBindings(), Gesture::Click, Spot::Stock), TableAction::Draw);
  EXPECT_EQ(characterAction(rulesCardClosedBindings(), U'?'), RulesCardAction::Open);
}

// Id, menu entry, factory and title are one registry entry: the page is there, in the main menu,
// and every page's title is a translated string.
TEST_F(KeysPage, IsOneEntryOfThePageRegistry) {
  const Page* page = findPage("keys_and_mouse");
  ASSERT_NE(page, nullptr);
  EXPECT_TRUE(page->inMainMenu);
  EXPECT_EQ(page->make, &makeKeysPage);
  const i18n::Translator english;
  for (const Page& p : pages()) {
    EXPECT_TRUE(english.has(std::string(p.titleKey))) << p.id;
    EXPECT_TRUE(english.has("menu." + std::string(p.id)) || !p.inMainMenu) << p.id;
  }
}

}  // namespace
}  // namespace ochos::app
