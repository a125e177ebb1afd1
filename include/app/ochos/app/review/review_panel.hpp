#pragma once

// The review's panel under the table: a strip with one mark per move of the hand (the player's
// decisions coloured by their grade), the words about the move just shown, the summary, and the
// buttons to step. Where things go is a pure function of the window size, so the GUI tests and
// the screen agree on it.

#include <SFML/Graphics/RenderTarget.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/app/paint/ui.hpp"
#include "ochos/app/review/review_text.hpp"

namespace ochos::app {

struct ReviewPanelLayout {
  Rect panel;  // the whole panel, at the bottom of the window
  Rect table;  // what is left above it for the table
  Rect strip;  // the moves, left to right
  Rect title;
  Rect summary;
  Rect verdict;
  Rect legend;
  Rect toStart, back, forward, toEnd, nextWeak, close;
  // The position (0 … steps) nearest to `x` on the strip, for `steps` + 1 positions.
  int stepAt(float x, int steps) const;
  float markX(int step, int steps) const;
  // A move's mark stands at the position it leads to: the step that shows its verdict.
  float moveMarkX(int move, int steps) const { return markX(move + 1, steps); }
};

ReviewPanelLayout reviewPanelLayout(Vec2 window);

// One position of the strip: a move of the hand, and its grade when it was the player's.
struct StripMark {
  bool player = false;
  std::optional<Grade> grade;  // empty while Hard is still weighing it
};

struct ReviewPanelFrame {
  std::vector<StripMark> marks;  // one per move (steps of the hand)
  int step = 0;                  // the position shown, 0 … marks.size()
  std::string title;
  std::string summary;
  std::string verdict;
  bool verdictIsMistake = false;
  bool mayGoBack = false;
  bool mayGoForward = false;
  bool hasNextWeakMove = false;
  Vec2 mouse;
};

// The step a click at `x` on the strip opens: the player's decision whose mark is under the
// pointer (a few pixels either side), else the nearest position.
int stepForClick(const ReviewPanelLayout& L, float x, const std::vector<StripMark>& marks);

// The first step after `from` that shows a weak move of the player's (a mistake or an
// inaccuracy), or -1.
int nextWeakMove(const std::vector<StripMark>& marks, int from);

void drawReviewPanel(sf::RenderTarget& t, const Ui& ui, const ReviewPanelLayout& L,
                     const ReviewPanelFrame& f);

}  // namespace ochos::app
