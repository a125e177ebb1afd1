// The table's words fit their boxes in its busiest states (text_on_screen.hpp says the rule).
#include "text_on_screen.hpp"

#include <SFML/Graphics/RenderTexture.hpp>
#include <functional>
#include <map>
#include <sstream>

#include "ochos/app/table/table_renderer.hpp"
#include "ochos/sfml/graphics.hpp"
#include "ochos/store/match_recorder.hpp"
#include "test_languages.hpp"

namespace ochos::app::text_fit_test {
namespace {

using engine::Card;
using engine::Rank;
using engine::Suit;

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
    renderer_.resize(size.w, size.h);
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
  const i18n::Translator& tr = i18n::translator();
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
    const i18n::Translator& tr = i18n::translator();
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
    const i18n::Translator& tr = i18n::translator();
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
    const i18n::Translator& tr = i18n::translator();
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
    const i18n::Translator& tr = i18n::translator();
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
      bench_.notes().banner = filled(i18n::translator(), banner);
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
    const std::string says = filled(i18n::translator(), "table.single_hand_scoring");
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
    bench_.keep(i18n::translator().language() + "-" + std::to_string(size_.w) + "-" +
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
    i18n::setTranslator(language.translator);
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

}  // namespace
}  // namespace ochos::app::text_fit_test
