#include "ochos/app/paint/text_fit.hpp"

#include <gtest/gtest.h>

#include <string>

namespace ochos::app {
namespace {

// A monospaced stand-in for the font: each code point is half the size wide.
float monospace(const std::string& s, unsigned size) {
  float points = 0;
  for (const char c : s)
    points += (static_cast<unsigned char>(c) & 0xC0) == 0x80 ? 0.f : 1.f;
  return points * static_cast<float>(size) * 0.5f;
}

FitRule rule(float width, int maxLines, unsigned size = 20, unsigned minSize = 14) {
  FitRule r;
  r.width = width;
  r.maxLines = maxLines;
  r.size = size;
  r.minSize = minSize;
  return r;
}

void expectFits(const FittedText& f, const FitRule& r) {
  EXPECT_LE(static_cast<int>(f.lines.size()), r.maxLines);
  EXPECT_GE(f.size, r.minSize);
  EXPECT_LE(f.size, r.size);
  for (const std::string& line : f.lines)
    EXPECT_LE(monospace(line, f.size), r.width) << line;
  if (r.height > 0) {
    EXPECT_LE(static_cast<float>(f.lines.size()) * f.lineHeight(r.lineSpacing), r.height + 0.01f);
  }
}

TEST(TextFit, ATextThatFitsIsDrawnWhole) {
  const FitRule r = rule(200, 2);
  const FittedText f = fitText("Your turn", r, monospace);
  EXPECT_EQ(f.lines, std::vector<std::string>{"Your turn"});
  EXPECT_EQ(f.size, 20u);
  EXPECT_FALSE(f.shortened);
}

TEST(TextFit, WrapsToASecondLineBeforeShrinking) {
  // 32 code points at 10 px each do not fit 200 px; two lines at the full size do.
  const FitRule r = rule(200, 2);
  const FittedText f = fitText("The eight fits on nothing but a wild", r, monospace);
  ASSERT_EQ(f.lines.size(), 2u);
  EXPECT_EQ(f.size, 20u);
  EXPECT_EQ(f.lines[0] + " " + f.lines[1], "The eight fits on nothing but a wild");
  EXPECT_FALSE(f.shortened);
  expectFits(f, r);
}

TEST(TextFit, TwoLinesAreBalancedNotAWordLeftOver) {
  // Greedy wrapping at 480 px leaves "card." alone on the second line.
  const FitRule r = rule(480, 2);
  const std::string text = "The queen matches neither the suit nor the rank of the top card.";
  const FittedText f = fitText(text, r, monospace);
  ASSERT_EQ(f.lines.size(), 2u);
  EXPECT_EQ(f.size, 20u);
  EXPECT_EQ(f.lines[0] + " " + f.lines[1], text);
  EXPECT_GT(f.lines[1].size() * 2, f.lines[0].size()) << f.lines[0] << " / " << f.lines[1];
  expectFits(f, r);
}

TEST(TextFit, ShrinksWhenTheLinesAreNotEnough) {
  const FitRule r = rule(130, 1);
  const FittedText f = fitText("played 8\xE2\x99\xA6 called", r, monospace);  // 17 points
  EXPECT_EQ(f.lines.size(), 1u);
  EXPECT_LT(f.size, 20u);
  EXPECT_FALSE(f.shortened);
  expectFits(f, r);
}

TEST(TextFit, CutsWithAnEllipsisOnlyAtTheSmallestSize) {
  const FitRule r = rule(100, 2);
  const std::string text = "The queen of hearts does not follow the ten of clubs nor the rank";
  const FittedText f = fitText(text, r, monospace);
  EXPECT_EQ(f.size, 14u);
  EXPECT_TRUE(f.shortened);
  ASSERT_EQ(f.lines.size(), 2u);
  EXPECT_EQ(f.lines[1].substr(f.lines[1].size() - 3), "\xE2\x80\xA6");
  expectFits(f, r);
}

TEST(TextFit, TheBoxHeightLimitsTheLines) {
  FitRule r = rule(100, 3);
  r.height = 50;  // two lines of 20 px at 1.2
  const FittedText f = fitText("one two three four five six seven eight nine ten", r, monospace);
  expectFits(f, r);
}

TEST(TextFit, LineBreaksInTheTextAreKept) {
  const FittedText f = fitText("first\nsecond", rule(400, 3), monospace);
  EXPECT_EQ(f.lines, (std::vector<std::string>{"first", "second"}));
}

TEST(TextFit, AnEllipsisNeverSplitsACharacter) {
  const std::string suits = "\xE2\x99\xA0\xE2\x99\xA5\xE2\x99\xA6\xE2\x99\xA3";  // ♠♥♦♣
  for (float width = 10; width < 60; width += 5) {
    const std::string cut = ellipsize(suits + suits, 20, width, monospace);
    EXPECT_EQ(cut.size() % 3, 0u) << cut;  // whole three-byte code points only
  }
}

// A cut never drops the key that does the thing: "Letzte Karte! (L)" becomes "Letzt… (L)".
TEST(TextFit, ACutKeepsTheKeyHintWhole) {
  EXPECT_EQ(keyHintStart("Letzte Karte! (L)"), 13u);
  EXPECT_EQ(keyHintStart("Verlauf (Tab)"), 7u);
  EXPECT_EQ(keyHintStart("Next hand (Enter)"), 9u);
  EXPECT_EQ(keyHintStart("with two players: a skip (zu zweit Aussetzen)"), std::string::npos);
  EXPECT_EQ(keyHintStart("Good (12 %)"), std::string::npos);
  EXPECT_EQ(keyHintStart("Last card!"), std::string::npos);
  const std::string cut = ellipsize("Letzte Karte! (L)", 20, 100, monospace);
  EXPECT_EQ(cut, "Letzt… (L)");  // ten code points of 10 px
  EXPECT_LE(monospace(cut, 20), 100.f);
  const FittedText f = fitText("Verlauf des Spiels (Tab)", rule(120, 1, 20, 20), monospace);
  ASSERT_EQ(f.lines.size(), 1u);
  EXPECT_TRUE(f.shortened);
  EXPECT_EQ(f.lines[0], "Verla… (Tab)");
}

TEST(TextFit, EveryResultFitsItsBox) {
  // Words of every length in boxes of every width: whatever it does, it stays inside.
  const std::string words =
      "A Mississippi steamboat passed the extraordinarily long bridge at dawn, "
      "carrying eights, queens and a jack.";
  for (float width = 20; width <= 400; width += 7) {
    for (int lines = 1; lines <= 3; ++lines) {
      const FitRule r = rule(width, lines);
      expectFits(fitText(words, r, monospace), r);
    }
  }
}

}  // namespace
}  // namespace ochos::app
