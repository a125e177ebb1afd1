#include <gtest/gtest.h>

#include "ochos/app/table/event_steps.hpp"
#include "ochos/rules/profile_library.hpp"

// The table of event steps: each event's hold and view effect, run without a window.
namespace ochos::app {

using engine::Card;
using engine::Event;
using engine::EventLog;
using engine::EventType;
using engine::kNoSeat;
using engine::Rank;
using engine::RuleSet;
using engine::Suit;

namespace {

struct Stage {
  TableMatch match;
  TableLayout layout;
  TableView view;
  CardSprites sprites;
  TableNotes notes;

  Stage() : match(options(), rules(), false, [](const EventLog&) {}), view(match.rules()) {
    match.newMatch(3);
    view.seats = 4;
    LayoutInput in;
    in.seats = 4;
    in.handSizes = {5, 5, 5, 5};
    layout = computeLayout(in);
    view.handSizes = {5, 5, 5, 5};
  }
  static AppOptions options() {
    AppOptions o;
    o.difficulty = "easy";
    return o;
  }
  static std::shared_ptr<const RuleSet> rules() {
    const rules::ProfileLibrary library =
        rules::ProfileLibrary::load(rules::builtInProfileDir(), std::nullopt);
    return library.build("crazy-eights", {}).rules;
  }
  void show(const Event& e, double now) {
    EventStage stage{.event = e,
                     .now = now,
                     .layout = layout,
                     .view = view,
                     .sprites = sprites,
                     .notes = notes,
                     .match = match,
                     .toastSeconds = 1.4};
    eventStep(e.type).show(stage);
  }
};

TEST(EventSteps, EachEventTypeHasItsHold) {
  EXPECT_DOUBLE_EQ(eventStep(EventType::CardDealt).hold, 0.075);
  EXPECT_DOUBLE_EQ(eventStep(EventType::CardPlayed).hold, 0.42);
  EXPECT_DOUBLE_EQ(eventStep(EventType::TurnStarted).hold, 0.0);
  EXPECT_DOUBLE_EQ(eventStep(EventType::TieBreakStarted).hold, 1.4);
  EXPECT_EQ(eventStep(EventType::MatchEnded).type, EventType::MatchEnded);
  EXPECT_EQ(eventStep(EventType::SuitDeclared).sound, EventSound::NamedSuit);
  EXPECT_EQ(eventStep(EventType::CardPlayed).sound, EventSound::FromAudio);
}

TEST(EventSteps, APassIsWrittenUnderTheSeatAndPopsUpJustAboveItsPlate) {
  Stage s;
  Event e;
  e.type = EventType::TurnPassed;
  e.seat = 2;
  s.show(e, 10);
  EXPECT_FALSE(s.notes.lastAction[2].empty());
  ASSERT_EQ(s.notes.toasts.size(), 1U);
  // Above the plate, not on it: the word never hides the seat's name.
  const Rect plate = s.layout.seat(2).plate;
  EXPECT_FLOAT_EQ(s.notes.toasts[0].at.x, plate.center().x);
  EXPECT_LT(s.notes.toasts[0].at.y, plate.y);
  EXPECT_DOUBLE_EQ(s.notes.toasts[0].start, 10);
  EXPECT_DOUBLE_EQ(s.notes.toasts[0].duration, 1.4);
}

TEST(EventSteps, AnOpponentsCardFliesFromTheEndOfTheirFan) {
  Stage s;
  Event e;
  e.type = EventType::CardPlayed;
  e.seat = 1;
  e.card = Card(Suit::Hearts, Rank::Nine);
  s.show(e, 5);
  EXPECT_DOUBLE_EQ(s.notes.lastPlayAt, 5);
  // Placed on the discard in the next frame, it starts from the fan rather than popping up.
  s.sprites.beginFrame();
  s.sprites.place({.key = SpriteKey::card(e.card), .face = e.card, .pose = s.layout.discard}, 5);
  s.sprites.endFrame(5);
  EXPECT_TRUE(s.sprites.moving(5.01));
}

TEST(EventSteps, ACardSeenWithoutItsEventAppearsInPlace) {
  Stage s;
  const Card c(Suit::Hearts, Rank::Nine);
  s.sprites.beginFrame();
  s.sprites.place({.key = SpriteKey::card(c), .face = c, .pose = s.layout.discard}, 5);
  s.sprites.endFrame(5);
  EXPECT_FALSE(s.sprites.moving(5.01));
}

TEST(EventSteps, ABlockedHandIsAnnounced) {
  Stage s;
  Event e;
  e.type = EventType::HandEnded;
  e.seat = kNoSeat;
  s.show(e, 1);
  EXPECT_FALSE(s.notes.banner.empty());
  EXPECT_EQ(s.notes.toasts.size(), 1U);
}

// "+2": the badge pops by itself; a toast over it would hide "to draw".
TEST(EventSteps, ADrawPenaltyMakesTheBadgePopWithoutCoveringIt) {
  Stage s;
  Event e;
  e.type = EventType::DrawPenaltyPending;
  e.value = 2;
  s.show(e, 7);
  EXPECT_DOUBLE_EQ(s.notes.pendingDrawAt, 7);
  for (const Toast& t : s.notes.toasts)
    EXPECT_FALSE(s.layout.pendingBadge.contains(t.at)) << t.text;
}

Event drawn(int seat, Card card) {
  Event e;
  e.type = EventType::CardDrawn;
  e.seat = static_cast<std::uint8_t>(seat);
  e.card = card;
  e.other = static_cast<std::uint8_t>(engine::DrawCause::Normal);
  return e;
}

// The human draws a card that does not fit and the engine ends the turn: the table says so
// over the hand, not just "Pass" on the plate.
TEST(EventSteps, ADrawnCardThatDoesNotFitEndsTheTurnInWords) {
  Stage s;
  s.view.human = 0;
  s.view.discard = {Card(Suit::Spades, Rank::Four)};
  s.view.activeSuit = Suit::Spades;
  const Event draw = drawn(0, Card(Suit::Hearts, Rank::Nine));
  s.show(draw, 1);
  applyEvent(s.view, draw);
  Event pass;
  pass.type = EventType::TurnPassed;
  pass.seat = 0;
  s.show(pass, 2);
  ASSERT_EQ(s.notes.toasts.size(), 1U);
  EXPECT_NE(s.notes.toasts[0].text.find("9"), std::string::npos) << s.notes.toasts[0].text;
  const Vec2 at = s.notes.toasts[0].at;  // over the human's hand, where the player looks
  EXPECT_FLOAT_EQ(at.x, s.layout.seat(0).anchor.x);
  EXPECT_LT(at.y, s.layout.seat(0).anchor.y);
  EXPECT_GT(at.y, s.layout.seat(0).anchor.y - s.layout.cardH / 2);
  EXPECT_GE(s.notes.toasts[0].duration, 3.0);  // a sentence to read
  // Said while the others play; gone when the human's turn comes back.
  Event turn;
  turn.type = EventType::TurnStarted;
  turn.seat = 1;
  s.show(turn, 3);
  EXPECT_EQ(s.notes.toasts.size(), 1U);
  turn.seat = 0;
  s.show(turn, 4);
  EXPECT_TRUE(s.notes.toasts.empty());
}

TEST(EventSteps, AFittingDrawnCardPassedByChoiceIsAPlainPass) {
  Stage s;
  s.view.human = 0;
  s.view.discard = {Card(Suit::Spades, Rank::Four)};
  s.view.activeSuit = Suit::Spades;
  const Event draw = drawn(0, Card(Suit::Spades, Rank::Nine));
  s.show(draw, 1);
  applyEvent(s.view, draw);
  Event pass;
  pass.type = EventType::TurnPassed;
  pass.seat = 0;
  s.show(pass, 2);
  ASSERT_EQ(s.notes.toasts.size(), 1U);
  const Rect plate = s.layout.seat(0).plate;  // a plain pass is said over the seat's plate
  EXPECT_FLOAT_EQ(s.notes.toasts[0].at.x, plate.center().x);
  EXPECT_LT(s.notes.toasts[0].at.y, plate.y);
}

}  // namespace
}  // namespace ochos::app
