#pragma once

// Every key and mouse gesture of every screen, one table for each place that answers them
// (bindings.hpp). The input code of each screen dispatches through its tables, and the Keys and
// mouse page lists them in the order of bindingSections().

#include <span>
#include <string_view>
#include <vector>

#include "ochos/app/shell/bindings.hpp"

namespace ochos::app {

// The table (table_input.cpp): the hand, the suit chooser, the scoreboard and the log.
enum class TableAction : std::uint8_t {
  FocusLeft,
  FocusRight,
  FocusFirst,
  FocusLast,
  PlayFocused,
  PlayFocusedOrHurry,  // Space: on the human's turn plays, while the computers pause hurries
  PlayCard,            // the mouse: a card of the hand clicked, or dragged onto the discard
  Draw,
  Pass,
  SayLastCard,
  Catch,
  Hint,
  Hurry,
  Leave,
  ChooseSuit,
  TakeBackWild,  // Esc while naming a suit: the wild back to the hand (the start card: leave)
  CancelWild,    // a click away from the suit chooser
  NextHand,
  Review,
  LeaveFinishedMatch,  // Esc on the last scoreboard: TableScreen answers it
  ToggleLog,
  LogPageUp,
  LogPageDown,
  ScrollLog,
};

// The card with the rules of the table (how_to_play.hpp), shown over TableScreen.
enum class RulesCardAction : std::uint8_t { Open, Close };

// The hand review (review_screen.cpp).
enum class ReviewAction : std::uint8_t { Forward, Back, ToStart, ToEnd, NextWeak, JumpTo, Close };

// A lesson's bubble (lesson_screen.cpp); the table's own bindings work under it.
enum class LessonAction : std::uint8_t { Next, Leave, PlayForReal, BackToMenu };

// Every menu page (menu_screen.cpp), and a text field being typed into.
enum class MenuAction : std::uint8_t {
  Up,
  Down,
  NextWidget,
  PreviousWidget,
  Left,
  Right,
  Choose,
  PageUp,
  PageDown,
  Back,
  Step,
  Scroll,
  KeepText,
  DropText,
  DeleteLetter,
  Type,
};

// What the App answers before any screen (app.cpp, screenshots.cpp).
enum class WindowAction : std::uint8_t { FullScreen, Screenshot };

std::span<const Binding<TableAction>> handBindings();
std::span<const Binding<TableAction>> suitChooserBindings();
std::span<const Binding<TableAction>> scoreboardBindings();
// Answered before the moment's table: the log is there in every state of the table.
std::span<const Binding<TableAction>> logBindings();
std::span<const Binding<RulesCardAction>> rulesCardClosedBindings();
std::span<const Binding<RulesCardAction>> rulesCardOpenBindings();
std::span<const Binding<ReviewAction>> reviewBindings();
std::span<const Binding<LessonAction>> lessonBindings();
std::span<const Binding<MenuAction>> menuBindings();
std::span<const Binding<MenuAction>> textFieldBindings();
std::span<const Binding<WindowAction>> windowBindings();

// One table as the page shows it: under the heading of its screen, with a subheading naming the
// moment it answers in (empty for the screen's main table).
struct BindingSection {
  std::string_view screen;  // the key of the screen's heading: "keys.screen.table"
  std::string_view moment;  // the key of the subheading, or empty
  std::vector<BindingLine> lines;
};

// Every table, screen by screen: the table, the menus, the review, the lessons, everywhere.
std::vector<BindingSection> bindingSections();

}  // namespace ochos::app
