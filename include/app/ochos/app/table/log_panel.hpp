#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/app/shell/resources.hpp"
#include "ochos/app/table/layout.hpp"

namespace ochos::app {

// Breaks `text` at spaces into lines no wider than `width` as `measure` tells; a word wider than a
// line is cut between characters (never inside a UTF-8 sequence).
std::vector<std::string> wrapWords(const std::string& text, float width,
                                   const std::function<float(const std::string&)>& measure);

// Which rows of the log are in view: the newest, until the player scrolls back; then the same
// rows stay in view while new ones arrive below.
class LogScroll {
 public:
  // The log has `rows` rows now, `added` of them new at the bottom; `visible` fit the panel.
  void update(int rows, int added, int visible);
  void scrollBy(int rows);   // positive: back to older rows
  void page(int direction);  // a panel's height back (+1) or forward (-1)
  // Scrolls to `position`: 0 shows the oldest rows, 1 the newest.
  void scrollTo(float position);
  void toBottom() { below_ = 0; }

  int first() const;                          // the first row in view
  int end() const { return rows_ - below_; }  // one past the last row in view
  int below() const { return below_; }        // rows under the view
  bool atBottom() const { return below_ == 0; }
  int rows() const { return rows_; }
  int visible() const { return visible_; }
  float position() const;   // as scrollTo takes it
  float viewShare() const;  // the share of all rows in view, at most 1 (the thumb's height)

 private:
  void clamp();
  int rows_ = 0;
  int visible_ = 1;
  int below_ = 0;
};

// Where the log's parts go inside its panel.
struct LogGeometry {
  Rect panel;
  Vec2 title;  // the title's left end, vertically centred
  Rect text;   // the rows
  Rect track;  // the scroll bar
  float rowH = 0;
  float indent = 0;  // a wrapped line's continuation rows
  unsigned size = 12;
  int visibleRows = 1;
};
LogGeometry logGeometry(const TableLayout& L);

// What the renderer draws of the log this frame.
struct LogFrame {
  bool open = false;
  LogGeometry geometry;
  std::vector<std::string> rows;  // in view, top to bottom
  std::vector<bool> continues;    // per row: the rest of the line above
  bool scrollBar = false;         // more rows than fit
  Rect thumb;
  bool dragging = false;
};

// The game log on the table: its lines wrapped to the panel, the view scrolled by the wheel,
// PgUp / PgDn, or by dragging the scroll bar or the text, and opened by its button or Tab.
class LogPanel {
 public:
  explicit LogPanel(const Fonts& fonts) : fonts_(fonts) {}

  bool open() const { return open_; }
  void toggle();
  // Wraps the lines written since the last call (all of them when the panel changed size) and
  // keeps the view on its rows. `written` counts every line ever added to `log`.
  void follow(const std::deque<std::string>& log, std::size_t written, const TableLayout& L);

  // Input while the log is open; each answers whether the log took it.
  bool wheel(Vec2 p, float delta);
  bool page(int direction);   // 1: a page of older rows (PgUp), -1: newer (PgDn)
  bool covers(Vec2 p) const;  // the open panel is under `p`: a press there is the log's
  bool press(Vec2 p);
  bool move(Vec2 p);
  bool release();

  LogFrame frame() const;
  void describe(std::ostream& out) const;

 private:
  float measure(const std::string& s) const;
  void rewrap(const std::deque<std::string>& log, std::size_t fromEntry);
  Rect thumbRect() const;
  // Row `index` of all the wrapped rows, and whether it continues the line above.
  std::pair<const std::string*, bool> row(int index) const;

  const Fonts& fonts_;
  bool open_ = false;
  LogGeometry geo_;
  std::deque<std::vector<std::string>> wrapped_;  // one entry per log line
  std::size_t written_ = 0;
  int rowCount_ = 0;
  LogScroll scroll_;
  enum class Drag : std::uint8_t { None, Thumb, Text };
  Drag drag_ = Drag::None;
  float dragFrom_ = 0;      // the pointer's y where the drag started
  int dragBelow_ = 0;       // the rows under the view then
  float dragPosition_ = 0;  // the scroll position then
};

}  // namespace ochos::app
