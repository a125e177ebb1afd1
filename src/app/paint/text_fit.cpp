#include "ochos/app/paint/text_fit.hpp"

#include <algorithm>

namespace ochos::app {
namespace {

// The lines a size allows in the rule's box.
int linesAllowed(const FitRule& rule, unsigned size) {
  if (rule.height <= 0) return std::max(1, rule.maxLines);
  const int fit = static_cast<int>(rule.height / (static_cast<float>(size) * rule.lineSpacing));
  return std::clamp(fit, 1, std::max(1, rule.maxLines));
}

bool allFit(const std::vector<std::string>& lines, unsigned size, float width,
            const MeasureText& measure) {
  return std::all_of(lines.begin(), lines.end(),
                     [&](const std::string& l) { return measure(l, size) <= width; });
}

void dropLastCodePoint(std::string& s) {
  while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80)
    s.pop_back();
  if (!s.empty()) s.pop_back();
}

// The narrowest width that still gives the same number of lines, so that a second line is not
// a single word left over ("…of the top" / "card.").
std::vector<std::string> balanced(const std::string& text, std::vector<std::string> lines,
                                  unsigned size, float width, const MeasureText& measure) {
  if (lines.size() < 2) return lines;
  float lo = width / static_cast<float>(lines.size());
  float hi = width;
  for (int i = 0; i < 12 && hi - lo > 1; ++i) {
    const float mid = (lo + hi) / 2;
    std::vector<std::string> tried = wrapWords(text, size, mid, measure);
    if (tried.size() == lines.size() && allFit(tried, size, mid, measure)) {
      hi = mid;
      lines = std::move(tried);
    } else {
      lo = mid;
    }
  }
  return lines;
}

}  // namespace

std::size_t keyHintStart(const std::string& text) {
  if (text.size() < 4 || text.back() != ')') return std::string::npos;
  const std::size_t open = text.rfind(" (");
  if (open == std::string::npos) return std::string::npos;
  const std::size_t keyLength = text.size() - open - 3;
  if (keyLength == 0 || keyLength > 6) return std::string::npos;
  const std::string key = text.substr(open + 2, keyLength);
  if (key.find_first_of(" ()") != std::string::npos) return std::string::npos;
  return open;
}

std::vector<std::string> wrapWords(const std::string& text, unsigned size, float width,
                                   const MeasureText& measure) {
  std::vector<std::string> lines;
  std::string line;
  bool open = false;  // a line has been started (it may hold only an empty word)
  std::size_t i = 0;
  while (i <= text.size()) {
    const std::size_t j = std::min(text.find_first_of(" \n", i), text.size());
    const std::string word = text.substr(i, j - i);
    const std::string candidate = open ? line + " " + word : word;
    if (open && !line.empty() && measure(candidate, size) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = candidate;
    }
    open = true;
    if (j < text.size() && text[j] == '\n') {
      lines.push_back(line);
      line.clear();
      open = false;
    }
    i = j + 1;
  }
  if (open && !line.empty()) lines.push_back(line);
  return lines;
}

std::string ellipsize(const std::string& text, unsigned size, float width,
                      const MeasureText& measure) {
  if (measure(text, size) <= width) return text;
  // A key hint at the end stays: the words before it are shortened instead.
  const std::size_t hint = keyHintStart(text);
  const std::string tail = hint == std::string::npos ? std::string() : text.substr(hint);
  std::string cut = text.substr(0, hint);
  while (!cut.empty() && measure(cut + "…" + tail, size) > width)
    dropLastCodePoint(cut);
  while (!cut.empty() && cut.back() == ' ')
    cut.pop_back();
  return cut + "…" + tail;
}

FittedText fitText(const std::string& text, const FitRule& rule, const MeasureText& measure) {
  FittedText out;
  const unsigned smallest = std::min(rule.minSize, rule.size);
  for (unsigned size = rule.size;; --size) {
    out.size = size;
    out.lines = wrapWords(text, size, rule.width, measure);
    const auto allowed = static_cast<std::size_t>(linesAllowed(rule, size));
    if (out.lines.size() <= allowed && allFit(out.lines, size, rule.width, measure)) {
      out.lines = balanced(text, std::move(out.lines), size, rule.width, measure);
      return out;
    }
    if (size <= smallest) break;
  }
  // At the smallest size: keep what the lines hold, the last one cut with an ellipsis.
  const auto allowed = static_cast<std::size_t>(linesAllowed(rule, out.size));
  std::string rest;
  if (out.lines.size() > allowed) {
    for (std::size_t i = allowed - 1; i < out.lines.size(); ++i)
      rest += (i + 1 == allowed ? "" : " ") + out.lines[i];
    out.lines.resize(allowed);
    out.lines.back() = rest;
    out.shortened = true;
  }
  for (std::string& line : out.lines) {
    const std::string cut = ellipsize(line, out.size, rule.width, measure);
    out.shortened = out.shortened || cut != line;
    line = cut;
  }
  return out;
}

}  // namespace ochos::app
