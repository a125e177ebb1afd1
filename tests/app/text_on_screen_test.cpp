// The layout's rule for words: every text the table and the menus draw stays inside its box and
// the window, at every supported window size, in every language the game ships and in a long
// pseudo-language. The texts are measured with the real font as the renderer lays them out
// (Ui records each with its box), in the table's busiest states and on every menu screen.
#include <gtest/gtest.h>

#include <SFML/Graphics/RenderTexture.hpp>
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "../store/temp_folder.hpp"
#include "allowed_cuts.hpp"
#include "ochos/app/lessons/lesson_screen.hpp"
#include "ochos/app/menus/menu_screens.hpp"
#include "ochos/app/shell/app_context.hpp"
#include "ochos/app/table/table_renderer.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/rules/lesson.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/store/match_recorder.hpp"
#include "test_languages.hpp"

namespace ochos::app {
namespace {

using engine::Card;
using engine::Rank;
using engine::Suit;

struct WindowSize {
  unsigned w = 0;
  unsigned h = 0;
};
constexpr WindowSize kSizes[] = {{800, 560}, {800, 600}, {1280, 720}, {1920, 1080}};

// A long but real value for each placeholder.
std::string sampleValue(const std::string& name) {
  if (name == "name" || name == "player" || name == "winner") return "Maximiliane";
  if (name == "names") return "Maximiliane, Bartholomew and Konstantin";
  if (name == "card") return "queen of diamonds";
  if (name == "suit") return "diamonds";
  if (name == "rules" || name == "preset") return "Crazy Eights";
  if (name == "call") return "Last card!";
  if (name == "points")
    return "\xE2\x88\x92"
           "120";
  return "128";
}

// `onPlate`: a seat's plate names a card as the game writes it there, short ("10♦",
// event_steps.cpp), not by its name.
std::string filled(const store::Translator& tr, const std::string& key, bool onPlate = false) {
  const std::string pattern(tr.pattern(key));
  std::vector<std::pair<std::string, std::string>> args;
  for (const std::string& p : store::placeholders(pattern))
    args.emplace_back(p, onPlate && p == "card" ? "10\xE2\x99\xA6" : sampleValue(p));
  return store::substitute(pattern, args);
}

std::vector<std::string> keysStartingWith(std::initializer_list<const char*> prefixes) {
  std::vector<std::string> keys;
  for (const store::StringEntry& e : store::englishStrings()) {
    for (const char* prefix : prefixes)
      if (std::string_view(e.key).starts_with(prefix)) keys.emplace_back(e.key);
  }
  return keys;
}

// New match's rows show a preset's or a variant's description shortened and the focused row's
// whole beside it (the focus walk below draws each so): those cuts are the product's rule.
bool isChooserDescription(const std::string& full) {
  const rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
  for (const rules::ProfileInfo& p : library.profiles()) {
    if (full == profileDescription(p.id, p.description)) return true;
    for (const rules::VariantInfo& v : p.variants)
      if (full == variantDescription(p.id, v)) return true;
  }
  return false;
}

// The key hint that ends a text ("Letzte Karte! (L)" → " (L)"): a space, then a key name of up to
// six characters in brackets. Written here apart from the game's own rule, which it checks.
std::string keyHint(const std::string& text) {
  static const std::regex hint(R"( \([^ ()]{1,6}\)$)");
  std::smatch m;
  return std::regex_search(text, m, hint) ? m.str() : std::string();
}

bool allowedCut(const std::string& language, WindowSize size, const std::string& where,
                const std::string& full) {
  // The pseudo-language, a third longer than any, checks only that nothing leaves its box (as
  // for the lessons): its words have no meaning to lose.
  if (language == "pseudo-long") return true;
  if (where.find(", new match") != std::string::npos && isChooserDescription(full)) return true;
  const std::string at = std::to_string(size.w) + "x" + std::to_string(size.h);
  return std::any_of(std::begin(kAllowedCuts), std::end(kAllowedCuts), [&](const AllowedCut& a) {
    return language == a.language && std::string(a.sizes).find(at) != std::string::npos &&
           full == a.full;
  });
}

class TextOnScreen : public ::testing::Test {
 protected:
  void SetUp() override {
    if (std::getenv("DISPLAY") == nullptr) GTEST_SKIP() << "no display for font textures";
    loadFonts(fonts_);
    if (fonts_.text() == nullptr) GTEST_SKIP() << "no font: " << fonts_.problem;
  }
  void TearDown() override { store::setTranslator(store::Translator()); }

  void expectFit(const std::vector<DrawnText>& texts, const std::string& language, WindowSize size,
                 const std::string& where) {
    ASSERT_FALSE(texts.empty()) << where << ": no text drawn";
    checked_ += texts.size();
    for (const DrawnText& d :
         overflowing(texts, static_cast<float>(size.w), static_cast<float>(size.h))) {
      if (++failures_ > 40) return;
      const Rect ink = inkBounds(d);
      ADD_FAILURE() << where << " at " << size.w << "x" << size.h << ": \"" << d.text
                    << "\" has its glyphs at " << ink.x << "," << ink.y << " " << ink.w << "x"
                    << ink.h << ", its box " << d.box.x << "," << d.box.y << " " << d.box.w << "x"
                    << d.box.h;
    }
    // A text cut over several lines: its last line as drawn (where a key hint stays).
    std::vector<std::pair<std::string, std::string>> cuts;
    for (const DrawnText& d : texts) {
      if (d.full.empty()) continue;
      if (!cuts.empty() && cuts.back().first == d.full)
        cuts.back().second = d.text;
      else
        cuts.emplace_back(d.full, d.text);
    }
    for (const auto& [full, end] : cuts)
      expectWhole(full, end, language, size, where);
  }

  // A text cut with "…" loses words: a failure, unless the allow-list names that very cut. A
  // cut that drops a key hint ("(L)", "(Tab)") fails even so: the key is how the player acts.
  // Each is reported once, however many frames show it.
  void expectWhole(const std::string& full, const std::string& shownEnd,
                   const std::string& language, WindowSize size, const std::string& where) {
    const std::string hint = keyHint(full);
    if (!hint.empty() && !std::string_view(shownEnd).ends_with(hint) &&
        droppedHints_.insert(language + full).second) {
      ADD_FAILURE() << where << " at " << size.w << "x" << size.h << ": \"" << full
                    << "\" is cut to end in \"" << shownEnd << "\", without its key " << hint;
    }
    if (allowedCut(language, size, where, full)) return;
    const std::string what = language + " " + std::to_string(size.w) + "x" +
                             std::to_string(size.h) + ": \"" + full + "\"";
    if (!unexpectedCuts_.insert(what).second || ++failures_ > 40) return;
    ADD_FAILURE() << where << " at " << size.w << "x" << size.h << ": cut with an ellipsis, not "
                  << "in the allow-list: " << what;
  }

  Fonts fonts_;
  std::size_t checked_ = 0;
  int failures_ = 0;
  std::set<std::string> unexpectedCuts_;
  std::set<std::string> droppedHints_;
};

// The table with long names and every kind of text, drawn by the real renderer.
class TableBench {
 public:
  TableBench(const Fonts& fonts, const engine::RuleSet& rules, int seats, WindowSize size)
      : rules_(rules), view_(rules), renderer_(fonts, DeckStyle::Classic), log_(fonts) {
    view_.seats = seats;
    view_.human = 0;
    view_.dealer = 1;
    view_.current = -1;
    view_.stock = 31;
    view_.pendingDraw = 12;  // the "+N to draw" badge
    view_.suitDeclared = true;
    view_.activeSuit = Suit::Diamonds;
    view_.discard = {Card(Suit::Hearts, Rank::Nine), Card(Suit::Diamonds, Rank::Queen)};
    const char* names[] = {"Alexandra",  "Maximiliane", "Bartholomew", "Konstantin",
                           "Wilhelmina", "Christopher", "Evangelina",  "Friedrich"};
    for (int s = 0; s < seats; ++s) {
      seats_.push_back({names[s], s == 0 ? "" : "hard:5000", nullptr});
      view_.handSizes[static_cast<std::size_t>(s)] = s == 0 ? 12 : 7;
      view_.scores[static_cast<std::size_t>(s)] = 118 + s;
    }
    for (int i = 0; i < 12; ++i)
      view_.hand.push_back(Card(static_cast<Suit>(i % 4), static_cast<Rank>(1 + i)));
    layout_ = computeLayout(
        {static_cast<float>(size.w), static_cast<float>(size.h), seats, 0, view_.handSizes});
    resizeRenderTexture(texture_, sf::Vector2u(size.w, size.h));
    renderer_.resize(size.w, size.h, 0);
  }

  TableView& view() { return view_; }
  // The log panel open on everything written to the notes so far.
  LogFrame openLog() {
    if (!log_.open()) log_.toggle();
    log_.follow(notes_.log, notes_.logWritten, layout_);
    return log_.frame();
  }
  TableNotes& notes() { return notes_; }
  const TableLayout& layout() const { return layout_; }

  const std::vector<DrawnText>& draw(const std::function<void(TableFrame&)>& set) {
    // The frame's other fields keep their defaults, whatever fields it gains.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
    TableFrame f{.layout = layout_,
                 .view = view_,
                 .notes = notes_,
                 .seats = seats_,
                 .rules = rules_,
                 .now = 0,
                 .idle = [] { return true; }};
#pragma GCC diagnostic pop
    f.handSettled = [] { return true; };
    f.hand.cards = view_.hand;
    f.hand.legal.assign(view_.hand.size(), true);
    f.hand.liveWhenIdle = true;
    f.controls.hintShown = true;
    f.controls.hintAvailableWhenIdle = true;
    f.controls.passShownWhenIdle = true;
    f.controls.catchShown = true;
    f.controls.lastCardShown = true;
    set(f);
    texture_.clear();
    renderer_.draw(texture_, f, sprites_);
    return renderer_.drawnTexts();
  }

  // With OCHOS_TEXT_FIT_SHOTS=<folder>, the last frame is kept there as a PNG to look at.
  void keep(const std::string& name) {
    const char* dir = std::getenv("OCHOS_TEXT_FIT_SHOTS");
    if (dir == nullptr) return;
    texture_.display();
    const std::string file = std::string(dir) + "/" + name + ".png";
    EXPECT_TRUE(texture_.getTexture().copyToImage().saveToFile(file)) << "cannot write " << file;
  }

 private:
  const engine::RuleSet& rules_;
  TableView view_;
  TableNotes notes_;
  std::vector<SeatInfo> seats_;
  TableRenderer renderer_;
  TableLayout layout_;
  sf::RenderTexture texture_;
  CardSprites sprites_;
  LogPanel log_;
};

// The `n` keys whose sentences run longest in the current language.
std::vector<std::string> longest(std::vector<std::string> keys, std::size_t n) {
  const store::Translator& tr = store::translator();
  std::stable_sort(keys.begin(), keys.end(), [&](const std::string& a, const std::string& b) {
    return filled(tr, a).size() > filled(tr, b).size();
  });
  keys.resize(std::min(n, keys.size()));
  return keys;
}

// A finished hand for the scoreboard, every seat holding cards.
HandRecord handRecord(int number, int seats) {
  HandRecord record;
  record.number = number;
  record.winner = number % seats;
  for (std::size_t s = 0; s < static_cast<std::size_t>(seats); ++s) {
    record.points[s] = static_cast<int>(s) == record.winner ? 0 : 123;
    record.values[s] = 123;
    record.cards[s] = {Card(Suit::Spades, Rank::King), Card(Suit::Hearts, Rank::Eight)};
  }
  return record;
}

// Frames are costly under a software renderer: each state is drawn with the texts that test it
// hardest (the longest sentences, the smallest plates of eight seats).
class TableTexts {
 public:
  TableTexts(TableBench& bench, int seats, WindowSize size, std::string where,
             const std::function<void(const std::vector<DrawnText>&, const std::string&)>& check)
      : bench_(bench), seats_(seats), size_(size), where_(std::move(where)), check_(check) {}

  void plates() {
    const store::Translator& tr = store::translator();
    for (const std::string& key : longest(keysStartingWith({"table.plate_"}), 2)) {
      std::string line = filled(tr, key, true);
      if (key == "table.plate_played")
        line += " \xC2\xB7 " + filled(tr, "table.plate_called", true);
      // The human's plate, the first opponent's and the one across the table.
      for (const int s : {0, 1, seats_ / 2}) {
        bench_.notes().lastAction[static_cast<std::size_t>(s)] = line;
        bench_.view().lastSeat = s;
        check(bench_.draw([](TableFrame&) {}), "plate " + key);
        keep("plate-" + key + "-" + std::to_string(s));
      }
    }
    // "played 8♦ · called diamonds", the longest a move gets.
    const std::string called = filled(tr, "table.plate_played", true) + " \xC2\xB7 " +
                               filled(tr, "table.plate_called", true);
    bench_.notes().lastAction[1] = called;
    bench_.view().lastSeat = 1;
    check(bench_.draw([](TableFrame&) {}), "plate played and called");
  }

  void statusLines() {
    const store::Translator& tr = store::translator();
    for (const std::string& key : longest(keysStartingWith({"refusal.", "table.", "event."}), 8)) {
      check(bench_.draw([&](TableFrame& f) {
        f.controls.status = filled(tr, key);
        f.controls.refusal = true;
      }),
            "status " + key);
      keep("status-" + key);
    }
  }

  void toasts() {
    const store::Translator& tr = store::translator();
    std::vector<Vec2> places{{static_cast<float>(size_.w) / 2, static_cast<float>(size_.h) / 2}};
    for (int s = 0; s < seats_; ++s)
      places.push_back(bench_.layout().seat(s).plate.center());
    for (const std::string& key : keysStartingWith({"table.toast_", "table.you_win", "table.wins_",
                                                    "table.tie_break", "table.blocked"})) {
      bench_.notes().toasts.clear();
      for (const Vec2 at : places)
        bench_.notes().toasts.push_back({filled(tr, key), at, -0.5, 1.2, sf::Color::White, 44});
      check(bench_.draw([](TableFrame&) {}), "toast " + key);
      keep("toast-" + key);
    }
    bench_.notes().toasts.clear();
  }

  void log() {
    const store::Translator& tr = store::translator();
    const std::vector<std::string> keys = keysStartingWith({"table.new_match", "event."});
    for (std::size_t i = 0; i < keys.size(); ++i) {
      bench_.notes().addLog(filled(tr, keys[i]));
      if (i % 8 == 7 || i + 1 == keys.size()) {
        const LogFrame log = bench_.openLog();
        check(bench_.draw([&](TableFrame& f) { f.log = log; }), "log");
        keep("log-" + std::to_string(i));
      }
    }
  }

  void overlays() {
    for (const bool wild : {true, false}) {
      check(bench_.draw([&](TableFrame& f) {
        f.chooser.shownWhenIdle = true;
        f.chooser.forWild = wild;
      }),
            "suit chooser");
    }
    bench_.view().handOver = true;
    for (int n = 1; n <= 3; ++n)
      bench_.notes().history.push_back(handRecord(n, seats_));
    for (const char* banner : {"table.tie_break.you", "table.wins_match", "table.blocked"}) {
      bench_.notes().banner = filled(store::translator(), banner);
      for (const bool over : {false, true}) {
        check(bench_.draw([&](TableFrame& f) {
          f.scoreboard.open = true;
          f.scoreboard.matchOver = over;
          f.scoreboard.target = 500;
        }),
              std::string("scoreboard ") + banner);
        keep(std::string("scoreboard-") + banner + (over ? "-over" : ""));
      }
    }
    // A Quick game's scoreboard says that the one hand decides, not at what total the match ends.
    const std::vector<DrawnText>& quick = bench_.draw([&](TableFrame& f) {
      f.scoreboard.open = true;
      f.scoreboard.matchOver = true;
      f.scoreboard.singleHand = true;
      f.scoreboard.target = 500;
    });
    const std::string says = filled(store::translator(), "table.single_hand_scoring");
    EXPECT_TRUE(std::any_of(quick.begin(), quick.end(),
                            [&](const DrawnText& d) { return d.text == says || d.full == says; }))
        << where_ << ": the Quick game's scoreboard does not say \"" << says << "\"";
    check(quick, "quick game scoreboard");
  }

 private:
  void check(const std::vector<DrawnText>& texts, const std::string& what) {
    check_(texts, where_ + ", " + what);
  }
  void keep(const std::string& what) {
    bench_.keep(store::translator().language() + "-" + std::to_string(size_.w) + "-" +
                std::to_string(seats_) + "-" + what);
  }

  TableBench& bench_;
  int seats_;
  WindowSize size_;
  std::string where_;
  std::function<void(const std::vector<DrawnText>&, const std::string&)> check_;
};

TEST_F(TextOnScreen, TheTableInEveryState) {
  const rules::ProfileLibrary library = rules::ProfileLibrary::loadDefault();
  const auto built = library.build("ochos-locos", {});
  ASSERT_TRUE(built.rules);
  for (test::TestLanguage& language : test::languagesToCheck(true)) {
    store::setTranslator(language.translator);
    for (const WindowSize size : kSizes) {
      for (const int seats : {3, 8}) {
        TableBench bench(fonts_, *built.rules, seats, size);
        TableTexts texts(bench, seats, size,
                         language.name + ", " + std::to_string(seats) + " seats",
                         [&](const std::vector<DrawnText>& drawn, const std::string& where) {
                           expectFit(drawn, language.name, size, where);
                         });
        texts.plates();
        texts.toasts();
        if (seats == 8) {
          texts.overlays();
        } else {
          texts.statusLines();
          texts.log();
        }
      }
    }
  }
  EXPECT_GT(checked_, 5000u);
}

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

InputEvent key(sf::Keyboard::Key code) {
  return InputEvent::keyEvent(InputType::KeyPressed, code);
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
    store::setTranslator(language.translator);
    for (const WindowSize size : kSizes) {
      store::testing::TempFolder dir;
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
            const std::string file = std::string(shots) + "/" + store::translator().language() +
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
    store::setTranslator(language.translator);
    const bool pseudo = language.name == "pseudo-long";
    for (const WindowSize size : kSizes) {
      store::testing::TempFolder dir;
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
}  // namespace ochos::app
