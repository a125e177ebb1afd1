#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ochos/app/paint/animation.hpp"
#include "ochos/app/table/layout.hpp"
#include "ochos/app/table/log_panel.hpp"
#include "ochos/app/table/table_match.hpp"
#include "ochos/app/table/table_notes.hpp"
#include "ochos/app/table/table_view.hpp"

namespace ochos::app {

// The human's hand as it is to be laid out this frame.
struct HandFrame {
  std::vector<engine::Card> cards;  // as shown, left to right
  std::vector<bool> legal;          // one per card: may be played (and hints are on to light it)
  // The cards answer the pointer, once the table is idle; those not legal are then dimmed.
  bool liveWhenIdle = false;
  int hover = -1;
  int focus = -1;
  bool focusVisible = false;  // the keys moved the focus last (a mouse press hides its ring)
  int advised = -1;           // the hint's card
  bool dragging = false;
  engine::Card dragCard;
  Vec2 dragCentre;
  bool dragLegal = false;  // the discard lights up under a card it would take
};

// The status line and the buttons.
struct ControlsFrame {
  std::string status;
  bool refusal = false;
  Vec2 mouse;
  bool quitOnMenu = false;
  bool hintShown = false;
  bool hintAvailableWhenIdle = false;
  bool passShownWhenIdle = false;
  bool catchShown = false;
  // While the computers wait for the human's Catch!: the seconds left and the whole window.
  double catchSecondsLeft = -1;
  double catchWindow = 0;
  bool lastCardShown = false;
  bool lastCardArmed = false;
  bool lastCardAnnounceable = false;
};

struct SuitChooserFrame {
  bool shownWhenIdle = false;
  bool forWild = false;  // a wild being played, else the start card's suit
  int hover = -1;
  int advised = -1;
};

struct ScoreboardFrame {
  bool open = false;
  bool matchOver = false;
  bool reviewOffered = false;
  int target = 0;
  bool singleHand = false;  // a Quick game: one hand decides, there is no target
  ScoreTally tally;
};

// Everything the renderer draws, as the scene sees it this frame. The renderer keeps no game
// state of its own: it turns this into sprites' targets and HUD shapes.
struct TableFrame {
  const TableLayout& layout;
  const TableView& view;
  const TableNotes& notes;
  const std::vector<SeatInfo>& seats;
  const engine::RuleSet& rules;
  double now = 0;
  // Whether nothing animates, asked as the frame is drawn: placing this frame's cards may start a
  // flight, and what is drawn after them (the hand, the buttons) already waits for it.
  std::function<bool()> idle;
  // As idle, but the hand's own cards may still be finding their places (a refused card flying
  // back): the hand keeps its playable look through it.
  std::function<bool()> handSettled;
  bool humanPlays = true;  // false in a match of computers
  bool replaying = false;  // a hand shown again: nobody is thinking
  bool drawAdvised = false;
  // Nothing else can be done (and hints are on): the stock lights up.
  bool drawIsOnlyMove = false;
  HandFrame hand;
  ControlsFrame controls;
  SuitChooserFrame chooser;
  ScoreboardFrame scoreboard;
  LogFrame log;
};

}  // namespace ochos::app
