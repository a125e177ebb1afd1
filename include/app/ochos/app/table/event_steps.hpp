#pragma once

#include <SFML/Graphics/Color.hpp>
#include <string>

#include "ochos/app/paint/card_sprites.hpp"
#include "ochos/app/table/layout.hpp"
#include "ochos/app/table/table_match.hpp"
#include "ochos/app/table/table_notes.hpp"
#include "ochos/app/table/table_view.hpp"
#include "ochos/engine/event.hpp"

namespace ochos::app {

// What an event's view effect may touch when its animation starts.
struct EventStage {
  const engine::Event& event;
  double now;
  const TableLayout& layout;  // as the table stood before the event
  TableView& view;
  CardSprites& sprites;
  TableNotes& notes;
  const TableMatch& match;
  double toastSeconds;

  bool seated() const { return event.seat < view.seats; }
  Vec2 centre() const { return {layout.width / 2, layout.stock.center.y}; }
  // Just over a seat's plate: a word about the seat never hides whose it is.
  Vec2 plate(int seat) const {
    const Rect& p = layout.seat(seat).plate;
    return {p.center().x, p.y - p.h * 0.55f};
  }
  Vec2 overHand() const {
    return {layout.width / 2, layout.seat(view.human).anchor.y - layout.cardH * 0.3f};
  }
  void toast(const std::string& text, Vec2 at, sf::Color color, float size, int suit = -1);
};

// Where an event's sound comes from.
enum class EventSound {
  FromAudio,  // audio::effectForEvent
  // The wild's sound when a suit is named without a wild just played (the dealer naming the
  // start card's suit); after a wild, the card already made it.
  NamedSuit,
};

// One row of the table that turns engine events into what the player sees and hears: how long
// the story holds on the event (before the speed setting), its sound, and its view effect (the
// sprites, words and notes it starts; the view itself then follows with applyEvent).
struct EventStep {
  engine::EventType type;
  double hold;
  EventSound sound;
  void (*show)(EventStage&);
};

const EventStep& eventStep(engine::EventType type);

}  // namespace ochos::app
