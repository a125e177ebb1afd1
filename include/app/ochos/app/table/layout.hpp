#pragma once

#include <array>
#include <vector>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::app {

inline constexpr unsigned kMinWindowWidth = 800;
inline constexpr unsigned kMinWindowHeight = 560;
// The largest window --size asks for (8K): beyond any screen, and a sane cap.
inline constexpr unsigned kMaxWindowWidth = 7680;
inline constexpr unsigned kMaxWindowHeight = 4320;

struct LayoutInput {
  float width = 1280;
  float height = 720;
  int seats = 4;
  int humanSeat = 0;
  std::array<int, engine::kMaxSeats> handSizes{};
};

struct SeatLayout {
  int seat = 0;
  bool human = false;
  Vec2 anchor;                  // centre of the seat's cards
  std::vector<CardPose> cards;  // one per card in hand, left to right (drawn in this order)
  Rect plate;                   // name, strength, hand size and score
  Rect countBadge;              // an opponent's card count beside the fan's end (empty: none)
};

// Every rectangle on the table, computed from window size, seats and hand sizes alone. Drawing,
// hit-testing and the GUI tests' coordinates all come from this one function, so what is drawn
// is exactly what is clicked.
struct TableLayout {
  float width = 0;
  float height = 0;
  float cardW = 0;  // the human's hand and the piles; the atlas is rendered at this size
  float cardH = 0;
  float smallW = 0;  // opponents' cards
  float smallH = 0;
  std::vector<SeatLayout> seats;  // indexed by seat number
  CardPose stock;
  CardPose discard;
  Rect suitBadge;     // the active suit after a wild: symbol and word
  Rect pendingBadge;  // a pending draw total
  Rect direction;     // direction of play
  Rect message;       // whose turn, why a move was refused
  Rect passButton;
  Rect hintButton;  // under the other buttons: the move Hard would make (H)
  Rect menuButton;  // top right: back to the main menu (Esc), or quit when started directly
  Rect lastCardButton;
  Rect catchButton;
  Rect logButton;  // over the human's plate: opens and closes the log (Tab)
  // The log: the left column between the lowest opponent reaching into it and its button, so it
  // hides no seat.
  Rect logPanel;
  float logTextSize = 12;  // the log's type, in pixels
  Rect suitPanel;
  std::array<Rect, engine::kSuitCount> suitChoices{};
  Rect scoreboard;
  float scoreUnit = 0;  // the scoreboard's type and row unit, in pixels
  Rect nextButton;
  Rect reviewButton;  // beside it, at the scoreboard's left: the hand just played, again

  // Position of the seat's card `index` if it held `count` cards (where a drawn card will go).
  const SeatLayout& seat(int s) const { return seats[static_cast<std::size_t>(s)]; }
};

TableLayout computeLayout(const LayoutInput& input);

// The seat a relative position around the table belongs to: 0 is the human at the bottom, then
// clockwise (left, top, right), the order of play.
int seatAtPosition(int position, int humanSeat, int seats);

// The topmost card of a seat under `p`, or -1. Later cards overlap earlier ones, so the search
// runs from the end.
int cardAt(const SeatLayout& seat, Vec2 p);

// The pose of card `index` among `count` cards of a hand fanned around `center` within
// `maxWidth`; shared by the human's fan and the opponents' rows.
CardPose fanPose(Vec2 center, float cardW, float cardH, int index, int count, float maxWidth,
                 float spacingRatio, float arc);

}  // namespace ochos::app
