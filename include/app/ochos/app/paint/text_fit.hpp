#pragma once

#include <functional>
#include <string>
#include <vector>

namespace ochos::app {

// The one rule every text on the table and in the menus follows to fit its box: wrap it at
// spaces into at most `maxLines` lines; if it still does not fit, take a smaller type, down to
// `minSize`; at the smallest size cut the last line with an ellipsis. Whoever draws a shortened
// text keeps the whole of it for a tooltip.
struct FitRule {
  float width = 0;
  float height = 0;  // 0: as many lines as maxLines allows
  int maxLines = 1;
  unsigned size = 16;
  unsigned minSize = 12;
  float lineSpacing = 1.2f;  // a line's height in sizes
};

struct FittedText {
  std::vector<std::string> lines;
  unsigned size = 0;
  bool shortened = false;  // the ellipsis cut something away
  float lineHeight(float spacing) const { return static_cast<float>(size) * spacing; }
};

// The width of a text at a size, as it would be drawn.
using MeasureText = std::function<float(const std::string& text, unsigned size)>;

FittedText fitText(const std::string& text, const FitRule& rule, const MeasureText& measure);

// Breaks `text` at spaces (and at line breaks it holds) into lines no wider than `width`; a word
// wider than the line stays whole on a line of its own.
std::vector<std::string> wrapWords(const std::string& text, unsigned size, float width,
                                   const MeasureText& measure);

// Where the key hint at the end of `text` begins (" (L)", " (Tab)", " (Esc)": a space, then up to
// six characters in brackets), or npos.
std::size_t keyHintStart(const std::string& text);

// `text` cut with "…" until it fits `width` (whole if it fits), never inside a UTF-8 sequence; a
// key hint at its end is kept whole and the words before it are cut ("Last c… (L)").
std::string ellipsize(const std::string& text, unsigned size, float width,
                      const MeasureText& measure);

}  // namespace ochos::app
