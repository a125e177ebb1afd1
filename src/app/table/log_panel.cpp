#include "ochos/app/table/log_panel.hpp"

#include <SFML/System/String.hpp>
#include <algorithm>
#include <cmath>

#include "ochos/app/paint/ui.hpp"

namespace ochos::app {

namespace {

// The bytes of the longest run of whole UTF-8 characters from the start of `word` that fits
// `width` (at least one character).
std::size_t fittingPrefix(const std::string& word, float width,
                          const std::function<float(const std::string&)>& measure) {
  std::size_t best = 0;
  for (std::size_t i = 1; i <= word.size(); ++i) {
    const bool boundary = i == word.size() || (static_cast<unsigned char>(word[i]) & 0xC0) != 0x80;
    if (!boundary) continue;
    if (best > 0 && measure(word.substr(0, i)) > width) break;
    best = i;
  }
  return best;
}

}  // namespace

std::vector<std::string> wrapWords(const std::string& text, float width,
                                   const std::function<float(const std::string&)>& measure) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t space = std::min(text.find(' ', i), text.size());
    std::string word = text.substr(i, space - i);
    i = space + 1;
    if (word.empty()) continue;
    const std::string joined = line.empty() ? word : line + " " + word;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (!line.empty()) lines.push_back(line);
    line.clear();
    while (measure(word) > width) {
      const std::size_t cut = fittingPrefix(word, width, measure);
      lines.push_back(word.substr(0, cut));
      word.erase(0, cut);
    }
    line = word;
  }
  if (!line.empty() || lines.empty()) lines.push_back(line);
  return lines;
}

// --- LogScroll ---

void LogScroll::update(int rows, int added, int visible) {
  rows_ = std::max(0, rows);
  visible_ = std::max(1, visible);
  if (below_ > 0) below_ += added;
  clamp();
}

void LogScroll::clamp() {
  below_ = std::clamp(below_, 0, std::max(0, rows_ - visible_));
}

void LogScroll::scrollBy(int rows) {
  below_ += rows;
  clamp();
}

void LogScroll::page(int direction) {
  scrollBy(direction * std::max(1, visible_ - 1));
}

void LogScroll::scrollTo(float position) {
  const int hidden = std::max(0, rows_ - visible_);
  const int first =
      static_cast<int>(std::lround(std::clamp(position, 0.f, 1.f) * static_cast<float>(hidden)));
  below_ = hidden - first;
  clamp();
}

int LogScroll::first() const {
  return std::max(0, rows_ - below_ - visible_);
}

float LogScroll::position() const {
  const int hidden = rows_ - visible_;
  return hidden > 0 ? static_cast<float>(first()) / static_cast<float>(hidden) : 1.f;
}

float LogScroll::viewShare() const {
  return rows_ > visible_ ? static_cast<float>(visible_) / static_cast<float>(rows_) : 1.f;
}

// --- LogPanel ---

LogGeometry logGeometry(const TableLayout& L) {
  LogGeometry g;
  g.panel = L.logPanel;
  g.size = static_cast<unsigned>(std::lround(L.logTextSize));
  const float size = static_cast<float>(g.size);
  const float pad = std::max(8.f, size * 0.7f);
  const float titleH = size * 2.f;
  g.title = {g.panel.x + pad, g.panel.y + titleH * 0.55f};
  const float top = g.panel.y + titleH;
  const float bar = std::max(6.f, size * 0.45f);
  g.track = {g.panel.right() - pad * 0.6f - bar, top, bar, g.panel.bottom() - pad * 0.6f - top};
  g.text = {g.panel.x + pad, top, g.track.x - pad * 0.5f - (g.panel.x + pad), g.track.h};
  g.rowH = std::round(size * 1.35f);
  g.indent = size * 0.9f;
  g.visibleRows = std::max(1, static_cast<int>(g.text.h / g.rowH));
  return g;
}

void LogPanel::toggle() {
  open_ = !open_;
  drag_ = Drag::None;
  if (open_) scroll_.toBottom();
}

float LogPanel::measure(const std::string& s) const {
  const sf::Font* font = fonts_.text();
  if (font == nullptr) return 0.f;
  return layoutText(*font, sfText(s), geo_.size, {0, 0}, sf::Color::White, nullptr);
}

// Wraps the log's lines from `fromEntry` on and appends them.
void LogPanel::rewrap(const std::deque<std::string>& log, std::size_t fromEntry) {
  const auto measureRow = [this](const std::string& s) { return measure(s); };
  for (std::size_t i = fromEntry; i < log.size(); ++i)
    wrapped_.push_back(wrapWords(log[i], geo_.text.w - geo_.indent, measureRow));
}

void LogPanel::follow(const std::deque<std::string>& log, std::size_t written,
                      const TableLayout& L) {
  const LogGeometry geo = logGeometry(L);
  const bool resized = geo.size != geo_.size || std::fabs(geo.text.w - geo_.text.w) > 0.5f;
  geo_ = geo;
  const std::size_t fresh = written >= written_ ? written - written_ : log.size();
  if (fresh == 0 && !resized && wrapped_.size() == log.size()) {
    scroll_.update(rowCount_, 0, geo_.visibleRows);
    return;
  }
  written_ = written;
  int added = 0;
  if (resized || fresh >= log.size() || wrapped_.size() + fresh < log.size()) {
    // A new match, or rows of another width: wrap everything again.
    if (!resized) scroll_.toBottom();
    wrapped_.clear();
    rewrap(log, 0);
  } else {
    while (wrapped_.size() > log.size() - fresh)
      wrapped_.pop_front();  // the oldest lines the log let go
    const std::size_t before = wrapped_.size();
    rewrap(log, before);
    for (std::size_t i = before; i < wrapped_.size(); ++i)
      added += static_cast<int>(wrapped_[i].size());
  }
  rowCount_ = 0;
  for (const auto& rows : wrapped_)
    rowCount_ += static_cast<int>(rows.size());
  scroll_.update(rowCount_, added, geo_.visibleRows);
}

bool LogPanel::wheel(Vec2 p, float delta) {
  if (!open_ || !geo_.panel.contains(p)) return false;
  // A notch up goes back three rows, as text views scroll.
  scroll_.scrollBy(static_cast<int>(std::lround(delta * 3.f)));
  return true;
}

bool LogPanel::page(int direction) {
  if (!open_) return false;
  scroll_.page(direction);
  return true;
}

bool LogPanel::covers(Vec2 p) const {
  return open_ && geo_.panel.contains(p);
}

Rect LogPanel::thumbRect() const {
  const Rect& t = geo_.track;
  const float h = std::max(t.h * scroll_.viewShare(), std::min(t.h, geo_.rowH * 1.5f));
  return {t.x, t.y + (t.h - h) * scroll_.position(), t.w, h};
}

bool LogPanel::press(Vec2 p) {
  if (!covers(p)) return false;
  // The bar is thin: a press a little beside it still takes it.
  const Rect& t = geo_.track;
  const Rect grip{t.x - t.w, t.y, t.w * 3, t.h};
  if (grip.contains(p) && scroll_.rows() > scroll_.visible()) {
    const Rect thumb = thumbRect();
    if (p.y < thumb.y || p.y > thumb.bottom()) {
      // A press on the track brings the thumb's middle there.
      scroll_.scrollTo((p.y - t.y - thumb.h / 2) / std::max(1.f, t.h - thumb.h));
    }
    drag_ = Drag::Thumb;
    dragPosition_ = scroll_.position();
  } else {
    drag_ = Drag::Text;
    dragBelow_ = scroll_.below();
  }
  dragFrom_ = p.y;
  return true;
}

bool LogPanel::move(Vec2 p) {
  if (drag_ == Drag::Thumb) {
    const float travel = std::max(1.f, geo_.track.h - thumbRect().h);
    scroll_.scrollTo(dragPosition_ + (p.y - dragFrom_) / travel);
  } else if (drag_ == Drag::Text) {
    // The rows follow the pointer: pulling the text down brings older rows into view.
    const int rows = static_cast<int>(std::lround((p.y - dragFrom_) / geo_.rowH));
    scroll_.scrollBy(dragBelow_ + rows - scroll_.below());
  }
  return drag_ != Drag::None;
}

bool LogPanel::release() {
  const bool was = drag_ != Drag::None;
  drag_ = Drag::None;
  return was;
}

LogFrame LogPanel::frame() const {
  LogFrame f;
  f.open = open_;
  f.geometry = geo_;
  f.scrollBar = scroll_.rows() > scroll_.visible();
  f.thumb = thumbRect();
  f.dragging = drag_ == Drag::Thumb;
  const int first = scroll_.first();
  const int end = scroll_.end();
  int index = 0;
  for (const auto& rows : wrapped_) {
    for (std::size_t r = 0; r < rows.size(); ++r, ++index) {
      if (index < first || index >= end) continue;
      f.rows.push_back(rows[r]);
      f.continues.push_back(r > 0);
    }
    if (index >= end) break;
  }
  return f;
}

void LogPanel::describe(std::ostream& out) const {
  const LogFrame f = frame();
  out << "log_open=" << (open_ ? 1 : 0) << "\n";
  out << "log_rows=" << scroll_.rows() << "\n";
  out << "log_first=" << scroll_.first() << "\n";
  out << "log_below=" << scroll_.below() << "\n";  // rows under the view: 0 follows new lines
  out << "log_at_bottom=" << (scroll_.atBottom() ? 1 : 0) << "\n";
  out << "log_visible=";
  for (std::size_t i = 0; i < f.rows.size(); ++i)
    out << (i ? " | " : "") << f.rows[i];
  const Rect& p = geo_.panel;
  out << "\nlog_panel=" << static_cast<int>(p.x) << "," << static_cast<int>(p.y) << ","
      << static_cast<int>(p.w) << "," << static_cast<int>(p.h) << "\n";
  out << "log_text_xy=" << static_cast<int>(geo_.text.center().x) << ","
      << static_cast<int>(geo_.text.center().y) << "\n";
  out << "log_thumb_xy=" << static_cast<int>(f.thumb.center().x) << ","
      << static_cast<int>(f.thumb.center().y) << "\n";
}

}  // namespace ochos::app
