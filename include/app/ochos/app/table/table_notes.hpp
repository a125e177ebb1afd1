#pragma once

#include <SFML/Graphics/Color.hpp>
#include <array>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "ochos/app/paint/geometry.hpp"
#include "ochos/engine/card.hpp"
#include "ochos/engine/rule_set.hpp"

namespace ochos::app {

// One finished hand for the scoreboard.
struct HandRecord {
  int number = 0;
  int winner = -1;  // -1: blocked
  std::array<int, engine::kMaxSeats> points{};
  std::array<int, engine::kMaxSeats> values{};
  std::array<std::vector<engine::Card>, engine::kMaxSeats> cards;
  std::uint8_t participants = 0xFF;
};

// A brief word or symbol over the table: "Skipped!", "+2", a declared suit.
struct Toast {
  std::string text;
  Vec2 at;
  double start = 0;
  double duration = 1.2;
  sf::Color color = sf::Color::White;
  float size = 28;
  int suit = -1;         // draw this suit's symbol before the text
  int untilTurnOf = -1;  // words about a turn go when that seat's next turn starts
};

// What the table shows besides the cards, written as the events' animations start: the words
// over the table, each seat's last move under its name, the result banner, the log and the
// scoreboard's past hands.
struct TableNotes {
  std::vector<Toast> toasts;
  std::array<std::string, engine::kMaxSeats> lastAction;
  std::string banner;  // hand or match result, tie-break notice
  double lastPlayAt = -10;
  double pendingDrawAt = -10;   // when the "+N to draw" badge last changed: it pops
  engine::Card humanDrew;       // the human's last card drawn by choice this turn
  std::deque<std::string> log;  // the last 300 lines
  std::size_t logWritten = 0;   // lines ever added: a log view scrolled back stays on its lines
  std::vector<HandRecord> history;

  void addLog(std::string line) {
    log.push_back(std::move(line));
    ++logWritten;
    while (log.size() > 300)
      log.pop_front();
  }
};

}  // namespace ochos::app
