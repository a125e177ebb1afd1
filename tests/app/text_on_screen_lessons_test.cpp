// Every lesson step's bubble keeps its words whole and hides what is under it
// (text_on_screen.hpp says the rule).
#include "text_on_screen.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <functional>
#include <map>
#include <sstream>
#include <thread>

#include <cstdio>

#include "../temp_folder.hpp"
#include "ochos/app/lessons/lesson_screen.hpp"
#include "ochos/app/shell/app_context.hpp"
#include "ochos/rules/lesson.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/store/user_files.hpp"
#include "test_languages.hpp"

namespace ochos::app::text_fit_test {
namespace {

using engine::Card;
using engine::Rank;
using engine::Suit;

// One line of a state dump: the value of `key=`, or "".
std::string dumpField(const std::string& dump, const std::string& key) {
  const std::string tag = "\n" + key + "=";
  const std::size_t at = ("\n" + dump).find(tag);
  if (at == std::string::npos) return "";
  const std::size_t from = at + tag.size() - 1;
  return dump.substr(from, dump.find('\n', from) - from);
}

// The keys that make the move a lesson's step asks for ("0: play 8C clubs announce", "0: draw",
// "0: catch 1"): L arms the call, the arrows walk the focus to the card, Enter plays it, the
// suit's number names the suit.
std::vector<sf::Keyboard::Key> keysFor(const std::string& expected, const std::string& dump) {
  std::istringstream words(expected.substr(expected.find(": ") + 2));
  std::string verb, cardCode, extra;
  words >> verb >> cardCode;
  if (verb == "draw") return {sf::Keyboard::Key::D};
  if (verb == "catch") return {sf::Keyboard::Key::K};
  std::vector<sf::Keyboard::Key> keys;
  std::vector<std::string> suits;
  while (words >> extra) {
    if (extra == "announce")
      keys.push_back(sf::Keyboard::Key::L);
    else
      suits.push_back(extra);
  }
  std::istringstream hand(dumpField(dump, "hand"));
  int index = 0;
  for (std::string c; hand >> c && c != cardCode;)
    ++index;
  keys.push_back(sf::Keyboard::Key::Home);
  for (int i = 0; i < index; ++i)
    keys.push_back(sf::Keyboard::Key::Right);
  keys.push_back(sf::Keyboard::Key::Enter);
  // The suit's number, a key in every language (suit_keys.hpp).
  const std::map<std::string, sf::Keyboard::Key> number = {{"clubs", sf::Keyboard::Key::Num1},
                                                           {"diamonds", sf::Keyboard::Key::Num2},
                                                           {"hearts", sf::Keyboard::Key::Num3},
                                                           {"spades", sf::Keyboard::Key::Num4}};
  for (const std::string& suit : suits)
    keys.push_back(number.at(suit));
  return keys;
}

// "x,y,w,h" of a state dump as a Rect.
Rect dumpRect(const std::string& text) {
  Rect r;
  std::sscanf(text.c_str(), "%f,%f,%f,%f", &r.x, &r.y, &r.w, &r.h);
  return r;
}

bool meet(Rect a, Rect b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

// Where the lesson's bubble is drawn it hides the table: the suit chooser's title is never under
// it, and at the end the scoreboard's Next hand button under it does not show through.
void expectBubbleHidesNothing(const std::string& dump, const sf::RenderTexture& texture, Vec2 size,
                              const std::string& where) {
  const Rect bubble = dumpRect(dumpField(dump, "lesson_bubble"));
  if (dumpField(dump, "chooser") == "1") {
    EXPECT_FALSE(meet(bubble, dumpRect(dumpField(dump, "chooser_panel"))))
        << where << ": the bubble " << dumpField(dump, "lesson_bubble")
        << " covers the suit chooser " << dumpField(dump, "chooser_panel");
  }
  if (dumpField(dump, "lesson_wait") != "done") return;
  // In the bubble's top padding, over the middle of the Next hand button's top edge: the
  // bubble's own fill, exactly.
  float nextX = 0;
  float nextY = 0;
  std::sscanf(dumpField(dump, "next_xy").c_str(), "%f,%f", &nextX, &nextY);
  const float pad = std::clamp(size.y * 0.018f, 8.f, 16.f);
  const sf::Image shot = texture.getTexture().copyToImage();
  const auto px = static_cast<unsigned>(nextX);
  const auto py = static_cast<unsigned>(bubble.y + pad * 0.75f);
  const sf::Color c = imagePixel(shot, sf::Vector2u(px, py));
  EXPECT_TRUE(c.r == 24 && c.g == 42 && c.b == 34)
      << where << ": the bubble at " << px << "," << py << " shows " << static_cast<int>(c.r) << ","
      << static_cast<int>(c.g) << "," << static_cast<int>(c.b) << " of what is under it";
}

// Every step of every lesson, in every language and size: the bubble's words fit it whole,
// with the explanation of a refused move (a pass the step does not ask for) and at the end.
TEST_F(TextOnScreen, EveryLessonStep) {
  for (test::TestLanguage& language : test::languagesToCheck(true)) {
    i18n::setTranslator(language.translator);
    const bool pseudo = language.name == "pseudo-long";
    for (const WindowSize size : kSizes) {
      ochos::testing::TempFolder dir;
      store::UserFiles files = store::UserFiles::open(dir.path());
      rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
      AppContext ctx{fonts_, files, library, {}, false, nullptr, {}, {}, {}};
      sf::RenderTexture texture;
      resizeRenderTexture(texture, sf::Vector2u(size.w, size.h));
      for (const std::string& id : rules::builtInLessonIds()) {
        AppOptions options;
        options.speed = 0;
        options.aiPause = 0;
        options.given = {"--speed", "--ai-pause"};
        std::unique_ptr<Screen> screen = openLesson(ctx, options, id);
        screen->resize(size.w, size.h);
        const std::string where = language.name + ", " + id + " lesson at " +
                                  std::to_string(size.w) + "x" + std::to_string(size.h);
        double now = 0;
        std::string dump;
        auto check = [&](const std::string& what) {
          texture.clear();
          screen->draw(texture, now);
          dump = screen->describe(now);
          const std::string fit = dumpField(dump, "lesson_texts");
          ++checked_;
          EXPECT_NE(fit.find(pseudo ? "overflowing=0" : "shortened=0 overflowing=0"),
                    std::string::npos)
              << where << ", step " << dumpField(dump, "lesson_step") << " " << what << ": " << fit
              << " in " << dumpField(dump, "lesson_bubble") << "\n"
              << dumpField(dump, "lesson_text");
          texture.display();
          expectBubbleHidesNothing(dump, texture,
                                   {static_cast<float>(size.w), static_cast<float>(size.h)}, where);
        };
        int triedWrong = -1;
        for (int frame = 0; frame < 4000; ++frame) {
          screen->update(now);
          check("");
          const std::string wait = dumpField(dump, "lesson_wait");
          const int step = std::stoi(dumpField(dump, "lesson_step"));
          if (wait == "done") break;
          const bool ready = dumpField(dump, "idle") == "1" && dumpField(dump, "can_act") == "1";
          if (wait == "next") {
            screen->handleEvent(key(sf::Keyboard::Key::Enter), now);
          } else if (wait == "player" && ready && triedWrong != step) {
            triedWrong = step;
            screen->handleEvent(key(sf::Keyboard::Key::P), now);
            check("with the explanation of a refused pass");
          } else if (wait == "player" && ready) {
            for (sf::Keyboard::Key k : keysFor(dumpField(dump, "lesson_expect"), dump))
              screen->handleEvent(key(k), now);
          }
          std::this_thread::yield();  // the opponent's worker
          now += 0.05;
        }
        EXPECT_EQ(dumpField(dump, "lesson_wait"), "done") << where;
      }
    }
  }
  EXPECT_GT(checked_, 1000u);
}

}  // namespace
}  // namespace ochos::app::text_fit_test
