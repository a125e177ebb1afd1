#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ochos/app/table/table_match.hpp"

namespace ochos::app {

// The line over the hand a move leaves: a refusal in the engine's words, or a note.
struct TableMessage {
  std::string text;
  bool refusal = false;
  double until = 0;

  bool shown(double now) const { return now < until; }
};

// What became of a card the human tried to play.
enum class PlayOutcome {
  NotNow,        // the human may not act now: nothing was sent
  ChoosingSuit,  // a wild that names a suit: the suit chooser opens, nothing was sent yet
  Played,
  Refused,  // the refusal is the message
};

// The human's moves at the table, whether a click, a drag or a key asked for them: a card
// played (a wild waits for its suit), a suit named, a draw, a pass, "last card" said or armed
// for the next play, an opponent caught. Each is sent to the engine as it is, so that an
// illegal one comes back with the engine's reason, which becomes the message. `canAct`: the
// human's turn has come and the table shows it; `now` times the message. No SFML.
class HumanMoves {
 public:
  explicit HumanMoves(TableMatch& match) : match_(match) {}

  // A new match: no wild waiting for its suit, no "last card" armed.
  void reset();
  PlayOutcome tryPlay(engine::Card card, bool canAct, double now);
  void chooseSuit(engine::Suit suit, double now);
  void cancelWild() { pendingWild_.reset(); }
  void draw(bool canAct, double now);
  void pass(bool canAct, double now);
  void sayLastCard(double now);
  // Every press gets an answer at once: caught (with the penalty), too late, nobody to catch,
  // or not in these rules.
  void catchOpponent(double now);
  // A card picked up while another player is to move: a short word, not a refusal.
  void waitForTurn(double now);
  // A card dragged off the hand and dropped neither on the discard nor back on the hand: it
  // flies home, and the player is told where a card is played (over the stock: that the stock
  // is for drawing).
  void droppedBesideDiscard(bool onStock, double now);
  // Follows the table each frame, so that a press just after a catch window closed is told
  // it came too late rather than that nobody could be caught.
  void watchCatchWindow(double now);
  // True within kTooLateSeconds after a chance to catch closed without the human's catch.
  bool catchJustMissed(double now) const;
  // How long after a catch window closed a press is still answered "too late".
  static constexpr double kTooLateSeconds = 4.0;

  const std::optional<engine::Card>& pendingWild() const { return pendingWild_; }
  bool announceArmed() const { return armedAnnounce_; }
  const TableMessage& message() const { return message_; }
  std::vector<engine::Action> legalPlaysOf(engine::Card card) const;
  bool hasLegal(engine::ActionType type) const;
  // "Last card!" is offered while it can be said: now (after a play that left one card) or with
  // a play that leaves one card, which the engine marks in the legal plays.
  bool lastCardButtonShown() const;
  // Drawing (or taking the draw penalty) is all the player can do: the stock lights up.
  bool drawIsOnlyMove() const;

 private:
  const engine::Observation& obs() const { return match_.humanObservation(); }
  // Shown for `seconds`, or by default 4 s for a refusal and 2.5 s for a note.
  void say(const std::string& text, bool refusal, double now, double seconds = 0);
  bool canAnnounceWithPlay() const;
  // Sends the move; a refusal becomes the message. True when accepted.
  bool send(const engine::Action& action, double now);
  // Sends the play, with the armed "last card" call only when the engine lists the call with
  // this play (with a play that leaves one card): a play is sent once, so a refused one costs a
  // table penalty once and is refused for its own reason. True when accepted.
  bool sendPlay(engine::Card card, engine::Suit suit, double now);

  TableMatch& match_;
  std::optional<engine::Card> pendingWild_;
  bool armedAnnounce_ = false;
  TableMessage message_;
  int lastCatchable_ = -1;  // the seat the human could last have caught
  double catchableUntil_ = 0;
};

}  // namespace ochos::app
