#pragma once
// What the text-fit tests share (text_on_screen_*_test.cpp): the window sizes, sentences with
// long values, the allow-list of cuts and the fixture that checks every drawn text against its
// box and the window. The layout's rule for words: every text the table, the menus and the
// lessons draw stays inside its box and the window, at every supported window size, in every
// language the game ships and in a long pseudo-language, measured with the real font as the
// renderer lays them out (Ui records each with its box).

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <iterator>
#include <regex>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "allowed_cuts.hpp"
#include "ochos/app/paint/ui.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/app/words/profile_text.hpp"
#include "ochos/i18n/translator.hpp"
#include "ochos/rules/profile_library.hpp"
#include "ochos/sfml/input.hpp"

namespace ochos::app::text_fit_test {

struct WindowSize {
  unsigned w = 0;
  unsigned h = 0;
};
constexpr WindowSize kSizes[] = {{800, 560}, {800, 600}, {1280, 720}, {1920, 1080}};

// A long but real value for each placeholder.
inline std::string sampleValue(const std::string& name) {
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
inline std::string filled(const i18n::Translator& tr, const std::string& key,
                          bool onPlate = false) {
  const std::string pattern(tr.pattern(key));
  std::vector<std::pair<std::string, std::string>> args;
  for (const std::string& p : i18n::placeholders(pattern))
    args.emplace_back(p, onPlate && p == "card" ? "10\xE2\x99\xA6" : sampleValue(p));
  return i18n::substitute(pattern, args);
}

inline std::vector<std::string> keysStartingWith(std::initializer_list<const char*> prefixes) {
  std::vector<std::string> keys;
  for (const i18n::StringEntry& e : i18n::englishStrings()) {
    for (const char* prefix : prefixes)
      if (std::string_view(e.key).starts_with(prefix)) keys.emplace_back(e.key);
  }
  return keys;
}

// New match's rows show a preset's or a variant's description shortened and the focused row's
// whole beside it (the focus walk below draws each so): those cuts are the product's rule.
inline bool isChooserDescription(const std::string& full) {
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
inline std::string keyHint(const std::string& text) {
  static const std::regex hint(R"( \([^ ()]{1,6}\)$)");
  std::smatch m;
  return std::regex_search(text, m, hint) ? m.str() : std::string();
}

inline bool allowedCut(const std::string& language, WindowSize size, const std::string& where,
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
  void TearDown() override { i18n::setTranslator(i18n::Translator()); }

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

inline InputEvent key(sf::Keyboard::Key code) {
  return InputEvent::keyEvent(InputType::KeyPressed, code);
}

}  // namespace ochos::app::text_fit_test
