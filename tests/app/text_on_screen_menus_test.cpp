// Every menu screen's words fit their boxes, walked by keys and clicks (text_on_screen.hpp says
// the rule).
#include "text_on_screen.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <functional>
#include <map>
#include <sstream>
#include <thread>

#include "../temp_folder.hpp"
#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/shell/app_context.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/store/match_recorder.hpp"
#include "ochos/store/user_files.hpp"
#include "test_languages.hpp"

namespace ochos::app::text_fit_test {
namespace {

using engine::Card;
using engine::Rank;
using engine::Suit;

// A record and 22 kept hands of Crazy Eights with long names, so Statistics shows its figures and
// a list of recent hands longer than a small window holds.
void playAndKeepHands(store::UserFiles& files) {
  const rules::BuildResult built = rules::ProfileLibrary::loadDefault().build("crazy-eights", {});
  ASSERT_TRUE(built);
  const store::TableInfo table{{{"Maximiliane", "human"},
                                {"Bartholomew", "hard"},
                                {"Konstantin", "easy"},
                                {"Wilhelmina", "medium"}},
                               0};
  const store::MatchRecorder recorder{"crazy-eights", built.rules->scoring, 0};
  engine::MatchConfig config;
  config.players = 4;
  config.target = 100000;
  engine::Game game(built.rules, config);
  for (int hand = 0; hand < 22; ++hand) {
    if (game.state().phase() == engine::Phase::HandOver) game.beginNextHand();
    const std::size_t before = game.events().size();
    while (game.state().phase() == engine::Phase::Playing) {
      const engine::Observation obs = game.observe(game.state().currentPlayer());
      const auto play = std::find_if(obs.legal.begin(), obs.legal.end(), [](const auto& a) {
        return a.type == engine::ActionType::Play;
      });
      ASSERT_TRUE(game.apply(obs.seat, play != obs.legal.end() ? *play : obs.legal[0]).accepted);
    }
    recorder.record(
        {game.events().begin() + static_cast<std::ptrdiff_t>(before), game.events().end()},
        game.state(), files.statistics);
    ASSERT_TRUE(files.hands.add(game, built.document, table, 1'796'000'000 + hand * 40'000));
  }
}

// The whole texts a state dump names as cut ("cut=x,y,w,h: whole text"), each with its last line
// as shown (the "cut_ends=x,y,w,h: …" after it).
std::vector<std::pair<std::string, std::string>> cutTexts(const std::string& dump) {
  std::vector<std::pair<std::string, std::string>> out;
  std::istringstream in(dump);
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("cut=")) out.emplace_back(line.substr(line.find(": ") + 2), "");
    if (line.starts_with("cut_ends=") && !out.empty())
      out.back().second = line.substr(line.find(": ") + 2);
  }
  return out;
}

// The widgets a menu's state dump lists: id and centre, visible ones only.
std::vector<std::pair<std::string, Vec2>> visibleWidgets(const std::string& dump) {
  std::vector<std::pair<std::string, Vec2>> out;
  std::istringstream in(dump);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.starts_with("w.") || line.find(" visible=1") == std::string::npos) continue;
    const auto eq = line.find('=');
    float x = 0;
    float y = 0;
    if (std::sscanf(line.c_str() + eq + 1, "%f,%f", &x, &y) == 2)
      out.emplace_back(line.substr(2, eq - 2), Vec2{x, y});
  }
  return out;
}

InputEvent leftPress(Vec2 at) {
  return InputEvent::mouseEvent(InputType::MouseButtonPressed, at);
}

TEST_F(TextOnScreen, EveryMenuScreen) {
  using Make = std::unique_ptr<Screen> (*)(AppContext&);
  const std::pair<const char*, Make> screens[] = {
      {"main menu", makeMainMenu},      {"new match", makePresetChooser},
      {"settings", makeSettingsScreen}, {"statistics", makeStatisticsScreen},
      {"rules", makeRulesScreen},       {"keys and mouse", makeKeysPage}};
  for (test::TestLanguage& language : test::languagesToCheck(true)) {
    i18n::setTranslator(language.translator);
    for (const WindowSize size : kSizes) {
      ochos::testing::TempFolder dir;
      store::UserFiles files = store::UserFiles::open(dir.path());
      rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
      playAndKeepHands(files);
      AppContext ctx{fonts_, files, library, {}, false, nullptr, {}, {}, {}};
      sf::RenderTexture texture;
      resizeRenderTexture(texture, sf::Vector2u(size.w, size.h));
      for (const auto& [name, make] : screens) {
        std::unique_ptr<Screen> screen = make(ctx);
        screen->resize(size.w, size.h);
        const std::string where = language.name + ", " + name;
        auto check = [&](const std::string& what) {
          texture.clear();
          screen->draw(texture, 0);
          const std::string dump = screen->describe(0);
          if (const char* shots = std::getenv("OCHOS_TEXT_FIT_SHOTS")) {
            texture.display();
            const std::string file = std::string(shots) + "/" + i18n::translator().language() +
                                     "-" + std::to_string(size.w) + "-" + name + "-" + what +
                                     ".png";
            EXPECT_TRUE(texture.getTexture().copyToImage().saveToFile(file))
                << "cannot write " << file;
          }
          EXPECT_NE(dump.find(" overflowing=0\n"), std::string::npos)
              << where << " " << what << " at " << size.w << "x" << size.h << ":\n"
              << dump.substr(dump.find("texts="));
          for (const auto& [full, end] : cutTexts(dump))
            expectWhole(full, end, language.name, size, where + " " + what);
          return dump;
        };
        const std::string first = check("as opened");
        // Moving the keyboard focus down the whole page, which scrolls it and shows a
        // shortened description whole beside its widget (as hovering it does), once round.
        const std::size_t widgets = visibleWidgets(first).size() + 8;
        for (std::size_t i = 0; i < widgets; ++i) {
          screen->handleEvent(key(sf::Keyboard::Key::Down), 0);
          check("focus step " + std::to_string(i));
        }
        // On the main menu, About opens a page of its own.
        if (std::string(name) == "main menu") {
          for (const auto& [id, at] : visibleWidgets(first)) {
            if (id != "about") continue;
            screen->handleEvent(leftPress(at), 0);
            check("about");
          }
        }
        // Statistics' recent hands, walked row by row with the keys (a small window scrolls).
        for (const auto& [id, at] : visibleWidgets(first)) {
          if (id != "tab.hands") continue;
          screen->handleEvent(leftPress(at), 0);
          EXPECT_NE(check("recent hands").find("recent_hands=20\n"), std::string::npos) << where;
          for (int i = 0; i < 24; ++i) {
            screen->handleEvent(key(sf::Keyboard::Key::Down), 0);
            check("recent hands, focus step " + std::to_string(i));
          }
        }
        for (int i = 0; i < 4 && std::string(name) == "rules"; ++i) {
          screen->handleEvent(key(sf::Keyboard::Key::Right), 0);
          check("other rules " + std::to_string(i));
        }
      }
    }
  }
}

}  // namespace
}  // namespace ochos::app::text_fit_test
